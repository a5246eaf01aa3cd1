// The eight table actions (move, counter, draw, search, look at the top, arrange the top, shuffle,
// concede) are the engine core's; Magic gives what is its own: the library is its deck, any card
// may enter any zone, a card entering the battlefield is a new permanent (tapped when asked, CR
// 400.7), drawing from an empty library marks the loss state-based actions apply (CR 704.5b),
// counters live on permanents, and conceding loses (CR 104.3a). The refusals cite CR 100.1 (what
// the player applies by hand).
import { applyTableAction, type TableHooks } from '../../../game/core'
import type { TableAction } from '../../../game/table-actions'
import { CR } from './rules'
import { drawCards, err, freshPermanent, lose, moveCard, patchPermanent, zoneOf } from './state'
import type { CardId, EngineResult, GameEvent, GameState, ZoneName } from './types'

/** The most cards one draw or look takes, and the largest counter change. */
export const MAX_AMOUNT = 100

const notOnBattlefield = (state: GameState, id: CardId) =>
  state.permanents[id] ? null : err('not-in-zone', CR.manual, `card ${id} is not on the battlefield`, { card: id, zone: 'battlefield' })

export const MTG_TABLE: TableHooks<ZoneName, GameState, GameEvent> = {
  deck: 'library',
  deckWord: 'library',
  rules: { move: CR.manual, search: CR.manual, arrange: CR.manual, amount: CR.manual, counter: CR.manual },
  maxAmount: MAX_AMOUNT,
  zoneOf,
  entryRefused: () => null,
  place: (state, id, from, to, position, dull) => moveCard(state, id, from, to, position, to === 'battlefield' ? freshPermanent(state, !!dull) : undefined),
  draw: drawCards,
  concede: (state, events) => lose(state, CR.concede, 'conceded', events),
  counters: {
    refused: notOnBattlefield,
    get: (state, id) => state.permanents[id]!.counters,
    set: (state, id, counters) => patchPermanent(state, id, { counters }),
  },
}

/** One of the eight table actions. Magic's refusal of a wrong list of cards is 'bad-cards' (the core's 'bad-order'). */
export function tableAction(state: GameState, action: TableAction<ZoneName, CardId>): EngineResult {
  const result = applyTableAction(MTG_TABLE, state, action, 'hand') as EngineResult
  return !result.ok && (result.error.kind as string) === 'bad-order' ? err('bad-cards', result.error.rule, result.error.reason, result.error.params) : result
}
