// The filter panel's choices for Magic as a search request carries them (main checks every request
// with this schema): one entry per `filter` field of MTG_CARD_FIELDS, by its filter key.
import { z } from 'zod'
import { COLORS, RARITIES } from './card'

const range = z.object({ min: z.number().min(0).max(1_000_000).optional(), max: z.number().min(0).max(1_000_000).optional() }).strict()

export const MtgFiltersSchema = z
  .object({
    manaValue: range.optional(),
    power: range.optional(),
    toughness: range.optional(),
    /** Cards with any of these types (Creature, Land…). */
    types: z.array(z.string().max(40)).max(20).optional(),
    /** Cards with any of these colours. */
    colors: z.array(z.enum(COLORS)).max(COLORS.length).optional(),
    colorIdentity: z.array(z.enum(COLORS)).max(COLORS.length).optional(),
    rarities: z.array(z.enum(RARITIES)).max(RARITIES.length).optional(),
    sets: z.array(z.string().max(20)).max(100).optional(),
  })
  .strict()
export type MtgFilters = z.infer<typeof MtgFiltersSchema>

/** The values each filter can take in the catalog. */
export interface MtgFacets {
  manaValue: { min: number; max: number }
  power: { min: number; max: number }
  toughness: { min: number; max: number }
  types: string[]
  colors: string[]
  colorIdentity: string[]
  rarities: string[]
  sets: string[]
}

/** The sort keys of cards.search for Magic: its sortable fields and relevance. */
export type MtgSortKey = 'name' | 'manaValue' | 'power' | 'toughness' | 'loyalty' | 'rarity' | 'set' | 'relevance'
