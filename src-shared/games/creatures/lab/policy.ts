// The partial mulligan policies the lab compares ("Le déroulement": once, any number of the 5
// cards go under the deck and as many are drawn). The pilot's play is the same for all.
import { z } from 'zod'

export const BOTTOM_RULES = ['none', 'non-creatures', 'high-levels', 'all-but-level-0'] as const
export type BottomRule = (typeof BOTTOM_RULES)[number]

export interface LabPolicy {
  name: string
  /**
   * Which cards of the opening hand go under the deck: none; every effect, equipment and terrain;
   * creatures of level 2 or more and every non-creature; everything but level-0 creatures.
   */
  bottom: BottomRule
}

export const POLICY_PRESETS = {
  keep: { name: 'keep', bottom: 'none' },
  'bottom-magic': { name: 'bottom-magic', bottom: 'non-creatures' },
  'bottom-high': { name: 'bottom-high', bottom: 'high-levels' },
  'dig-level-0': { name: 'dig-level-0', bottom: 'all-but-level-0' },
} as const satisfies Record<string, LabPolicy>
export type PresetName = keyof typeof POLICY_PRESETS
export const PRESET_NAMES = Object.keys(POLICY_PRESETS) as PresetName[]

const PolicyObject = z.object({ name: z.string().trim().min(1).max(40), bottom: z.enum(BOTTOM_RULES) }).strict()
/** A preset's name or a policy object (main validates a caller's policy with it). */
export const LabPolicySchema = z.union([z.enum(PRESET_NAMES as [PresetName, ...PresetName[]]), PolicyObject])
export type PolicyInput = z.input<typeof LabPolicySchema>

export function parsePolicy(input: unknown): LabPolicy {
  const parsed = LabPolicySchema.parse(input)
  return typeof parsed === 'string' ? { ...POLICY_PRESETS[parsed] } : parsed
}
