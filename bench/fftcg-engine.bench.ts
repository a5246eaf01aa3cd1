// `npm run bench -- engine`: the goldfish engine's speed. Actions applied per second on one core
// (random legal games, fixed seed) beside a naive baseline that deep-copies the state before each
// action (structuredClone), and the CP solver's time per call on busy boards beside an
// exhaustive search over every subset of sources. Targets are printed, not asserted.
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import {
  apply,
  bestPayment,
  checkPayment,
  legalActions,
  newGame,
  type Action,
  type CardId,
  type CardStatus,
  type GameState,
  type Payment,
} from '@shared/games/fftcg/engine'
import { RngCursor, seedRng } from '@shared/game/rng'
import { loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { mostlyBusy, playRandomGames, seededRand } from './random-games'

const allCards = loadBundledCards().cards
const index = buildCodeIndex(allCards)
const card = (code: string): Card => index.resolve(code)!

const DECK = [
  ['1-003', 3], ['1-011', 3], ['1-013', 3], ['1-157', 3], ['1-156', 3], ['1-016', 3], ['1-014', 3], ['1-012', 3], ['1-001', 3],
  ['1-151', 3], ['7-116', 3], ['21-005', 3], ['12-113', 3], ['1-004', 3], ['7-006', 3], ['1-181', 2], ['1-184', 2], ['1-186', 1],
] as const
const deck: Card[] = DECK.flatMap(([code, n]) => Array.from({ length: n }, () => card(code)))
const GAMES = Number(process.env.BENCH_GAMES ?? 2000)

const rand = seededRand()
const gameOptions = (seed: number) => ({ seed, onThePlay: seed % 2 === 0, format: 'constructed' as const })

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET')
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

// --- record random legal games ----------------------------------------------------------
const { games, actions: loopActions, ms: loopMs } = playRandomGames<GameState, Action>({
  games: GAMES,
  newGame: (seed) => newGame(deck, gameOptions(seed)).state,
  apply,
  // Favour playing cards and attacking over passing, as a goldfish player would.
  pick: (state) => {
    const legal = legalActions(state)
    return mostlyBusy(legal, legal.filter((a) => a.type === 'cast' || a.type === 'attack'), rand)
  },
  goesOn: (state, played) => state.result === 'ongoing' && played < 400,
})

function replayAll(copy: boolean): { actions: number; ms: number } {
  let applied = 0
  const starts = games.map((game) => newGame(deck, gameOptions(game.seed)).state)
  const start = performance.now()
  for (let g = 0; g < games.length; g++) {
    let state = starts[g]!
    for (const action of games[g]!.actions) {
      const result = apply(copy ? structuredClone(state) : state, action)
      if (!result.ok) throw new Error('replay diverged')
      state = result.state
      applied++
    }
  }
  return { actions: applied, ms: performance.now() - start }
}

replayAll(false) // warm-up
const shared = replayAll(false)
const cloned = replayAll(true)
const perSecond = (r: { actions: number; ms: number }) => (r.actions / r.ms) * 1000

console.log(`Deck Lab engine benchmark — ${GAMES} random legal games (${fmt(loopActions)} actions), Node ${process.version}`)
console.log('')
console.log(`apply (structural sharing)   ${fmt(perSecond(shared))} actions/s   target ≥ 100,000: ${verdict(perSecond(shared) >= 100_000)}`)
console.log(`  baseline structuredClone   ${fmt(perSecond(cloned))} actions/s   ratio ${(perSecond(shared) / perSecond(cloned)).toFixed(1)}×`)
console.log(`legalActions + apply (a lab's loop) ${fmt((loopActions / loopMs) * 1000)} actions/s`)

// --- the CP solver on busy boards ----------------------------------------------------------
const HANDS = [
  ['1-001', '1-012', '1-151', '12-113', '1-016', '1-154', '1-004', '1-020', '1-014', '7-116'],
  ['1-182', '1-186', '1-001', '1-001', '1-152', '12-111', '1-015', '1-033', '1-181', '21-005'],
  ['1-018', '1-155', '1-020', '1-020', '12-112', '1-157', '1-003', '13-105', '1-151', '1-016'],
]
const FIELDS = [
  ['1-003', '1-011', '1-157', '1-156', '1-184', '1-012', '1-014', '7-006'],
  ['1-013', '1-010', '1-159', '1-157', '1-003', '1-016', '1-151'],
  ['1-156', '1-157', '1-159', '1-153', '1-011', '1-182', '7-116'],
]

function busyBoard(hand: readonly string[], field: readonly string[]): GameState {
  const { state } = newGame([...hand, ...field].map(card), { seed: 1, onThePlay: true, format: 'constructed' })
  const ids = [...hand, ...field].map((_, i) => `c${i + 1}`)
  const status: Record<CardId, CardStatus> = {}
  for (const id of ids.slice(hand.length)) status[id] = { dull: false, damage: 0, frozen: false, since: 1, attacked: false, powerMod: 0, counters: {} }
  return {
    ...state,
    zones: { deck: [], hand: ids.slice(0, hand.length), field: ids.slice(hand.length), breakZone: [], damage: [], removed: [] },
    status,
    phase: 'main1',
    turn: 3,
    ownTurn: 2,
    result: 'ongoing',
    endedBy: null,
  }
}

/** Baseline: every subset of (active Backups ∪ hand cards), checked by the rules, best by the same order. */
function exhaustive(state: GameState, id: CardId): Payment | null {
  const backups = state.zones.field.filter((f) => state.defs[state.instances[f]!]!.type === 'backup')
  const hand = state.zones.hand.filter((h) => h !== id)
  const sources = [...backups, ...hand]
  let best: Payment | null = null
  for (let mask = 0; mask < 1 << sources.length; mask++) {
    const dull: CardId[] = []
    const discard: CardId[] = []
    sources.forEach((s, i) => (mask >> i) & 1 && (i < backups.length ? dull : discard).push(s))
    const payment = { dull, discard }
    if (checkPayment(state, id, payment)) continue
    if (!best || discard.length < best.discard.length || (discard.length === best.discard.length && dull.length < best.dull.length)) best = payment
  }
  return best
}

const boards = HANDS.map((hand, i) => busyBoard(hand, FIELDS[i]!))
const solverSamples: number[] = []
const baselineSamples: number[] = []
for (let round = 0; round < 300; round++) {
  for (const state of boards) {
    for (const id of state.zones.hand) {
      const start = performance.now()
      bestPayment(state, id)
      solverSamples.push((performance.now() - start) * 1000)
    }
  }
}
for (const state of boards) {
  for (const id of state.zones.hand.slice(0, 4)) {
    const start = performance.now()
    exhaustive(state, id)
    baselineSamples.push((performance.now() - start) * 1000)
  }
}
solverSamples.sort((a, b) => a - b)
baselineSamples.sort((a, b) => a - b)
const p95 = percentile(solverSamples, 95)
console.log('')
console.log(
  `CP solver (10 cards in hand, 5–6 Backups)  p50 ${percentile(solverSamples, 50).toFixed(1)} µs  p95 ${p95.toFixed(1)} µs   target p95 ≤ 50 µs: ${verdict(p95 <= 50)}`,
)
console.log(
  `  baseline exhaustive subsets             p50 ${percentile(baselineSamples, 50).toFixed(0)} µs  p95 ${percentile(baselineSamples, 95).toFixed(0)} µs   ratio p95 ${(percentile(baselineSamples, 95) / p95).toFixed(0)}×`,
)

// --- newGame: a shuffled deck and an opening hand ------------------------------------------
// Baseline: FFTCGSim's approach re-implemented plainly (not its code): each card of the deck
// becomes an object of its own carrying the card's data and its table state (an instance id,
// its zone, dull, damage, frozen, counters), the array is shuffled (Fisher–Yates, the same seeded
// generator) and the five top objects move to the hand.
interface PlainInstance {
  uid: string
  zone: 'deck' | 'hand'
  code: string
  name: string
  elements: readonly string[]
  type: string
  cost: number
  power: number | null
  multicard: boolean | null
  keywords: readonly string[]
  exBurst: boolean
  dull: boolean
  damage: number
  frozen: boolean
  counters: Record<string, number>
}
function plainNewGame(cards: readonly Card[], seed: number): { deck: PlainInstance[]; hand: PlainInstance[] } {
  const deckObjects: PlainInstance[] = cards.map((c, i) => ({
    uid: `c${i + 1}`,
    zone: 'deck',
    code: c.code,
    name: c.name,
    elements: c.elements,
    type: c.type,
    cost: c.cost,
    power: c.power,
    multicard: c.multicard,
    keywords: c.keywords,
    exBurst: c.exBurst,
    dull: false,
    damage: 0,
    frozen: false,
    counters: {},
  }))
  const cursor = new RngCursor(seedRng(seed))
  for (let i = deckObjects.length - 1; i > 0; i--) {
    const j = cursor.below(i + 1)
    const tmp = deckObjects[i]!
    deckObjects[i] = deckObjects[j]!
    deckObjects[j] = tmp
  }
  const hand = deckObjects.splice(0, 5)
  for (const c of hand) c.zone = 'hand'
  return { deck: deckObjects, hand }
}

// The machine is shared: each figure is the median (and 95th percentile) of rounds that
// alternate with the baseline.
const ROUNDS = 15
const PER_ROUND = 2000
interface Figures { p50: number; p95: number }
function roundsUs(baseline: (i: number) => unknown, ours: (i: number) => unknown, perRound = PER_ROUND): { baseline: Figures; ours: Figures } {
  const runs = [baseline, ours]
  const samples: number[][] = [[], []]
  let sink = 0
  for (let round = -2; round < ROUNDS; round++) {
    runs.forEach((run, r) => {
      const start = performance.now()
      for (let i = 0; i < perRound; i++) sink += run((round + 2) * perRound + i) ? 1 : 0
      if (round >= 0) samples[r]!.push(((performance.now() - start) * 1000) / perRound)
    })
  }
  if (sink < 0) console.log(sink)
  const figures = (list: number[]): Figures => {
    const sorted = [...list].sort((a, b) => a - b)
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
  }
  return { baseline: figures(samples[0]!), ours: figures(samples[1]!) }
}
const options = (seed: number) => ({ seed, onThePlay: true, format: 'constructed' as const })
// A deck played again (a restart, a replay, a session of a deck already played): the same card
// objects in a new list.
const sameCards = Array.from({ length: 64 }, () => deck.slice())
const again = roundsUs((i) => plainNewGame(deck, i), (i) => newGame(sameCards[i & 63]!.slice(), options(i)))
// A deck never seen: a list never played, of the catalog's card objects (main hands out the same
// objects until the card data changes), 17 cards drawn at random, so newGame builds its table.
const NEW_DECKS = 200
const playable = allCards.filter((c) => c.deckLegal)
const newList = (): Card[] => {
  const picked = new Set<Card>()
  while (picked.size < 17) picked.add(playable[rand(playable.length)]!)
  return [...picked].flatMap((c, k) => Array.from({ length: k === 16 ? 2 : 3 }, () => c))
}
const lists = Array.from({ length: (ROUNDS + 2) * NEW_DECKS }, newList)
const listsForBaseline = lists.map((list) => list.slice())
let nextList = 0
let nextBaselineList = 0
const neverSeen = roundsUs((i) => plainNewGame(listsForBaseline[nextBaselineList++]!, i), () => newGame(lists[nextList]!, options(nextList++)), NEW_DECKS)
// The same after a card data update: new card objects (one per card, shared by its copies, as a
// catalog gives them), so no card has a definition yet. The baseline gets the same new objects.
const unseenDeck = () => {
  const fresh = new Map(deck.map((c) => [c.key, { ...c }]))
  return deck.map((c) => fresh.get(c.key)!)
}
const unseen = Array.from({ length: (ROUNDS + 2) * NEW_DECKS }, unseenDeck)
const unseenForBaseline = Array.from({ length: (ROUNDS + 2) * NEW_DECKS }, unseenDeck)
let next = 0
let nextBaseline = 0
const built = roundsUs((i) => plainNewGame(unseenForBaseline[nextBaseline++]!, i), () => newGame(unseen[next]!, options(next++)), NEW_DECKS)
const row = (label: string, f: { baseline: Figures; ours: Figures }, note = '') => {
  const ratio = f.ours.p50 / f.baseline.p50
  console.log(
    `${label.padEnd(30)} p50 ${f.ours.p50.toFixed(2)} µs  p95 ${f.ours.p95.toFixed(2)} µs   baseline p50 ${f.baseline.p50.toFixed(2)} µs  p95 ${f.baseline.p95.toFixed(2)} µs   ratio Deck Lab ÷ baseline ${ratio.toFixed(2)}× ${ratio < 1 ? 'ahead' : 'BEHIND'}${note}`,
  )
}
console.log('')
row('newGame, a deck played again', again)
row('newGame, a deck never seen', neverSeen, ' (builds the deck\'s card table)')
row('  the same, new card data', built, ' (and every card\'s definition)')
