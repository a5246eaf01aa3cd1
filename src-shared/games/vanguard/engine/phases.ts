// The turn of Vanguard, declared once (PHASES DE JEUX): stand and draw pass by themselves; the
// G assist step only without a ride deck (skipped, with its rule, when one is used); ride, main,
// battle (its steps below), end. The mulligan comes before the first turn.
import { turnPhases, type Localized, type PhaseSpec } from '../../../game/module'
import { BATTLE_STEP_RULE, PHASE_RULE, SETUP_RULE } from '../rules'
import { drawCards } from './state'
import type { GameEvent, GameState } from './types'

const names = (en: string, fr: string): Localized => ({ en, fr })

/** Phase de Stand: every unit of the player in [Rest] goes to [Stand]. */
function standAll(state: GameState, events: GameEvent[]): GameState {
  if (!state.rested.length) return state
  events.push({ kind: 'stood', cards: [...state.rested] })
  return { ...state, rested: [] }
}

/** Phase de fin: the effects "jusqu’à la fin du tour" stop (trigger power and critical). */
function endOfTurn(state: GameState, _events: GameEvent[]): GameState {
  return Object.keys(state.boosts).length ? { ...state, boosts: {} } : state
}

/** Phase de pioche: draw a card. */
const drawOne = (state: GameState, events: GameEvent[]) => drawCards(state, 1, events)

export const PHASES = [
  { id: 'mulligan', names: names('Opening hand', 'Main de départ'), rule: SETUP_RULE.mulligan, beforeTurns: true },
  { id: 'stand', names: names('Stand phase', 'Phase de stand'), short: names('Stand', 'Stand'), rule: PHASE_RULE.stand, auto: true, onBegin: standAll },
  { id: 'draw', names: names('Draw phase', 'Phase de pioche'), short: names('Draw', 'Pioche'), rule: PHASE_RULE.draw, auto: true, onBegin: drawOne },
  { id: 'gAssist', names: names('G assist step', 'Phase d’assistance G'), short: names('G assist', 'Assist. G'), rule: PHASE_RULE.gAssist },
  { id: 'ride', names: names('Ride phase', 'Phase de ride'), short: names('Ride', 'Ride'), rule: PHASE_RULE.ride },
  { id: 'main', names: names('Main phase', 'Phase principale'), short: names('Main', 'Principale'), rule: PHASE_RULE.main },
  { id: 'battle', names: names('Battle phase', 'Phase de combat'), short: names('Battle', 'Combat'), rule: PHASE_RULE.battle },
  { id: 'end', names: names('End phase', 'Phase de fin'), short: names('End', 'Fin'), rule: PHASE_RULE.end, onBegin: endOfTurn },
  { id: 'opponent', names: names('Opponent’s turn', 'Tour adverse'), short: names('Opponent', 'Adverse'), rule: PHASE_RULE.end },
] as const satisfies readonly PhaseSpec<string, GameState, GameEvent>[]

export type Phase = (typeof PHASES)[number]['id']
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)

/** The steps of a battle (Phase de combat, 1 to 6), repeated for each attack. */
export const BATTLE_STEPS = [
  { id: 'start', names: names('Start step', 'Étape de départ'), rule: BATTLE_STEP_RULE.start },
  { id: 'attack', names: names('Attack step', 'Étape d’attaque'), rule: BATTLE_STEP_RULE.attack },
  { id: 'guard', names: names('Guard step', 'Étape de garde'), rule: BATTLE_STEP_RULE.guard },
  { id: 'drive', names: names('Drive step', 'Étape de conduite'), rule: BATTLE_STEP_RULE.drive },
  { id: 'damage', names: names('Damage step', 'Étape des dommages'), rule: BATTLE_STEP_RULE.damage },
  { id: 'close', names: names('Close step', 'Étape de fermeture'), rule: BATTLE_STEP_RULE.close },
] as const
export type BattleStep = (typeof BATTLE_STEPS)[number]['id']
