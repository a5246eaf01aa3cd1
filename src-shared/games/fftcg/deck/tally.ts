// The one pass over a deck's lines that both validation (deck.ts) and statistics (stats.ts) read.
// The deck builder recounts at every edit (issue 16): counts go into arrays kept between calls,
// indexed by the cards' precomputed facts, so a recount allocates nothing but its results.
// Callers read a tally before the next one is made (everything here is synchronous).
import type { Card } from '../card'
import { codeCount, deckFacts, nameCount, type DeckCardFacts } from './card-facts'
import type { ResolvedEntry } from './deck'

export interface DeckTally {
  lines: readonly ResolvedEntry[]
  total: number
  known: number
  /** A line whose card is unknown or cannot be put in a deck: validation lists them. */
  badLines: boolean
  costSum: number
  forwardCostSum: number
  exBurst: number
  discardCp: number
  /** Copies of Light or Dark Characters, and the lines holding them. */
  lightDark: number
  lightDarkLines: number
  /** Copies of Characters whose multicard flag is unknown, and the lines holding them. */
  multicardUnknown: number
  multicardUnknownLines: number
  backups: number
  /** By position in DECK_TYPES. */
  readonly perType: Int32Array
  /** Copies by cost * 4 + type position, for costs from cheapest to dearest (-1: no card counted). */
  perCost: Int32Array
  cheapest: number
  dearest: number
  /** Backups by cost, for costs up to dearestBackup. */
  backupCosts: Int32Array
  dearestBackup: number
  /** By position in ELEMENTS: copies, discard CP, Backups. */
  readonly elementCards: Int32Array
  readonly elementCp: Int32Array
  readonly elementBackups: Int32Array
  /** Copies by name number (card-facts nameId), and the numbers met, in the order met. */
  readonly jobs: NameCounts
  readonly categories: NameCounts
  /** Two lines' cards have the same identity (reprints of one card): copies must be added up by identity. */
  sharedIdentity: boolean
}

/** Counts by name number: `met[0..size)` are the numbers counted, in the order first met. */
export interface NameCounts {
  counts: Int32Array
  met: Int32Array
  size: number
}

const nameCounts = (): NameCounts => ({ counts: new Int32Array(0), met: new Int32Array(0), size: 0 })

const tally: DeckTally = {
  lines: [], total: 0, known: 0, badLines: false, costSum: 0, forwardCostSum: 0, exBurst: 0, discardCp: 0,
  lightDark: 0, lightDarkLines: 0, multicardUnknown: 0, multicardUnknownLines: 0, backups: 0,
  perType: new Int32Array(4), perCost: new Int32Array(64), cheapest: 1000, dearest: -1,
  backupCosts: new Int32Array(16), dearestBackup: -1,
  elementCards: new Int32Array(8), elementCp: new Int32Array(8), elementBackups: new Int32Array(8),
  jobs: nameCounts(), categories: nameCounts(), sharedIdentity: false,
}

/** `array` with room for index `n - 1`, its counts kept. */
export function atLeast(array: Int32Array, n: number): Int32Array {
  if (array.length >= n) return array
  const grown = new Int32Array(Math.max(n, array.length * 2))
  grown.set(array)
  return grown
}

function clearNames(names: NameCounts) {
  for (let k = 0; k < names.size; k++) names.counts[names.met[k]!] = 0
  names.size = 0
}

function makeRoom(names: NameCounts, n: number) {
  if (names.counts.length >= n) return
  names.counts = atLeast(names.counts, n)
  names.met = atLeast(names.met, n)
}

/** Adds `n` to the count of name `id`, noting `id` the first time this tally meets it. */
function count(names: NameCounts, id: number, n: number) {
  if (names.counts[id] === 0) names.met[names.size++] = id
  names.counts[id]! += n
}

// Tallies are numbered, and each identity (card-facts codeId) holds the number of the last one
// that met it: a second line of the same identity shows without counting copies by identity.
let tallies = 0
let identityMetIn: Int32Array = new Int32Array(0)

function makeRoomForCodes() {
  if (identityMetIn.length < codeCount()) identityMetIn = atLeast(identityMetIn, codeCount())
}

/** Zero the arrays the previous tally counted into (its scalars are all set anew). */
function reset(lines: readonly ResolvedEntry[]) {
  const t = tally
  t.lines = lines
  // Loops, not fill(): a call to TypedArray fill costs more than zeroing a few numbers.
  for (let k = 0; k < 4; k++) t.perType[k] = 0
  for (let k = t.dearest * 4 + 3; k >= 0; k--) t.perCost[k] = 0
  for (let k = t.dearestBackup; k >= 0; k--) t.backupCosts[k] = 0
  for (let k = 0; k < 8; k++) t.elementCards[k] = t.elementCp[k] = t.elementBackups[k] = 0
  clearNames(t.jobs)
  clearNames(t.categories)
}

/**
 * Counts the lines (resolveEntries); `facts`, when given, holds each line's card facts (null for
 * an unknown card). The tally is valid until the next call.
 */
export function tallyLines(lines: readonly ResolvedEntry[], facts?: readonly (DeckCardFacts | null)[]): DeckTally {
  reset(lines)
  const t = tally
  makeRoomForCodes()
  if (t.jobs.counts.length < nameCount()) {
    makeRoom(t.jobs, nameCount())
    makeRoom(t.categories, nameCount())
  }
  if (++tallies > 0x7fffffff) {
    identityMetIn.fill(0)
    tallies = 1
  }
  const stamp = tallies
  let sharedIdentity = false
  const { perType, elementCards, elementCp, elementBackups, jobs, categories } = t
  let total = 0, known = 0, costSum = 0, forwardCostSum = 0, exBurst = 0, discardCp = 0, backups = 0
  let lightDark = 0, lightDarkLines = 0, multicardUnknown = 0, multicardUnknownLines = 0
  let cheapest = 1000, dearest = -1, dearestBackup = -1, badLines = false
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!
    const n = line.count
    const card = line.card
    total += n
    if (!card) {
      badLines = true
      continue
    }
    // Only the card's facts are read: one small object of one shape, whatever the card's own.
    const f = facts?.[l] ?? factsCounted(card)
    if (!f.deckLegal) badLines = true
    known += n
    const cost = f.cost
    costSum += cost * n
    if (f.exBurst) exBurst += n
    const cp = f.discardCp * n
    discardCp += cp
    if (f.lightDarkCharacter) {
      lightDark += n
      lightDarkLines++
    }
    if (f.multicardUnknown) {
      multicardUnknown += n
      multicardUnknownLines++
    }
    const type = f.type
    const elements = f.elements
    const backup = type === 1 ? n : 0
    for (let k = 0; k < elements.length; k++) {
      const e = elements[k]!
      elementCards[e]! += n
      elementCp[e]! += cp
      elementBackups[e]! += backup
    }
    if (type >= 0) {
      perType[type]! += n
      if (cost > dearest) {
        if (t.perCost.length < cost * 4 + 4) t.perCost = atLeast(t.perCost, cost * 4 + 4)
        dearest = cost
      }
      if (cost < cheapest) cheapest = cost
      t.perCost[cost * 4 + type]! += n
      if (type === 0) forwardCostSum += cost * n
    }
    if (type === 1) {
      backups += n
      if (cost > dearestBackup) {
        if (t.backupCosts.length <= cost) t.backupCosts = atLeast(t.backupCosts, cost + 1)
        dearestBackup = cost
      }
      t.backupCosts[cost]! += n
    }
    for (let k = 0; k < f.jobs.length; k++) count(jobs, f.jobs[k]!, n)
    for (let k = 0; k < f.categories.length; k++) count(categories, f.categories[k]!, n)
    if (identityMetIn[f.identity] === stamp) sharedIdentity = true
    else identityMetIn[f.identity] = stamp
  }
  t.total = total
  t.known = known
  t.costSum = costSum
  t.forwardCostSum = forwardCostSum
  t.exBurst = exBurst
  t.discardCp = discardCp
  t.backups = backups
  t.lightDark = lightDark
  t.lightDarkLines = lightDarkLines
  t.multicardUnknown = multicardUnknown
  t.multicardUnknownLines = multicardUnknownLines
  t.cheapest = cheapest
  t.dearest = dearest
  t.dearestBackup = dearestBackup
  t.badLines = badLines
  t.sharedIdentity = sharedIdentity
  return t
}

/** A card's facts, with room in the name counts for the numbers they may have just been given. */
function factsCounted(card: Card): DeckCardFacts {
  const f = deckFacts(card)
  const t = tally
  makeRoomForCodes()
  if (t.jobs.counts.length < nameCount()) {
    makeRoom(t.jobs, nameCount())
    makeRoom(t.categories, nameCount())
  }
  return f
}
