// Setup and the turn ("Le déroulement du jeu"): the partial mulligan, the phases of the player's
// turn, the end of the clash, and the goldfish opponent's turn.
import { phaseAfter } from '../../../game/module'
import { RULE } from '../rules'
import { resolveAttacks } from './combat'
import { PHASES, type Phase } from './phases'
import { drawCards, err, ok, shuffleDeck, update } from './state'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

/**
 * "Le déroulement": once, right after drawing the 5 cards, any number of them go under the deck
 * (in the order listed: the last one lowest), as many are drawn, and the deck is shuffled.
 */
export function mulligan(state: GameState, cards: readonly CardId[]): EngineResult {
  if (state.phase !== 'setup' || state.mulliganUsed) return err('mulligan-used', RULE.flow, 'cards can be put under the deck only once, before the first turn')
  const set = new Set(cards)
  if (set.size !== cards.length || !cards.every((id) => state.zones.hand.includes(id)))
    return err('bad-order', RULE.flow, 'list each card to put under the deck once, from your hand', { count: cards.length })
  const events: GameEvent[] = [{ kind: 'mulligan', bottom: [...cards] }]
  let next = update(state, {
    mulliganUsed: true,
    zones: { ...state.zones, hand: state.zones.hand.filter((id) => !set.has(id)), deck: [...state.zones.deck, ...cards] },
  })
  next = drawCards(next, cards.length, events)
  next = shuffleDeck(next, events)
  return ok(startGame(next, events), events)
}

export function keepHand(state: GameState): EngineResult {
  if (state.phase !== 'setup') return err('mulligan-used', RULE.flow, 'the game has already started')
  const events: GameEvent[] = [{ kind: 'keptHand' }]
  // a kept hand is no mulligan: the phase, not this flag, refuses a mulligan from now on
  return ok(startGame(state, events), events)
}

/** On the draw, the goldfish plays the first turn (the player may answer with AP, I15). */
function startGame(state: GameState, events: GameEvent[]): GameState {
  return state.onThePlay ? beginOwnTurn(state, events) : opponentTurn(state, events)
}

function opponentTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn }, { kind: 'phase', phase: 'opponent' })
  return update(state, { turn, phase: 'opponent' })
}

const AUTO_PHASES = PHASES.filter((p) => 'auto' in p && p.auto) as readonly Extract<(typeof PHASES)[number], { auto: true }>[]

function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  const ownTurn = state.ownTurn + 1
  events.push({ kind: 'turnStarted', turn, ownTurn })
  let next = update(state, { turn, ownTurn })
  for (const phase of AUTO_PHASES) {
    events.push({ kind: 'phase', phase: phase.id })
    next = phase.onBegin(update(next, { phase: phase.id }), events)
  }
  events.push({ kind: 'phase', phase: 'primary' })
  return update(next, { phase: 'primary' })
}

/** One step along the turn; leaving the clash computes its damage ("Le déroulement", 1.3.1). */
function advance(state: GameState, events: GameEvent[]): GameState {
  switch (state.phase) {
    case 'clash': {
      const next = resolveAttacks(state, events)
      if (next.result !== 'ongoing') return next
      events.push({ kind: 'phase', phase: 'final' })
      return update(next, { phase: 'final' })
    }
    case 'final':
      return opponentTurn(state, events)
    case 'opponent':
      return beginOwnTurn(state, events)
    default: {
      const phase = phaseAfter<Phase>(PHASES, state.phase)!
      events.push({ kind: 'phase', phase })
      return update(state, { phase })
    }
  }
}

export function nextPhase(state: GameState): EngineResult {
  if (state.phase === 'setup') return keepHand(state)
  const events: GameEvent[] = []
  return ok(advance(state, events), events)
}

/** From the player's turn: on to the opponent's turn (through the end of the clash); from the opponent's: the next own turn. */
export function endTurn(state: GameState): EngineResult {
  if (state.phase === 'setup') return err('wrong-phase', RULE.flow, 'keep your hand or put cards under the deck first')
  const events: GameEvent[] = []
  let next = advance(state, events)
  while (next.result === 'ongoing' && next.phase !== 'opponent' && next.phase !== 'primary') next = advance(next, events)
  return ok(next, events)
}
