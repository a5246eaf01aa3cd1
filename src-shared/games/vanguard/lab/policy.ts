// The mulligan policies the Vanguard lab compares (SU-mulligan: once, before the first turn, any
// cards of the hand go back into the deck, it is shuffled, and as many are drawn). A policy says
// how many cards of each kind the hand keeps; the rest go back. It also names the power of the
// goldfish's vanguard the pilot attacks (the run's settings have no room for a game's own opponent).
// The pilot's play (ride, call, attack) is the same for every policy.
import { z } from 'zod'
import { GOLDFISH_DAMAGE_LIMIT } from '../engine'

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
  /** The power of the goldfish's vanguard. */
  goldfishPower: number
  /**
   * The opponent's shield per turn (3. Étape de garde): 0, the goldfish that never guards; more,
   * an opponent that guards each attack that would hit while its budget lasts, so that "damage by
   * turn" measures pressure (issue 28).
   */
  shieldPerTurn: number
  /**
   * How the opponent spends that shield: `every-hit`, on each attack that would hit while it lasts;
   * `stay-under`, only on a hit that would bring its damage to STAY_UNDER or more (it takes the
   * others, as players do, and keeps its shield for the hits that would put it one from losing).
   */
  guard: GuardMode
}

export const GUARD_MODES = ['every-hit', 'stay-under'] as const
export type GuardMode = (typeof GUARD_MODES)[number]
/**
 * The damage a `stay-under` opponent guards to stay under: one below the module's loss (the sixth
 * damage, 5. Étape des dommages), the damage at which a player must guard every attack.
 */
export const STAY_UNDER = GOLDFISH_DAMAGE_LIMIT - 1

const keepAll = (): Record<KeepKind, number> => ({ grade0: ALL, grade1: ALL, grade2: ALL, grade3: ALL, trigger: ALL, order: ALL })

/** The guarding opponent's preset: two 10000-shield guardians a turn, as a hand of 5–6 spends. */
export const GUARDING_SHIELD = 20_000

export const POLICY_PRESETS = {
  'keep-hand': { name: 'keep-hand', keep: keepAll(), goldfishPower: DEFAULT_GOLDFISH_POWER, shieldPerTurn: 0, guard: 'every-hit' },
  // The example: keep one of each grade 1–3, return the rest.
  'ride-line': { name: 'ride-line', keep: { grade0: 0, grade1: 1, grade2: 1, grade3: 1, trigger: 0, order: 0 }, goldfishPower: DEFAULT_GOLDFISH_POWER, shieldPerTurn: 0, guard: 'every-hit' },
  'no-triggers': { name: 'no-triggers', keep: { ...keepAll(), trigger: 0, order: 0 }, goldfishPower: DEFAULT_GOLDFISH_POWER, shieldPerTurn: 0, guard: 'every-hit' },
  // Issue 28: keep the hand against an opponent that guards (a shield budget per turn).
  'guarded': { name: 'guarded', keep: keepAll(), goldfishPower: DEFAULT_GOLDFISH_POWER, shieldPerTurn: GUARDING_SHIELD, guard: 'every-hit' },
  // Issue 28: the same shield, kept for the hits that would bring the opponent to STAY_UNDER damage.
  'stay-under': { name: 'stay-under', keep: keepAll(), goldfishPower: DEFAULT_GOLDFISH_POWER, shieldPerTurn: GUARDING_SHIELD, guard: 'stay-under' },
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
    shieldPerTurn: z.number().int().min(0).max(1_000_000).default(0),
    guard: z.enum(GUARD_MODES).default('every-hit'),
  })
  .strict()
  .transform((p): LabPolicy => ({ name: p.name, keep: { ...keepAll(), ...Object.fromEntries(Object.entries(p.keep).filter(([, v]) => v !== undefined)) }, goldfishPower: p.goldfishPower, shieldPerTurn: p.shieldPerTurn, guard: p.guard }))

/** A preset's name or a policy object (main validates a caller's policy with it). */
export const LabPolicySchema = z.union([z.enum(PRESET_NAMES as [PresetName, ...PresetName[]]), PolicyObject])
export type PolicyInput = z.input<typeof LabPolicySchema>

export function parsePolicy(input: unknown): LabPolicy {
  const parsed = LabPolicySchema.parse(input)
  return typeof parsed === 'string' ? structuredClone(POLICY_PRESETS[parsed]) : parsed
}

/** The custom policy the lab's JSON editor starts from: up to two grade 1s and one grade 2 and 3, against a grade 2 vanguard (10000). */
export const CUSTOM_EXAMPLE = { name: 'my mulligan', keep: { grade0: 0, grade1: 2, grade2: 1, grade3: 1, trigger: 0, order: 0 }, goldfishPower: 10_000, shieldPerTurn: 0 }
