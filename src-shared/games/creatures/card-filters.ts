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
