// The turn of the creature game, declared once as the core's phases ("Le déroulement du jeu"):
// the partial mulligan (setup) before the first turn; the draw that begins the player's turn and
// passes by itself; the primary, clash and final phases; then the goldfish opponent's turn, in
// which the player may still spend AP (PA) on magic cards already placed (2.1) and on skills
// (I15). The core's runner (src-shared/game/core/flow.ts) moves through them; ./turn.ts keeps
// only the game's own moves (keep, mulligan, next phase, end of turn).
import { defineFlow, type FlowPhase } from '../../../game/core'
import type { Localized } from '../../../game/module'
import { RULE } from '../rules'
import type { ActionType } from './actions'
import { resolveAttacks } from './combat'
import { copyStatus, DRAW_PER_TURN, drawCards, MAX_AP, update } from './state'
import type { CardStatus, GameEvent, GameState } from './types'

/**
 * The start of the player's turn: resting creatures count one of their owner's turns down and
 * get up (back to offensive, I2) when none is left (1.3); attacks of the last turn are
 * forgotten; the AP go back to 3 (PA); one card is drawn ("Le déroulement").
 */
function startOwnTurn(state: GameState, events: GameEvent[]): GameState {
  let status = state.status
  for (const id of state.zones.creatures) {
    const s = status[id]!
    if (s.posture !== 'rest' && !s.attacked) continue
    if (status === state.status) status = { ...status }
    const patch = copyStatus(s)
    patch.attacked = false
    if (s.posture === 'rest') {
      patch.restTurns = Math.max(0, s.restTurns - 1)
      if (patch.restTurns === 0) {
        patch.posture = 'offensive'
        events.push({ kind: 'gotUp', card: id })
      } else events.push({ kind: 'restTick', card: id, left: patch.restTurns })
    }
    ;(status as Record<string, CardStatus>)[id] = patch
  }
  events.push({ kind: 'apReset', ap: MAX_AP })
  return drawCards(update(state, { status, ap: MAX_AP }), DRAW_PER_TURN, events)
}

const names = (en: string, fr: string): Localized => ({ en, fr })

/** The goldfish's field may be set up before the first turn too. */
const SETUP_ACTIONS: ReadonlySet<ActionType> = new Set<ActionType>(['keepHand', 'mulligan', 'nextPhase', 'concede', 'addDummy', 'updateDummy', 'removeDummy'])

/**
 * A phase with every field of the core's FlowPhase, written in one order: the gate reads `allows`
 * on every action and the runner the others at each step of a turn; six phases of six shapes
 * made those reads megamorphic (engine −13 % against the engine before the core, −0.4 % with
 * this; bench/creatures.ts, docs/games/creatures.md).
 */
function phase<const T extends FlowPhase<string, GameState, GameEvent>>(p: T): T {
  const { id, names, short, rule, onBegin, beginsTurn, skip, onEnd, next, allows, refuses } = p
  return { id, names, short, rule, auto: p.auto ?? false, beforeTurns: p.beforeTurns ?? false, onBegin, beginsTurn, skip, onEnd, next, allows, refuses } as T
}

export const PHASES = [
  phase({
    id: 'setup',
    names: names('Opening hand', 'Main de départ'),
    rule: RULE.flow,
    beforeTurns: true,
    allows: SETUP_ACTIONS,
    refuses: { kind: 'wrong-phase', rule: RULE.flow, reason: 'keep your hand or put cards under the deck before anything else' },
  }),
  phase({
    id: 'draw',
    names: names('Draw', 'Pioche'),
    rule: RULE.flow,
    auto: true,
    beginsTurn: (state, events) => {
      events.push({ kind: 'turnStarted', turn: state.turn + 1, ownTurn: state.ownTurn + 1 })
      return update(state, { turn: state.turn + 1, ownTurn: state.ownTurn + 1 })
    },
    onBegin: startOwnTurn,
  }),
  phase({ id: 'primary', names: names('Primary phase', 'Phase primaire'), short: names('Primary', 'Primaire'), rule: RULE.flow }),
  // Leaving the clash computes its damage, in the order the attacks were declared (1.3.1).
  phase({ id: 'clash', names: names('Clash phase', 'Phase d’affrontement'), short: names('Clash', 'Affrontement'), rule: RULE.flow, onEnd: resolveAttacks }),
  phase({ id: 'final', names: names('Final phase', 'Phase finale'), short: names('Final', 'Finale'), rule: RULE.flow }),
  phase({
    id: 'opponent',
    names: names('Opponent’s turn', 'Tour adverse'),
    short: names('Opponent', 'Adverse'),
    rule: RULE.ap,
    beginsTurn: (state, events) => {
      events.push({ kind: 'opponentTurn', turn: state.turn + 1 })
      return update(state, { turn: state.turn + 1 })
    },
    // after it the turn wraps to the draw, the first phase of a turn
  }),
] as const

export type Phase = (typeof PHASES)[number]['id']

export const FLOW = defineFlow<Phase, GameState, GameEvent>(PHASES, {
  // the game's own one-literal copy (state.ts): the phase changes on every step of a turn
  setPhase: (state, phase) => update(state, { phase }),
  entered: (phase) => ({ kind: 'phase', phase }),
  skipped: (phase) => {
    throw new Error(`the creature game skips no phase (${phase})`)
  },
})
