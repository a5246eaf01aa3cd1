// The rules actions the player may take now (manual actions are always offered by the table), and
// the question waiting for an answer. Each listed action is accepted by `apply`; the property
// suite checks it.
import type { Action } from './actions'
import { canAutoTap, castPayment, castProblem, landProblem, manaChoices, manaProblem } from './cast'
import { possibleAttackers } from './combat'
import { MAX_HAND } from './state'
import type { CardId, GameState, Pending } from './types'

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  if (state.question) return answers(state, state.question.data)
  const actions: Action[] = [{ type: 'passPriority' }, { type: 'passToStop' }, { type: 'nextTurn' }]
  const { hand, battlefield, command } = state.zones
  for (const card of hand) if (!landProblem(state, card)) actions.push({ type: 'playLand', card })
  for (const card of battlefield)
    manaChoices(state, card).forEach((_, choice) => {
      if (!manaProblem(state, card, choice)) actions.push(choice ? { type: 'tapForMana', card, choice } : { type: 'tapForMana', card })
    })
  for (const card of [...hand, ...command]) {
    const cast = castAction(state, card)
    if (cast) actions.push(cast)
  }
  return actions
}

/** The cast of a card in hand or in the command zone: paid by the pool, else by auto-tap, else none. */
function castAction(state: GameState, card: CardId): Action | null {
  if (castProblem(state, card)) return null
  if (!('ok' in castPayment(state, card, 0))) return { type: 'cast', card }
  return canAutoTap(state, card) ? { type: 'cast', card, autoTap: true } : null
}

/**
 * Whether legalActions holds a land play or a cast, found without listing them all: "to the next
 * stop" asks it at every step it passes (issue 30), and most steps have nothing to cast.
 */
export function canPlayOrCast(state: GameState): boolean {
  if (state.result !== 'ongoing' || state.question) return false
  const { hand, command } = state.zones
  return hand.some((card) => !landProblem(state, card)) || hand.some((card) => castAction(state, card) !== null) || command.some((card) => castAction(state, card) !== null)
}

function answers(state: GameState, pending: Pending): Action[] {
  switch (pending.kind) {
    case 'mulligan': {
      const keep: Action = { type: 'keepHand', bottom: state.zones.hand.slice(0, pending.bottom) }
      return state.mulligans < 7 ? [keep, { type: 'mulligan' }] : [keep]
    }
    case 'attackers':
      return [{ type: 'declareAttackers', attackers: [] }, { type: 'declareAttackers', attackers: possibleAttackers(state) }]
    case 'blockers': {
      const attacker = state.combat!.attackers[0]
      const first = state.opponent.dummies[0]
      return attacker && first ? [{ type: 'declareBlockers', blocks: [] }, { type: 'declareBlockers', blocks: [{ dummy: first.id, attacker }] }] : [{ type: 'declareBlockers', blocks: [] }]
    }
    case 'discard':
      return [{ type: 'discard', cards: state.zones.hand.slice(0, Math.max(0, state.zones.hand.length - MAX_HAND)) }]
    case 'legend':
      return pending.cards.filter((id) => state.zones.battlefield.includes(id)).map((card) => ({ type: 'keepLegend', card }))
    case 'commander':
      return [
        { type: 'moveCommander', card: pending.card, toCommand: true },
        { type: 'moveCommander', card: pending.card, toCommand: false },
      ]
  }
}
