// The engine's actions that act on one card, and which card that is: the menus and the primary
// gesture list a card's legal actions from this table, so a new engine action on a card is one
// line here (and its label in i18n: mtgTable.action.<type>).
import type { Action, CardId, ManaType } from '@shared/games/mtg/engine'

type Of<T extends Action['type']> = Extract<Action, { type: T }>
type SubjectOf = { readonly [T in Action['type']]?: (action: Of<T>) => CardId }

export const CARD_ACTIONS: SubjectOf = {
  playLand: (a) => a.card,
  tapForMana: (a) => a.card,
  cast: (a) => a.card,
  keepLegend: (a) => a.card,
}

/** The card an action acts on, or null (a turn action, an answer about several cards). */
export function subjectOf(action: Action): CardId | null {
  const subject = CARD_ACTIONS[action.type] as ((a: Action) => CardId) | undefined
  return subject ? subject(action) : null
}

/** The legal actions by the card they act on. */
export function actionsByCard(actions: readonly Action[]): Map<CardId, Action[]> {
  const map = new Map<CardId, Action[]>()
  for (const action of actions) {
    const id = subjectOf(action)
    if (id !== null) map.set(id, [...(map.get(id) ?? []), action])
  }
  return map
}

/** Mana as the cards write it: ['G', 'G'] → '{G}{G}'. */
export const manaText = (mana: readonly ManaType[]): string => mana.map((m) => `{${m}}`).join('')
