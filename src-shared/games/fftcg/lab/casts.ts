// What the pilot of a policy plays, for views that explain its figures. Apart from policy.ts so
// that the renderer does not load zod's schemas (zod probes eval, which the CSP reports).
import type { CardType } from '../card'
import type { LabPolicy } from './policy'

/** Whether the pilot of this policy ever casts cards of this type (Summons and Monsters are opt-in). */
export function castsType(policy: LabPolicy, type: CardType): boolean {
  if (type === 'forward') return true
  if (type === 'backup') return policy.maxBackups > 0
  if (type === 'monster') return policy.monsters
  if (type === 'summon') return policy.summons
  return false
}
