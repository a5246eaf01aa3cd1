// The eight table actions (move, counter, draw, search, lookTop, arrangeTop, shuffle, concede) are
// the core's (src-shared/game/core/table.ts); this is what FFTCG gives them: its deck, the rules
// that limit what enters the field, how a card enters it (a fresh status, Backups dull), the loss
// of a draw from an empty deck, counters on the field's cards, and the rule numbers.
import type { TableHooks } from '../../../game/core'
import { joinCheck } from './rules'
import { defOf, drawCards, err, isCharacter, lose, moveCard, setStatus, zoneOf } from './state'
import type { CardId, GameEvent, GameState, ZoneName } from './types'

/** The most cards one draw or look takes, and the largest counter change (4.1: counts are natural numbers). */
export const MAX_AMOUNT = 100

export function notOnField(state: GameState, id: CardId) {
  return state.zones.field.includes(id) ? null : err('not-in-zone', '7.7.1', `card ${id} is not on the field`, { card: id, zone: 'field' })
}

export const TABLE: TableHooks<ZoneName, GameState, GameEvent> = {
  deck: 'deck',
  deckWord: 'deck',
  // 7.1 zones; 15.1.1.8.1 search; 7.9.2 the deck's order; 4.1 amounts are natural numbers.
  rules: { move: '7.1', search: '15.1.1.8.1', arrange: '7.9.2', amount: '4.1', counter: '4.1' },
  maxAmount: MAX_AMOUNT,
  zoneOf,
  entryRefused(state, id, to) {
    if (to !== 'field') return null
    // 5.2.3.1.1.1, 5.2.3.1.2.1: only Characters are put onto the field.
    if (!isCharacter(defOf(state, id))) return err('not-a-character', '5.2.3.1.2.1', 'only Characters can be put onto the field', { card: id })
    // Not strict: a card put there by an ability may break the name and Light/Dark limits (rule
    // processes then break them, 7.7.3), not the Backups' one. `place` logs its multicard warning.
    return joinCheck(state, id, false, [])
  },
  place(state, id, from, to, position, dull, events) {
    // joinCheck passed in entryRefused; asked again here for its multicard warning, in the log's order.
    if (to === 'field') joinCheck(state, id, false, events)
    const next = moveCard(state, id, from, to, position, dull)
    if (to === 'field') events.push({ kind: 'entered', card: id, dull: next.status[id]!.dull })
    return next
  },
  draw: drawCards,
  // 2.1: a player may concede at any time.
  concede: (state, events) => lose(state, '2.1', 'conceded', events),
  counters: {
    refused: notOnField,
    get: (state, id) => state.status[id]!.counters,
    set: (state, id, counters) => setStatus(state, id, { counters }),
  },
}
