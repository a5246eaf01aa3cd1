// Issue 32, point 3: the Commander rules of the goldfish (CR 903.6 command zone, 903.8 tax, 903.9a
// the return to the command zone, 903.10a / 704.6c commander damage, 103.5c the free mulligan),
// and the same machinery under the Brawl option's changes (903.12f life, 903.12g mulligan, 903.12h
// no commander damage), in MTG Arena's Brawl and in Standard Brawl.
import { describe, expect, it } from 'vitest'
import { apply, CR, newGame, type Action, type CardId, type GameState } from '@shared/games/mtg/engine'
import { CARDS, copies, gruulDeck } from './mtg-cards'
import { find, run } from './engine-fixtures'

/** 99 cards (50 Plains, 49 Raging Goblins) and Isamaru, Hound of Konda ({W}, 2/2) as the commander, last. */
const deck = () => [...copies(CARDS.plains, 50), ...copies(CARDS.goblin, 49), CARDS.isamaru]
const start = (seed = 1, format = 'commander') => newGame(deck(), { seed, onThePlay: true, format, commander: [CARDS.isamaru.id] }).state

/** Kept, in the first main phase, with `lands` Plains put onto the battlefield by hand (there since before the turn). */
function inMain(lands: number, format = 'commander'): GameState {
  let state = run(start(1, format), { type: 'keepHand', bottom: [] })
  const plains = state.zones.library.filter((id) => state.defs[state.instances[id]!]!.name === 'Plains').slice(0, lands)
  for (const id of plains) state = run(state, { type: 'move', card: id, to: 'battlefield' })
  return { ...state, permanents: Object.fromEntries(Object.entries(state.permanents).map(([id, p]) => [id, { ...p, since: 0 }])) }
}
const isamaru = (s: GameState): CardId => find(s, 'Isamaru, Hound of Konda')
const castIt = (s: GameState): Action => ({ type: 'cast', card: isamaru(s), autoTap: true })
const untapAll = (s: GameState): GameState => ({ ...s, permanents: Object.fromEntries(Object.entries(s.permanents).map(([id, p]) => [id, { ...p, tapped: false }])) })
/** Cast from the command zone, resolved, then put into the graveyard by hand and returned to the command zone. */
const castAndReturn = (s: GameState): GameState =>
  run(untapAll(run(s, castIt(s), { type: 'passToStop' }, { type: 'move', card: isamaru(s), to: 'graveyard' }, { type: 'moveCommander', card: isamaru(s), toCommand: true })))

describe('CR 903.6: the commander starts in the command zone', () => {
  it('Isamaru is in the command zone, the 99 others in the library and hand; 40 life (903.7)', () => {
    const state = start()
    expect(state.zones.command).toEqual([isamaru(state)])
    expect(state.zones.library.length + state.zones.hand.length).toBe(99)
    expect(state.life).toBe(40)
    expect(state.commander).toEqual({ cards: [isamaru(state)], casts: {}, damage: {}, left: [] })
  })

  it('a game of another format has no commander and an empty command zone', () => {
    const state = newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'standard' }).state
    expect(state.zones.command).toEqual([])
    expect(state.commander).toBeNull()
  })

  it('the other cards are shuffled as they would be without a commander pile (the same seed, the same library)', () => {
    const withPile = start(7)
    const without = newGame(deck().slice(0, 99), { seed: 7, onThePlay: true, format: 'commander' }).state
    expect(withPile.zones.hand).toEqual(without.zones.hand)
  })
})

describe('CR 903.8: the commander tax', () => {
  it('the first cast from the command zone costs {W}; it is on the stack and counted', () => {
    const state = inMain(1)
    const cast = run(state, castIt(state))
    expect(cast.zones.stack).toEqual([isamaru(state)])
    expect(cast.commander!.casts).toEqual({ [isamaru(state)]: 1 })
  })

  it('the second costs {2} more: refused with two Plains, cast with three, and the log says the tax', () => {
    const two = castAndReturn(inMain(2))
    expect(two.zones.command).toEqual([isamaru(two)])
    expect(apply(two, castIt(two))).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
    const three = castAndReturn(inMain(3))
    const r = apply(three, castIt(three))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events).toContainEqual({ kind: 'commanderTax', card: isamaru(three), tax: 2 })
    expect(r.events.find((e) => e.kind === 'cast')).toMatchObject({ paid: ['W', 'W', 'W'] })
  })

  it('the third costs {4} more', () => {
    const state = castAndReturn(castAndReturn(inMain(5)))
    const r = apply(state, castIt(state))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events).toContainEqual({ kind: 'commanderTax', card: isamaru(state), tax: 4 })
  })
})

describe('CR 903.9a: the commander may return to the command zone', () => {
  it('put into the graveyard, it asks; the player puts it into the command zone', () => {
    const state = run(inMain(1), { type: 'move', card: isamaru(inMain(1)), to: 'battlefield' }, { type: 'move', card: isamaru(inMain(1)), to: 'graveyard' })
    expect(state.question?.data).toEqual({ kind: 'commander', card: isamaru(state), zone: 'graveyard' })
    expect(apply(state, { type: 'passPriority' })).toMatchObject({ ok: false, error: { kind: 'pending' } })
    const back = run(state, { type: 'moveCommander', card: isamaru(state), toCommand: true })
    expect(back.zones.command).toEqual([isamaru(state)])
    expect(back.question).toBeNull()
  })

  it('left in exile by choice, it is not asked about again until it leaves exile and comes back', () => {
    const s0 = inMain(1)
    const id = isamaru(s0)
    const exiled = run(s0, { type: 'move', card: id, to: 'exile' })
    expect(exiled.question?.data).toEqual({ kind: 'commander', card: id, zone: 'exile' })
    const stays = run(exiled, { type: 'moveCommander', card: id, toCommand: false })
    expect(stays.zones.exile).toEqual([id])
    expect(run(stays, { type: 'passPriority' }).question).toBeNull()
    const again = run(stays, { type: 'move', card: id, to: 'battlefield' }, { type: 'move', card: id, to: 'graveyard' })
    expect(again.question?.data).toEqual({ kind: 'commander', card: id, zone: 'graveyard' })
  })

  it('a commander that dies by lethal damage (CR 704.5g) asks too', () => {
    const s0 = inMain(0)
    const id = isamaru(s0)
    const state = run(s0, { type: 'move', card: id, to: 'battlefield' }, { type: 'counter', card: id, name: '-1/-1', delta: 2 })
    expect(state.zones.graveyard).toEqual([id])
    expect(state.question?.data).toEqual({ kind: 'commander', card: id, zone: 'graveyard' })
  })
})

describe('CR 903.10a, 704.6c: 21 combat damage from one commander', () => {
  /** Isamaru on the battlefield with +1/+1 counters, attacking in the next declare attackers step. */
  function attackWith(state: GameState, counters: number): GameState {
    const id = isamaru(state)
    let s = counters ? run(state, { type: 'counter', card: id, name: '+1/+1', delta: counters }) : state
    while (s.phase !== 'declareAttackers') s = run(s, { type: 'passPriority' })
    return run(s, { type: 'declareAttackers', attackers: [id] }, { type: 'passPriority' }, { type: 'passPriority' })
  }
  const onField = (format = 'commander') => {
    const s = inMain(0, format)
    const moved = run(s, { type: 'move', card: isamaru(s), to: 'battlefield' })
    return { ...moved, permanents: { ...moved.permanents, [isamaru(s)]: { ...moved.permanents[isamaru(s)]!, since: 0 } } }
  }

  it('counts the commander’s combat damage to the goldfish, and 21 wins with 19 life left', () => {
    const state = attackWith(onField(), 19)
    expect(state.opponent.life).toBe(19)
    expect(state.commander!.damage).toEqual({ [isamaru(state)]: 21 })
    expect(state.result).toBe('won')
    expect(state.endedBy).toEqual({ rule: CR.commanderDamage, kind: 'opponent-life' })
  })

  it('20 is not enough; damage adds up over the game', () => {
    const first = attackWith(onField(), 18)
    expect(first.result).toBe('ongoing')
    expect(first.commander!.damage).toEqual({ [isamaru(first)]: 20 })
  })

  it.each(['brawl', 'standardbrawl'])('903.12h: %s has no commander damage: 21 from Isamaru neither counts nor wins (the goldfish, at 25, lives on 4)', (format) => {
    const state = attackWith(onField(format), 19)
    expect(state.opponent.life).toBe(25 - 21)
    expect(state.commander!.damage).toEqual({})
    expect(state.result).toBe('ongoing')
  })
})

describe('CR 903.12: Brawl plays by the Commander rules, with its own changes', () => {
  it.each(['brawl', 'standardbrawl'])('%s: the commander starts in the command zone (903.6), each player at 25 life (903.12f)', (format) => {
    const state = start(1, format)
    expect(state.zones.command).toEqual([isamaru(state)])
    expect(state.life).toBe(25)
    expect(state.opponent.life).toBe(25)
  })

  it('903.8: in Brawl the second cast from the command zone costs {2} more too', () => {
    const two = castAndReturn(inMain(2, 'brawl'))
    expect(apply(two, castIt(two))).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
    const three = castAndReturn(inMain(3, 'brawl'))
    expect(run(three, castIt(three)).commander!.casts).toEqual({ [isamaru(three)]: 2 })
  })

  it('903.12g: the first mulligan puts no card on the bottom, the second one', () => {
    const once = run(start(1, 'brawl'), { type: 'mulligan' })
    expect(once.question?.data).toEqual({ kind: 'mulligan', bottom: 0 })
    expect(run(once, { type: 'mulligan' }).question?.data).toEqual({ kind: 'mulligan', bottom: 1 })
  })
})

describe('CR 103.5c: Commander’s first mulligan is free (interpretation for the goldfish)', () => {
  it('after one mulligan, seven are kept; after two, one goes to the bottom', () => {
    const once = run(start(), { type: 'mulligan' })
    expect(once.question?.data).toEqual({ kind: 'mulligan', bottom: 0 })
    expect(run(once, { type: 'keepHand', bottom: [] }).zones.hand).toHaveLength(7)
    const twice = run(once, { type: 'mulligan' })
    expect(twice.question?.data).toEqual({ kind: 'mulligan', bottom: 1 })
  })

  it('in other formats the first mulligan puts one card on the bottom (CR 103.5)', () => {
    const state = run(newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'standard' }).state, { type: 'mulligan' })
    expect(state.question?.data).toEqual({ kind: 'mulligan', bottom: 1 })
  })
})
