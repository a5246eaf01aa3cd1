// The engine's actions that act on one card, and which card that is: the menus list the legal
// actions of a card from this table, so a new engine action on a card is one line here (and its
// label in i18n: vanguard.table.action.<type>).
import { CIRCLES, type Action, type CardId, type Circle, type GameState } from '@shared/games/vanguard/engine'

type Of<T extends Action['type']> = Extract<Action, { type: T }>
type SubjectOf = { readonly [T in Action['type']]?: (action: Of<T>, state: GameState) => CardId | null }

export const CARD_ACTIONS: SubjectOf = {
  ride: (a) => a.card,
  rideFromRideDeck: (a) => a.discard,
  call: (a) => a.card,
  moveInColumn: (a, state) => state.circles[a.from],
  attack: (a) => a.card,
  assignTrigger: (a) => a.unit,
  gAssistTake: (a) => a.card,
  playOrder: (a) => a.card,
  guard: (a) => a.card,
  intercept: (a) => a.card,
  moveToCircle: (a) => a.card,
  flipCard: (a) => a.card,
  standUnit: (a) => a.card,
  restUnit: (a) => a.card,
  modifyUnit: (a) => a.card,
}

/** The card an action acts on, or null (a turn action, the goldfish's settings). */
export function subjectOf(action: Action, state: GameState): CardId | null {
  const subject = CARD_ACTIONS[action.type] as ((a: Action, s: GameState) => CardId | null) | undefined
  return subject ? subject(action, state) : null
}

/** The rear-guard circle a card is on, or null (the vanguard, a card off the field). */
export const circleOf = (state: GameState, id: CardId): Circle | null => CIRCLES.find((c) => state.circles[c] === id) ?? null

/** The field's places as the rules text draws them: the front row around (VC), then the back row. */
export const FIELD_ROWS: Readonly<Record<'front' | 'back', readonly (Circle | 'vanguard')[]>> = {
  front: ['frontLeft', 'vanguard', 'frontRight'],
  back: ['backLeft', 'backCenter', 'backRight'],
}
