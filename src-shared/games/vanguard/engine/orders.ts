// Orders (Phase principale): "Jouez un ordre normal ou un ordre d’ensemble de votre main dont la
// note est égale ou inférieure à la note de votre avant-garde. Vous ne pouvez jouer qu’un seul
// ordre par tour." The card goes to the order zone, its cost and text are applied by hand, then a
// normal order goes to the drop zone and a set order stays in the order zone. A blitz order is
// played in the guard step of an attack on the vanguard (its own card text), then dropped.
import type { OrderType } from '../card'
import { BATTLE_STEP_RULE, PHASE_RULE } from '../rules'
import { defenceOf } from './questions'
import { defOf, err, moveCard, ok, vanguardGrade, type Fail } from './state'
import type { CardId, EngineResult, GameState } from './types'

const MAIN = PHASE_RULE.main
/**
 * The order types that stay in the order zone: set orders and their kinds ("After a Set Order is
 * played, put it into your Order Zone"). Deity arms stay in play beside the vanguard; the order
 * zone is where the table shows them.
 */
export const SET_ORDER_TYPES: ReadonlySet<OrderType> = new Set(['set', 'world', 'song', 'meteorite', 'research', 'prison', 'left-deity-arms', 'right-deity-arms'])

export function playOrderRefused(state: GameState, card: CardId): Fail | null {
  if (!state.zones.hand.includes(card)) return err('not-in-zone', MAIN, 'play an order from your hand', { card })
  const def = defOf(state, card)
  if (def.unitType !== 'order') return err('not-an-order', MAIN, 'a unit is called or ridden, not played as an order', { card })
  const blitz = def.orderType === 'blitz'
  if (blitz && (defenceOf(state)?.step !== 'guard' || state.damageChecks > 0)) return err('wrong-phase', BATTLE_STEP_RULE.guard, 'a blitz order is played in the guard step of an attack on your vanguard', { card })
  if (!blitz && state.phase !== 'main') return err('wrong-phase', MAIN, 'an order is played in the main phase', { phase: state.phase })
  if (state.orderPlayed) return err('already-played', MAIN, 'one order per turn', { card })
  const grade = vanguardGrade(state)
  if ((def.grade ?? 0) > grade) return err('bad-grade', MAIN, `play an order of grade ${grade} or less`, { card, grade: def.grade ?? 0, vanguard: grade })
  return null
}

export function playOrder(state: GameState, card: CardId): EngineResult {
  const refused = playOrderRefused(state, card)
  if (refused) return refused
  const def = defOf(state, card)
  const to = def.orderType !== null && SET_ORDER_TYPES.has(def.orderType) ? 'order' : 'drop'
  return ok({ ...moveCard(state, card, 'hand', to), orderPlayed: true }, [{ kind: 'orderPlayed', card, to }])
}
