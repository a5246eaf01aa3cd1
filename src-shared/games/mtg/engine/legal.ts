// The rules actions the player may take now (manual actions are always offered by the table), and
// the question waiting for an answer. Each listed action is accepted by `apply`; the property
// suite checks it.
import type { PendingChoice } from '../../../game/module'
import type { Action } from './actions'
import { canAutoTap, castPayment, castProblem, landProblem, manaChoices, manaProblem } from './cast'
import { possibleAttackers } from './combat'
import { CR, TEXT } from './rules'
import { MAX_HAND } from './state'
import type { CardId, GameState } from './types'

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  const pending = state.pending
  if (pending) return answers(state)
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
  if (state.result !== 'ongoing' || state.pending) return false
  const { hand, command } = state.zones
  return hand.some((card) => !landProblem(state, card)) || hand.some((card) => castAction(state, card) !== null) || command.some((card) => castAction(state, card) !== null)
}

function answers(state: GameState): Action[] {
  const pending = state.pending!
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

const PROMPTS = {
  attackers: { en: 'Declare your attackers (none is an answer too).', fr: 'Déclarez vos attaquants (aucun est aussi une réponse).' },
  blockers: { en: 'Choose how the goldfish’s creatures block.', fr: 'Choisissez comment les créatures de l’adversaire bloquent.' },
  legend: { en: 'Legend rule: choose the one to keep.', fr: 'Règle des légendes : choisissez celle que vous gardez.' },
}

/** The question the rules ask now, for the table's prompt. */
export function pendingChoice(state: GameState): PendingChoice | null {
  const pending = state.pending
  if (!pending || state.result !== 'ongoing') return null
  switch (pending.kind) {
    case 'mulligan':
      return {
        kind: 'londonMulligan',
        prompt:
          pending.bottom === 0
            ? { en: 'Keep these seven cards, or mulligan.', fr: 'Gardez ces sept cartes, ou faites un mulligan.' }
            : { en: `Keep: choose ${pending.bottom} card(s) to put on the bottom of your library. Or mulligan again.`, fr: `Garder : choisissez ${pending.bottom} carte(s) à mettre au-dessous de votre bibliothèque. Ou refaites un mulligan.` },
        from: [...state.zones.hand],
        min: pending.bottom,
        max: pending.bottom,
        rule: CR.mulligan,
      }
    case 'attackers': {
      const from = possibleAttackers(state)
      return { kind: 'attackers', prompt: PROMPTS.attackers, from, min: 0, max: from.length, rule: TEXT.declareAttackers }
    }
    case 'blockers':
      return { kind: 'blockers', prompt: PROMPTS.blockers, from: [...state.combat!.attackers], min: 0, max: state.opponent.dummies.length, rule: TEXT.declareBlockers }
    case 'discard':
      return {
        kind: 'discard',
        prompt: { en: `Discard ${pending.count} card(s) down to seven.`, fr: `Défaussez-vous de ${pending.count} carte(s) pour revenir à sept.` },
        from: [...state.zones.hand],
        min: pending.count,
        max: pending.count,
        rule: TEXT.discard,
      }
    case 'legend':
      return { kind: 'legend', prompt: PROMPTS.legend, from: [...pending.cards], min: 1, max: 1, rule: CR.legendRule }
    case 'commander':
      return {
        kind: 'commander',
        prompt:
          pending.zone === 'graveyard'
            ? { en: 'Your commander went to the graveyard: put it into the command zone?', fr: 'Votre commandant est allé au cimetière : le mettre dans la zone de commandement ?' }
            : { en: 'Your commander went to exile: put it into the command zone?', fr: 'Votre commandant a été exilé : le mettre dans la zone de commandement ?' },
        from: [pending.card],
        min: 1,
        max: 1,
        rule: CR.commanderReturn,
      }
  }
}
