// Issue 30, point 4: legalActions asks each candidate's refusal (the reducers' own checks, without
// building the next state) instead of applying it. The refusal must be apply's, exactly: null when
// apply accepts, the same error (kind, rule, reason, params) when it refuses, in every state the
// random games reach, for every action type and for cards in every zone.
import { describe, expect, it } from 'vitest'
import { apply, CIRCLES, gAssistAsked, GOLDFISH_CIRCLES, legalActions, MANUAL_ACTIONS, newGame, refusal, type Action, type GameState } from '@shared/games/vanguard/engine'
import { deck, run, scene } from './engine-fixtures'
import { card } from './fixtures'

const NIRVANA = 'D-SD01/001' // grade 3
const REIYU = 'D-SD01/002' // grade 2, Intercept
const RINO = 'D-SD01/003' // grade 1
const TRICKSTAR = 'D-SD01/009' // grade 0
const SUNBURST = 'D-SD01/015' // normal order, grade 2
const BURN_BRIGHT = 'D-BT01/068' // blitz order, grade 2

/** dsd01 with orders of each kind (normal, set, blitz) and a unit with Intercept, two of each. */
const EXTRA = ['D-SD01/015', 'D-BT03/049', 'D-BT01/068', 'D-BT01/004'].flatMap((code) => [card(code), card(code)])
const walkDeck = [...deck, ...EXTRA]
const ride = (format: 'ride-deck' | 'standard') => (format === 'ride-deck' ? deck.slice(-4) : deck.slice(-4, -3)).map((c) => c.code)

/** The benches' fixed generator, so the walks are the same on every run. */
function seededRand(seed: number): (n: number) => number {
  let lcg = seed
  return (n) => (lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0) % n
}

/** Actions of every type, legal or not: each card of the game in each role, good and bad amounts. */
function probes(state: GameState): Action[] {
  // every card out of the deck, the deck's top two, and an id of no card
  const ids = [...Object.keys(state.instances).filter((id) => !state.zones.deck.includes(id)), ...state.zones.deck.slice(0, 2), ...(gAssistAsked(state)?.choices ?? []), 'c999']
  const hand = state.zones.hand
  const field = [...state.zones.vanguard, ...state.zones.rearguard]
  const boosters = [undefined, ...state.zones.rearguard, hand[0]]
  const out: Action[] = [
    { type: 'keepHand' },
    { type: 'mulligan', cards: [] },
    { type: 'mulligan', cards: hand.slice(0, 2) },
    { type: 'mulligan', cards: hand.slice(0, 1).concat(hand.slice(0, 1)) },
    { type: 'mulligan', cards: ['c999'] },
    { type: 'nextPhase' },
    { type: 'endTurn' },
    { type: 'gAssist' },
    { type: 'gAssistRemove', cards: hand.slice(0, 2) },
    { type: 'gAssistRemove', cards: hand.slice(0, 1).concat(hand.slice(0, 1)) },
    { type: 'gAssistRemove', cards: hand.slice(0, 3) },
    { type: 'opponentAttack' },
    { type: 'opponentAttack', power: 30000, critical: 2 },
    { type: 'endGuard' },
    ...[1, 2, 0, 7, 1.5].map((count) => ({ type: 'takeDamage' as const, count })),
    ...[1, 3, 0, 51].flatMap((count) => [
      { type: 'counterBlast' as const, count },
      { type: 'soulBlast' as const, count },
      { type: 'soulCharge' as const, count },
    ]),
    ...[...CIRCLES, 'nowhere'].map((from) => ({ type: 'moveInColumn', from }) as Action),
    // the generic table actions (not listed by legalActions): refusal asks the reducer itself
    { type: 'draw', count: 0 },
    { type: 'draw', count: 1 },
    { type: 'setGoldfish', grade: 2, power: 10000 },
  ]
  for (const card of ids) {
    out.push(
      { type: 'ride', card },
      { type: 'rideFromRideDeck', discard: card },
      ...[...CIRCLES, 'nowhere'].map((circle) => ({ type: 'call', card, circle }) as Action),
      { type: 'playOrder', card },
      { type: 'assignTrigger', unit: card },
      { type: 'guard', card },
      { type: 'intercept', card },
      { type: 'gAssistTake', card },
      { type: 'flipCard', card },
      { type: 'standUnit', card },
      { type: 'restUnit', card },
      { type: 'modifyUnit', card, power: 5000, critical: 0 },
      { type: 'modifyUnit', card, power: 0, critical: 1 },
      { type: 'modifyUnit', card, power: 0, critical: 0 },
      { type: 'modifyUnit', card, power: 2_000_000, critical: 0 },
      { type: 'move', card, to: 'drop' },
    )
  }
  for (const card of [...field, hand[0] ?? 'c999'])
    for (const booster of boosters)
      for (const target of ['vanguard', ...GOLDFISH_CIRCLES] as const) out.push({ type: 'attack', card, ...(booster ? { booster } : {}), target })
  return out
}

/** States of random games in both formats, on the play and on the draw: listed actions, dummies set now and then. */
function* walk(games: number, steps: number): Generator<GameState> {
  const rand = seededRand(30)
  for (let game = 0; game < games; game++) {
    const format = game % 2 ? 'standard' : 'ride-deck'
    let state = newGame(walkDeck, { seed: game, onThePlay: game % 4 < 2, format, ride: ride(format) }).state
    for (let step = 0; step < steps && state.result === 'ongoing'; step++) {
      yield state
      const all = legalActions(state)
      // mostly the rules' actions (as the bench's goldfish player), a manual one now and then
      const legal = rand(8) === 0 ? all : all.filter((a) => !MANUAL_ACTIONS.has(a.type))
      const busy = legal.filter((a) => a.type !== 'nextPhase' && a.type !== 'endTurn' && a.type !== 'opponentAttack')
      const action: Action =
        rand(25) === 0 ? { type: 'setGoldfishRearguard', circle: GOLDFISH_CIRCLES[rand(2)]!, power: 8000 } : busy.length && rand(4) > 0 ? busy[rand(busy.length)]! : legal[rand(legal.length)]!
      const result = apply(state, action)
      if (!result.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}`)
      state = result.state
    }
    yield state
  }
}

/** Moments the walks seldom reach: the guard step with interceptors and a blitz order (3. Étape de garde), each stage of G assist (Phase d’assistance G). */
function scenes(): GameState[] {
  const opponent = scene({ phase: 'opponent', vanguard: NIRVANA, circles: { frontLeft: REIYU, frontRight: REIYU, backLeft: RINO }, hand: [REIYU, BURN_BRIGHT, SUNBURST], damage: [RINO], extra: [BURN_BRIGHT] })
  const guarding = run({ ...opponent, rested: [opponent.circles.frontRight!] }, { type: 'opponentAttack', power: 30000, critical: 2 })
  const assist = scene({ phase: 'gAssist', format: 'standard', vanguard: TRICKSTAR, hand: [REIYU, NIRVANA, SUNBURST], top: [TRICKSTAR, RINO, REIYU, NIRVANA, RINO] })
  const revealed = run(assist, { type: 'gAssist' })
  const took = run(revealed, { type: 'gAssistTake', card: gAssistAsked(revealed)!.choices[0]! })
  return [opponent, guarding, run(guarding, { type: 'intercept', card: opponent.circles.frontLeft! }), run(guarding, { type: 'playOrder', card: guarding.zones.hand[1]! }), assist, revealed, took]
}

describe('refusal: what apply refuses, without building the next state (issue 30)', () => {
  it('is null exactly when apply accepts, else apply’s own error, for every action type in made-up moments and over 12 random games', () => {
    const mismatches: string[] = []
    const accepted = new Map<string, number>()
    const refused = new Map<string, number>()
    let states = 0
    for (const state of [...scenes(), ...walk(12, 90)]) {
      states++
      for (const action of probes(state)) {
        const applied = apply(state, action)
        const said = refusal(state, action)
        const tally = applied.ok ? accepted : refused
        tally.set(action.type, (tally.get(action.type) ?? 0) + 1)
        if (applied.ok ? said !== null : JSON.stringify(said) !== JSON.stringify(applied)) mismatches.push(`${state.phase} ${JSON.stringify(action)}: apply ${JSON.stringify(applied.ok || applied.error)}, refusal ${JSON.stringify(said)}`)
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([])
    expect(states).toBeGreaterThan(600)
    // the walks reach the rules' choices: each listed type is seen both accepted and refused
    const types = ['keepHand', 'mulligan', 'nextPhase', 'endTurn', 'gAssist', 'gAssistTake', 'gAssistRemove', 'ride', 'rideFromRideDeck', 'call', 'moveInColumn', 'playOrder', 'attack', 'assignTrigger', 'opponentAttack', 'guard', 'intercept', 'endGuard', 'takeDamage', 'flipCard', 'standUnit', 'restUnit', 'modifyUnit', 'counterBlast', 'soulBlast', 'soulCharge']
    for (const type of types) {
      expect(accepted.get(type) ?? 0, `${type} accepted`).toBeGreaterThan(0)
      expect(refused.get(type) ?? 0, `${type} refused`).toBeGreaterThan(0)
    }
  }, 60_000)
})
