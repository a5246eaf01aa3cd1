// Setup (8.2) and the turn (9): the player's phases, and the goldfish's turns that pass with
// nothing happening.
import { drawCards, err, OPENING_HAND, withoutAll, type Fail } from './state'
import { phaseAfter } from '../../../game/module'
import { PHASES, TURN_PHASES, type Phase } from './phases'
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
  next = drawCards(next, OPENING_HAND, events)
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
 * A new turn of the player: the phases that pass by themselves (Active, Draw) do what they do
 * when they begin (phases.ts), then Main Phase 1 waits for the player.
 */
function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  const ownTurn = state.ownTurn + 1
  events.push({ kind: 'turnStarted', turn, ownTurn })
  let next: GameState = { ...state, turn, ownTurn }
  for (const phase of AUTO_PHASES) {
    events.push({ kind: 'phase', phase: phase.id })
    next = phase.onBegin({ ...next, phase: phase.id }, events)
    if (next.result !== 'ongoing') return next
  }
  events.push({ kind: 'phase', phase: FIRST_OPEN_PHASE })
  return { ...next, phase: FIRST_OPEN_PHASE }
}

const AUTO_PHASES = PHASES.filter((p) => 'auto' in p && p.auto) as readonly Extract<(typeof PHASES)[number], { auto: true }>[]
/** The first phase of the turn in which the player acts (Main Phase 1). */
const FIRST_OPEN_PHASE: Phase = TURN_PHASES.find((id) => !AUTO_PHASES.some((p) => p.id === id))!

export function nextPhase(state: GameState): EngineResult {
  switch (state.phase) {
    case 'setup':
      return keepHand(state)
    case 'main1':
    case 'attack':
    case 'main2': {
      const phase = phaseAfter<Phase>(PHASES, state.phase)!
      return ok({ ...state, phase }, [{ kind: 'phase', phase }])
    }
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
    return err('hand-size', '9.5.1.2', `discard exactly ${excess} ${excess === 1 ? 'card' : 'cards'} from the hand to end the turn with ${HAND_LIMIT}`, {
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
