// The turn of Vanguard as data for the engine core's runner (PHASES DE JEUX): the player's turn
// begins at the stand phase; stand and draw pass by themselves; the G assist step is skipped, with
// its rule, when a ride deck is used; the first player's first turn has no battle phase; the end
// phase ends the effects until end of turn; the goldfish opponent's turn follows and begins a
// turn of its own. The mulligan comes before the first turn and allows only its own actions.
import { defineFlow, type FlowPhase } from '../../../game/core'
import { turnPhases, type Localized } from '../../../game/module'
import { hasRideDeck } from '../deck/deck'
import { BATTLE_STEP_RULE, PHASE_RULE, SETUP_RULE } from '../rules'
import type { ActionType } from './actions'
import { drawCards } from './state'
import type { GameEvent, GameState } from './types'

const names = (en: string, fr: string): Localized => ({ en, fr })

/** The player's turn begins: its count, and a ride, an order and G assist once more. */
function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'turnStarted', turn })
  return { ...state, turn, rodeThisTurn: false, orderPlayed: false, gAssistUsed: false }
}

/** The goldfish's turn begins: its count (the "one order per turn" counts again). */
function beginOpponentTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn })
  return { ...state, turn, orderPlayed: false }
}

/** Phase de Stand: every unit of the player in [Rest] goes to [Stand]. */
function standAll(state: GameState, events: GameEvent[]): GameState {
  if (!state.rested.length) return state
  events.push({ kind: 'stood', cards: [...state.rested] })
  return { ...state, rested: [] }
}

/** Phase de pioche: draw a card. */
const drawOne = (state: GameState, events: GameEvent[]) => drawCards(state, 1, events)

/** Phase d’assistance G: "n'est pas du tout appliquée" when a ride deck is used. */
const gAssistSkipped = (state: GameState) => (hasRideDeck(state.format) ? PHASE_RULE.gAssist : null)

/** The first player's first turn: no battle phase (SU-first-turn, official rules). */
export const firstPlayersFirstTurn = (state: GameState): boolean => state.onThePlay && state.turn === 1
const battleSkipped = (state: GameState) => (firstPlayersFirstTurn(state) ? SETUP_RULE.firstTurn : null)

/** Phase de fin: the effects "jusqu’à la fin du tour" stop (trigger power and critical). */
function endOfTurn(state: GameState, _events: GameEvent[]): GameState {
  return Object.keys(state.boosts).length ? { ...state, boosts: {} } : state
}

/** Before the first turn: keep or return cards (SU-mulligan), and the goldfish's settings. */
const BEFORE_TURNS: ReadonlySet<ActionType> = new Set<ActionType>(['keepHand', 'mulligan', 'nextPhase', 'setGoldfish', 'setGoldfishRearguard'])

export const PHASES = [
  { id: 'mulligan', names: names('Opening hand', 'Main de départ'), rule: SETUP_RULE.mulligan, beforeTurns: true, allows: BEFORE_TURNS,
    refuses: { kind: 'wrong-phase', rule: SETUP_RULE.mulligan, reason: 'keep your hand or return cards to the deck before anything else' } },
  { id: 'stand', names: names('Stand phase', 'Phase de stand'), short: names('Stand', 'Stand'), rule: PHASE_RULE.stand, beginsTurn: beginOwnTurn, auto: true, onBegin: standAll },
  { id: 'draw', names: names('Draw phase', 'Phase de pioche'), short: names('Draw', 'Pioche'), rule: PHASE_RULE.draw, auto: true, onBegin: drawOne },
  { id: 'gAssist', names: names('G assist step', 'Phase d’assistance G'), short: names('G assist', 'Assist. G'), rule: PHASE_RULE.gAssist, skip: gAssistSkipped },
  { id: 'ride', names: names('Ride phase', 'Phase de ride'), short: names('Ride', 'Ride'), rule: PHASE_RULE.ride },
  { id: 'main', names: names('Main phase', 'Phase principale'), short: names('Main', 'Principale'), rule: PHASE_RULE.main },
  { id: 'battle', names: names('Battle phase', 'Phase de combat'), short: names('Battle', 'Combat'), rule: PHASE_RULE.battle, skip: battleSkipped },
  { id: 'end', names: names('End phase', 'Phase de fin'), short: names('End', 'Fin'), rule: PHASE_RULE.end, onBegin: endOfTurn },
  // the last phase: the core's runner goes on to the first phase of a turn, the player's stand phase
  { id: 'opponent', names: names('Opponent’s turn', 'Tour adverse'), short: names('Opponent', 'Adverse'), rule: PHASE_RULE.end, beginsTurn: beginOpponentTurn },
] as const satisfies readonly FlowPhase<string, GameState, GameEvent>[]

export type Phase = (typeof PHASES)[number]['id']
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)

export const FLOW = defineFlow<Phase, GameState, GameEvent>(PHASES, {
  setPhase: (state, phase) => ({ ...state, phase }),
  entered: (phase) => ({ kind: 'phase', phase }),
  skipped: (phase, rule) => ({ kind: 'phaseSkipped', phase, rule }),
})

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
