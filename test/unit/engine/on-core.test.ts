// FFTCG on the engine core (issue 25.2): what this game gives the core's table actions, turn
// runner and log (engine/table-hooks.ts, engine/phases.ts), seen through the game's own `apply`.
import { describe, expect, it } from 'vitest'
import { apply, describeError, describeEvent, newGame, type Action, type GameEvent, type GameState, type RuleError } from '@shared/games/fftcg/engine'
import { board, deckOf, MIXED_DECK } from './fixtures'

const ZACK = '1-012' // Fire Forward
const SAZH = '1-013' // Fire Backup, not multicard
const RED_MAGE = '1-003' // Fire Backup, multicard
const BLACK_MAGE = '21-005' // Fire Forward, multicard flag unknown
const IFRIT = '1-004' // Fire Summon

function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`)
  return result
}
function refusal(state: GameState, action: Action): RuleError {
  const result = apply(state, action)
  if (result.ok) throw new Error('accepted')
  return result.error
}
const kinds = (events: GameEvent[]) => events.map((e) => e.kind)

describe('the table actions with FFTCG’s hooks', () => {
  it('base rules, 7.4: a Backup put onto the field by hand enters dull with a fresh status unless told otherwise, logged after the move', () => {
    const { state, hand } = board({ hand: [SAZH, RED_MAGE] })
    const dull = act(state, { type: 'move', card: hand[0]!, to: 'field' })
    expect(dull.events).toEqual([
      { kind: 'moved', card: hand[0], from: 'hand', to: 'field', position: 'top' },
      { kind: 'entered', card: hand[0], dull: true },
    ])
    expect(dull.state.status[hand[0]!]).toMatchObject({ dull: true, damage: 0, since: state.turn, counters: {} })
    const active = act(dull.state, { type: 'move', card: hand[1]!, to: 'field', dull: false })
    expect(active.state.status[hand[1]!]!.dull).toBe(false)
  })

  it('base rules: a sixth Backup is refused even by hand, and the state is left as it was', () => {
    const { state, hand } = board({ hand: [RED_MAGE], field: [SAZH, RED_MAGE, RED_MAGE, RED_MAGE, RED_MAGE] })
    expect(refusal(state, { type: 'move', card: hand[0]!, to: 'field' })).toMatchObject({ kind: 'backups-full', rule: 'base-rules' })
    expect(refusal(state, { type: 'search', card: 'c1', to: 'field' })).toMatchObject({ kind: 'not-in-zone', rule: '15.1.1.8.1' })
  })

  it('5.2.3.1.2.1: a Summon searched for the field is refused; 7.7.3: an unknown multicard flag is searched onto the field with its warning, before the shuffle', () => {
    const { state, deck } = board({ field: [BLACK_MAGE], deck: [IFRIT, BLACK_MAGE, ZACK] })
    expect(refusal(state, { type: 'search', card: deck[0]!, to: 'field' })).toMatchObject({ kind: 'not-a-character', rule: '5.2.3.1.2.1' })
    const { state: next, events } = act(state, { type: 'search', card: deck[1]!, to: 'field' })
    expect(kinds(events)).toEqual(['searched', 'multicardUnknown', 'entered', 'shuffled'])
    expect(next.zones.field).toHaveLength(2)
    expect(next.zones.deck).toHaveLength(2)
  })

  it('3.1.2: drawing more cards than the deck holds draws them all and loses', () => {
    const { state } = board({ deck: [ZACK, ZACK] })
    const { state: next } = act(state, { type: 'draw', count: 3 })
    expect(next.zones.hand).toHaveLength(2)
    expect(next).toMatchObject({ result: 'lost', endedBy: { rule: '3.1.2', kind: 'draw-empty' } })
  })

  it('7.7.1: counters live on the field’s cards only; 4.1: amounts are natural numbers up to 100', () => {
    const { state, hand, field } = board({ hand: [ZACK], field: [ZACK] })
    expect(refusal(state, { type: 'counter', card: hand[0]!, name: 'KO', delta: 1 })).toMatchObject({ kind: 'not-in-zone', rule: '7.7.1' })
    expect(refusal(state, { type: 'counter', card: field[0]!, name: 'KO', delta: 0 })).toMatchObject({ kind: 'bad-amount', rule: '4.1' })
    expect(refusal(state, { type: 'draw', count: 101 })).toMatchObject({ kind: 'bad-amount', rule: '4.1', params: { min: 1, max: 100 } })
    expect(act(state, { type: 'counter', card: field[0]!, name: 'KO', delta: 3 }).state.status[field[0]!]!.counters).toEqual({ KO: 3 })
  })
})

describe('the turn as phases run by the core', () => {
  it('9.5, 9.1, 9.2: ending the turn from Main Phase 1 goes to the End Phase, cleans up, passes the goldfish’s turn and begins the next', () => {
    const { state, field } = board({ field: [{ code: ZACK, damage: 2000, dull: true }], deck: [ZACK, ZACK, ZACK] })
    const { state: next, events } = act(state, { type: 'endTurn' })
    expect(kinds(events)).toEqual(['phase', 'damageRemoved', 'opponentTurn', 'turnStarted', 'phase', 'activated', 'phase', 'drew', 'phase'])
    expect(events.filter((e) => e.kind === 'phase').map((e) => (e as { phase: string }).phase)).toEqual(['end', 'active', 'draw', 'main1'])
    expect(next).toMatchObject({ phase: 'main1', turn: state.turn + 2, ownTurn: state.ownTurn + 1 })
    expect(next.status[field[0]!]).toMatchObject({ damage: 0, dull: false })
  })

  it('8.2.1.5: keeping on the draw passes the goldfish’s turn 1 first; the turn stops in the Draw Phase when the deck runs out (3.1.2)', () => {
    const opening = newGame(deckOf(MIXED_DECK), { seed: 5, onThePlay: false, format: 'constructed' }).state
    const kept = act(opening, { type: 'keepHand' })
    expect(kinds(kept.events).slice(0, 3)).toEqual(['keptHand', 'opponentTurn', 'turnStarted'])
    expect(kept.state).toMatchObject({ turn: 2, ownTurn: 1, phase: 'main1' })
    const short = { ...opening, zones: { ...opening.zones, deck: opening.zones.deck.slice(0, 1) } }
    expect(act(short, { type: 'keepHand' }).state).toMatchObject({ phase: 'draw', result: 'lost', endedBy: { rule: '3.1.2' } })
  })

  it('9.1.1.2, 9.2.1.2: no phase is passed out of Active or Draw, which pass by themselves', () => {
    const { state } = board({ deck: [ZACK] })
    expect(refusal({ ...state, phase: 'draw' }, { type: 'nextPhase' })).toMatchObject({ kind: 'wrong-phase', rule: '9' })
  })

  it('the core’s gate: 3.1 refuses every action after the game, 8.2.1.4 all but the mulligan’s decision in setup; no question is ever asked', () => {
    const opening = newGame(deckOf(MIXED_DECK), { seed: 2, onThePlay: true, format: 'constructed' }).state
    expect(opening.question).toBeNull()
    expect(refusal(opening, { type: 'draw', count: 1 })).toMatchObject({ kind: 'wrong-phase', rule: '8.2.1.4', params: { phase: 'setup' } })
    const conceded = act(opening, { type: 'concede' }).state
    expect(refusal(conceded, { type: 'keepHand' })).toMatchObject({ kind: 'game-over', rule: '3.1', params: { result: 'lost' } })
    const { state } = board({ deck: [ZACK, '1-151'] })
    expect(act(state, { type: 'damageSelf', amount: 2 }).state.question).toBeNull()
  })
})

describe('the table events’ log lines are the core’s, with FFTCG’s zone names', () => {
  const name = (id: string) => `Card ${id}`
  it('reads them in English and French', () => {
    const moved: GameEvent = { kind: 'moved', card: 'c1', from: 'hand', to: 'deck', position: 'bottom' }
    expect(describeEvent(moved, 'en', name)).toBe('Card c1: the hand → the deck (bottom).')
    expect(describeEvent(moved, 'fr', name)).toBe('Card c1 : la main → le deck (dessous).')
    expect(describeEvent({ kind: 'shuffled' }, 'en', name)).toBe('Deck shuffled.')
    expect(describeEvent({ kind: 'shuffled' }, 'fr', name)).toBe('Deck mélangé.')
    expect(describeEvent({ kind: 'searched', card: 'c2', to: 'field' }, 'en', name)).toBe('Searched the deck for Card c2 → the field.')
    expect(describeEvent({ kind: 'looked', cards: ['c1', 'c2'] }, 'fr', name)).toBe('Regard sur le dessus du deck : Card c1, Card c2.')
    expect(describeEvent({ kind: 'counter', card: 'c3', name: 'KO', value: 2 }, 'en', name)).toBe('Card c3: KO counters = 2.')
  })
  it('says in French why the gate refuses while a question waits', () => {
    const error: RuleError = { kind: 'pending', rule: '11.10.2', reason: 'answer the question first', params: { pending: 'exBurst' } }
    expect(describeError(error, 'fr')).toBe('Refusé (règle 11.10.2) : une question attend sa réponse.')
  })
})
