// The deck model shared by the deck builder, the decklist parser/writers, the engine and the CLI,
// and deck validation by the comprehensive rules (fftcg-regles-completes.txt, section 8.1).
// Pure: no Node, no DOM. Card data comes in through `lookup`, so main, renderer and CLI share it.
import type { Card } from '../card'
import { codeCount, deckFacts, isCharacter, isLightOrDark, type DeckCardFacts } from './card-facts'
import { atLeast, tallyLines, type DeckTally } from './tally'
import { normalizeEntriesBy } from '../../../game/deck-edit'
import type { DeckEntry } from '../../../game/module'
import { codeKey } from '../codes'

export type DeckFormat = 'constructed' | 'limited'

/** One line of a deck: a card code as the user added it (printed code or key) and how many. */
export type { DeckEntry }

/** Finds the card a code names (with or without rarity letter, through reprint aliases); null if unknown. */
export type CardLookup = (code: string) => Card | null

export type DeckIssueKind =
  | 'deck-size'
  | 'too-many-copies'
  | 'not-deck-legal'
  | 'unknown-card'
  | 'light-dark-many'
  | 'multicard-unknown'
  | 'backups-many'
  | 'backups-none'

export interface DeckIssue {
  severity: 'error' | 'warning'
  kind: DeckIssueKind
  /** Rule number of fftcg-regles-completes.txt, when a rule says it. */
  rule?: string
  /** Codes of the cards concerned, as written in the deck. */
  cards: string[]
  /** Values for the message (counts, names, limits). */
  params: Record<string, string | number>
}

export interface DeckValidation {
  valid: boolean
  total: number
  issues: DeckIssue[]
}

/** The numbers of the construction rules, and the thresholds of the advice (warnings). */
export const DECK_RULES = {
  /** 8.1.1.1: a constructed deck has exactly 50 cards. */
  constructedSize: 50,
  /** 8.1.1.1: a limited deck has 40 cards or more. */
  limitedMin: 40,
  /** 8.1.1.2 (and 5.2.5.1): at most three copies of the same card number, reprints counted together. */
  maxCopies: 3,
  /** Advice, not a rule: 12.4.7 lets only one Light or Dark Character stay on the field, so many of them clog the hand. */
  lightDarkWarnAbove: 5,
  /** Advice: more Backups than half the deck leaves too few cards that win games. */
  backupsManyShare: 0.5,
  /** Advice: "no Backups" is only said once the deck has this many cards (not while it is being started). */
  backupsNoneFrom: 20,
} as const

export { isCharacter, isLightOrDark }

/** The same code however it was typed: `1-001h`, ` 1-1H ` and `1-001H` are one line. */
export function entryKey(code: string): string {
  return codeKey(code) ?? code.trim().toUpperCase()
}

/** Lines with a positive whole count; lines naming the same code key merged (first spelling kept). */
export function normalizeEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  return normalizeEntriesBy(entryKey, entries)
}

export function deckSize(entries: readonly DeckEntry[]): number {
  return normalizeEntries(entries).reduce((sum, e) => sum + e.count, 0)
}

/** A known card of the deck with how many copies of it the lines hold. */
export interface ResolvedEntry {
  code: string
  count: number
  card: Card | null
}

// Resolutions are numbered, and each code key (card-facts codeId) holds the number of the last
// one that met it: decks are re-resolved at every edit, and most lines need no key of their own.
let resolution = 0
let keyMetIn: Int32Array = new Int32Array(0)

/** `code.trim()`, without the call for a code that starts and ends with a visible ASCII character (nearly all). */
function trimmed(code: string): string {
  const first = code.charCodeAt(0)
  const last = code.charCodeAt(code.length - 1)
  return first > 32 && first < 127 && last > 32 && last < 127 ? code : code.trim()
}

/** Past this many lines (a long pasted list), lines are found by key through a Map, not a scan. */
const SCAN_LINES = 32

/** The line of `lines` whose code has `key`, or -1. */
function lineWithKey(lines: readonly ResolvedEntry[], key: string): number {
  for (let k = 0; k < lines.length; k++) if (entryKey(lines[k]!.code) === key) return k
  return -1
}

function indexByKey(lines: readonly ResolvedEntry[]): Map<string, number> {
  const index = new Map<string, number>()
  lines.forEach((line, k) => index.set(entryKey(line.code), k))
  return index
}

/**
 * normalizeEntries, then each line's card: one pass, one object per line. A line's code is only
 * keyed when its card's key was already met in this deck or a card is unknown: two lines can
 * share a key only then.
 */
export function resolveEntries(entries: readonly DeckEntry[], lookup: CardLookup): ResolvedEntry[] {
  return resolveWithFacts(entries, lookup, null)
}

/** resolveEntries, writing into `facts` (when given) each line's card facts, at the line's index (null for an unknown card). */
export function resolveWithFacts(entries: readonly DeckEntry[], lookup: CardLookup, facts: (DeckCardFacts | null)[] | null): ResolvedEntry[] {
  const lines: ResolvedEntry[] = []
  if (++resolution > 0x7fffffff) {
    keyMetIn.fill(0)
    resolution = 1
  }
  const stamp = resolution
  let unknown = false
  let byKey: Map<string, number> | null = null
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!
    const count = Math.floor(entry.count)
    if (!Number.isFinite(count) || count <= 0) continue
    const code = trimmed(entry.code)
    if (!code) continue
    const card = lookup(code)
    const cardFacts = card && deckFacts(card)
    const key = cardFacts ? cardFacts.key : -1
    if (key >= keyMetIn.length) keyMetIn = atLeast(keyMetIn, codeCount())
    if (unknown || key < 0 || keyMetIn[key] === stamp) {
      if (!byKey && lines.length > SCAN_LINES) byKey = indexByKey(lines)
      const at = byKey ? (byKey.get(entryKey(code)) ?? -1) : lineWithKey(lines, entryKey(code))
      if (at >= 0) {
        lines[at]!.count += count
        continue
      }
    }
    if (key < 0) unknown = true
    else keyMetIn[key] = stamp
    byKey?.set(entryKey(code), lines.length)
    lines.push({ code, count, card })
    if (facts) facts[lines.length - 1] = cardFacts
  }
  return lines
}

const label = (card: Card) => card.name || card.type

export function validateDeck(entries: DeckEntry[], format: DeckFormat, lookup: CardLookup): DeckValidation {
  return validateResolved(resolveEntries(entries, lookup), format)
}

/** validateDeck on lines already resolved (resolveEntries), so that statistics can share them. */
export function validateResolved(lines: readonly ResolvedEntry[], format: DeckFormat): DeckValidation {
  return validationOfTally(tallyLines(lines), format)
}

/** The validation of the lines a tally counted. */
export function validationOfTally(tally: DeckTally, format: DeckFormat): DeckValidation {
  const lines = tally.lines
  const total = tally.total
  const errors: DeckIssue[] = []
  const warnings: DeckIssue[] = []

  // 8.1.1.1 — 50 exactly (constructed), 40 or more (limited).
  if (format === 'constructed' && total !== DECK_RULES.constructedSize) {
    errors.push({
      severity: 'error', kind: 'deck-size', rule: '8.1.1.1', cards: [],
      params: { format, total, min: DECK_RULES.constructedSize, max: DECK_RULES.constructedSize },
    })
  } else if (format === 'limited' && total < DECK_RULES.limitedMin) {
    errors.push({
      severity: 'error', kind: 'deck-size', rule: '8.1.1.1', cards: [],
      params: { format, total, min: DECK_RULES.limitedMin },
    })
  }

  if (tally.badLines) {
    for (const line of lines) {
      if (!line.card) {
        // Kept, never dropped: a later card database may know it again.
        errors.push({ severity: 'error', kind: 'unknown-card', cards: [line.code], params: { code: line.code, count: line.count } })
      } else if (!line.card.deckLegal) {
        // Crystal tokens are put into play by effects; they are not cards of a deck.
        errors.push({
          severity: 'error', kind: 'not-deck-legal', cards: [line.code],
          params: { code: line.code, name: label(line.card), type: line.card.type, count: line.count },
        })
      }
    }
  }

  // 8.1.1.2 — "the same card" is the same card number (5.2.5.1); a reprint or promo printed with
  // the original's number is that card, so copies are counted by identity across printings.
  for (const [identity, count] of copiesOverLimit(tally)) {
    const group = lines.filter((e) => e.card?.identity === identity)
    const codes = group.map((e) => e.code)
    errors.push({
      severity: 'error', kind: 'too-many-copies', rule: '8.1.1.2', cards: codes,
      params: { name: label(group[0]!.card!), codes: codes.join(', '), count, max: DECK_RULES.maxCopies },
    })
  }

  if (tally.lightDark > DECK_RULES.lightDarkWarnAbove) {
    warnings.push({
      severity: 'warning', kind: 'light-dark-many', rule: '12.4.7', cards: codesOf(lines, (c) => isCharacter(c) && isLightOrDark(c)),
      params: { count: tally.lightDark, max: DECK_RULES.lightDarkWarnAbove },
    })
  }

  // Only Characters are concerned: 7.7.3 limits copies of a Character on the field.
  if (tally.multicardUnknownLines > 0) {
    const unknown = lines.filter((e) => e.card && isCharacter(e.card) && e.card.multicard === null)
    warnings.push({
      severity: 'warning', kind: 'multicard-unknown', rule: '7.7.3', cards: unknown.map((e) => e.code),
      params: { count: unknown.length, names: unknown.map((e) => `${label(e.card!)} (${e.code})`).join(', ') },
    })
  }

  const backupCount = tally.backups
  const backupsMax = Math.floor(total * DECK_RULES.backupsManyShare)
  if (backupCount === 0 && total >= DECK_RULES.backupsNoneFrom) {
    warnings.push({ severity: 'warning', kind: 'backups-none', rule: '5.2.3.1.1.3', cards: [], params: { total } })
  } else if (backupCount > backupsMax && total >= DECK_RULES.backupsNoneFrom) {
    warnings.push({
      severity: 'warning', kind: 'backups-many', cards: codesOf(lines, (c) => c.type === 'backup'),
      params: { count: backupCount, max: backupsMax, total },
    })
  }

  return { valid: errors.length === 0, total, issues: errors.length && warnings.length ? [...errors, ...warnings] : errors.length ? errors : warnings }
}

/**
 * Identities with more copies than 8.1.1.2 allows, in deck order, and their copies. Each line is
 * its own identity unless the tally saw two lines share one (reprints): only then are copies added.
 */
function copiesOverLimit(tally: DeckTally): [string, number][] {
  const over: [string, number][] = []
  if (!tally.sharedIdentity) {
    for (const line of tally.lines) if (line.card && line.count > DECK_RULES.maxCopies) over.push([line.card.identity, line.count])
    return over
  }
  const copies = new Map<string, number>()
  for (const { card, count } of tally.lines) if (card) copies.set(card.identity, (copies.get(card.identity) ?? 0) + count)
  copies.forEach((count, identity) => count > DECK_RULES.maxCopies && over.push([identity, count]))
  return over
}

/** Codes of the known lines whose card passes `test`, in deck order. */
function codesOf(lines: readonly ResolvedEntry[], test: (card: Card) => boolean): string[] {
  const codes: string[] = []
  for (const line of lines) if (line.card && test(line.card)) codes.push(line.code)
  return codes
}

type Params = DeckIssue['params']
type Messages = Record<DeckIssueKind, (p: Params) => string>

const MESSAGES: Record<'en' | 'fr', Messages> = {
  en: {
    'deck-size': (p) =>
      p.format === 'constructed'
        ? `A constructed deck has exactly ${p.min} cards; this one has ${p.total}: ${diffText(Number(p.total), Number(p.min), 'en')}.`
        : `A limited deck has ${p.min} cards or more; this one has ${p.total}: add ${Number(p.min) - Number(p.total)}.`,
    'too-many-copies': (p) =>
      `${p.name}: ${p.count} copies (${p.codes}); at most ${p.max} copies of the same card number, reprints and promos counted together.`,
    'not-deck-legal': (p) => `${p.name} (${p.code}) cannot be put in a deck: it is a ${p.type} token, put into play by effects.`,
    'unknown-card': (p) => `${p.code} (${p.count}×) is not in the card database: kept in the deck, but it cannot be checked.`,
    'light-dark-many': (p) =>
      `${p.count} Light or Dark Characters: only one of them can be on your field at a time, so more than ${p.max} often get stuck in hand.`,
    'multicard-unknown': (p) =>
      `The card data does not say whether ${p.names} can have several copies on the field (multicard); check the printed card.`,
    'backups-many': (p) => `${p.count} Backups of ${p.total} cards: more than half the deck, leaving few Forwards to win games.`,
    'backups-none': () => 'No Backups: every CP will have to come from discarding cards.',
  },
  fr: {
    'deck-size': (p) =>
      p.format === 'constructed'
        ? `Un deck construit a exactement ${p.min} cartes ; celui-ci en a ${p.total} : ${diffText(Number(p.total), Number(p.min), 'fr')}.`
        : `Un deck limité a ${p.min} cartes ou plus ; celui-ci en a ${p.total} : ajoutez-en ${Number(p.min) - Number(p.total)}.`,
    'too-many-copies': (p) =>
      `${p.name} : ${p.count} exemplaires (${p.codes}) ; au plus ${p.max} exemplaires d’un même numéro de carte, rééditions et promos comptées ensemble.`,
    'not-deck-legal': (p) => `${p.name} (${p.code}) ne peut pas être mis dans un deck : c’est un jeton ${frType(String(p.type))}, mis en jeu par des effets.`,
    'unknown-card': (p) =>
      `${p.code} (${p.count}×) n’est pas dans la base de cartes : gardé dans le deck, mais impossible à vérifier.`,
    'light-dark-many': (p) =>
      `${p.count} Personnages Lumière ou Ténèbres : un seul peut être sur votre terrain à la fois, au-delà de ${p.max} ils restent souvent en main.`,
    'multicard-unknown': (p) =>
      `Les données ne disent pas si ${p.names} peut être en plusieurs exemplaires sur le terrain (multicarte) ; vérifiez la carte imprimée.`,
    'backups-many': (p) => `${p.count} Soutiens sur ${p.total} cartes : plus de la moitié du deck, il reste peu d’Avants pour gagner.`,
    'backups-none': () => 'Aucun Soutien : tous les CP devront venir de cartes défaussées.',
  },
}

function diffText(total: number, size: number, locale: 'en' | 'fr'): string {
  const n = Math.abs(size - total)
  if (locale === 'fr') return total < size ? `ajoutez-en ${n}` : `retirez-en ${n}`
  return total < size ? `add ${n}` : `remove ${n}`
}

function frType(type: string): string {
  return ({ crystal: 'Cristal', forward: 'Avant', backup: 'Soutien', summon: 'Invocation', monster: 'Monstre' } as Record<string, string>)[type] ?? type
}

/** The issue as a sentence a player reads, naming the card and why (with the rule number when one says it). */
export function describeIssue(issue: DeckIssue, locale: 'en' | 'fr'): string {
  const text = MESSAGES[locale][issue.kind](issue.params)
  if (!issue.rule) return text
  return locale === 'fr' ? `${text} (règle ${issue.rule})` : `${text} (rule ${issue.rule})`
}
