// The FFTCG turn, declared once (rule 9): the engine's turn, the phase bar and the log read it.
// Active and Draw pass by themselves (9.1.1.2, 9.2.1.2: nobody has priority there); what they do
// when they begin is their `onBegin`. Setup (8.2) comes before the first turn.
import { turnPhases, type Localized, type PhaseSpec } from '../../../game/module'
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

const names = (en: string, fr: string): Localized => ({ en, fr })

export const PHASES = [
  { id: 'setup', names: names('Setup', 'Mise en place'), rule: '8.2', beforeTurns: true },
  { id: 'active', names: names('Active Phase', 'Phase d’activation'), short: names('Active', 'Activation'), rule: '9.1', auto: true, onBegin: activateAll },
  { id: 'draw', names: names('Draw Phase', 'Phase de pioche'), short: names('Draw', 'Pioche'), rule: '9.2', auto: true, onBegin: drawStep },
  { id: 'main1', names: names('Main Phase 1', 'Phase principale 1'), short: names('Main 1', 'Principale 1'), rule: '9.3' },
  { id: 'attack', names: names('Attack Phase', 'Phase d’attaque'), short: names('Attack', 'Attaque'), rule: '9.4' },
  { id: 'main2', names: names('Main Phase 2', 'Phase principale 2'), short: names('Main 2', 'Principale 2'), rule: '9.3' },
  { id: 'end', names: names('End Phase', 'Phase de fin'), short: names('End', 'Fin'), rule: '9.5' },
] as const satisfies readonly PhaseSpec<string, GameState, GameEvent>[]

export type Phase = (typeof PHASES)[number]['id']

/** The phases of one turn, in order (what the phase bar shows). */
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)
