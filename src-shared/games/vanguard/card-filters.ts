// The filter panel's choices for Vanguard as a search request carries them (main checks every
// request with this schema): one entry per `filter` field of CARD_FIELDS.
import { z } from 'zod'
import { LIMITS, ORDER_TYPES, SKILLS, TRIGGER_POWER, TRIGGERS, UNIT_TYPES } from './card'

const bound = z.number().int().min(0).max(TRIGGER_POWER.over)
const range = z.object({ min: bound.optional(), max: bound.optional() }).strict()
const words = (max: number) => z.array(z.string().max(max)).max(100)

export const VanguardFiltersSchema = z
  .object({
    grade: range.optional(),
    power: range.optional(),
    shield: range.optional(),
    critical: range.optional(),
    triggerPower: range.optional(),
    /** `none` picks the cards without a trigger icon. */
    triggers: z.array(z.enum([...TRIGGERS, 'none'])).max(TRIGGERS.length + 1).optional(),
    skills: z.array(z.enum([...SKILLS, 'none'])).max(SKILLS.length + 1).optional(),
    unitTypes: z.array(z.enum(UNIT_TYPES)).max(UNIT_TYPES.length).optional(),
    orderTypes: z.array(z.enum(ORDER_TYPES)).max(ORDER_TYPES.length).optional(),
    nations: words(LIMITS.nation).optional(),
    clans: words(LIMITS.clan).optional(),
    sets: words(LIMITS.set).optional(),
  })
  .strict()
export type VanguardFilters = z.infer<typeof VanguardFiltersSchema>

type Span = { min: number; max: number }
/** The values each filter can take in the catalog (fieldFacets over CARD_FIELDS, by filter key). */
export interface VanguardFacets {
  grade: Span
  power: Span
  shield: Span
  critical: Span
  triggerPower: Span
  triggers: string[]
  skills: string[]
  unitTypes: string[]
  orderTypes: string[]
  nations: string[]
  clans: string[]
  sets: string[]
}

/** The sort keys of cards.search for this game: its sortable fields (CARD_FIELDS) and relevance. */
export type VanguardSortKey =
  | 'code' | 'name' | 'grade' | 'power' | 'shield' | 'critical' | 'trigger' | 'triggerPower'
  | 'skill' | 'unitType' | 'orderType' | 'nations' | 'clan' | 'set' | 'relevance'
