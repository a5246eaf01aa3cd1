// Paying CP (5.2.1, 11.2.1.1): checking a payment, and a solver that lists the legal payments
// for a card and proposes the least wasteful one.
//
// Sources: an active Backup dulled gives 1 CP of its element; a hand card discarded gives 2 CP
// of its element, never a Light or Dark card (5.2.1.3). A multi-element source gives CP of any
// one of its elements, chosen per CP (the rules text only speaks of single-element cards; no
// Backup in the data has two elements, some Forwards do).
//
// Solver heuristic (documented in docs/engine-actions.md):
//   1. fewest discards (cards are worth more than a Backup's CP for this turn);
//   2. then fewest Backups dulled, i.e. no CP wasted unless a discard forces it (5.2.1.3.1);
//   3. then the least useful cards discarded (`usefulness`: first those that cannot be cast soon),
//      never a card marked `keep`;
//   4. then Backups whose element the rest of the hand needs least.
import type { Element } from '../card'
import type { Payment } from './actions'
import { backupsToDull, totalAllowed } from './cp-rules'
import { MAX_BACKUPS } from './rules'
import { defOf, err, isCharacter, isLightOrDark, type Fail } from './state'
import type { CardDef, CardId, GameState } from './types'

/** Elements the payment must include at least one CP of (5.2.1.2); none for Light/Dark cards (11.2.1.1). */
export function requiredElements(def: CardDef): readonly Element[] {
  return isLightOrDark(def) ? [] : def.elements
}

/** null when the payment is legal for the card; else the refusal. */
export function checkPayment(state: GameState, cardId: CardId, payment: Payment): Fail | null {
  const def = defOf(state, cardId)
  const { dull, discard } = payment
  const total = dull.length + discard.length
  for (let i = 0; i < total; i++) {
    const id = i < dull.length ? dull[i]! : discard[i - dull.length]!
    if (id === cardId) return err('payment-self', '11.2.1.1', 'a card cannot pay for itself', { card: id })
    const again = dull.indexOf(id, i + 1) >= 0 || discard.indexOf(id, Math.max(0, i + 1 - dull.length)) >= 0
    if (again) return err('payment-duplicate', '11.2.1.1', `card ${id} is used twice in the payment`, { card: id })
  }
  const units: (readonly Element[])[] = []
  for (const id of discard) {
    if (!state.zones.hand.includes(id))
      return err('not-in-zone', '11.2.1.1', `card ${id} to discard is not in the hand`, { card: id, zone: 'hand' })
    const source = defOf(state, id)
    if (isLightOrDark(source))
      return err('payment-light-dark-discard', '5.2.1.3', 'Light and Dark cards cannot be discarded for CP', { card: id })
    units.push(source.elements, source.elements)
  }
  for (const id of dull) {
    if (!state.zones.field.includes(id) || defOf(state, id).type !== 'backup')
      return err('payment-not-backup', '5.2.3.1.1.3', `card ${id} is not a Backup on your field`, { card: id })
    if (state.status[id]!.dull) return err('payment-backup-dull', '5.2.3.1.1.3', `Backup ${id} is already dull`, { card: id })
    units.push(defOf(state, id).elements)
  }
  const cost = def.cost
  const cp = units.length
  if (cp < cost) return err('payment-short', '11.2.1.1', `the payment gives ${cp} CP, the card costs ${cost}`, { cp, cost })
  if (cp > cost && !totalAllowed(cost, cp, payment.discard.length))
    return err('payment-excess', '5.2.1.3.1', `the payment gives ${cp} CP for a cost of ${cost}: only a discard may give one CP more`, {
      cp,
      cost,
    })
  const required = requiredElements(def)
  if (cost > 0 && !coversElements(units, required))
    return err('payment-element', '5.2.1.2', `the payment needs at least one CP of each of the card's elements (${required.join(', ')})`, {
      elements: required.join(', '),
    })
  return null
}

/** Each required element gets its own CP unit able to be of that element (tiny bipartite matching). */
function coversElements(units: readonly (readonly Element[])[], required: readonly Element[]): boolean {
  if (required.length === 0) return true
  if (required.length === 1) return units.some((u) => u.includes(required[0]!))
  const used = new Array<boolean>(units.length).fill(false)
  const assign = (i: number): boolean => {
    if (i === required.length) return true
    for (let u = 0; u < units.length; u++) {
      if (used[u] || !units[u]!.includes(required[i]!)) continue
      used[u] = true
      if (assign(i + 1)) return true
      used[u] = false
    }
    return false
  }
  return assign(0)
}

export interface PaymentOption {
  payment: Payment
  /** CP produced; one more than the cost only when a discard forced it (5.2.1.3.1). */
  cp: number
  wasted: number
}

export interface SolveOptions {
  /** Hand cards the player wants to keep: never discarded. */
  keep?: readonly CardId[]
  /** At most this many options (listPayments). */
  limit?: number
}

/**
 * How much the player loses by discarding this card (lower = discard first), an interpretation
 * (the rules say what may pay, 11.2.1.1, never what a player keeps):
 * 0 for a card that cannot join the field now (a non-multicard name already there, a sixth
 * Backup); then, for a card the player can cast soon (`castableSoon`), 120 for a Backup (the CP
 * engine) or 100, +10, +1 per CP of cost up to 9 (of two cards otherwise alike the cheaper one
 * goes: a player keeps the big Forward for later, issue 16); for a card they cannot, 100 − 1 per
 * CP of cost (dead weight for now, the costlier the further from the field, and a Backup of it
 * gives no CP soon); −30 in both cases when the hand holds another card of the same name.
 */
export function usefulness(state: GameState, id: CardId, ctx = boardContext(state)): number {
  const def = defOf(state, id)
  if (isCharacter(def)) {
    if (def.multicard === false && ctx.fieldNames.has(def.name)) return 0
    if (def.type === 'backup' && ctx.backups >= MAX_BACKUPS) return 0
  }
  let score = 100
  if ((ctx.handNames.get(def.name) ?? 0) > 1) score -= 30
  const cost = Math.min(Math.max(def.cost, 0), COST_WEIGHT_CAP)
  if (!castableSoon(def, ctx)) return score - cost
  if (def.type === 'backup') score += 20
  return score + 10 + cost
}

/**
 * 5.2.1.2 / 11.2.1.1: a card needs at least one CP of its element, Light and Dark cards none.
 * Read as "castable soon" when that CP has a source: a Backup of one of its elements on the
 * field, or another card of that element in the hand (a Backup to play, or a card to discard).
 * Issue 16, seed 39: Orran, the only Ice card, with no Ice Backup, goes before Tifa (Fire, Haste).
 */
function castableSoon(def: CardDef, ctx: BoardContext): boolean {
  if (isLightOrDark(def)) return true
  return def.elements.some((e) => ctx.backupElements.has(e) || (ctx.handElements.get(e) ?? 0) > 1)
}

/** Below the +10 step, so cost only orders cards that are otherwise alike. */
const COST_WEIGHT_CAP = 9

interface BoardContext {
  backups: number
  backupElements: Set<Element>
  fieldNames: Set<string>
  handNames: Map<string, number>
  /** Hand cards that may be discarded for CP (not Light or Dark, 5.2.1.3), per element; the card being cast left out. */
  handElements: Map<Element, number>
}

function boardContext(state: GameState, casting?: CardId): BoardContext {
  const ctx: BoardContext = { backups: 0, backupElements: new Set(), fieldNames: new Set(), handNames: new Map(), handElements: new Map() }
  for (const id of state.zones.field) {
    const def = defOf(state, id)
    ctx.fieldNames.add(def.name)
    if (def.type === 'backup') {
      ctx.backups++
      for (const e of def.elements) ctx.backupElements.add(e)
    }
  }
  for (const id of state.zones.hand) {
    const def = defOf(state, id)
    ctx.handNames.set(def.name, (ctx.handNames.get(def.name) ?? 0) + 1)
    if (id === casting || isLightOrDark(def)) continue
    for (const e of def.elements) ctx.handElements.set(e, (ctx.handElements.get(e) ?? 0) + 1)
  }
  return ctx
}

/** Hand cards from least to most useful (ties: latest drawn first); for discards at the End Phase too. */
export function leastUsefulFirst(state: GameState, ids: readonly CardId[]): CardId[] {
  const ctx = boardContext(state)
  const scored = ids.map((id, i) => ({ id, s: usefulness(state, id, ctx), i }))
  scored.sort((a, b) => a.s - b.s || b.i - a.i)
  return scored.map((x) => x.id)
}

/**
 * Interchangeable sources grouped by what matters to the element rule: one class per element
 * signature that can meet a requirement, and one "generic" class for the rest.
 */
interface SourceClass {
  elements: readonly Element[]
  /** Best pick first. */
  ids: CardId[]
  /** Cost of picking the first n: prefix sums of the per-card penalty. */
  prefix: number[]
}

function classify(ids: readonly CardId[], penalty: readonly number[], state: GameState, required: readonly Element[]): SourceClass[] {
  const order = ids.map((_, i) => i).sort((a, b) => penalty[a]! - penalty[b]! || a - b)
  const classes: SourceClass[] = []
  const generic: SourceClass = { elements: [], ids: [], prefix: [0] }
  for (const i of order) {
    const id = ids[i]!
    const elements = defOf(state, id).elements
    const relevant = required.length > 0 && elements.some((e) => required.includes(e))
    let target = generic
    if (relevant) {
      const sig = elements.join('/')
      target = classes.find((c) => c.elements.join('/') === sig) ?? (classes.push({ elements, ids: [], prefix: [0] }), classes[classes.length - 1]!)
    }
    target.ids.push(id)
    target.prefix.push(target.prefix[target.prefix.length - 1]! + penalty[i]!)
  }
  if (generic.ids.length) classes.push(generic)
  return classes
}

/** Every way to split `total` over the classes, within their sizes. */
function* splits(classes: readonly SourceClass[], total: number, i = 0, acc: number[] = []): Generator<number[]> {
  if (i === classes.length) {
    if (total === 0) yield acc.slice()
    return
  }
  const max = Math.min(total, classes[i]!.ids.length)
  for (let n = max; n >= 0; n--) {
    acc.push(n)
    yield* splits(classes, total - n, i + 1, acc)
    acc.pop()
  }
}

function meets(required: readonly Element[], backups: readonly SourceClass[], bSplit: readonly number[], discards: readonly SourceClass[], dSplit: readonly number[]): boolean {
  if (required.length === 0) return true
  const units: (readonly Element[])[] = []
  backups.forEach((c, i) => {
    for (let n = 0; n < Math.min(bSplit[i]!, required.length); n++) units.push(c.elements)
  })
  discards.forEach((c, i) => {
    for (let n = 0; n < Math.min(2 * dSplit[i]!, required.length); n++) units.push(c.elements)
  })
  return coversElements(units, required)
}

interface Candidate {
  m: number
  k: number
  score: number
  payment: Payment
}

function pick(classes: readonly SourceClass[], split: readonly number[]): { ids: CardId[]; score: number } {
  const ids: CardId[] = []
  let score = 0
  classes.forEach((c, i) => {
    const n = split[i]!
    for (let j = 0; j < n; j++) ids.push(c.ids[j]!)
    score += c.prefix[n]!
  })
  return { ids, score }
}

/**
 * Every distinct choice of `split[i]` cards in each class: cards of one class but of different
 * names are different choices for the player (a Sylph is not a Bartz), copies of one card are
 * not, so each choice takes the least useful copies of each name it uses.
 */
function* picks(state: GameState, classes: readonly SourceClass[], split: readonly number[], i = 0): Generator<{ ids: CardId[]; score: number }> {
  if (i === classes.length) return yield { ids: [], score: 0 }
  for (const head of pickInClass(state, classes[i]!, split[i]!))
    for (const tail of picks(state, classes, split, i + 1)) yield { ids: [...head.ids, ...tail.ids], score: head.score + tail.score }
}

function* pickInClass(state: GameState, cls: SourceClass, n: number): Generator<{ ids: CardId[]; score: number }> {
  // Copies of one card, best pick first (the class is sorted), with their penalties.
  const byKey = new Map<string, { ids: CardId[]; penalty: number[] }>()
  cls.ids.forEach((id, j) => {
    const key = defOf(state, id).key
    const group = byKey.get(key) ?? { ids: [], penalty: [] }
    group.ids.push(id)
    group.penalty.push(cls.prefix[j + 1]! - cls.prefix[j]!)
    byKey.set(key, group)
  })
  const groups = [...byKey.values()]
  function* fill(g: number, left: number): Generator<{ ids: CardId[]; score: number }> {
    if (g === groups.length) {
      if (left === 0) yield { ids: [], score: 0 }
      return
    }
    const group = groups[g]!
    for (let c = Math.min(left, group.ids.length); c >= 0; c--) {
      const ids = group.ids.slice(0, c)
      let score = 0
      for (let j = 0; j < c; j++) score += group.penalty[j]!
      for (const rest of fill(g + 1, left - c)) yield { ids: [...ids, ...rest.ids], score: score + rest.score }
    }
  }
  yield* fill(0, n)
}

/**
 * The legal payments for a card in hand, best first (see the heuristic above). `all: false`
 * stops at the fewest-discards level and takes the least useful cards of each class (the best
 * payment); `all: true` lists every choice of cards, copies of one card counted once (`picks`).
 */
/** 5.2.3.1.1.3: the active Backups on the field, each dulled for 1 CP of its element. */
export function backupsToPayWith(state: GameState): CardId[] {
  return state.zones.field.filter((id) => !state.status[id]!.dull && defOf(state, id).type === 'backup')
}

function solve(state: GameState, cardId: CardId, options: SolveOptions, all: boolean): Candidate[] {
  const def = defOf(state, cardId)
  const cost = def.cost
  if (cost <= 0) return [{ m: 0, k: 0, score: 0, payment: { dull: [], discard: [] } }]
  const required = requiredElements(def)
  const keep = options.keep ?? []
  const ctx = boardContext(state, cardId)

  const backupIds = backupsToPayWith(state)
  const discardIds: CardId[] = []
  for (const id of state.zones.hand) {
    if (id !== cardId && !keep.includes(id) && !isLightOrDark(defOf(state, id))) discardIds.push(id)
  }
  // A Backup's penalty: how many other hand cards want CP of its element this turn.
  const demand = new Map<Element, number>()
  for (const id of state.zones.hand) {
    if (id === cardId) continue
    for (const e of defOf(state, id).elements) demand.set(e, (demand.get(e) ?? 0) + 1)
  }
  const bPenalty = backupIds.map((id) => Math.max(0, ...defOf(state, id).elements.map((e) => demand.get(e) ?? 0)))
  const dPenalty = discardIds.map((id) => usefulness(state, id, ctx))
  const bClasses = classify(backupIds, bPenalty, state, required)
  const dClasses = classify(discardIds, dPenalty, state, required)

  const found: Candidate[] = []
  const maxM = Math.min(discardIds.length, Math.floor((cost + 1) / 2))
  for (let m = 0; m <= maxM; m++) {
    for (const over of [0, 1] as const) {
      const k = backupsToDull(cost, m, over)
      if (k < 0 || k > backupIds.length) continue
      for (const dSplit of splits(dClasses, m)) {
        for (const bSplit of splits(bClasses, k)) {
          if (!meets(required, bClasses, bSplit, dClasses, dSplit)) continue
          if (!all) {
            const d = pick(dClasses, dSplit)
            const b = pick(bClasses, bSplit)
            found.push({ m, k, score: d.score * 1000 + b.score, payment: { dull: b.ids, discard: d.ids } })
            continue
          }
          for (const d of picks(state, dClasses, dSplit))
            for (const b of picks(state, bClasses, bSplit))
              found.push({ m, k, score: d.score * 1000 + b.score, payment: { dull: b.ids, discard: d.ids } })
        }
      }
    }
    if (!all && found.length) break
  }
  found.sort((a, b) => a.m - b.m || a.k - b.k || a.score - b.score)
  return found
}

/** The payment the solver proposes, or null when the card cannot be paid for now. */
export function bestPayment(state: GameState, cardId: CardId, options: SolveOptions = {}): Payment | null {
  return solve(state, cardId, options, false)[0]?.payment ?? null
}

/** Legal payments, best first: every choice of cards, copies of one card counted once (see `solve`). */
export function listPayments(state: GameState, cardId: CardId, options: SolveOptions = {}): PaymentOption[] {
  const cost = defOf(state, cardId).cost
  const all = solve(state, cardId, options, true)
  // Auto-pay (bestPayment) leads, whichever of equally good payments the listing found first.
  const best = bestPayment(state, cardId, options)
  const at = best ? all.findIndex((c) => samePayment(c.payment, best)) : -1
  if (at > 0) all.unshift(...all.splice(at, 1))
  return all
    .slice(0, options.limit ?? 50)
    .map((c) => {
      const cp = c.payment.dull.length + 2 * c.payment.discard.length
      return { payment: c.payment, cp, wasted: Math.max(0, cp - cost) }
    })
}

function samePayment(a: Payment, b: Payment): boolean {
  const same = (x: readonly CardId[], y: readonly CardId[]) => x.length === y.length && x.every((id) => y.includes(id))
  return same(a.dull, b.dull) && same(a.discard, b.discard)
}
