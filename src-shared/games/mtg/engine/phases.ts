// The turn of Magic, declared once as the rules text gives it (Structure du tour): five phases,
// the beginning, combat and ending phases divided into steps, as the engine core's phases (its
// runner, flow.ts, moves through them). `auto` steps give no priority (1.1: untap; 5.2: cleanup
// unless something happens); `onBegin` is the step's turn-based action; `skip` names the rule
// that skips a step this turn; `onEnd` empties the mana pool (Effets et leur durée); the untap
// step and the goldfish's turn begin a turn. The goldfish's turn is one step in which the player
// keeps priority for instants. The London mulligan comes before the first turn.
import { defineFlow, type FlowPhase } from '../../../game/core'
import { turnPhases, type Localized } from '../../../game/module'
import { askAttackers, askBlockers, combatDamage, hasFirstStrikeStep, NO_COMBAT } from './combat'
import { CR, TEXT } from './rules'
import { EMPTY_POOL, poolTotal } from './mana'
import { asking } from './questions'
import { checkStateBased } from './sba'
import { drawCards, MAX_HAND, update } from './state'
import { wearOff } from './cleanup'
import type { GameEvent, GameState, Permanent } from './types'

const names = (en: string, fr: string): Localized => ({ en, fr })

/** Before the first turn, only the mulligan, conceding, the goldfish's side and the stops (CR 103.5). */
const BEFORE_TURNS: ReadonlySet<string> = new Set(['keepHand', 'mulligan', 'concede', 'addDummy', 'removeDummy', 'setStop'])

/** 1.1.b: the active player untaps every permanent (phasing, 1.1.a, is not modelled). */
function untapAll(state: GameState, events: GameEvent[]): GameState {
  const tapped = state.zones.battlefield.filter((id) => state.permanents[id]!.tapped)
  if (!tapped.length) return state
  const permanents: Record<string, Permanent> = { ...state.permanents }
  for (const id of tapped) permanents[id] = { ...permanents[id]!, tapped: false }
  events.push({ kind: 'untapped', cards: tapped })
  return update(state, { permanents })
}

/** 5.2.a: discard down to the maximum hand size (a prompt), then 5.2: damage wears off. */
function cleanup(state: GameState, events: GameEvent[]): GameState {
  const over = state.zones.hand.length - MAX_HAND
  if (over > 0) return asking(state, { kind: 'discard', count: over })
  return wearOff(state, events)
}

/** 3.2: no attacker, no declare blockers or combat damage step. */
function noAttackers(s: GameState): string | null {
  return s.combat && s.combat.attackers.length ? null : TEXT.noAttackers
}
/** CR 103.8a: the player who plays first skips the draw step of their first turn. */
function firstTurnOnThePlay(s: GameState): string | null {
  return s.onThePlay && s.ownTurn === 1 ? CR.firstDraw : null
}
/** 3.4: the first-strike damage step exists only with a first or double striker. */
function noFirstStriker(s: GameState): string | null {
  return noAttackers(s) ?? (hasFirstStrikeStep(s) ? null : TEXT.firstStrike)
}
/** 1.3.a: the active player draws a card. Of the turn-based actions, only the draw and combat damage change what state-based actions look at (the cleanup checks by itself). */
function drawOne(s: GameState, e: GameEvent[]): GameState {
  return checkStateBased(drawCards(s, 1, e), e)
}
/** 3.1: the combat begins; the goldfish is the defending player (3.1.a, a two-player game). */
function beginCombat(s: GameState): GameState {
  return update(s, { combat: NO_COMBAT })
}
function firstStrikeDamage(s: GameState, e: GameEvent[]): GameState {
  return checkStateBased(combatDamage(s, true, e), e)
}
function regularDamage(s: GameState, e: GameEvent[]): GameState {
  return checkStateBased(combatDamage(s, false, e), e)
}

/** Effets et leur durée: mana left in the pool is lost as each step ends. */
function emptyPool(s: GameState, e: GameEvent[]): GameState {
  const lost = poolTotal(s.pool)
  if (lost === 0) return s
  e.push({ kind: 'manaEmptied', amount: lost })
  return update(s, { pool: EMPTY_POOL })
}
/** 3.5: the combat ends with its last step. */
const endCombat = (s: GameState, e: GameEvent[]) => update(emptyPool(s, e), { combat: null })
/** 5.2: the cleanup that gave priority is over. */
export const endCleanup = (s: GameState, e: GameEvent[]) => update(emptyPool(s, e), { cleanupAgain: false })

/** The player's turn: both turn counts, and a new land play (2). */
function ownTurn(s: GameState, e: GameEvent[]): GameState {
  const turn = s.turn + 1
  const ownTurn = s.ownTurn + 1
  e.push({ kind: 'turnStarted', turn, ownTurn })
  return update(s, { turn, ownTurn, landsPlayed: 0 })
}
function goldfishTurn(s: GameState, e: GameEvent[]): GameState {
  const turn = s.turn + 1
  e.push({ kind: 'opponentTurn', turn })
  return update(s, { turn })
}

export type StepSpec = FlowPhase<string, GameState, GameEvent>

export const PHASES = [
  { id: 'mulligan', names: names('Opening hand', 'Main de départ'), rule: CR.mulligan, beforeTurns: true, allows: BEFORE_TURNS, refuses: { kind: 'wrong-step', rule: CR.mulligan, reason: 'keep your hand or mulligan before anything else' } },
  { id: 'untap', names: names('Untap', 'Dégagement'), rule: TEXT.untap, auto: true, beginsTurn: ownTurn, onBegin: untapAll, onEnd: emptyPool },
  { id: 'upkeep', names: names('Upkeep', 'Entretien'), rule: TEXT.upkeep, onEnd: emptyPool },
  { id: 'draw', names: names('Draw', 'Pioche'), rule: TEXT.draw, onBegin: drawOne, skip: firstTurnOnThePlay, onEnd: emptyPool },
  { id: 'main1', names: names('Main phase 1', 'Première phase principale'), rule: TEXT.main, onEnd: emptyPool },
  { id: 'beginCombat', names: names('Beginning of combat', 'Début de combat'), rule: TEXT.beginCombat, onBegin: beginCombat, onEnd: emptyPool },
  { id: 'declareAttackers', names: names('Declare attackers', 'Déclaration des attaquants'), rule: TEXT.declareAttackers, onBegin: askAttackers, onEnd: emptyPool },
  { id: 'declareBlockers', names: names('Declare blockers', 'Déclaration des bloqueurs'), rule: TEXT.declareBlockers, onBegin: askBlockers, skip: noAttackers, onEnd: emptyPool },
  { id: 'firstStrikeDamage', names: names('First-strike damage', 'Blessures de l’initiative'), rule: TEXT.firstStrike, onBegin: firstStrikeDamage, skip: noFirstStriker, onEnd: emptyPool },
  { id: 'combatDamage', names: names('Combat damage', 'Blessures de combat'), rule: TEXT.damage, onBegin: regularDamage, skip: noAttackers, onEnd: emptyPool },
  { id: 'endCombat', names: names('End of combat', 'Fin de combat'), rule: TEXT.endCombat, onEnd: endCombat },
  { id: 'main2', names: names('Main phase 2', 'Seconde phase principale'), rule: TEXT.main, onEnd: emptyPool },
  { id: 'end', names: names('End step', 'Étape de fin'), rule: TEXT.endStep, onEnd: emptyPool },
  { id: 'cleanup', names: names('Cleanup', 'Nettoyage'), rule: TEXT.cleanup, auto: true, onBegin: cleanup, onEnd: endCleanup },
  { id: 'opponent', names: names('Goldfish’s turn', 'Tour de l’adversaire'), short: names('Goldfish', 'Adversaire'), rule: TEXT.phases, beginsTurn: goldfishTurn, onEnd: emptyPool },
] as const satisfies readonly StepSpec[]

export type Phase = (typeof PHASES)[number]['id']
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)

/** The five phases of the text and their steps, for the phase bar (Structure du tour). */
export const TURN_STRUCTURE: readonly { id: string; names: Localized; short: Localized; steps: readonly Phase[] }[] = [
  { id: 'beginning', names: names('Beginning phase', 'Phase de début'), short: names('Beginning', 'Début'), steps: ['untap', 'upkeep', 'draw'] },
  { id: 'main1', names: names('Precombat main phase', 'Première phase principale'), short: names('Main 1', 'Principale 1'), steps: ['main1'] },
  {
    id: 'combat',
    names: names('Combat phase', 'Phase de combat'),
    short: names('Combat', 'Combat'),
    steps: ['beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat'],
  },
  { id: 'main2', names: names('Postcombat main phase', 'Seconde phase principale'), short: names('Main 2', 'Principale 2'), steps: ['main2'] },
  { id: 'ending', names: names('Ending phase', 'Phase de fin de tour'), short: names('End', 'Fin'), steps: ['end', 'cleanup'] },
]

/**
 * A step with every field of the runner's (absent ones undefined): fifteen literals of different
 * fields made the runner's reads of `onBegin`, `skip`, `onEnd`… megamorphic, a tenth of the time
 * of a step-by-step game on the bench.
 */
function oneShape(p: StepSpec): FlowPhase<Phase, GameState, GameEvent> {
  const { id, names, short, rule, auto, beforeTurns, onBegin, beginsTurn, skip, onEnd, next, allows, refuses } = p as FlowPhase<Phase, GameState, GameEvent>
  return { id, names, short, rule, auto, beforeTurns, onBegin, beginsTurn, skip, onEnd, next, allows, refuses }
}

/**
 * The core's runner over Magic's steps: each new state made by Magic's own copy (`update`); an
 * auto step waits when it asked a question (the discard) or gave priority (5.2's cleanup).
 */
export const MTG_FLOW = defineFlow<Phase, GameState, GameEvent>(PHASES.map(oneShape), {
  setPhase: (state, phase) => update(state, { phase }),
  entered: (phase) => ({ kind: 'step', phase }),
  skipped: (phase, rule) => ({ kind: 'stepSkipped', phase, rule }),
  waits: (state) => state.question !== null || state.cleanupAgain,
})
export const stepSpec = (phase: Phase): StepSpec => MTG_FLOW.spec(phase)
export const isMainPhase = (phase: Phase): boolean => phase === 'main1' || phase === 'main2'

/** Steps in which the player receives priority (1.1: none in untap; 5.2: cleanup only if something happens): those a stop can be set on. */
export const PRIORITY_STEPS: readonly Phase[] = PHASES.filter((p) => !('auto' in p) && !('beforeTurns' in p)).map((p) => p.id)
/**
 * Issue 32's defaults, as Arena's: both main phases, declare attackers, and the end step (where
 * the player stops only with something to cast: an instant or a flash card in hand, stops.ts).
 */
export const DEFAULT_STOPS: readonly Phase[] = ['main1', 'declareAttackers', 'main2', 'end']
