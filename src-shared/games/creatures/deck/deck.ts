// Deck construction ("Règles supplémentaires"): at most 3 copies of a card, 1 of a card marked
// with the yellow star. The text gives no deck size: the formats below are interpretation I1
// (docs/games/creatures.md), a setting of the deck, not a rule of the text.
import type { CardLookupOf, DeckEntry, DeckFormatSpec, DeckIssue, Locale } from '../../../game/module'
import type { CreatureCard } from '../card'
import { INTERPRETATION, RULE } from '../rules'

export const MAX_COPIES = 3
export const MAX_STARRED = 1

export const DECK_FORMATS = ['standard', 'free'] as const
export type DeckFormat = (typeof DECK_FORMATS)[number]

/** I1: a standard deck has exactly 40 cards; a free deck at least 20 and no upper bound. */
export const DECK_SIZES: Record<DeckFormat, { min: number; max?: number }> = {
  standard: { min: 40, max: 40 },
  free: { min: 20 },
}

export const FORMAT_SPECS: readonly DeckFormatSpec[] = [
  { id: 'standard', names: { en: 'Standard (40 cards)', fr: 'Standard (40 cartes)' }, sizes: { main: { ...DECK_SIZES.standard, rule: INTERPRETATION.deckSize } } },
  { id: 'free', names: { en: 'Free (20 cards or more)', fr: 'Libre (20 cartes ou plus)' }, sizes: { main: { ...DECK_SIZES.free, rule: INTERPRETATION.deckSize } } },
]

export const isDeckFormat = (format: string): format is DeckFormat => (DECK_FORMATS as readonly string[]).includes(format)

export type IssueKind = 'too-few' | 'too-many' | 'copies' | 'starred-copies' | 'unknown-card'
export interface CreatureDeckIssue extends DeckIssue {
  kind: IssueKind
}

/** Copies count by code, whatever its case (`cr-001` and `CR-001` are one card). */
export const entryKey = (code: string) => code.trim().toUpperCase()

export function validateDeck(entries: readonly DeckEntry[], format: DeckFormat, lookup: CardLookupOf<CreatureCard>): { valid: boolean; total: number; issues: CreatureDeckIssue[] } {
  const issues: CreatureDeckIssue[] = []
  const counts = new Map<string, { code: string; count: number }>()
  let total = 0
  for (const entry of entries) {
    total += entry.count
    const key = entryKey(entry.code)
    const seen = counts.get(key)
    if (seen) seen.count += entry.count
    else counts.set(key, { code: entry.code, count: entry.count })
  }
  const size = DECK_SIZES[format]
  if (total < size.min) issues.push({ severity: 'error', kind: 'too-few', rule: INTERPRETATION.deckSize, cards: [], params: { total, min: size.min } })
  if (size.max !== undefined && total > size.max)
    issues.push({ severity: 'error', kind: 'too-many', rule: INTERPRETATION.deckSize, cards: [], params: { total, max: size.max } })
  for (const { code, count } of counts.values()) {
    const card = lookup(code)
    if (!card) {
      issues.push({ severity: 'error', kind: 'unknown-card', cards: [code], params: { code } })
      continue
    }
    const max = card.unique ? MAX_STARRED : MAX_COPIES
    if (count > max)
      issues.push({ severity: 'error', kind: card.unique ? 'starred-copies' : 'copies', rule: RULE.extra, cards: [card.code], params: { name: card.name, code: card.code, count, max } })
  }
  return { valid: !issues.some((i) => i.severity === 'error'), total, issues }
}

type Say = (p: Record<string, string | number>) => string
const TEXT: Record<Locale, Record<IssueKind, Say>> = {
  en: {
    'too-few': (p) => `The deck has ${p.total} cards; this format needs at least ${p.min}`,
    'too-many': (p) => `The deck has ${p.total} cards; this format allows at most ${p.max}`,
    copies: (p) => `${p.count} copies of ${p.name} (${p.code}): at most ${p.max} of a card`,
    'starred-copies': (p) => `${p.count} copies of ${p.name} (${p.code}): a card with the yellow star is allowed once`,
    'unknown-card': (p) => `No card has the code ${p.code} in this game's card sets`,
  },
  fr: {
    'too-few': (p) => `Le deck a ${p.total} cartes ; ce format en demande au moins ${p.min}`,
    'too-many': (p) => `Le deck a ${p.total} cartes ; ce format en permet au plus ${p.max}`,
    copies: (p) => `${p.count} exemplaires de ${p.name} (${p.code}) : au plus ${p.max} d’une même carte`,
    'starred-copies': (p) => `${p.count} exemplaires de ${p.name} (${p.code}) : une carte à l’étoile jaune n’est permise qu’une fois`,
    'unknown-card': (p) => `Aucune carte n’a le code ${p.code} dans les jeux de cartes de ce jeu`,
  },
}

export function describeIssue(issue: CreatureDeckIssue, locale: Locale): string {
  const text = TEXT[locale][issue.kind](issue.params)
  return issue.rule ? `${text} (${locale === 'fr' ? 'règle' : 'rule'} ${issue.rule}).` : `${text}.`
}
