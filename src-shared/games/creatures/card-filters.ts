// The filter panel's choices of the creature game as a search request carries them (main checks
// every request with this schema; the fields are the module's `filter` fields).
import { z } from 'zod'
import { CATEGORIES } from './card'

const range = z.object({ min: z.number().int().min(0).max(100_000).optional(), max: z.number().int().min(0).max(100_000).optional() }).strict()

export const CreatureFiltersSchema = z
  .object({
    categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).optional(),
    level: range.optional(),
    atk: range.optional(),
    def: range.optional(),
    types: z.array(z.string().max(100)).max(50).optional(),
    /** Only cards with the yellow star (true) or only without (false). */
    unique: z.boolean().optional(),
  })
  .strict()
export type CreatureFilters = z.infer<typeof CreatureFiltersSchema>

/** The values each filter can take in the catalog: the categories and types its cards have, each number's range. */
export interface CreatureFacets {
  categories: string[]
  types: string[]
  level: { min: number; max: number }
  atk: { min: number; max: number }
  def: { min: number; max: number }
}

/** The sort keys of cards.search for this game: its sortable fields (cards.fields) and relevance. */
export type CreatureSortKey = 'code' | 'name' | 'category' | 'level' | 'atk' | 'def' | 'type' | 'relevance'
