// The eight table actions (move, counter, draw, search, look at the top, arrange the top,
// shuffle, concede) are the core's (src-shared/game/core/table.ts). This is what the creature
// game gives them: which cards each zone of the board takes and how many ("Le Plateau", 2.1,
// 3.1), the status a card gets as it enters the board, the draw that just stops on an empty deck
// (I11), counters on cards of the board, the concession, and the rule numbers its refusals name.
import { applyTableAction, refuse, type TableHooks } from '../../../game/core'
import type { TableAction } from '../../../game/table-actions'
import { RULE } from '../rules'
import { CREATURE_SLOTS, defOf, drawCards, freshStatus, isBoardZone, lose, MAGIC_SLOTS, moveCard, setStatus, TERRAIN_SLOTS, zoneOf, type Fail } from './state'
import type { CardId, EngineResult, GameEvent, GameState, ZoneName } from './types'

/** The most cards one draw or look takes, and the largest counter change. */
export const MAX_AMOUNT = 100

/** Which cards a zone of the board takes, and how many ("Le Plateau", 2.1, 3.1). */
function entryRefused(state: GameState, id: CardId, to: ZoneName): Fail | null {
  const category = defOf(state, id).category
  const full = (slots: number) => (state.zones[to].length >= slots ? refuse('slots-full', RULE.board, `the ${slots} slots of ${to} are full`, { slots, zone: to }) : null)
  switch (to) {
    case 'creatures':
      return category === 'creature' ? full(CREATURE_SLOTS) : refuse('wrong-category', RULE.board, 'only creatures go to the creature slots', { card: id, zone: to })
    case 'magic':
      return category === 'effect' || category === 'equipment' ? full(MAGIC_SLOTS) : refuse('wrong-category', RULE.board, 'only magic cards go to the magic slots', { card: id, zone: to })
    case 'terrain':
      return category === 'terrain' ? full(TERRAIN_SLOTS) : refuse('wrong-category', RULE.terrain, 'only a terrain goes to the terrain zone', { card: id, zone: to })
    case 'equipped':
      return refuse('wrong-category', RULE.magic, 'equip a creature by activating the equipment card on it', { card: id, zone: to })
    default:
      return null
  }
}

export const TABLE: TableHooks<ZoneName, GameState, GameEvent> = {
  deck: 'deck',
  deckWord: 'deck',
  rules: { move: RULE.board, search: RULE.extra, arrange: RULE.board, amount: RULE.flow, counter: RULE.flow },
  maxAmount: MAX_AMOUNT,
  zoneOf,
  entryRefused,
  /** `dull` puts a creature in defensive posture (the generic table's "enters tapped"). */
  place(state, id, from, to, position, dull, events) {
    if (from === 'creatures' && to === 'graveyard') events.push({ kind: 'destroyed', card: id })
    // A card that changes zone on the board enters anew (an equipment moved to a slot is attached to nothing).
    const entering = to === 'creatures' ? freshStatus(state, dull ? 'defensive' : 'offensive') : isBoardZone(to) ? freshStatus(state) : undefined
    return moveCard(state, id, from, to, position, entering, events)
  },
  draw: drawCards,
  concede: (state, events) => lose(state, 'conceded', events),
  counters: {
    refused: (state, id) => (state.status[id] ? null : refuse('not-in-zone', RULE.board, `card ${id} is not on the board`, { card: id, zone: 'creatures' })),
    get: (state, id) => state.status[id]!.counters,
    set: (state, id, counters) => setStatus(state, id, { counters }),
  },
}

/**
 * One of the eight table actions, by the core with this game's hooks. Its refusals are of this
 * game's kinds: the core's own (not-in-zone, same-zone, bad-amount, bad-order) and the hooks'.
 */
export const applyTable = (state: GameState, action: TableAction<ZoneName, CardId>): EngineResult => applyTableAction(TABLE, state, action, 'hand') as EngineResult
