// Setup (8.2) and the turn (9): the player's phases, and the goldfish's turns that pass with
// nothing happening.
import { drawCards, err, withoutAll, type Fail } from './state'
import type { CardId, CardStatus, EngineResult, GameEvent, GameState } from './types'

export const HAND_LIMIT = 5

type Ok = Extract<EngineResult, { ok: true }>
const ok = (state: GameState, events: GameEvent[]): Ok => ({ ok: true, state, events })

/**
 * 8.2.1.4: the five cards go to the bottom of the deck in the order the player chooses, then
 * five new cards are drawn; once only (no shuffle). `bottomOrder` lists them top to bottom:
 * its last card becomes the bottom card of the deck.
 */
export function mulligan(state: GameState, bottomOrder: readonly CardId[]): EngineResult {
  if (state.phase !== 'setup') return err('wrong-phase', '8.2.1.4', 'a mulligan is only possible before the first turn')
  if (state.mulliganUsed) return err('mulligan-used', '8.2.1.4', 'the mulligan can be taken only once')
  const hand = state.zones.hand
  const set = new Set(bottomOrder)
  if (bottomOrder.length !== hand.length || set.size !== hand.length || !hand.every((id) => set.has(id)))
    return err('bad-order', '8.2.1.4', 'the mulligan order must list each card of the hand once', { hand: hand.length })
  const events: GameEvent[] = [{ kind: 'mulligan', bottom: [...bottomOrder] }]
  let next: GameState = {
    ...state,
    mulliganUsed: true,
    zones: { ...state.zones, hand: [], deck: [...state.zones.deck, ...bottomOrder] },
  }
  next = drawCards(next, 5, events)
  return ok(next, events)
}

/** Keeping the hand starts the game (8.2.1.5); on the draw the goldfish plays turn 1 first. */
export function keepHand(state: GameState): EngineResult {
  if (state.phase !== 'setup') return err('wrong-phase', '8.2.1.5', 'the game has already started')
  const events: GameEvent[] = [{ kind: 'keptHand' }]
  let next = state
  if (!state.onThePlay) next = opponentTurn(next, events)
  return ok(beginOwnTurn(next, events), events)
}

function opponentTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn })
  return { ...state, turn }
}

/**
 * Active Phase (9.1.1.1): every dull Character activates, except frozen ones, which stay as
 * they are and stop being frozen (15.2.4.2). Draw Phase: 2 cards, 1 on the first player's
 * first turn (9.2.1.1, 9.2.1.3, 8.2.1.5). Then Main Phase 1.
 */
function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  const ownTurn = state.ownTurn + 1
  events.push({ kind: 'turnStarted', turn, ownTurn }, { kind: 'phase', phase: 'active' })
  const activated: CardId[] = []
  const frozen: CardId[] = []
  const status: Record<CardId, CardStatus> = {}
  for (const id of state.zones.field) {
    const s = state.status[id]!
    if (s.frozen) {
      frozen.push(id)
      status[id] = { ...s, frozen: false, attacked: false }
    } else {
      if (s.dull) activated.push(id)
      status[id] = s.dull || s.attacked ? { ...s, dull: false, attacked: false } : s
    }
  }
  if (activated.length) events.push({ kind: 'activated', cards: activated })
  if (frozen.length) events.push({ kind: 'stayedFrozen', cards: frozen })
  events.push({ kind: 'phase', phase: 'draw' })
  let next: GameState = { ...state, turn, ownTurn, status, phase: 'draw' }
  next = drawCards(next, state.onThePlay && ownTurn === 1 ? 1 : 2, events)
  if (next.result !== 'ongoing') return next
  events.push({ kind: 'phase', phase: 'main1' })
  return { ...next, phase: 'main1' }
}

export function nextPhase(state: GameState): EngineResult {
  switch (state.phase) {
    case 'setup':
      return keepHand(state)
    case 'main1':
      return ok({ ...state, phase: 'attack' }, [{ kind: 'phase', phase: 'attack' }])
    case 'attack':
      return ok({ ...state, phase: 'main2' }, [{ kind: 'phase', phase: 'main2' }])
    case 'main2':
      return ok({ ...state, phase: 'end' }, [{ kind: 'phase', phase: 'end' }])
    case 'end':
      return endTurn(state, undefined)
    default:
      return err('wrong-phase', '9', `no phase follows ${state.phase}`, { phase: state.phase })
  }
}

/**
 * End Phase (9.5): discard down to 5 cards, chosen by the player (9.5.1.2); damage on Forwards
 * is removed and "until end of turn" effects end (9.5.1.3); the goldfish's turn passes; the
 * player's next turn begins (9.5.1.5).
 */
export function endTurn(state: GameState, discard: readonly CardId[] | undefined): EngineResult {
  if (state.phase === 'setup') return err('wrong-phase', '8.2.1.5', 'keep a hand or take the mulligan first')
  const chosen = discard ?? []
  const excess = Math.max(0, state.zones.hand.length - HAND_LIMIT)
  const set = new Set(chosen)
  if (chosen.length !== excess || set.size !== chosen.length || !chosen.every((id) => state.zones.hand.includes(id)))
    return err('hand-size', '9.5.1.2', `discard exactly ${excess} card(s) from the hand to end the turn with ${HAND_LIMIT}`, {
      excess,
      limit: HAND_LIMIT,
    })
  const events: GameEvent[] = []
  if (state.phase !== 'end') events.push({ kind: 'phase', phase: 'end' })
  let next: GameState = state
  if (chosen.length) {
    events.push({ kind: 'discarded', cards: [...chosen], reason: 'hand-size' })
    next = {
      ...next,
      zones: { ...next.zones, hand: withoutAll(next.zones.hand, set), breakZone: [...next.zones.breakZone, ...chosen] },
    }
  }
  const damaged: CardId[] = []
  let status = next.status
  for (const id of next.zones.field) {
    const s = status[id]!
    if (s.damage > 0 || s.powerMod !== 0) {
      if (s.damage > 0) damaged.push(id)
      if (status === next.status) status = { ...status }
      ;(status as Record<CardId, CardStatus>)[id] = { ...s, damage: 0, powerMod: 0 }
    }
  }
  if (damaged.length) events.push({ kind: 'damageRemoved', cards: damaged })
  next = opponentTurn({ ...next, status, phase: 'end' }, events)
  return ok(beginOwnTurn(next, events), events)
}
