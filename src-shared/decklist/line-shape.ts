// The shape of one decklist line, before any card is looked up: what it looks like it says.
// Every community format is a mix of the same pieces: a quantity (`3`, `3x`, `x3`, `3 x`),
// a code (`1-001H`, `[1-001]`, `(15-001R/9-002H)`), a name, section headings with counts
// (`Forwards (27)`, `forward(25):`), `Deck:`/`Format:` headers and comments. The words of the
// headings are the game's (its module's decklist.sections): this file knows their shape only.
import type { DecklistSection } from '../game/module'
import { say, type LineMessage } from './line-messages'

/** The id of one of the game's headings (FFTCG: 'forward', 'limitBreak', 'total'…). */
export type SectionKind = string

export type Quantity =
  | { written: false }
  | { written: true; value: number }
  | { written: true; error: LineMessage; raw: string }

export type LineShape =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'section'; section: SectionKind; expected: number | null }
  | { kind: 'deck-name'; value: string }
  | { kind: 'format'; value: string }
  | { kind: 'card'; quantity: Quantity; code: string | null; extraCodes: string[]; name: string }
  | { kind: 'too-long'; length: number }

/**
 * No card line comes near this (the longest names are about 40 characters). Longer lines are
 * refused before any pattern runs, so that a pasted blob cannot make the patterns backtrack for seconds.
 */
export const MAX_LINE_LENGTH = 300

/** More copies than this on one line is a typo, not a deck (a card allows 3; limited decks, 40+ cards). */
export const MAX_LINE_COUNT = 99

// `Forwards (27)`, `forward(25):`, `## Backups [16]`, `**Summons: 7**`, `Monsters - 0`, `Total 50`
const SECTION = /^[#*=_\s]*([a-z][a-z ]*?)\s*(?:[([]\s*(\d+)\s*[)\]]|[:\-–—]\s*(\d+)|\s(\d+))?\s*:?[*=_\s]*$/i
const FIFTY_CARDS = /^(\d+)\s+cards?$/i
const DECK_NAME = /^(?:deck(?:\s*name)?|name|title)\s*[:=–—-]\s*(.*\S)\s*$/i
const FORMAT = /^format\s*[:=–—-]\s*(.*\S)\s*$/i
const LINK = /^(?:<)?https?:\/\/\S+(?:>)?$/i

// A card code as players write it, alone or in brackets, possibly the official `new/original` form.
// Any letter after the number still makes it a code (`99-999Z` is a wrong code, not a name).
const CODE = /(^|[\s([{,;:|])((?:\d{1,2}|re|pr|b|c)-\d{1,3}[a-z]?)((?:\/(?:\d{1,2}|re|pr|b|c)-\d{1,3}[a-z]?)*)(?=$|[\s)\]},;:|])/gi

const NUMBER_WORDS = new Set([
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'un', 'une', 'deux', 'trois', 'quatre', 'cinq',
])
// A token that is trying to be a quantity: digits with an optional x on either side, signs, decimals.
const QUANTITY_TOKEN = /^[x×*]?([-+]?\d+(?:[.,]\d+)?)[x×*]?$/i
const TRAILING_QUANTITY = /\s+(?:[x×*]\s*([-+]?\d+(?:[.,]\d+)?)|\(\s*[x×*]?\s*([-+]?\d+(?:[.,]\d+)?)\s*\))$/i
const LEADING_PUNCTUATION = ' -–—|:,;.*=>'
const TRAILING_PUNCTUATION = ' -–—|:,;.*=<'

// A loop, not /[…]+$/: that pattern retries from every character of a long run of punctuation.
function trimPunctuation(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && LEADING_PUNCTUATION.includes(text[start]!)) start++
  while (end > start && TRAILING_PUNCTUATION.includes(text[end - 1]!)) end--
  return text.slice(start, end)
}

/** The line without a trailing `// …` or ` # …` comment, tabs as spaces, runs of spaces as one. */
export function cleanLine(text: string): string {
  const spaced = text.replace(/[\t\u00a0\u3000\s]+/g, ' ')
  const comment = /\s(?:\/\/|#)/.exec(spaced)
  return (comment ? spaced.slice(0, comment.index) : spaced).trim()
}

/** The heading a line is, among the game's `sections`, with the count it announces. */
export function sectionOf(text: string, sections: readonly DecklistSection[]): { section: SectionKind; expected: number | null } | null {
  const fifty = FIFTY_CARDS.exec(text)
  const total = sections.find((s) => s.kind === 'total')
  if (fifty && total) return { section: total.id, expected: Number(fifty[1]) }
  const match = SECTION.exec(text)
  if (!match) return null
  const word = match[1]!.toLowerCase().replace(/\s+/g, ' ').trim()
  const found = sections.find((s) => s.words.includes(word))
  if (!found) return null
  const count = match[2] ?? match[3] ?? match[4]
  return { section: found.id, expected: count === undefined ? null : Number(count) }
}

export function lineShape(raw: string, sections: readonly DecklistSection[]): LineShape {
  if (raw.length > MAX_LINE_LENGTH) return raw.trim() === '' ? { kind: 'blank' } : { kind: 'too-long', length: raw.length }
  const text = cleanLine(raw)
  if (text === '') return { kind: 'blank' }
  // The name as written: `Deck: #1 Lightning // Zack` keeps its `#` and `//`; `Deck: 50` is a name too.
  const deckName = DECK_NAME.exec(raw.replace(/[\t\u00a0\u3000]/g, ' ').trim())
  if (deckName) return { kind: 'deck-name', value: deckName[1]! }
  // `## Forwards (27)` is a heading, `# good vs Lightning` a comment.
  const section = sectionOf(text, sections)
  if (section) return { kind: 'section', ...section }
  if (/^(?:#|\/\/|--|;)/.test(raw.trim()) || LINK.test(text)) return { kind: 'comment' }
  const format = FORMAT.exec(text)
  if (format) return { kind: 'format', value: format[1]! }
  return cardShape(text)
}

function readQuantity(raw: string): Quantity {
  const match = QUANTITY_TOKEN.exec(raw)
  const digits = match?.[1]
  if (digits !== undefined && /^\d+$/.test(digits)) {
    const value = Number(digits)
    if (value >= 1 && value <= MAX_LINE_COUNT) return { written: true, value }
    if (value === 0) return { written: true, raw, error: say('quantityZero', { raw }) }
    return { written: true, raw, error: say('quantityTooMany', { raw, max: MAX_LINE_COUNT }) }
  }
  if (digits !== undefined) return { written: true, raw, error: say('quantityNotWhole', { raw }) }
  return { written: true, raw, error: say('quantityInWords', { raw }) }
}

function cardShape(text: string): LineShape & { kind: 'card' } {
  let rest = text
  let quantity: Quantity = { written: false }
  const [first = '', second] = rest.split(' ')
  if (QUANTITY_TOKEN.test(first)) {
    quantity = readQuantity(first)
    rest = rest.slice(first.length).trim()
    // `3 x 1-001H`
    if (second !== undefined && /^[x×*]$/i.test(second) && /^\d/.test(first) && !/[x×*]$/i.test(first))
      rest = rest.slice(second.length).trim()
  } else if (NUMBER_WORDS.has(first.toLowerCase()) && second !== undefined) {
    quantity = readQuantity(first)
    rest = rest.slice(first.length).trim()
  } else {
    const trailing = TRAILING_QUANTITY.exec(rest)
    if (trailing) {
      quantity = readQuantity(trailing[1] ?? trailing[2]!)
      rest = rest.slice(0, trailing.index).trim()
    }
  }

  const codes: string[] = []
  rest = rest.replace(CODE, (_all, before: string, code: string) => {
    codes.push(code)
    return before
  })
  let name = rest
    .replace(/[([{]\s*[)\]}]/g, ' ') // brackets the code sat in
    .replace(/\s+/g, ' ')
  name = trimPunctuation(name).trim()
  // `1-001H 3` (code, then a bare count): only when nothing else is on the line.
  if (codes.length > 0 && !quantity.written && /^\d+$/.test(name)) {
    quantity = readQuantity(name)
    name = ''
  }
  const [code = null, ...extraCodes] = codes
  return { kind: 'card', quantity, code, extraCodes, name }
}
