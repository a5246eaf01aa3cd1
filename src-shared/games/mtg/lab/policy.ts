// The keep policies the Magic lab compares, under the London mulligan (CR 103.5: draw seven; after
// the N-th mulligan, keep by putting N cards on the bottom). A policy says, for each mulligan
// count, how many lands the kept hand may hold, and how many mulligans at most; the hand after
// the last allowed mulligan is always kept. Which cards go to the bottom is the pilot's rule
// (sim.ts, docs/games/mtg-lab.md), the same for every policy.
import { z } from 'zod'

/** The lands a kept hand may hold, after its bottom cards are chosen. */
export interface LandRange {
  min: number
  max: number
}

export interface LabPolicy {
  name: string
  /** lands[k]: the range after k mulligans; past the list's end, its last entry holds. */
  lands: LandRange[]
  /** Mulligans at most (2: down to five cards); that hand is kept whatever it holds. */
  maxMulligans: number
}

export const POLICY_PRESETS = {
  // The brief's example: keep 2–5 lands in 7, 2–4 in 6, 1–4 in 5; mulligan to five at most.
  'lands-2-5': { name: 'lands-2-5', lands: [{ min: 2, max: 5 }, { min: 2, max: 4 }, { min: 1, max: 4 }], maxMulligans: 2 },
  // Stricter on seven: 3 or 4 lands only.
  'lands-3-4': { name: 'lands-3-4', lands: [{ min: 3, max: 4 }, { min: 2, max: 4 }, { min: 1, max: 4 }], maxMulligans: 2 },
  // The rule Frank Karsten states for his 2022 tables (see docs/games/mtg-lab.md): as lands-2-5, and four cards are always kept.
  karsten: { name: 'karsten', lands: [{ min: 2, max: 5 }, { min: 2, max: 4 }, { min: 1, max: 4 }], maxMulligans: 3 },
  'keep-7': { name: 'keep-7', lands: [{ min: 0, max: 7 }], maxMulligans: 0 },
} as const satisfies Record<string, LabPolicy>
export type PresetName = keyof typeof POLICY_PRESETS
export const PRESET_NAMES = Object.keys(POLICY_PRESETS) as PresetName[]

/** A hand holds 7 cards at most. */
const HAND = 7
const count = z.number().int().min(0).max(HAND)
const Range = z
  .object({ min: count, max: count })
  .strict()
  .refine((r) => r.min <= r.max, { message: 'min must not be above max' })

const PolicyObject = z
  .object({
    name: z.string().trim().min(1).max(40),
    lands: z.array(Range).min(1).max(HAND),
    maxMulligans: z.number().int().min(0).max(HAND - 1),
  })
  .strict()

/** A preset's name or a policy object (main validates a caller's policy with it). */
export const LabPolicySchema = z.union([z.enum(PRESET_NAMES as [PresetName, ...PresetName[]]), PolicyObject])
export type PolicyInput = z.input<typeof LabPolicySchema>

export function parsePolicy(input: unknown): LabPolicy {
  const parsed = LabPolicySchema.parse(input)
  return typeof parsed === 'string' ? structuredClone(POLICY_PRESETS[parsed]) as LabPolicy : parsed
}

/** The land range after `mulligans` mulligans. */
export const landRangeAfter = (policy: LabPolicy, mulligans: number): LandRange => policy.lands[Math.min(mulligans, policy.lands.length - 1)]!

/** The custom policy the lab's JSON editor starts from. */
export const CUSTOM_EXAMPLE = { name: 'my keeps', lands: [{ min: 2, max: 4 }, { min: 2, max: 4 }, { min: 1, max: 3 }], maxMulligans: 2 }
