// The mulligan policies the Vanguard lab compares (SU-mulligan: once, before the first turn, any
// cards of the hand go back into the deck, it is shuffled, and as many are drawn). A policy says
// how many cards of each kind the hand keeps; the rest go back. It also names the power of the
// goldfish's vanguard the pilot attacks (the run's settings have no room for a game's own opponent).
// The pilot's play (ride, call, attack) is the same for every policy.
import { z } from 'zod'

/** What a policy counts in the opening hand: units by grade (grade3 takes any higher grade), trigger units, orders. */
export const KEEP_KINDS = ['grade0', 'grade1', 'grade2', 'grade3', 'trigger', 'order'] as const
export type KeepKind = (typeof KEEP_KINDS)[number]

/** The goldfish's vanguard when a policy names none: a grade 3 of the D series (13000 power). */
export const DEFAULT_GOLDFISH_POWER = 13_000
const ALL = 5

export interface LabPolicy {
  name: string
  /** At most this many cards of each kind stay in the hand (in hand order); the others go back. */
  keep: Record<KeepKind, number>
  /** The power of the goldfish's vanguard (it never guards). */
  goldfishPower: number
}

const keepAll = (): Record<KeepKind, number> => ({ grade0: ALL, grade1: ALL, grade2: ALL, grade3: ALL, trigger: ALL, order: ALL })

export const POLICY_PRESETS = {
  'keep-hand': { name: 'keep-hand', keep: keepAll(), goldfishPower: DEFAULT_GOLDFISH_POWER },
  // The example: keep one of each grade 1–3, return the rest.
  'ride-line': { name: 'ride-line', keep: { grade0: 0, grade1: 1, grade2: 1, grade3: 1, trigger: 0, order: 0 }, goldfishPower: DEFAULT_GOLDFISH_POWER },
  'no-triggers': { name: 'no-triggers', keep: { ...keepAll(), trigger: 0, order: 0 }, goldfishPower: DEFAULT_GOLDFISH_POWER },
} as const satisfies Record<string, LabPolicy>
export type PresetName = keyof typeof POLICY_PRESETS
export const PRESET_NAMES = Object.keys(POLICY_PRESETS) as PresetName[]

const kept = z.number().int().min(0).max(ALL)
const PolicyObject = z
  .object({
    name: z.string().trim().min(1).max(40),
    /** Kinds left out keep every card of theirs. */
    keep: z.object(Object.fromEntries(KEEP_KINDS.map((k) => [k, kept.optional()])) as Record<KeepKind, z.ZodOptional<typeof kept>>).strict(),
    goldfishPower: z.number().int().min(0).max(1_000_000).default(DEFAULT_GOLDFISH_POWER),
  })
  .strict()
  .transform((p): LabPolicy => ({ name: p.name, keep: { ...keepAll(), ...Object.fromEntries(Object.entries(p.keep).filter(([, v]) => v !== undefined)) }, goldfishPower: p.goldfishPower }))

/** A preset's name or a policy object (main validates a caller's policy with it). */
export const LabPolicySchema = z.union([z.enum(PRESET_NAMES as [PresetName, ...PresetName[]]), PolicyObject])
export type PolicyInput = z.input<typeof LabPolicySchema>

export function parsePolicy(input: unknown): LabPolicy {
  const parsed = LabPolicySchema.parse(input)
  return typeof parsed === 'string' ? structuredClone(POLICY_PRESETS[parsed]) : parsed
}

/** The custom policy the lab's JSON editor starts from: up to two grade 1s and one grade 2 and 3, against a grade 2 vanguard (10000). */
export const CUSTOM_EXAMPLE = { name: 'my mulligan', keep: { grade0: 0, grade1: 2, grade2: 1, grade3: 1, trigger: 0, order: 0 }, goldfishPower: 10_000 }
