// A Cardfight!! Vanguard card (issue 13, item 1): the fields of the issue's schema, the same in the
// bundled catalog, the card-set files (JSON and CSV) and the card-set editor.
import { z } from 'zod'

export const TRIGGERS = ['critical', 'draw', 'front', 'heal', 'stand', 'over'] as const
export type Trigger = (typeof TRIGGERS)[number]

/** The skill icon (Icône de compétences): boost, intercept, twin drive, triple drive. */
export const SKILLS = ['boost', 'intercept', 'twin-drive', 'triple-drive'] as const
export type Skill = (typeof SKILLS)[number]

/** overdress: D-series units placed over a named unit (the source's own unit type). */
export const UNIT_TYPES = ['normal', 'trigger', 'sentinel', 'overdress', 'token', 'order'] as const
export type UnitType = (typeof UNIT_TYPES)[number]

export const ORDER_TYPES = ['normal', 'blitz', 'set', 'music', 'prison', 'world', 'song', 'gem', 'meteorite', 'left-deity-arms', 'right-deity-arms', 'fox-art', 'research'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/** The nations of the D series, in the source's order; files may name others (original series). */
export const D_NATIONS = ['Cray Elemental', 'Keter Sanctuary', 'Dragon Empire', 'Brandt Gate', 'Dark States', 'Stoicheia', 'Lyrical Monasterio'] as const

/** What a trigger icon adds: +10000 power, +100 million for the over trigger (their printed values). */
export const TRIGGER_POWER: Readonly<Record<Trigger, number>> = {
  critical: 10_000,
  draw: 10_000,
  front: 10_000,
  heal: 10_000,
  stand: 10_000,
  over: 100_000_000,
}

export const LIMITS = { code: 40, name: 150, nation: 60, clan: 60, set: 40, text: 4000, image: 500, grade: 9, stat: 1_000_000 } as const

export interface VanguardCard {
  /** `D-BT01/001`: set and number as printed (catalog key, without a language suffix). */
  code: string
  name: string
  /** null for orders of the source that print none. */
  grade: number | null
  power: number | null
  shield: number | null
  critical: number | null
  trigger: Trigger | null
  /** 0 without a trigger. */
  triggerPower: number
  skill: Skill | null
  unitType: UnitType
  /** Orders only. */
  orderType: OrderType | null
  /** One or two (dual-nation cards); empty for a card of no nation. */
  nations: string[]
  /** The clan (original series and the D series' reprints); null for none. */
  clan: string | null
  set: string
  text: string
  /** The official picture's address (en.cf-vanguard.com's card list), when the card's file gives one. */
  image?: string
  /** In the catalog, the player's card set the card comes from (absent: an official card); issue 29.7. */
  ownSet?: string
}

export const isOrder = (card: Pick<VanguardCard, 'unitType'>) => card.unitType === 'order'
/** Tokens are made by abilities, never put in a deck ("cannot be put in a deck"). */
export const isDeckLegal = (card: Pick<VanguardCard, 'unitType'>) => card.unitType !== 'token'
/** The trigger icon counts, not the unit type (the source marks one grade 3 as a trigger unit). */
export const hasTrigger = (card: Pick<VanguardCard, 'trigger'>) => card.trigger !== null

const count = z.number().int().min(0).max(LIMITS.stat)
const label = (max: number) => z.string().trim().min(1).max(max)

/**
 * The truth about a valid card, from any file or the form. Missing optional parts take their
 * value from the rest: the trigger power from the trigger, the order type `normal` for an order.
 */
export const VanguardCardSchema: z.ZodType<VanguardCard> = z
  .object({
    code: label(LIMITS.code),
    name: label(LIMITS.name),
    grade: z.number().int().min(0).max(LIMITS.grade).nullable().optional(),
    power: count.nullable().optional(),
    shield: count.nullable().optional(),
    critical: z.number().int().min(0).max(99).nullable().optional(),
    trigger: z.enum(TRIGGERS).nullable().optional(),
    triggerPower: z.number().int().min(0).max(TRIGGER_POWER.over).optional(),
    skill: z.enum(SKILLS).nullable().optional(),
    unitType: z.enum(UNIT_TYPES),
    orderType: z.enum(ORDER_TYPES).nullable().optional(),
    nations: z.array(label(LIMITS.nation)).max(2).default([]),
    clan: z.string().trim().max(LIMITS.clan).nullable().optional(),
    set: z.string().trim().max(LIMITS.set).default(''),
    text: z.string().max(LIMITS.text).default(''),
    image: z
      .string()
      .max(LIMITS.image)
      .refine((value) => /^https?:\/\/[^\s/]+\/\S*$/.test(value), 'an http or https address of the card’s picture')
      .optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const isTriggerUnit = card.unitType === 'trigger'
    const hasIcon = card.trigger !== undefined && card.trigger !== null
    if (isTriggerUnit && !hasIcon) ctx.addIssue({ code: 'custom', path: ['trigger'], message: 'a trigger unit needs its trigger (critical, draw, front, heal, stand or over)' })
    if (hasIcon && card.unitType !== 'trigger') ctx.addIssue({ code: 'custom', path: ['unitType'], message: 'a card with a trigger icon is a trigger unit' })
    if (card.unitType !== 'order' && card.orderType) ctx.addIssue({ code: 'custom', path: ['orderType'], message: 'only orders have an order type' })
    for (const key of ['grade', 'power', 'critical'] as const) {
      const given = card[key] !== undefined && card[key] !== null
      if (card.unitType !== 'order' && !given) ctx.addIssue({ code: 'custom', path: [key], message: `a unit needs its ${key}` })
      if (card.unitType === 'order' && given && key !== 'grade') ctx.addIssue({ code: 'custom', path: [key], message: `an order has no ${key}: leave it empty` })
    }
    if (card.unitType === 'order' && (card.skill || (card.shield !== undefined && card.shield !== null)))
      ctx.addIssue({ code: 'custom', path: [card.skill ? 'skill' : 'shield'], message: 'an order has no skill icon or shield: leave it empty' })
  })
  .transform((card) => ({
    code: card.code,
    name: card.name,
    grade: card.grade ?? null,
    power: card.power ?? null,
    shield: card.shield ?? null,
    critical: card.critical ?? null,
    trigger: card.trigger ?? null,
    triggerPower: card.trigger ? (card.triggerPower ?? TRIGGER_POWER[card.trigger]) : 0,
    skill: card.skill ?? null,
    unitType: card.unitType,
    orderType: card.unitType === 'order' ? (card.orderType ?? 'normal') : null,
    nations: card.nations,
    clan: card.clan ? card.clan : null,
    set: card.set,
    text: card.text,
    ...(card.image ? { image: card.image } : {}),
  }))
