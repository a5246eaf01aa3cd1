// The goldfish pilot's policy: plain JSON, documented in docs/opening-lab.md. A policy is a
// preset name or an object whose fields override a preset (`base`, default "backup").
import { z } from 'zod'
import { ELEMENTS, type Element } from '../card'

export const HAND_CARD_TYPES = ['any', 'character', 'forward', 'backup', 'monster', 'summon'] as const
export type HandCardType = (typeof HAND_CARD_TYPES)[number]

/** "The kept hand holds at least `count` cards of this kind." */
export interface HandRequirement {
  type: HandCardType
  minCost: number
  maxCost: number
  element: Element | null
  count: number
}

export type ForwardOrder = 'highest-cost-first' | 'lowest-cost-first'

export interface LabPolicy {
  name: string
  /** Keep the opening hand when every requirement holds, else take the mulligan (8.2.1.4). [] = never mulligan. */
  keepIf: HandRequirement[]
  /** Backups are played first while fewer than this many are on the field (at most 5, base rules). */
  maxBackups: number
  forwardOrder: ForwardOrder
  monsters: boolean
  summons: boolean
  /** Discards for CP (5.2.1.3): at most `perCard` for one card, `perTurn` in one turn. */
  discards: { perCard: number; perTurn: number }
  /** Every eligible Forward attacks, each alone (an unblocked attack deals 1 damage, 10.1.4.1). */
  attack: boolean
}

const requirement = (partial: Partial<HandRequirement>): HandRequirement => ({
  type: 'any',
  minCost: 0,
  maxCost: 99,
  element: null,
  count: 1,
  ...partial,
})

const BASE: Omit<LabPolicy, 'name' | 'keepIf'> = {
  maxBackups: 5,
  forwardOrder: 'highest-cost-first',
  monsters: false,
  summons: false,
  discards: { perCard: 1, perTurn: 2 },
  attack: true,
}

export const POLICY_PRESETS = {
  /** Mulligan without a Backup. */
  backup: { ...BASE, name: 'backup', keepIf: [requirement({ type: 'backup' })] },
  /** Never mulligan. */
  never: { ...BASE, name: 'never', keepIf: [] },
  /** Mulligan without a 2-cost Backup and a Forward of cost ≤ 3. */
  'backup2-forward3': {
    ...BASE,
    name: 'backup2-forward3',
    keepIf: [requirement({ type: 'backup', minCost: 2, maxCost: 2 }), requirement({ type: 'forward', maxCost: 3 })],
  },
  /** Mulligan with fewer than two Backups. */
  'two-backups': { ...BASE, name: 'two-backups', keepIf: [requirement({ type: 'backup', count: 2 })] },
} satisfies Record<string, LabPolicy>

export type PresetName = keyof typeof POLICY_PRESETS
export const PRESET_NAMES = Object.keys(POLICY_PRESETS) as PresetName[]
export const DEFAULT_POLICY: PresetName = 'backup'

const presetName = z.enum(PRESET_NAMES as [PresetName, ...PresetName[]])

const HandRequirementSchema = z
  .object({
    type: z.enum(HAND_CARD_TYPES).default('any'),
    minCost: z.number().int().min(0).max(99).default(0),
    maxCost: z.number().int().min(0).max(99).default(99),
    element: z.enum(ELEMENTS).nullable().default(null),
    count: z.number().int().min(1).max(5).default(1),
  })
  .strict()
  .refine((r) => r.minCost <= r.maxCost, { message: 'minCost is above maxCost', path: ['minCost'] })

export const PolicyObjectSchema = z
  .object({
    base: presetName.optional(),
    name: z.string().trim().min(1).max(60).optional(),
    keepIf: z.array(HandRequirementSchema).max(10).optional(),
    maxBackups: z.number().int().min(0).max(5).optional(),
    forwardOrder: z.enum(['highest-cost-first', 'lowest-cost-first']).optional(),
    monsters: z.boolean().optional(),
    summons: z.boolean().optional(),
    discards: z
      .object({ perCard: z.number().int().min(0).max(5).optional(), perTurn: z.number().int().min(0).max(10).optional() })
      .strict()
      .optional(),
    attack: z.boolean().optional(),
  })
  .strict()

/**
 * A preset name or an object of overrides; the result is always a complete LabPolicy. A name is
 * read as `{ base: name }` (not a union: a union would report "Invalid input" for the whole
 * policy instead of naming the wrong field).
 */
export const PolicySchema = z
  .preprocess((input) => (typeof input === 'string' ? { base: input, name: input } : input), PolicyObjectSchema)
  .transform((input): LabPolicy => resolvePolicy(input))
export type PolicyInput = PresetName | z.input<typeof PolicyObjectSchema>

function resolvePolicy(input: z.output<typeof PolicyObjectSchema>): LabPolicy {
  if (input.base && input.name === input.base && Object.keys(input).length === 2) return clonePolicy(POLICY_PRESETS[input.base])
  const base = POLICY_PRESETS[input.base ?? DEFAULT_POLICY]
  return {
    name: input.name ?? (input.base ? `${input.base} (custom)` : 'custom'),
    keepIf: input.keepIf ? input.keepIf.map((r) => ({ ...r })) : base.keepIf.map((r) => ({ ...r })),
    maxBackups: input.maxBackups ?? base.maxBackups,
    forwardOrder: input.forwardOrder ?? base.forwardOrder,
    monsters: input.monsters ?? base.monsters,
    summons: input.summons ?? base.summons,
    discards: { perCard: input.discards?.perCard ?? base.discards.perCard, perTurn: input.discards?.perTurn ?? base.discards.perTurn },
    attack: input.attack ?? base.attack,
  }
}

function clonePolicy(p: LabPolicy): LabPolicy {
  return { ...p, keepIf: p.keepIf.map((r) => ({ ...r })), discards: { ...p.discards } }
}

/** Parses a policy or throws a zod error whose issues name the field (for tests and the CLI). */
export function parsePolicy(input: PolicyInput | unknown): LabPolicy {
  return PolicySchema.parse(input)
}
