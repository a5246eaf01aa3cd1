// The FFTCG turn, declared once (rule 9) as the core's phases-as-data: the core's runner
// (src-shared/game/core/flow.ts) moves through them, and the phase bar and the log read them.
// Active and Draw pass by themselves (9.1.1.2, 9.2.1.2: nobody has priority there); entering the
// Active Phase begins the player's turn; the End Phase's cleanup and the goldfish's turn that
// passes with nothing happening are its end (9.5.1.3, 9.5.1.5). Setup (8.2) comes before the
// first turn and allows only the mulligan's decision.
import { defineFlow, type FlowPhase, type GateSpec } from '../../../game/core'
import { turnPhases, type Localized } from '../../../game/module'
import { drawCards } from './state'
import type { CardId, CardStatus, GameEvent, GameState } from './types'

/**
 * Active Phase (9.1.1.1): every dull Character activates, except frozen ones, which stay as
 * they are and stop being frozen (15.2.4.2).
 */
function activateAll(state: GameState, events: GameEvent[]): GameState {
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
  return { ...state, status }
}

/** 9.2.1.1: two cards each Draw Phase; 9.2.1.3, 8.2.1.5: one on the first player's first turn. */
export const DRAW_PER_TURN = 2
export const FIRST_TURN_DRAW = 1

function drawStep(state: GameState, events: GameEvent[]): GameState {
  return drawCards(state, state.onThePlay && state.ownTurn === 1 ? FIRST_TURN_DRAW : DRAW_PER_TURN, events)
}

/** A new turn of the player (9): the game turn and the player's own turn count. */
function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  const ownTurn = state.ownTurn + 1
  events.push({ kind: 'turnStarted', turn, ownTurn })
  return { ...state, turn, ownTurn }
}

/** The goldfish's turn: it passes with nothing happening. */
export function opponentTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn })
  return { ...state, turn }
}

/**
 * The End Phase's end: damage on Forwards is removed and "until end of turn" effects end
 * (9.5.1.3), then the turn passes to the goldfish (9.5.1.5). The discard down to 5 (9.5.1.2)
 * is endTurn's, which the player chooses.
 */
function cleanUp(state: GameState, events: GameEvent[]): GameState {
  const damaged: CardId[] = []
  let status = state.status
  for (const id of state.zones.field) {
    const s = status[id]!
    if (s.damage > 0 || s.powerMod !== 0) {
      if (s.damage > 0) damaged.push(id)
      if (status === state.status) status = { ...status }
      ;(status as Record<CardId, CardStatus>)[id] = { ...s, damage: 0, powerMod: 0 }
    }
  }
  if (damaged.length) events.push({ kind: 'damageRemoved', cards: damaged })
  return opponentTurn(status === state.status ? state : { ...state, status }, events)
}

const names = (en: string, fr: string): Localized => ({ en, fr })

/** What setup allows (8.2.1.4, 8.2.1.5): keep, mulligan, or pass (keeping); conceding is always open (2.1). */
const SETUP_ACTIONS: ReadonlySet<string> = new Set(['keepHand', 'mulligan', 'nextPhase', 'concede'])

export const PHASES = [
  {
    id: 'setup',
    names: names('Setup', 'Mise en place'),
    rule: '8.2',
    beforeTurns: true,
    allows: SETUP_ACTIONS,
    refuses: { kind: 'wrong-phase', rule: '8.2.1.4', reason: 'keep the hand or take the mulligan before anything else' },
  },
  {
    id: 'active',
    names: names('Active Phase', 'Phase d’activation'),
    short: names('Active', 'Activation'),
    rule: '9.1',
    auto: true,
    beginsTurn: beginOwnTurn,
    onBegin: activateAll,
  },
  { id: 'draw', names: names('Draw Phase', 'Phase de pioche'), short: names('Draw', 'Pioche'), rule: '9.2', auto: true, onBegin: drawStep },
  { id: 'main1', names: names('Main Phase 1', 'Phase principale 1'), short: names('Main 1', 'Principale 1'), rule: '9.3' },
  { id: 'attack', names: names('Attack Phase', 'Phase d’attaque'), short: names('Attack', 'Attaque'), rule: '9.4' },
  { id: 'main2', names: names('Main Phase 2', 'Phase principale 2'), short: names('Main 2', 'Principale 2'), rule: '9.3' },
  { id: 'end', names: names('End Phase', 'Phase de fin'), short: names('End', 'Fin'), rule: '9.5', onEnd: cleanUp },
] as const satisfies readonly FlowPhase<string, GameState, GameEvent>[]

export type Phase = (typeof PHASES)[number]['id']

/** The phases of one turn, in order (what the phase bar shows). */
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)

export const FLOW = defineFlow<Phase, GameState, GameEvent>(PHASES, {
  // The game's own copy: a spread of the state, which is all a phase change writes.
  setPhase: (state, phase) => ({ ...state, phase }),
  entered: (phase) => ({ kind: 'phase', phase }),
  // No FFTCG phase is skipped: the first player's first turn draws one card (9.2.1.3) and keeps its Attack Phase.
  skipped: (phase) => {
    throw new Error(`no FFTCG phase is skipped (${phase})`)
  },
})

/** The gate before any of the game's code (apply.ts): a game over (3.1), setup's actions, the waiting question (none yet). */
export const GATE: GateSpec<Phase, GameState, GameEvent, string> = { flow: FLOW, overRule: '3.1', questions: {} }
