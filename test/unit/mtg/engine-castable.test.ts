// Issue 30: legalActions and "to the next stop" ask whether each card can be cast by auto-tap
// (CR 601.2g: mana abilities before paying, CR 605.3a; CR 601.2h: the cost paid) without searching
// for the best taps. These tests hold the quick answers (the bound, one choice a source) to an
// oracle that tries every combination of the mana abilities legalActions offers.
import { describe, expect, it } from 'vitest'
import { apply, castTaps, legalActions, payCost, type Action, type CardId, type GameState, type ManaType } from '@shared/games/mtg/engine'
import { canPayByTapping, mightPay } from '@shared/games/mtg/engine/autotap'
import { canPlayOrCast } from '@shared/games/mtg/engine/legal'
import { gruulDeck, toolboxDeck } from './mtg-cards'
import { find, inMain, run, start } from './engine-fixtures'

const defOf = (s: GameState, id: CardId) => s.defs[s.instances[id]!]!
const poolKey = (p: Record<ManaType, number>) => `${p.W},${p.U},${p.B},${p.R},${p.G},${p.C}`

/** Every pool the untapped sources can make (each tapped for one of its choices, or not), the empty tapping left out. */
function reachablePools(state: GameState): GameState['pool'][] {
  const choices = new Map<CardId, number[]>()
  for (const a of legalActions(state)) if (a.type === 'tapForMana') choices.set(a.card, [...(choices.get(a.card) ?? []), a.choice ?? 0])
  let pools = new Map<string, { pool: GameState['pool']; tapped: boolean }>([[poolKey(state.pool), { pool: state.pool, tapped: false }]])
  for (const [card, list] of choices) {
    const next = new Map(pools)
    for (const { pool } of pools.values())
      for (const choice of list) {
        const p = { ...pool }
        for (const m of defOf(state, card).manaChoices[choice]!) p[m]++
        next.set(poolKey(p), { pool: p, tapped: true })
      }
    pools = next
  }
  return [...pools.values()].filter((p) => p.tapped).map((p) => p.pool)
}

/** The oracle: some combination of mana abilities pays the card's cost (x = 0) from the pool they make. */
function payableByTapping(state: GameState, card: CardId): boolean {
  return reachablePools(state).some((pool) => payCost(defOf(state, card).cost, 0, pool, false, state.life) !== null)
}

/** Seeded: the same boards every run. */
function lcg(seed: number) {
  let s = seed
  return (n: number) => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) % n
}

const SOURCES = ['Forest', 'Mountain', 'Plains', 'Island', 'Swamp', 'Taiga', 'Karplusan Forest', 'Sol Ring', 'Birds of Paradise', 'Llanowar Elves', 'Pendelhaven']
const SPELLS = ['Grizzly Bears', 'Raging Goblin', 'Serra Angel', 'White Knight', 'Boros Swiftblade', 'Craw Wurm Trampler', 'Grim Trampler', 'Vampire Nighthawk', 'Kitchen Finks', 'Gitaxian Probe', 'Spectral Procession', 'Fireball', 'Divination', 'Matter Reshaper', 'Ajani Goldmane', 'Wall of Nothing']
const MANA: ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C']

/** A main-phase board: up to four spells in hand, up to seven sources (some tapped), sometimes mana in the pool. */
function randomBoard(rand: (n: number) => number): GameState {
  const hand = Array.from({ length: 1 + rand(4) }, () => SPELLS[rand(SPELLS.length)]!)
  const battlefield = Array.from({ length: rand(8) }, () => SOURCES[rand(SOURCES.length)]!)
  let state = inMain({ hand, battlefield })
  // CR 704.5j: two Pendelhavens ask which to keep; the first is kept
  while (state.question) state = run(state, legalActions(state)[0]!)
  for (const id of state.zones.battlefield) if (rand(4) === 0) state = run(state, { type: 'tap', card: id, tapped: true })
  if (rand(3) === 0) state = run(state, { type: 'addMana', mana: MANA[rand(MANA.length)]!, count: 1 + rand(2) })
  return state
}

describe('issue 30: can a card be cast by auto-tap (CR 601.2g–h), against every combination of taps', () => {
  const rand = lcg(30)
  const boards = Array.from({ length: 150 }, () => randomBoard(rand))

  it('legalActions offers a cast by auto-tap exactly when some taps pay and the pool alone does not', () => {
    let autoTapped = 0
    let refused = 0
    for (const state of boards) {
      const legal = legalActions(state)
      for (const card of state.zones.hand) {
        const byPool = payCost(defOf(state, card).cost, 0, state.pool, false, state.life) !== null
        const expected: Action | undefined = byPool ? { type: 'cast', card } : payableByTapping(state, card) ? { type: 'cast', card, autoTap: true } : undefined
        const offered = legal.find((a) => a.type === 'cast' && a.card === card)
        expect(offered, `${defOf(state, card).name} with ${state.zones.battlefield.map((id) => defOf(state, id).name).join(', ')}`).toEqual(expected)
        if (expected?.type === 'cast' && expected.autoTap) autoTapped++
        if (!expected) refused++
      }
    }
    // the boards hold both answers, many times each (else this test would prove little)
    expect(autoTapped).toBeGreaterThan(50)
    expect(refused).toBeGreaterThan(50)
  })

  it('castTaps (the preview and the cast) and canPayByTapping give the oracle’s answer', () => {
    for (const state of boards)
      for (const card of state.zones.hand) {
        const cost = defOf(state, card).cost
        const byPool = payCost(cost, 0, state.pool, false, state.life) !== null
        const oracle = byPool || payableByTapping(state, card)
        expect(!('ok' in castTaps(state, card))).toBe(oracle)
        expect(canPayByTapping(state, cost, 0, card)).toBe(oracle)
      }
  })

  it('mightPay is a necessary condition: false only where no taps pay', () => {
    let ruledOut = 0
    for (const state of boards)
      for (const card of state.zones.hand) {
        if (mightPay(state, defOf(state, card).cost, 0)) continue
        ruledOut++
        expect(payableByTapping(state, card)).toBe(false)
      }
    expect(ruledOut).toBeGreaterThan(20)
  })
})

describe('issue 30: the quick answers on boards a player knows', () => {
  it('mightPay counts each colour: {W}{W} with a Plains and three Mountains is ruled out (four mana, one white)', () => {
    const state = inMain({ hand: ['White Knight'], battlefield: ['Plains', 'Mountain', 'Mountain', 'Mountain'] })
    const knight = find(state, 'White Knight', 'hand')
    expect(mightPay(state, defOf(state, knight).cost, 0)).toBe(false)
    expect(castTaps(state, knight)).toMatchObject({ ok: false, error: { kind: 'cannot-pay' } })
  })

  it('mightPay counts a source once, for its biggest choice: Sol Ring makes {C}{C}, so {2}{C} may be paid with a Mountain', () => {
    const state = inMain({ hand: ['Matter Reshaper'], battlefield: ['Sol Ring', 'Mountain'] })
    const reshaper = find(state, 'Matter Reshaper', 'hand')
    expect(mightPay(state, defOf(state, reshaper).cost, 0)).toBe(true)
    expect(castTaps(state, reshaper)).toHaveLength(2)
  })

  it('a source of several colours goes through the search: Birds of Paradise and a Plains pay White Knight’s {W}{W}', () => {
    const state = inMain({ hand: ['White Knight'], battlefield: ['Plains', 'Birds of Paradise'] })
    const knight = find(state, 'White Knight', 'hand')
    expect(canPayByTapping(state, defOf(state, knight).cost, 0, knight)).toBe(true)
    expect(legalActions(state)).toContainEqual({ type: 'cast', card: knight, autoTap: true })
  })

  it('tapped sources do not count (CR 605.3a: a mana ability taps its source): two tapped Forests leave Grizzly Bears uncastable', () => {
    let state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] })
    const bears = find(state, 'Grizzly Bears', 'hand')
    expect(canPayByTapping(state, defOf(state, bears).cost, 0, bears)).toBe(true)
    for (const id of [...state.zones.battlefield]) state = run(state, { type: 'tap', card: id, tapped: true })
    expect(canPayByTapping(state, defOf(state, bears).cost, 0, bears)).toBe(false)
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false)
  })
})

describe('issue 30: "to the next stop" asks canPlayOrCast, the answer legalActions gives', () => {
  it('over random games of two decks, it is true exactly when legalActions holds a land play or a cast', () => {
    const rand = lcg(7)
    const answers = new Set<boolean>()
    for (const deck of [gruulDeck(), toolboxDeck()])
      for (let seed = 1; seed <= 12; seed++) {
        let state = start({ deck, seed, onThePlay: seed % 2 === 0 })
        for (let n = 0; n < 150 && state.result === 'ongoing'; n++) {
          const legal = legalActions(state)
          const expected = legal.some((a) => a.type === 'playLand' || a.type === 'cast')
          expect(canPlayOrCast(state)).toBe(expected)
          answers.add(expected)
          const result = apply(state, legal[rand(legal.length)]!)
          if (!result.ok) throw new Error(result.error.reason)
          state = result.state
        }
      }
    expect([...answers].sort()).toEqual([false, true])
  })
})
