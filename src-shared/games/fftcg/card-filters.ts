// The search filters of FFTCG cards (the filter panel, cards.search's `filters`) and their values.
import { z } from 'zod'
import { CARD_TYPES, ELEMENTS, RARITIES, type CardType, type Element, type Rarity } from './card'

const range = z
  .object({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .strict()

export const CardFiltersSchema = z
  .object({
    elements: z.array(z.enum(ELEMENTS)).max(ELEMENTS.length).optional(),
    /** any: the card has at least one of the elements; all: it has every one of them. */
    elementMode: z.enum(['any', 'all']).optional(),
    types: z.array(z.enum(CARD_TYPES)).max(CARD_TYPES.length).optional(),
    cost: range.optional(),
    power: range.optional(),
    jobs: z.array(z.string().max(100)).max(50).optional(),
    categories: z.array(z.string().max(100)).max(50).optional(),
    sets: z.array(z.string().max(100)).max(100).optional(),
    rarities: z.array(z.enum(RARITIES)).max(RARITIES.length).optional(),
    exBurst: z.boolean().optional(),
    /** true, false, or 'unknown' (the data does not say). */
    multicard: z.union([z.boolean(), z.literal('unknown')]).optional(),
    /** Each card once: of the printings that match (reprints, promos), only the oldest code. */
    onePerCard: z.boolean().optional(),
  })
  .strict()
export type CardFilters = z.infer<typeof CardFiltersSchema>


/** The values each filter can take in the catalog (sets, jobs… as the data has them). */
export interface Facets {
  sets: string[]
  jobs: string[]
  categories: string[]
  rarities: Rarity[]
  elements: Element[]
  types: CardType[]
  cost: { min: number; max: number }
  power: { min: number; max: number }
}
