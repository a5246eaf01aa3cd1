// The turn of the creature game, declared once ("Le déroulement du jeu"): the draw at the start
// of the turn passes by itself; then the primary, clash and final phases; then the goldfish
// opponent's turn, in which the player may still spend AP (PA) on magic cards already placed
// (2.1) and on skills (I15). The partial mulligan (setup) comes before the first turn.
import { turnPhases, type Localized, type PhaseSpec } from '../../../game/module'
import { RULE } from '../rules'
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

export const PHASES = [
  { id: 'setup', names: names('Opening hand', 'Main de départ'), rule: RULE.flow, beforeTurns: true },
  { id: 'draw', names: names('Draw', 'Pioche'), rule: RULE.flow, auto: true, onBegin: startOwnTurn },
  { id: 'primary', names: names('Primary phase', 'Phase primaire'), short: names('Primary', 'Primaire'), rule: RULE.flow },
  { id: 'clash', names: names('Clash phase', 'Phase d’affrontement'), short: names('Clash', 'Affrontement'), rule: RULE.flow },
  { id: 'final', names: names('Final phase', 'Phase finale'), short: names('Final', 'Finale'), rule: RULE.flow },
  { id: 'opponent', names: names('Opponent’s turn', 'Tour adverse'), short: names('Opponent', 'Adverse'), rule: RULE.ap },
] as const satisfies readonly PhaseSpec<string, GameState, GameEvent>[]

export type Phase = (typeof PHASES)[number]['id']
export const TURN_PHASES: readonly Phase[] = turnPhases<Phase>(PHASES)
/** The phases of the player's own turn in which they act. */
export const OWN_PHASES: readonly Phase[] = ['primary', 'clash', 'final']
