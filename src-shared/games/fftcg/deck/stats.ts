// Deck statistics that matter for FFTCG: the cost curve by type, elements and the CP they can
// pay, Backups, EX Bursts, jobs and categories, and exact draw odds. Pure functions of the deck
// lines and a card lookup; unknown codes are counted apart and left out of the card figures.
import { ELEMENTS, type Card, type Element } from '../card'
import { DECK_TYPES, nameOf, nameRanks, type DeckCardFacts, type DeckCardType } from './card-facts'
import {
  resolveEntries, resolveWithFacts, validationOfTally,
  type CardLookup, type DeckEntry, type DeckFormat, type DeckValidation, type ResolvedEntry,
} from './deck'
import { tallyLines, type DeckTally, type NameCounts } from './tally'
import { probabilityAtLeastOne, type MulliganPolicy } from './draw-odds'

export { DECK_TYPES, type DeckCardType }

export interface CostBucket {
  cost: number
  forward: number
  backup: number
  summon: number
  monster: number
  total: number
}

export interface ElementShare {
  element: Element
  /** Copies of cards of this element (a two-element card counts for both). */
  cards: number
  /** CP that discarding those cards can make: 2 each (5.2.1.3); Light and Dark cannot be discarded for CP. */
  discardCp: number
  /** Backups of this element: each can be dulled for 1 CP of it (5.2.1.3, 5.2.3.1.1.3). */
  backups: number
}

export interface NamedCount {
  name: string
  count: number
}

export interface DeckStats {
  total: number
  /** Copies whose code the card database knows. The figures below are about these. */
  known: number
  unknown: number
  byType: Record<DeckCardType, number>
  /** One bucket per cost from the cheapest to the dearest card (gaps included, as zeros). */
  costCurve: CostBucket[]
  elements: ElementShare[]
  /** CP the whole deck could make by discarding (2 per card that is neither Light nor Dark). */
  discardCp: number
  backupsByCost: { cost: number; count: number }[]
  exBurst: { count: number; share: number }
  /** Average cost of the known cards, weighted by copies; null for an empty deck. */
  averageCost: number | null
  /** Average cost of the Forwards only; null without Forwards. */
  averageForwardCost: number | null
  lightDarkCharacters: number
  multicardUnknown: number
  jobs: NamedCount[]
  categories: NamedCount[]
}

/**
 * Most copies first, then names in localeCompare's order (through their precomputed ranks), ties
 * in the order met. An insertion sort: a deck has a few jobs and categories.
 */
let sorting = new Int32Array(64)

function sortedCounts({ counts, met, size }: NameCounts): NamedCount[] {
  const rank = nameRanks()
  if (sorting.length < size) sorting = new Int32Array(size * 2)
  const ids = sorting
  for (let k = 0; k < size; k++) ids[k] = met[k]!
  for (let k = 1; k < size; k++) {
    const id = ids[k]!
    let j = k - 1
    while (j >= 0 && (counts[ids[j]!]! < counts[id]! || (counts[ids[j]!] === counts[id] && rank[ids[j]!]! > rank[id]!))) {
      ids[j + 1] = ids[j]!
      j--
    }
    ids[j + 1] = id
  }
  const named = new Array<NamedCount>(size)
  for (let k = 0; k < size; k++) named[k] = { name: nameOf(ids[k]!), count: counts[ids[k]!]! }
  return named
}

export function deckStats(entries: readonly DeckEntry[], lookup: CardLookup): DeckStats {
  return statsOfResolved(resolveEntries(entries, lookup))
}

// Reused by analyzeDeck, which is synchronous: the deck builder analyses at every edit.
const factsOfLines: (DeckCardFacts | null)[] = []

/** What the deck builder shows for a deck: its validation and its statistics, from one resolution of its lines. */
export function analyzeDeck(entries: readonly DeckEntry[], format: DeckFormat, lookup: CardLookup): { validation: DeckValidation; stats: DeckStats } {
  const tally = tallyLines(resolveWithFacts(entries, lookup, factsOfLines), factsOfLines)
  return { validation: validationOfTally(tally, format), stats: statsOfTally(tally) }
}

/** deckStats on lines already resolved (resolveEntries). */
export function statsOfResolved(lines: readonly ResolvedEntry[]): DeckStats {
  return statsOfTally(tallyLines(lines))
}

function statsOfTally(t: DeckTally): DeckStats {
  // One bucket per cost from the cheapest to the dearest, gaps as zeros.
  const costCurve: CostBucket[] = []
  for (let c = t.cheapest; c <= t.dearest; c++) {
    const at = c * 4
    const forward = t.perCost[at]!, backup = t.perCost[at + 1]!, summon = t.perCost[at + 2]!, monster = t.perCost[at + 3]!
    costCurve.push({ cost: c, forward, backup, summon, monster, total: forward + backup + summon + monster })
  }
  const backupsByCost: { cost: number; count: number }[] = []
  for (let cost = 0; cost <= t.dearestBackup; cost++) if (t.backupCosts[cost]) backupsByCost.push({ cost, count: t.backupCosts[cost]! })
  const byType: Record<DeckCardType, number> = { forward: t.perType[0]!, backup: t.perType[1]!, summon: t.perType[2]!, monster: t.perType[3]! }
  const elements = new Array<ElementShare>(ELEMENTS.length)
  for (let e = 0; e < ELEMENTS.length; e++)
    elements[e] = { element: ELEMENTS[e]!, cards: t.elementCards[e]!, discardCp: t.elementCp[e]!, backups: t.elementBackups[e]! }
  const known = t.known

  return {
    total: t.total,
    known,
    unknown: t.total - known,
    byType,
    costCurve,
    elements,
    discardCp: t.discardCp,
    backupsByCost,
    exBurst: { count: t.exBurst, share: known ? t.exBurst / known : 0 },
    averageCost: known ? t.costSum / known : null,
    averageForwardCost: byType.forward ? t.forwardCostSum / byType.forward : null,
    lightDarkCharacters: t.lightDark,
    multicardUnknown: t.multicardUnknown,
    jobs: sortedCounts(t.jobs),
    categories: sortedCounts(t.categories),
  }
}

/** Which cards a question is about. */
export type CardPredicate = (card: Card) => boolean

/** How many copies in the deck satisfy `wanted` (unknown cards never do). */
export function countWanted(entries: readonly DeckEntry[], lookup: CardLookup, wanted: CardPredicate): number {
  return resolveEntries(entries, lookup).reduce((s, e) => (e.card && wanted(e.card) ? s + e.count : s), 0)
}

export interface OpeningOdds {
  deckSize: number
  backups: number
  /** P(at least one Backup in the first 5 cards). */
  backupNoMulligan: number
  /** The same when the mulligan is taken exactly when the first 5 hold no Backup. */
  backupWithMulligan: number
}

export function openingBackupOdds(entries: readonly DeckEntry[], lookup: CardLookup): OpeningOdds {
  const deckSize = resolveEntries(entries, lookup).reduce((s, e) => s + e.count, 0)
  const backups = countWanted(entries, lookup, (c) => c.type === 'backup')
  const q = { deckSize, wanted: backups, turn: 0, onPlay: true }
  return {
    deckSize,
    backups,
    backupNoMulligan: probabilityAtLeastOne({ ...q, mulligan: 'never' }),
    backupWithMulligan: probabilityAtLeastOne({ ...q, mulligan: 'ifMissing' }),
  }
}

export interface ForwardByTurn {
  cost: number
  /** 'exactly': Forwards of cost k; 'atMost': Forwards of cost k or less. */
  match: 'exactly' | 'atMost'
  wanted: number
  mulligan: MulliganPolicy
  /** One point per turn 1..turns: P(at least one such Forward in hand), first player and second player. */
  turns: { turn: number; onPlay: number; onDraw: number }[]
}

/** P(a k-cost Forward in hand by turn t), t = 1..turns, on the play and on the draw. */
export function forwardByTurnOdds(
  entries: readonly DeckEntry[],
  lookup: CardLookup,
  cost: number,
  options: { match?: 'exactly' | 'atMost'; turns?: number; mulligan?: MulliganPolicy } = {},
): ForwardByTurn {
  const match = options.match ?? 'exactly'
  const mulligan = options.mulligan ?? 'ifMissing'
  const deckSize = resolveEntries(entries, lookup).reduce((s, e) => s + e.count, 0)
  const wanted = countWanted(entries, lookup, (c) => c.type === 'forward' && (match === 'exactly' ? c.cost === cost : c.cost <= cost))
  const turns = Array.from({ length: options.turns ?? 5 }, (_, i) => {
    const turn = i + 1
    const q = { deckSize, wanted, turn, mulligan }
    return { turn, onPlay: probabilityAtLeastOne({ ...q, onPlay: true }), onDraw: probabilityAtLeastOne({ ...q, onPlay: false }) }
  })
  return { cost, match, wanted, mulligan, turns }
}
