// What a selected hand card can do now (issue 28 point 2: select, then act). A click on a hand
// card selects it and lists these; a second click, Enter or 1 runs the first (the default), the
// other numbers the others. Only the engine's legal actions for the card are listed, in the order
// a player reaches for them: a guard in the guard step; a ride up a grade, the ride deck's ride
// (discarding this card), then a ride of the same grade (the one that replaced the starter by
// accident, never the default when another ride is there); a call, by the circle dialog when
// several circles take it, then each circle; an order.
import type { Action, CardId, Circle } from '@shared/games/vanguard/engine'
import { FIELD_ROWS } from './card-actions'

/** An engine action to run, or the call dialog (the circle chosen there). */
export type HandChoice = { kind: 'action'; action: Action } | { kind: 'callDialog' }

/** The circles in the order the field shows them: the front row, then the back row. */
const CIRCLE_ORDER = [...FIELD_ROWS.front, ...FIELD_ROWS.back].filter((c): c is Circle => c !== 'vanguard')

/**
 * The choices for hand card `id` among the engine's legal actions on it (`actions`), given its
 * grade and the vanguard's (null: an order, or no vanguard yet).
 */
export function handChoices(id: CardId, actions: readonly Action[], grade: number | null, vanguardGrade: number | null): HandChoice[] {
  const of = <T extends Action['type']>(type: T) => actions.filter((a): a is Extract<Action, { type: T }> => a.type === type)
  const action = (a: Action): HandChoice => ({ kind: 'action', action: a })
  const rides = of('ride').filter((a) => a.card === id)
  const rideUp = rides.filter(() => grade !== null && vanguardGrade !== null && grade === vanguardGrade + 1)
  const calls = of('call')
    .filter((a) => a.card === id)
    .sort((a, b) => CIRCLE_ORDER.indexOf(a.circle) - CIRCLE_ORDER.indexOf(b.circle))
  return [
    ...of('guard').filter((a) => a.card === id).map(action),
    ...rideUp.map(action),
    ...of('rideFromRideDeck').filter((a) => a.discard === id).map(action),
    ...rides.filter((a) => !rideUp.includes(a)).map(action),
    ...(calls.length > 1 ? [{ kind: 'callDialog' } as const] : []),
    ...calls.map(action),
    ...of('playOrder').filter((a) => a.card === id).map(action),
  ]
}

/** The keys that run choice i: Enter and 1 for the first (the default), then 2, 3… up to 9. */
export const choiceKeys = (i: number): string[] => (i === 0 ? ['Enter', '1'] : i < 9 ? [String(i + 1)] : [])
