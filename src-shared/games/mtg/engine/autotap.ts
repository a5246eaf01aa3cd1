// Auto-tap (issue 32, like Arena's auto-tapper): when the pool alone cannot pay a cost, the engine
// chooses which mana sources to tap (CR 601.2g: mana abilities are activated before paying, CR
// 605.3a) and which mana each makes. It taps as few sources as it can and, among those, the ones
// that keep the most options open: a source of one colour before a source of several, "any color"
// last, and the colours the rest of the hand still needs kept untapped. The cost is then paid by
// the auto-payer (payment.ts), so every colour puzzle (hybrid, {2/W}, Phyrexian, X, {C}) is
// checked by the same code that pays it. The player overrides it by tapping by hand first: the
// pool is always spent before anything is tapped.
import type { ManaSymbol } from '../card'
import { manaProblem } from './cast'
import { addMana, poolTotal } from './mana'
import { payCost, type Spent } from './payment'
import { defOf } from './state'
import { MANA_TYPES, type CardId, type GameState, type ManaPool, type ManaType } from './types'

/** One activation of a source's plain mana ability: the choice indexes CardDef.manaChoices. */
export interface Tap {
  card: CardId
  choice: number
}

/** The taps chosen and what the pool then pays. */
export interface TapPlan {
  taps: Tap[]
  spent: Spent
}

interface Source {
  card: CardId
  /** Choices worth trying, in the order tried (the cost's colours first). */
  choices: { index: number; mana: readonly ManaType[] }[]
  /** The most mana one activation makes. */
  most: number
  /** Lower: tapped first (one colour before several, the colours the hand needs last). */
  worth: number
}

/** A search this size finds the fewest taps on any goldfish board; a larger one keeps the best found. */
const NODE_LIMIT = 20_000

/** The colours of a cost's symbols (those a source's choice can matter for). */
function costColors(cost: readonly ManaSymbol[]): Set<ManaType> {
  const colors = new Set<ManaType>()
  for (const s of cost) {
    if (s.kind === 'color' || s.kind === 'phyrexian' || s.kind === 'twobrid') colors.add(s.color)
    else if (s.kind === 'hybrid') s.colors.forEach((c) => colors.add(c))
    else if (s.kind === 'colorless') colors.add('C')
  }
  return colors
}

/** The fewest mana that can pay a cost (Phyrexian symbols paid with life, {2/W} with its colour). */
function leastMana(cost: readonly ManaSymbol[], x: number): number {
  let n = 0
  for (const s of cost) n += s.kind === 'generic' ? s.amount : s.kind === 'variable' ? x : s.kind === 'phyrexian' || (s.kind === 'hybrid' && s.phyrexian) ? 0 : 1
  return n
}

/** Coloured pips of the other spells in hand: what tapping a source of that colour now would cost later. */
export function handNeeds(state: GameState, except: CardId | null): Record<ManaType, number> {
  const need: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }
  for (const id of [...state.zones.hand, ...state.zones.command]) {
    if (id === except) continue
    const def = defOf(state, id)
    if (def.land) continue
    for (const s of def.cost) {
      if (s.kind === 'color' || s.kind === 'phyrexian' || s.kind === 'twobrid') need[s.color]++
      else if (s.kind === 'hybrid') s.colors.forEach((c) => (need[c] += 0.5))
      else if (s.kind === 'colorless') need.C++
    }
  }
  return need
}

function sourcesOf(state: GameState, cost: readonly ManaSymbol[], need: Record<ManaType, number>): Source[] {
  const wanted = costColors(cost)
  const sources: Source[] = []
  for (const card of state.zones.battlefield) {
    const all = defOf(state, card).manaChoices
    if (!all.length || manaProblem(state, card, 0)) continue
    const makes = new Set(all.flat())
    // the choices that can matter: those of a colour the cost names, and the first other one (for generic)
    const useful = all.map((mana, index) => ({ index, mana })).filter((c) => c.mana.some((m) => wanted.has(m)))
    const plain = all.map((mana, index) => ({ index, mana })).filter((c) => !c.mana.some((m) => wanted.has(m)))
    const generic = plain.sort((a, b) => b.mana.length - a.mana.length || needOf(a.mana, need) - needOf(b.mana, need))[0]
    const choices = generic ? [...useful, generic] : useful
    const flexibility = makes.size
    sources.push({ card, choices, most: Math.max(...all.map((c) => c.length)), worth: flexibility * 100 + [...makes].reduce((n, m) => n + need[m], 0) })
  }
  return sources.sort((a, b) => a.worth - b.worth)
}

const needOf = (mana: readonly ManaType[], need: Record<ManaType, number>) => mana.reduce((n, m) => n + need[m], 0)

/**
 * Whether the pool and every untapped source together could make enough mana for `cost`: in all,
 * and of each colour (and {C}) its plain symbols name, a source counted for the most of it one
 * activation makes. A necessary condition only, so false means planTaps finds no taps; it is
 * checked first because legalActions asks it for every card in hand at every step (issue 30:
 * building the sources and searching them for an unaffordable card was most of a random game).
 */
export function mightPay(state: GameState, cost: readonly ManaSymbol[], x: number): boolean {
  const least = leastMana(cost, x)
  const due: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }
  for (const s of cost) {
    if (s.kind === 'color') due[s.color]++
    else if (s.kind === 'colorless') due.C++
  }
  const can: Record<ManaType, number> = { ...state.pool }
  let total = poolTotal(state.pool)
  for (const card of state.zones.battlefield) {
    const all = defOf(state, card).manaChoices
    if (!all.length || manaProblem(state, card, 0)) continue
    let most = 0
    for (const mana of all) most = Math.max(most, mana.length)
    total += most
    for (const type of MANA_TYPES) if (due[type]) can[type] += Math.max(...all.map((mana) => mana.filter((m) => m === type).length))
  }
  return total >= least && MANA_TYPES.every((type) => can[type] >= due[type])
}

/**
 * The sources to tap so that the pool pays `cost` (with `x`), or null when even every source
 * cannot. No taps when the pool already pays. `life` is the most life Phyrexian symbols may take.
 * `anyPlan`: the first taps found that pay, not the fewest (enough to know that the card can be
 * cast: the search finds a plan exactly when the full one does, as it stops there).
 */
export function planTaps(state: GameState, cost: readonly ManaSymbol[], x: number, except: CardId | null = null, anyPlan = false): TapPlan | null {
  const fromPool = payCost(cost, x, state.pool, false, state.life)
  if (fromPool) return { taps: [], spent: fromPool }
  if (!mightPay(state, cost, x)) return null
  const need = handNeeds(state, except)
  const sources = sourcesOf(state, cost, need)
  const least = leastMana(cost, x)
  // what the sources after index i can still add, for the bound
  const rest: number[] = new Array(sources.length + 1).fill(0)
  for (let i = sources.length - 1; i >= 0; i--) rest[i] = rest[i + 1]! + sources[i]!.most
  if (poolTotal(state.pool) + rest[0]! < least) return null
  let best: { taps: Tap[]; worth: number; spent: Spent } | null = null
  let nodes = 0
  const taps: Tap[] = []
  // Not tapping a source passes the same pool on: its payment is asked once (issue 30). Fewer
  // mana than the cost's least never pays, so payCost is not asked then.
  let asked: ManaPool | null = null
  let answer: Spent | null = null
  const pays = (pool: ManaPool): Spent | null => {
    if (pool !== asked) [asked, answer] = [pool, poolTotal(pool) < least ? null : payCost(cost, x, pool, false, state.life)]
    return answer
  }
  const search = (i: number, pool: ManaPool, worth: number) => {
    if (++nodes > NODE_LIMIT || (anyPlan && best)) return
    if (best && (taps.length > best.taps.length || (taps.length === best.taps.length && worth >= best.worth))) return
    const spent = taps.length ? pays(pool) : null
    if (spent) {
      best = { taps: [...taps], worth, spent }
      return
    }
    if (i === sources.length || poolTotal(pool) + rest[i]! < least) return
    const source = sources[i]!
    for (const choice of source.choices) {
      taps.push({ card: source.card, choice: choice.index })
      // a colour the hand needs, made now, costs a little more than one it does not
      search(i + 1, addMana(pool, choice.mana), worth + source.worth + needOf(choice.mana, need) / 100)
      taps.pop()
    }
    search(i + 1, pool, worth)
  }
  search(0, state.pool, 0)
  const found = best as { taps: Tap[]; spent: Spent } | null
  return found ? { taps: found.taps, spent: found.spent } : null
}

/**
 * Whether planTaps finds taps that pay `cost` (with `x`), answered without its search on the
 * usual board where every untapped source has one choice (basic lands, mana creatures): more mana
 * never stops a payment, so some taps pay exactly when tapping them all does, and the search
 * tries that set on its first path. Otherwise the search itself, stopped at its first plan.
 */
export function canPayByTapping(state: GameState, cost: readonly ManaSymbol[], x: number, except: CardId | null): boolean {
  if (payCost(cost, x, state.pool, false, state.life)) return true
  const pool = { ...state.pool } as Record<ManaType, number>
  let sources = 0
  for (const card of state.zones.battlefield) {
    const all = defOf(state, card).manaChoices
    if (!all.length || manaProblem(state, card, 0)) continue
    if (all.length > 1) return planTaps(state, cost, x, except, true) !== null
    for (const m of all[0]!) pool[m]++
    sources++
  }
  // the first path of the search is one node a source (a board past the node limit: the search decides)
  if (sources >= NODE_LIMIT) return planTaps(state, cost, x, except, true) !== null
  return sources > 0 && payCost(cost, x, pool, false, state.life) !== null
}

/** The mana the taps of a plan add, by type (for the preview). */
export function manaOfTaps(state: GameState, taps: readonly Tap[]): ManaType[] {
  const out: ManaType[] = []
  for (const tap of taps) out.push(...defOf(state, tap.card).manaChoices[tap.choice]!)
  return out.sort((a, b) => MANA_TYPES.indexOf(a) - MANA_TYPES.indexOf(b))
}
