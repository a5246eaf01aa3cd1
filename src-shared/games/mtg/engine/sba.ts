// State-based actions (CR 704), checked whenever the player would receive priority: a player at
// 0 life loses, so does one who drew from an empty library; a creature with 0 toughness goes to
// the graveyard; one with lethal damage (or any damage from deathtouch) is destroyed; two
// legendary permanents with the same name ask the player which to keep (a question).
import { commanderCheck, commanderDamageWins } from './commander'
import { asking } from './questions'
import { CR } from './rules'
import { defOf, isCreature, lose, moveCard, toughnessOf, update } from './state'
import type { CardId, Dummy, GameEvent, GameState } from './types'

export function checkStateBased(state: GameState, events: GameEvent[]): GameState {
  let next = state
  for (let round = 0; round < 10 && next.result === 'ongoing'; round++) {
    const before = events.length
    next = endChecks(next, events)
    if (next.result !== 'ongoing') break
    next = creatureChecks(next, events)
    next = dummyChecks(next, events)
    if (events.length === before) break
  }
  if (next.result !== 'ongoing') return next
  // A legend rule question whose permanents were moved away by hand no longer stands.
  const pending = next.question?.data
  if (pending?.kind === 'legend' && pending.cards.filter((id) => next.zones.battlefield.includes(id)).length < 2) next = update(next, { question: null })
  return next.question ? next : commanderCheck(legendRule(next))
}

function endChecks(state: GameState, events: GameEvent[]): GameState {
  if (state.life <= 0) return lose(state, CR.zeroLife, 'own-life', events)
  if (state.drewFromEmpty) return lose(update(state, { drewFromEmpty: false }), CR.emptyDraw, 'empty-library', events)
  if (state.opponent.life <= 0) {
    events.push({ kind: 'gameWon', rule: CR.zeroLife })
    return update(state, { result: 'won', endedBy: { rule: CR.zeroLife, kind: 'opponent-life' } })
  }
  // CR 704.6c, 903.10a: 21 combat damage from one commander.
  if (commanderDamageWins(state)) {
    events.push({ kind: 'gameWon', rule: CR.commanderDamage })
    return update(state, { result: 'won', endedBy: { rule: CR.commanderDamage, kind: 'opponent-life' } })
  }
  return state
}

/** CR 704.5f, 704.5g, 704.5h: all at once, then checked again. */
function creatureChecks(state: GameState, events: GameEvent[]): GameState {
  const dying: [CardId, string][] = []
  for (const id of state.zones.battlefield) {
    if (!isCreature(state, id)) continue
    const toughness = toughnessOf(state, id)
    const p = state.permanents[id]!
    if (toughness <= 0) dying.push([id, CR.zeroToughness])
    else if (p.damage >= toughness) dying.push([id, CR.lethalDamage])
    else if (p.deathtouched && p.damage > 0) dying.push([id, CR.deathtouchDamage])
  }
  let next = state
  for (const [id, rule] of dying) {
    events.push({ kind: 'died', card: id, rule })
    next = moveCard(next, id, 'battlefield', 'graveyard')
  }
  return next
}

function dummyRule(d: Dummy): string | null {
  return d.toughness <= 0 ? CR.zeroToughness : d.damage >= d.toughness ? CR.lethalDamage : d.deathtouched && d.damage > 0 ? CR.deathtouchDamage : null
}

function dummyChecks(state: GameState, events: GameEvent[]): GameState {
  const dummies = state.opponent.dummies
  let alive: Dummy[] | null = null
  for (let i = 0; i < dummies.length; i++) {
    const d = dummies[i]!
    const rule = dummyRule(d)
    if (rule === null) {
      alive?.push(d)
      continue
    }
    alive ??= dummies.slice(0, i)
    events.push({ kind: 'dummyDied', dummy: d.id, rule })
  }
  return alive ? update(state, { opponent: { ...state.opponent, dummies: alive } }) : state
}

/** CR 704.5j: the player chooses one of the legendary permanents with the same name to keep. */
function legendRule(state: GameState): GameState {
  const field = state.zones.battlefield
  for (let i = 0; i < field.length; i++) {
    const def = defOf(state, field[i]!)
    if (!def.legendary) continue
    const cards = field.filter((id) => defOf(state, id).legendary && defOf(state, id).name === def.name)
    if (cards.length > 1) return asking(state, { kind: 'legend', name: def.name, cards })
  }
  return state
}

/** CR 704.5j: the answer: the chosen one stays, the others with its name go to the graveyard. */
export function keepLegend(state: GameState, card: CardId): import('./types').EngineResult {
  const pending = state.question?.data
  if (pending?.kind !== 'legend') return { ok: false, error: { kind: 'not-pending', rule: CR.legendRule, reason: 'no legend rule choice is waiting', params: {} } }
  const still = pending.cards.filter((id) => state.zones.battlefield.includes(id))
  if (!still.includes(card)) return { ok: false, error: { kind: 'bad-cards', rule: CR.legendRule, reason: `choose one of the permanents named ${pending.name}`, params: { card } } }
  const gone = still.filter((id) => id !== card)
  const events: GameEvent[] = [{ kind: 'legendKept', kept: card, graveyard: gone }]
  let next: GameState = update(state, { question: null })
  for (const id of gone) next = moveCard(next, id, 'battlefield', 'graveyard')
  return { ok: true, state: next, events }
}
