// The Commander rules the goldfish follows (CR 903): the commander starts in the command zone
// (903.6), is cast from it for {2} more per earlier cast from there (903.8), may go back to it
// when it is put into a graveyard or exile (903.9a: a state-based action, the owner's choice, a
// question here), and 21 combat damage from one commander makes the goldfish lose (903.10a,
// CR 704.6c). The first mulligan is free (CR 103.5c: an interpretation, docs/games/mtg-engine.md).
// 903.9b (a commander going to the hand or library) is applied by hand.
import type { ManaSymbol, MtgCard } from '../card'
import { commanderRulesOf, mtgFormat } from '../deck/formats'
import { asking } from './questions'
import { CR } from './rules'
import { err, moveCard, ok, update } from './state'
import type { CardId, CommanderState, EngineResult, GameEvent, GameState } from './types'

export const COMMANDER_TAX = 2
export const COMMANDER_DAMAGE_TO_LOSE = 21

/** The deck's instances that are commanders: the first copy matching each code of the commander pile (an id or a name). */
export function commanderInstances(deck: readonly MtgCard[], codes: readonly string[]): number[] {
  const taken = new Set<number>()
  for (const code of codes) {
    const key = code.trim().toLowerCase()
    const i = deck.findIndex((card, index) => !taken.has(index) && (card.id.toLowerCase() === key || card.name.toLowerCase() === key))
    if (i >= 0) taken.add(i)
  }
  return [...taken]
}

export const newCommanderState = (cards: readonly CardId[]): CommanderState | null => (cards.length ? { cards: [...cards], casts: {}, damage: {}, left: [] } : null)

export const isCommander = (state: GameState, id: CardId): boolean => !!state.commander?.cards.includes(id)

/** CR 903.8: the tax a cast from the command zone adds now. */
export function commanderTax(state: GameState, id: CardId): number {
  if (!state.commander || !state.zones.command.includes(id) || !isCommander(state, id)) return 0
  return COMMANDER_TAX * (state.commander.casts[id] ?? 0)
}

/** The cost to pay to cast a card now: its own, plus the commander tax (CR 903.8, CR 601.2f). */
export function costToCast(state: GameState, id: CardId, cost: readonly ManaSymbol[]): readonly ManaSymbol[] {
  const tax = commanderTax(state, id)
  return tax ? [...cost, { kind: 'generic', amount: tax }] : cost
}

/** A cast from the command zone counts for the next tax (CR 903.8). */
export function countCast(state: GameState, id: CardId, events: GameEvent[]): GameState {
  const c = state.commander
  if (!c || !state.zones.command.includes(id) || !isCommander(state, id)) return state
  const tax = commanderTax(state, id)
  if (tax) events.push({ kind: 'commanderTax', card: id, tax })
  return update(state, { commander: { ...c, casts: { ...c.casts, [id]: (c.casts[id] ?? 0) + 1 } } })
}

/** CR 903.10a: combat damage a commander dealt to the goldfish is added up; not in Brawl (903.12h). */
export function countCommanderDamage(state: GameState, id: CardId, amount: number, events: GameEvent[]): GameState {
  const c = state.commander
  if (!c || amount <= 0 || !c.cards.includes(id) || !commanderRulesOf(mtgFormat(state.format)).commanderDamage) return state
  const total = (c.damage[id] ?? 0) + amount
  events.push({ kind: 'commanderDamage', card: id, total })
  return update(state, { commander: { ...c, damage: { ...c.damage, [id]: total } } })
}

/** CR 704.6c / 903.10a: a commander's 21 combat damage makes the goldfish lose. */
export function commanderDamageWins(state: GameState): boolean {
  const c = state.commander
  return !!c && Object.values(c.damage).some((n) => n >= COMMANDER_DAMAGE_TO_LOSE)
}

/**
 * CR 903.9a, as state-based actions are checked: a commander in the graveyard or exile that the
 * player has not chosen to leave there asks whether it goes to the command zone. A commander that
 * left those zones is asked about again next time.
 */
export function commanderCheck(state: GameState): GameState {
  const c = state.commander
  if (!c || state.question) return state
  const where = (id: CardId) => (state.zones.graveyard.includes(id) ? 'graveyard' : state.zones.exile.includes(id) ? 'exile' : null)
  const left = c.left.filter((id) => where(id) !== null)
  const next = left.length === c.left.length ? state : update(state, { commander: { ...c, left } })
  for (const id of c.cards) {
    const zone = where(id)
    if (zone && !left.includes(id)) return asking(next, { kind: 'commander', card: id, zone })
  }
  return next
}

/** The answer to CR 903.9a's question: to the command zone, or left where it is. */
export function moveCommander(state: GameState, card: CardId, toCommand: boolean): EngineResult {
  const pending = state.question?.data
  if (pending?.kind !== 'commander') return err('not-pending', CR.commanderReturn, 'no commander is waiting for a choice', { card })
  if (pending.card !== card) return err('not-commander', CR.commanderReturn, `the question is about card ${pending.card}`, { card })
  const events: GameEvent[] = [{ kind: 'commanderMoved', card, from: pending.zone, toCommand }]
  const c = state.commander!
  const asked = update(state, { question: null })
  if (toCommand) return ok(moveCard(asked, card, pending.zone, 'command'), events)
  return ok(update(asked, { commander: { ...c, left: [...c.left, card] } }), events)
}
