// Deck construction (issue 13, item 2). The French rules text has none: these are the official
// rules, cited as DC-* (source and wording: docs/games/vanguard.md). A deck is two piles, `ride`
// and `main`, 50 cards together: the ride deck (one card of each grade 0 to 3) in the ride-deck
// format, or the starting vanguard (one grade 0 card) in the format without a ride deck.
import type { CardLookupOf, DeckEntry, DeckFormatSpec, DeckIssue, DeckPiles, Locale, PileSpec } from '../../../game/module'
import { nameKey } from '../../../decklist/resolver'
import { hasTrigger, isDeckLegal, type VanguardCard } from '../card'
import { DECK_RULE } from '../rules'

export const DECK_SIZE = 50
export const MAX_COPIES = 4
export const TRIGGER_COUNT = 16
export const MAX_HEAL = 4
export const MAX_OVER = 1
export const MAX_SENTINELS = 4
export const RIDE_DECK_GRADES = [0, 1, 2, 3] as const

export const DECK_FORMATS = ['ride-deck', 'standard'] as const
export type DeckFormat = (typeof DECK_FORMATS)[number]
export const isDeckFormat = (format: string): format is DeckFormat => (DECK_FORMATS as readonly string[]).includes(format)
/** The formats with a ride deck skip the G assist step (Phase d’assistance G). */
export const hasRideDeck = (format: DeckFormat) => format === 'ride-deck'

export const PILES: readonly PileSpec[] = [
  { id: 'main', names: { en: 'Main deck', fr: 'Deck principal' } },
  { id: 'ride', names: { en: 'Ride deck / starting vanguard', fr: 'Ride deck / avant-garde de départ' }, maxEntries: RIDE_DECK_GRADES.length, played: true },
]

const RIDE_SIZE: Record<DeckFormat, number> = { 'ride-deck': RIDE_DECK_GRADES.length, standard: 1 }

export const FORMAT_SPECS: readonly DeckFormatSpec[] = DECK_FORMATS.map((id) => ({
  id,
  names:
    id === 'ride-deck'
      ? { en: 'With a ride deck (grades 0–3)', fr: 'Avec ride deck (grades 0 à 3)' }
      : { en: 'Without a ride deck (G assist)', fr: 'Sans ride deck (assistance G)' },
  sizes: {
    ride: { min: RIDE_SIZE[id], max: RIDE_SIZE[id], rule: id === 'ride-deck' ? DECK_RULE.rideDeck : DECK_RULE.startingVanguard },
    main: { min: DECK_SIZE - RIDE_SIZE[id], max: DECK_SIZE - RIDE_SIZE[id], rule: DECK_RULE.size },
  },
  // DC-50: the ride deck (or the starting vanguard) counts in the 50.
  total: { min: DECK_SIZE, max: DECK_SIZE, rule: DECK_RULE.size, piles: PILES.map((p) => p.id) },
}))

export type IssueKind =
  | 'deck-size'
  | 'ride-size'
  | 'ride-grades'
  | 'starting-vanguard'
  | 'copies'
  | 'triggers'
  | 'heal'
  | 'over'
  | 'sentinels'
  | 'not-in-deck'
  | 'unknown-card'
export interface VanguardDeckIssue extends DeckIssue {
  kind: IssueKind
}

interface Counted {
  card: VanguardCard
  count: number
}

/** The deck's cards found, by pile; unknown codes and tokens become issues here. */
function lookUp(entries: readonly DeckEntry[], lookup: CardLookupOf<VanguardCard>, issues: VanguardDeckIssue[]): Counted[] {
  const found: Counted[] = []
  for (const entry of entries) {
    const card = lookup(entry.code)
    if (!card) issues.push({ severity: 'error', kind: 'unknown-card', cards: [entry.code], params: { code: entry.code } })
    else {
      if (!isDeckLegal(card)) issues.push({ severity: 'error', kind: 'not-in-deck', rule: DECK_RULE.notInDeck, cards: [card.code], params: { name: card.name, code: card.code } })
      found.push({ card, count: entry.count })
    }
  }
  return found
}

const sum = (cards: readonly Counted[], test: (card: VanguardCard) => boolean) => cards.reduce((n, c) => n + (test(c.card) ? c.count : 0), 0)
const codesOf = (cards: readonly Counted[], test: (card: VanguardCard) => boolean) => [...new Set(cards.filter((c) => test(c.card)).map((c) => c.card.code))]

export function validateDeck(deck: DeckPiles, format: DeckFormat, lookup: CardLookupOf<VanguardCard>): { valid: boolean; total: number; issues: VanguardDeckIssue[] } {
  const issues: VanguardDeckIssue[] = []
  const rideEntries = deck.ride ?? []
  const mainEntries = deck.main ?? []
  const ride = lookUp(rideEntries, lookup, issues)
  const all = [...ride, ...lookUp(mainEntries, lookup, issues)]
  const rideTotal = rideEntries.reduce((n, e) => n + e.count, 0)
  const total = rideTotal + mainEntries.reduce((n, e) => n + e.count, 0)
  const error = (kind: IssueKind, rule: string, cards: string[], params: VanguardDeckIssue['params']) => issues.push({ severity: 'error', kind, rule, cards, params })

  if (total !== DECK_SIZE) error('deck-size', DECK_RULE.size, [], { total, size: DECK_SIZE })
  checkRidePile(ride, rideTotal, format, error)

  // DC-4-copies: copies count by card name, across both piles (reprints share a name).
  const byName = new Map<string, { name: string; count: number; codes: Set<string> }>()
  for (const { card, count } of all) {
    const key = nameKey(card.name)
    const seen = byName.get(key) ?? { name: card.name, count: 0, codes: new Set<string>() }
    seen.count += count
    seen.codes.add(card.code)
    byName.set(key, seen)
  }
  for (const { name, count, codes } of byName.values())
    if (count > MAX_COPIES) error('copies', DECK_RULE.copies, [...codes], { name, count, max: MAX_COPIES })

  const triggers = sum(all, hasTrigger)
  if (triggers !== TRIGGER_COUNT) error('triggers', DECK_RULE.triggers, codesOf(all, hasTrigger), { count: triggers, required: TRIGGER_COUNT })
  const limits: [IssueKind, string, number, (card: VanguardCard) => boolean][] = [
    ['heal', DECK_RULE.heal, MAX_HEAL, (c) => c.trigger === 'heal'],
    ['over', DECK_RULE.over, MAX_OVER, (c) => c.trigger === 'over'],
    ['sentinels', DECK_RULE.sentinel, MAX_SENTINELS, (c) => c.unitType === 'sentinel'],
  ]
  for (const [kind, rule, max, test] of limits) {
    const count = sum(all, test)
    if (count > max) error(kind, rule, codesOf(all, test), { count, max })
  }
  return { valid: !issues.some((i) => i.severity === 'error'), total, issues }
}

type Say = (kind: IssueKind, rule: string, cards: string[], params: VanguardDeckIssue['params']) => void

/** DC-ride-deck: one card of each grade 0–3; DC-starting-vanguard: one grade 0 card. */
function checkRidePile(ride: readonly Counted[], rideTotal: number, format: DeckFormat, error: Say) {
  if (format === 'standard') {
    if (rideTotal !== 1) return error('ride-size', DECK_RULE.startingVanguard, [], { count: rideTotal, size: 1 })
    const first = ride[0]?.card
    if (first && (first.grade !== 0 || first.unitType === 'order')) error('starting-vanguard', DECK_RULE.startingVanguard, [first.code], { name: first.name, grade: first.grade ?? '—' })
    return
  }
  if (rideTotal !== RIDE_DECK_GRADES.length) error('ride-size', DECK_RULE.rideDeck, [], { count: rideTotal, size: RIDE_DECK_GRADES.length })
  const units = ride.filter((c) => c.card.unitType !== 'order')
  const missing = RIDE_DECK_GRADES.filter((g) => !units.some((c) => c.card.grade === g))
  const extra = ride.filter((c) => c.card.unitType === 'order' || !RIDE_DECK_GRADES.some((g) => g === c.card.grade) || sum(units, (u) => u.grade === c.card.grade) > 1)
  if (missing.length || extra.length)
    error('ride-grades', DECK_RULE.rideDeck, [...new Set(extra.map((c) => c.card.code))], { missing: missing.join(', ') || '—', extra: extra.map((c) => `${c.card.name} (${c.card.grade ?? '—'})`).join(', ') || '—' })
}

type Text = (p: Record<string, string | number>) => string
const TEXT: Record<Locale, Record<IssueKind, Text>> = {
  en: {
    'deck-size': (p) => `The deck has ${p.total} cards; a deck has exactly ${p.size}, ride deck included`,
    'ride-size': (p) => (p.size === 1 ? `The starting vanguard pile has ${p.count} cards; it holds exactly one grade 0 unit` : `The ride deck has ${p.count} cards; it holds exactly ${p.size}, one of each grade 0 to 3`),
    'ride-grades': (p) => `The ride deck needs one unit of each grade 0 to 3 (missing grades: ${p.missing}; not in place: ${p.extra})`,
    'starting-vanguard': (p) => `The starting vanguard must be a grade 0 unit; ${p.name} is grade ${p.grade}`,
    copies: (p) => `${p.count} copies of ${p.name}: at most ${p.max} cards of the same name`,
    triggers: (p) => `The deck has ${p.count} trigger units; it needs exactly ${p.required}`,
    heal: (p) => `The deck has ${p.count} heal triggers; at most ${p.max}`,
    over: (p) => `The deck has ${p.count} over triggers; at most ${p.max}`,
    sentinels: (p) => `The deck has ${p.count} sentinels; at most ${p.max}`,
    'not-in-deck': (p) => `${p.name} (${p.code}) is a token: it cannot be put in a deck`,
    'unknown-card': (p) => `No Vanguard card has the code ${p.code}`,
  },
  fr: {
    'deck-size': (p) => `Le deck a ${p.total} cartes ; un deck en a exactement ${p.size}, ride deck compris`,
    'ride-size': (p) => (p.size === 1 ? `La pile d’avant-garde de départ a ${p.count} cartes ; elle a exactement une unité de grade 0` : `Le ride deck a ${p.count} cartes ; il en a exactement ${p.size}, une de chaque grade de 0 à 3`),
    'ride-grades': (p) => `Le ride deck demande une unité de chaque grade de 0 à 3 (grades manquants : ${p.missing} ; en trop : ${p.extra})`,
    'starting-vanguard': (p) => `L’avant-garde de départ doit être une unité de grade 0 ; ${p.name} est de grade ${p.grade}`,
    copies: (p) => `${p.count} exemplaires de ${p.name} : au plus ${p.max} cartes du même nom`,
    triggers: (p) => `Le deck a ${p.count} unités trigger ; il en faut exactement ${p.required}`,
    heal: (p) => `Le deck a ${p.count} triggers heal ; au plus ${p.max}`,
    over: (p) => `Le deck a ${p.count} triggers over ; au plus ${p.max}`,
    sentinels: (p) => `Le deck a ${p.count} sentinelles ; au plus ${p.max}`,
    'not-in-deck': (p) => `${p.name} (${p.code}) est un jeton : il ne se met pas dans un deck`,
    'unknown-card': (p) => `Aucune carte Vanguard n’a le code ${p.code}`,
  },
}

export function describeIssue(issue: VanguardDeckIssue, locale: Locale, options: { withRule?: boolean } = {}): string {
  const text = TEXT[locale][issue.kind](issue.params)
  if (!issue.rule || options.withRule === false) return `${text}.`
  return `${text} (${locale === 'fr' ? 'règle' : 'rule'} ${issue.rule}).`
}
