// The turn of Magic, declared once as the rules text gives it (Structure du tour): five phases,
// the beginning, combat and ending phases divided into steps. `auto` steps give no priority
// (1.1: untap; 5.2: cleanup unless something happens); `onBegin` is the step's turn-based
// action; `skip` names the rule that skips a step this turn. The goldfish's turn is one step
// in which the player keeps priority for instants. The London mulligan comes before the first turn.
import { turnPhases, type Localized, type PhaseSpec } from '../../../game/module'
import { askAttackers, askBlockers, combatDamage, hasFirstStrikeStep, NO_COMBAT } from './combat'
import { CR, TEXT } from './rules'
import { drawCards, MAX_HAND, update } from './state'
import { wearOff } from './cleanup'
import type { GameEvent, GameState, Permanent } from './types'

const names = (en: string, fr: string): Localized => ({ en, fr })

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
  if (over > 0) return update(state, { pending: { kind: 'discard', count: over } })
  return wearOff(state, events)
}

type Skip = (state: GameState) => string | null
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
/** 1.3.a: the active player draws a card. */
function drawOne(s: GameState, e: GameEvent[]): GameState {
  return drawCards(s, 1, e)
}
/** 3.1: the combat begins; the goldfish is the defending player (3.1.a, a two-player game). */
function beginCombat(s: GameState): GameState {
  return update(s, { combat: NO_COMBAT })
}
function firstStrikeDamage(s: GameState, e: GameEvent[]): GameState {
  return combatDamage(s, true, e)
}
function regularDamage(s: GameState, e: GameEvent[]): GameState {
  return combatDamage(s, false, e)
}

export interface StepSpec extends PhaseSpec<string, GameState, GameEvent> {
  readonly skip?: Skip
}

export const PHASES = [
  { id: 'mulligan', names: names('Opening hand', 'Main de départ'), rule: CR.mulligan, beforeTurns: true },
  { id: 'untap', names: names('Untap', 'Dégagement'), rule: TEXT.untap, auto: true, onBegin: untapAll },
  { id: 'upkeep', names: names('Upkeep', 'Entretien'), rule: TEXT.upkeep },
  { id: 'draw', names: names('Draw', 'Pioche'), rule: TEXT.draw, onBegin: drawOne, skip: firstTurnOnThePlay },
  { id: 'main1', names: names('Main phase 1', 'Première phase principale'), rule: TEXT.main },
  { id: 'beginCombat', names: names('Beginning of combat', 'Début de combat'), rule: TEXT.beginCombat, onBegin: beginCombat },
  { id: 'declareAttackers', names: names('Declare attackers', 'Déclaration des attaquants'), rule: TEXT.declareAttackers, onBegin: askAttackers },
  { id: 'declareBlockers', names: names('Declare blockers', 'Déclaration des bloqueurs'), rule: TEXT.declareBlockers, onBegin: askBlockers, skip: noAttackers },
  { id: 'firstStrikeDamage', names: names('First-strike damage', 'Blessures de l’initiative'), rule: TEXT.firstStrike, onBegin: firstStrikeDamage, skip: noFirstStriker },
  { id: 'combatDamage', names: names('Combat damage', 'Blessures de combat'), rule: TEXT.damage, onBegin: regularDamage, skip: noAttackers },
  { id: 'endCombat', names: names('End of combat', 'Fin de combat'), rule: TEXT.endCombat },
  { id: 'main2', names: names('Main phase 2', 'Seconde phase principale'), rule: TEXT.main },
  { id: 'end', names: names('End step', 'Étape de fin'), rule: TEXT.endStep },
  { id: 'cleanup', names: names('Cleanup', 'Nettoyage'), rule: TEXT.cleanup, auto: true, onBegin: cleanup },
  { id: 'opponent', names: names('Goldfish’s turn', 'Tour de l’adversaire'), short: names('Goldfish', 'Adversaire'), rule: TEXT.phases },
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

const SPEC_OF = Object.fromEntries(PHASES.map((p) => [p.id, p])) as unknown as Record<Phase, StepSpec>
const INDEX_OF = Object.fromEntries(PHASES.map((p, i) => [p.id, i])) as Record<Phase, number>
export const stepSpec = (phase: Phase): StepSpec => SPEC_OF[phase]
export const stepIndex = (phase: Phase): number => INDEX_OF[phase]
export const isMainPhase = (phase: Phase): boolean => phase === 'main1' || phase === 'main2'

/** Steps in which the player receives priority (1.1: none in untap; 5.2: cleanup only if something happens): those a stop can be set on. */
export const PRIORITY_STEPS: readonly Phase[] = PHASES.filter((p) => !('auto' in p) && !('beforeTurns' in p)).map((p) => p.id)
/**
 * Issue 32's defaults, as Arena's: both main phases, declare attackers, and the end step (where
 * the player stops only with something to cast: an instant or a flash card in hand, stops.ts).
 */
export const DEFAULT_STOPS: readonly Phase[] = ['main1', 'declareAttackers', 'main2', 'end']
