// Issue 14, item 4: the London mulligan (CR 103.5), state-based actions (CR 704.5), the manual
// actions and the log in English and French.
import { describe, expect, it } from 'vitest'
import { apply, CR, describeError, describeEvent, legalActions, mtgPlay, namesFrom, newGame, pendingChoice, TEXT, type GameEvent } from '@shared/games/mtg/engine'
import { mtg } from '@shared/games/mtg'
import { CARDS, copies, gruulDeck } from './mtg-cards'
import { find, inMain, run, start } from './engine-fixtures'

describe('CR 103.4, 103.5: 20 life, seven cards, the London mulligan', () => {
  it('starts with 20 life each, seven cards in hand, the rest in the library', () => {
    const state = start()
    expect([state.life, state.opponent.life, state.zones.hand.length, state.zones.library.length]).toEqual([20, 20, 7, 53])
    expect(pendingChoice(state)).toMatchObject({ kind: 'londonMulligan', min: 0, max: 0, rule: CR.mulligan })
  })

  it('CR 903.7: a Commander game starts at 40 life each, a Standard one at 20 (CR 103.4); the log and the module say so', () => {
    const commander = newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'commander' })
    expect([commander.state.life, commander.state.opponent.life]).toEqual([40, 40])
    expect(describeEvent(commander.events[0]!, 'en', namesFrom(commander.state))).toContain('40 life each')
    const standard = newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'standard' })
    expect([standard.state.life, standard.state.opponent.life]).toEqual([20, 20])
    // Duel Commander's own rules keep 20 for its one-on-one games
    expect(newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'duel' }).state.life).toBe(20)
    expect(mtg.meta.lifeByFormat).toMatchObject({ commander: 40, duel: 20, standard: 20, modern: 20, limited: 20 })
  })

  it('CR 903.7: the damage dealt and taken of a Commander game count from 40', () => {
    let state = newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'commander' }).state
    state = run(state, { type: 'keepHand', bottom: [] }, { type: 'changeLife', side: 'opponent', amount: -7 }, { type: 'changeLife', side: 'player', amount: -3 })
    expect(mtgPlay.progress(state)).toMatchObject({ dealt: 7, taken: 3 })
  })

  it('refuses a game of a format Magic does not have, naming it', () => {
    expect(() => newGame(gruulDeck(), { seed: 1, onThePlay: true, format: 'oathbreaker' })).toThrow(/Unknown Magic deck format "oathbreaker"/)
  })

  it('a mulligan draws seven new cards; keeping after the second puts two on the bottom, in the order given', () => {
    let state = run(start(), { type: 'mulligan' }, { type: 'mulligan' })
    expect(state.zones.hand).toHaveLength(7)
    expect(state.question?.data).toEqual({ kind: 'mulligan', bottom: 2 })
    const [a, b] = state.zones.hand
    const wrong = apply(state, { type: 'keepHand', bottom: [a!] })
    expect(wrong.ok || wrong.error).toMatchObject({ kind: 'bad-cards', rule: CR.mulligan })
    state = run(state, { type: 'keepHand', bottom: [b!, a!] })
    expect(state.zones.hand).toHaveLength(5)
    expect(state.zones.library.slice(-2)).toEqual([b, a])
    expect(state.mulligans).toBe(2)
  })

  it('the same seed deals the same hands; only the mulligan and keeping are allowed before the first turn', () => {
    expect(start({ seed: 9 }).zones.hand).toEqual(start({ seed: 9 }).zones.hand)
    const r = apply(start(), { type: 'passPriority' })
    expect(r.ok || r.error).toMatchObject({ kind: 'wrong-step', rule: CR.mulligan })
    expect(legalActions(start()).map((a) => a.type)).toEqual(['keepHand', 'mulligan'])
  })
})

describe('CR 704.5: state-based actions', () => {
  it('704.5a: the goldfish at 0 life: the player wins; the player at 0 life loses', () => {
    const won = run(inMain(), { type: 'changeLife', side: 'opponent', amount: -20 })
    expect([won.result, won.endedBy]).toEqual(['won', { rule: CR.zeroLife, kind: 'opponent-life' }])
    const lost = run(inMain(), { type: 'changeLife', side: 'player', amount: -25 })
    expect(lost.result).toBe('lost')
    expect(apply(lost, { type: 'passPriority' })).toMatchObject({ ok: false, error: { kind: 'game-over' } })
  })

  it('704.5b: drawing from an empty library loses at the next check', () => {
    const deck = copies(CARDS.forest, 7)
    let state = run(start({ deck }), { type: 'keepHand', bottom: [] }, { type: 'nextTurn' })
    expect(state.result).toBe('ongoing')
    const r = apply(state, { type: 'nextTurn' })
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'drewFromEmpty' })
    expect(r.state.endedBy).toEqual({ rule: CR.emptyDraw, kind: 'empty-library' })
    state = r.state
    expect(state.result).toBe('lost')
  })

  it('704.5f: a creature with 0 toughness goes to the graveyard; -1/-1 counters count', () => {
    let state = inMain({ hand: ['Wall of Nothing'], battlefield: ['Forest'] })
    const wall = find(state, 'Wall of Nothing', 'hand')
    const r = apply(run(state, { type: 'tapForMana', card: state.zones.battlefield[0]! }, { type: 'cast', card: wall }), { type: 'passPriority' })
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'died', card: wall, rule: CR.zeroToughness })
    state = inMain({ battlefield: ['Grizzly Bears'] })
    const bears = find(state, 'Grizzly Bears', 'battlefield')
    expect(run(state, { type: 'counter', card: bears, name: '-1/-1', delta: 2 }).zones.graveyard).toEqual([bears])
  })

  it('704.5j: two legendary permanents with the same name: the player chooses which to keep', () => {
    let state = inMain({ battlefield: ['Isamaru, Hound of Konda'], hand: ['Isamaru, Hound of Konda'] })
    const first = find(state, 'Isamaru, Hound of Konda', 'battlefield')
    const second = find(state, 'Isamaru, Hound of Konda', 'hand')
    state = run(state, { type: 'move', card: second, to: 'battlefield' })
    expect(state.question?.data).toEqual({ kind: 'legend', name: 'Isamaru, Hound of Konda', cards: [first, second] })
    expect(pendingChoice(state)).toMatchObject({ kind: 'legend', min: 1, max: 1, rule: CR.legendRule })
    expect(legalActions(state)).toEqual([{ type: 'keepLegend', card: first }, { type: 'keepLegend', card: second }])
    expect(apply(state, { type: 'passPriority' })).toMatchObject({ ok: false, error: { kind: 'pending' } })
    state = run(state, { type: 'keepLegend', card: second })
    expect([state.zones.battlefield, state.zones.graveyard, state.question]).toEqual([[second], [first], null])
  })
})

describe('CR 704.5 after the actions that can cause them', () => {
  it('704.5j: playing a second legendary land asks which to keep', () => {
    let state = inMain({ battlefield: ['Pendelhaven'], hand: ['Pendelhaven'] })
    state = run(state, { type: 'playLand', card: find(state, 'Pendelhaven', 'hand') })
    expect(state.question?.data).toMatchObject({ kind: 'legend', name: 'Pendelhaven' })
  })

  it('704.5j: a legend rule question ends when its permanents are moved away by hand; a search onto the battlefield asks it', () => {
    let state = inMain({ battlefield: ['Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] })
    const [a, b] = state.zones.battlefield
    expect(state.question?.data).toMatchObject({ kind: 'legend' })
    state = run(state, { type: 'move', card: a!, to: 'exile' })
    expect(state.question).toBeNull()
    expect(legalActions(state)[0]).toEqual({ type: 'passPriority' })
    const third = state.zones.library.find((id) => state.instances[id] === state.instances[b!])!
    state = run(state, { type: 'search', card: third, to: 'battlefield' })
    expect(state.question?.data).toEqual({ kind: 'legend', name: 'Isamaru, Hound of Konda', cards: [b, third] })
  })

  it('704.5a: paying the last 2 life for Phyrexian mana loses at once', () => {
    let state = run(inMain({ hand: ['Gitaxian Probe'] }), { type: 'changeLife', side: 'player', amount: -18 })
    state = run(state, { type: 'cast', card: find(state, 'Gitaxian Probe', 'hand'), payment: { mana: {}, life: 2 } })
    expect([state.life, state.result, state.endedBy?.rule]).toEqual([0, 'lost', CR.zeroLife])
  })
})

describe('manual actions for what the engine does not model', () => {
  it('moves a card, taps and untaps, adds mana and counters, changes life, places and removes dummies', () => {
    let state = inMain({ hand: ['Grizzly Bears'] })
    const bears = find(state, 'Grizzly Bears', 'hand')
    state = run(state, { type: 'move', card: bears, to: 'battlefield', dull: true })
    expect(state.permanents[bears]!.tapped).toBe(true)
    state = run(state, { type: 'tap', card: bears, tapped: false }, { type: 'counter', card: bears, name: '+1/+1', delta: 1 }, { type: 'addMana', mana: 'B', count: 3 })
    expect([state.permanents[bears]!.tapped, state.permanents[bears]!.counters, state.pool.B]).toEqual([false, { '+1/+1': 1 }, 3])
    state = run(state, { type: 'addDummy', power: 1, toughness: 1 }, { type: 'addDummy', power: 2, toughness: 2 }, { type: 'removeDummy', dummy: 'd1' })
    expect(state.opponent.dummies.map((d) => d.id)).toEqual(['d2'])
    expect(apply(state, { type: 'removeDummy', dummy: 'd1' })).toMatchObject({ ok: false, error: { kind: 'no-dummy' } })
    expect(apply(state, { type: 'tap', card: bears, tapped: false })).toMatchObject({ ok: false, error: { kind: 'tapped' } })
  })

  it('a searched library is shuffled; arranging its top checks the cards named', () => {
    const state = inMain()
    const target = state.zones.library[10]!
    const r = apply(state, { type: 'search', card: target, to: 'hand' })
    if (!r.ok) throw new Error()
    expect(r.events.map((e) => e.kind)).toEqual(['searched', 'shuffled'])
    const [a, b] = state.zones.library
    expect(run(state, { type: 'arrangeTop', top: [b!], bottom: [a!] }).zones.library.at(-1)).toBe(a)
    expect(apply(state, { type: 'arrangeTop', top: [a!, a!] })).toMatchObject({ ok: false, error: { kind: 'bad-cards' } })
  })
})

describe('the log in English and French, and refusals with their rule', () => {
  it('describes every event of a game in both languages', () => {
    const events: GameEvent[] = []
    let state = newGame(gruulDeck(), { seed: 3, onThePlay: true, format: 'standard' }).state
    for (let i = 0; i < 120 && state.result === 'ongoing'; i++) {
      const legal = legalActions(state)
      const r = apply(state, legal[i % legal.length]!)
      if (!r.ok) throw new Error(r.error.reason)
      events.push(...r.events)
      state = r.state
    }
    const names = namesFrom(state)
    for (const event of events)
      for (const locale of ['en', 'fr'] as const) {
        const text = describeEvent(event, locale, names)
        expect(text.length).toBeGreaterThan(3)
        expect(text).not.toMatch(/undefined|\bc\d+\b/)
      }
  })

  it('names the rule section in both languages', () => {
    const r = apply(inMain({ hand: ['Forest', 'Mountain'] }), { type: 'playLand', card: 'c999' })
    if (r.ok) throw new Error()
    expect(describeError(r.error, 'en')).toMatch(/^Refused \(rule 2\): /)
    expect(describeError(r.error, 'fr')).toMatch(/^Refusé \(règle 2\) : /)
    expect(describeEvent({ kind: 'stepSkipped', phase: 'draw', rule: CR.firstDraw }, 'fr')).toBe('Pioche : passée (règle CR 103.8a)')
    expect(describeEvent({ kind: 'manaEmptied', amount: 2 }, 'en')).toBe('2 mana lost from the pool')
    // mana added by hand goes to the pool, not to the hand
    expect(describeEvent({ kind: 'manaAdded', card: null, mana: ['B', 'B'] }, 'fr')).toBe('Ajouté manuellement à la réserve : {B}{B}')
    expect(describeEvent({ kind: 'manaAdded', card: null, mana: ['B', 'B'] }, 'en')).toBe('Added {B}{B} to the pool by hand')
    expect(TEXT.discard).toBe('5.2.a')
  })
})

describe('the action schema main validates untrusted actions with', () => {
  it('accepts the engine’s actions and refuses bad ids, negative mana and unknown fields', async () => {
    const { ActionSchema } = await import('@shared/games/mtg/engine')
    expect(ActionSchema.safeParse({ type: 'cast', card: 'c3', x: 2, payment: { mana: { G: 1 }, life: 2 } }).success).toBe(true)
    expect(ActionSchema.safeParse({ type: 'cast', card: 'c3', payment: { mana: { G: -1 } } }).success).toBe(false)
    expect(ActionSchema.safeParse({ type: 'cast', card: 'c3', payment: { mana: { P: 1 } } }).success).toBe(false)
    expect(ActionSchema.safeParse({ type: 'declareBlockers', blocks: [{ dummy: 'o1', attacker: 'c1' }] }).success).toBe(false)
    expect(ActionSchema.safeParse({ type: 'playLand', card: 'c1', extra: true }).success).toBe(false)
    expect(ActionSchema.safeParse({ type: 'addDummy', power: 1, toughness: 0 }).success).toBe(false)
  })
})
