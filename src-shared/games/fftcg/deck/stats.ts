// Deck statistics that matter for FFTCG: the cost curve by type, elements and the CP they can
// pay, Backups, EX Bursts, jobs and categories, and exact draw odds. Pure functions of the deck
// lines and a card lookup; unknown codes are counted apart and left out of the card figures.
import { ELEMENTS, type Card, type Element } from '../card'
import {
  isCharacter, isLightOrDark, resolveEntries, validateResolved,
  type CardLookup, type DeckEntry, type DeckFormat, type DeckValidation, type ResolvedEntry,
} from './deck'
import { probabilityAtLeastOne, type MulliganPolicy } from '../../../game/hypergeometric'

export const DECK_TYPES = ['forward', 'backup', 'summon', 'monster'] as const
export type DeckCardType = (typeof DECK_TYPES)[number]

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

function addCount(map: Map<string, number>, name: string, n: number) {
  if (name) map.set(name, (map.get(name) ?? 0) + n)
}

const byCountThenName = (a: NamedCount, b: NamedCount) => b.count - a.count || a.name.localeCompare(b.name)

function sortedCounts(map: Map<string, number>): NamedCount[] {
  const counts: NamedCount[] = []
  map.forEach((count, name) => counts.push({ name, count }))
  return counts.sort(byCountThenName)
}

export function deckStats(entries: readonly DeckEntry[], lookup: CardLookup): DeckStats {
  return statsOfResolved(resolveEntries(entries, lookup))
}

/** What the deck builder shows for a deck: its validation and its statistics, from one resolution of its lines. */
export function analyzeDeck(entries: readonly DeckEntry[], format: DeckFormat, lookup: CardLookup): { validation: DeckValidation; stats: DeckStats } {
  const lines = resolveEntries(entries, lookup)
  return { validation: validateResolved(lines, format), stats: statsOfResolved(lines) }
}

/** deckStats on lines already resolved (resolveEntries). */
export function statsOfResolved(lines: readonly ResolvedEntry[]): DeckStats {
  // The deck is recounted at every edit: one pass over the lines into flat counters (by type
  // position in DECK_TYPES, cost, ELEMENTS position), the result objects built once at the end.
  const perType = [0, 0, 0, 0]
  const perCost: number[] = [] // cost * 4 + type position
  const backupCosts: number[] = []
  const elementCards = [0, 0, 0, 0, 0, 0, 0, 0]
  const elementCp = [0, 0, 0, 0, 0, 0, 0, 0]
  const elementBackups = [0, 0, 0, 0, 0, 0, 0, 0]
  const jobs = new Map<string, number>()
  const categories = new Map<string, number>()
  let total = 0
  let knownCount = 0
  let discardCp = 0
  let exBurst = 0
  let costSum = 0
  let forwardCostSum = 0
  let lightDark = 0
  let multicardUnknown = 0
  let cheapest = Infinity
  let dearest = -Infinity

  for (let l = 0; l < lines.length; l++) {
    const { card, count } = lines[l]!
    total += count
    if (!card) continue
    knownCount += count
    costSum += card.cost * count
    if (card.exBurst) exBurst += count
    const character = isCharacter(card)
    const discardable = !isLightOrDark(card)
    if (character && !discardable) lightDark += count
    if (character && card.multicard === null) multicardUnknown += count
    if (discardable) discardCp += 2 * count
    const backup = card.type === 'backup'
    const elements = card.elements
    for (let k = 0; k < elements.length; k++) {
      if (elements.indexOf(elements[k]!) !== k) continue // a repeated element counts once
      const e = ELEMENTS.indexOf(elements[k]!)
      elementCards[e]! += count
      if (discardable) elementCp[e]! += 2 * count
      if (backup) elementBackups[e]! += count
    }
    const t = DECK_TYPES.indexOf(card.type as DeckCardType)
    if (t >= 0) {
      perType[t]! += count
      perCost[card.cost * 4 + t] = (perCost[card.cost * 4 + t] ?? 0) + count
      if (card.cost < cheapest) cheapest = card.cost
      if (card.cost > dearest) dearest = card.cost
    }
    if (t === 0) forwardCostSum += card.cost * count
    if (backup) backupCosts[card.cost] = (backupCosts[card.cost] ?? 0) + count
    const cardJobs = card.jobs
    for (let k = 0; k < cardJobs.length; k++) if (cardJobs.indexOf(cardJobs[k]!) === k) addCount(jobs, cardJobs[k]!, count)
    addCount(categories, card.category1, count)
    if (card.category2 && card.category2 !== card.category1) addCount(categories, card.category2, count)
  }

  // One bucket per cost from the cheapest to the dearest, gaps as zeros.
  const costCurve: CostBucket[] = []
  for (let c = cheapest; c <= dearest; c++) {
    const [forward = 0, backup = 0, summon = 0, monster = 0] = [perCost[c * 4], perCost[c * 4 + 1], perCost[c * 4 + 2], perCost[c * 4 + 3]]
    costCurve.push({ cost: c, forward, backup, summon, monster, total: forward + backup + summon + monster })
  }
  const backupsByCost: { cost: number; count: number }[] = []
  backupCosts.forEach((count, cost) => backupsByCost.push({ cost, count }))
  const byType: Record<DeckCardType, number> = { forward: perType[0]!, backup: perType[1]!, summon: perType[2]!, monster: perType[3]! }

  return {
    total,
    known: knownCount,
    unknown: total - knownCount,
    byType,
    costCurve,
    elements: ELEMENTS.map((element, e) => ({ element, cards: elementCards[e]!, discardCp: elementCp[e]!, backups: elementBackups[e]! })),
    discardCp,
    backupsByCost,
    exBurst: { count: exBurst, share: knownCount ? exBurst / knownCount : 0 },
    averageCost: knownCount ? costSum / knownCount : null,
    averageForwardCost: byType.forward ? forwardCostSum / byType.forward : null,
    lightDarkCharacters: lightDark,
    multicardUnknown,
    jobs: sortedCounts(jobs),
    categories: sortedCounts(categories),
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
