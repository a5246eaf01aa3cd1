// Decklists as lines of text: every community format, in any mix (see docs/decklist-formats.md).
import type { Card } from '../games/fftcg/card'
import type { DeckFormat } from '../games/fftcg/deck/deck'
import { EntryBook } from './entry-book'
import { DECK_LIMITS } from './limits'
import { MAX_LINE_LENGTH, lineShape, type LineShape, type SectionKind } from './line-shape'
import type { CardResolver, LineErrorKind, ParsedDecklist, ParsedLine } from './parse'
import { distinctCards, nameKey } from './resolver'

type CardShape = LineShape & { kind: 'card' }
type Found = { card: Card; notes: string[] } | { error: LineError }
type LineError = NonNullable<ParsedLine['error']>

/** A heading whose announced count is checked against the card lines under it. */
interface OpenSection {
  line: ParsedLine
  label: string
  expected: number | null
  counted: number
  lastLine: number
  /** A `Total (50)` line: checks the whole main deck above it. */
  total?: boolean
}

const FORMAT_WORDS: [RegExp, DeckFormat][] = [
  [/^(constructed|standard|title|l6|light ?6|ranked|tournament)( ?(format|deck))?$/, 'constructed'],
  [/^(limited|draft|sealed|booster draft|cube)( ?(format|deck))?$/, 'limited'],
]

export function parseTextLines(texts: string[], resolver: CardResolver): ParsedDecklist {
  const shapes = texts.map(lineShape)
  const lines: ParsedLine[] = []
  const main = new EntryBook()
  const limitBreak = new EntryBook(DECK_LIMITS.limitBreakEntries)
  let name: { value: string; line: number } | undefined
  let format: DeckFormat | undefined
  let zone: 'main' | 'limitBreak' = 'main'
  let typeSection: OpenSection | null = null
  let pileSection: OpenSection | null = null // `main(50):` or `limit break(0):`
  let mainTotal = 0
  const titleLine = deckTitleLine(shapes)

  const close = (section: OpenSection | null) => {
    if (!section || section.expected === null || section.expected === section.counted) return
    const { line, label, expected, counted, lastLine } = section
    const where = counted > 0 ? ` (lines ${line.line + 1}–${lastLine})` : ''
    line.status = 'error'
    line.error = {
      kind: 'section-count',
      message: section.total
        ? `${label} announces ${expected} ${plural(expected)} but the main deck above holds ${counted}`
        : `${label} announces ${expected} ${plural(expected)} but ${counted} ${plural(counted)} ${counted === 1 ? 'follows' : 'follow'}${where}`,
    }
  }

  shapes.forEach((shape, index) => {
    const text = texts[index]!
    const line: ParsedLine = { line: index + 1, text, status: 'blank' }
    lines.push(line)
    switch (shape.kind) {
      case 'blank':
      case 'comment':
        line.status = shape.kind
        return
      case 'deck-name':
        setName(line, shape.value)
        return
      case 'format': {
        const found = formatOf(shape.value)
        if (found) {
          line.status = 'header'
          if (format && format !== found) line.notes = [`the list gave another format before; ${found} is kept`]
          format = found
        } else error(line, 'unreadable', `format "${shape.value}" is not one Deck Lab knows (constructed or limited)`)
        return
      }
      case 'section':
        line.status = 'section'
        line.section = shape.section
        line.expected = shape.expected
        onSection(line, shape.section, shape.expected)
        return
      case 'too-long':
        error(line, 'unreadable', `A line of ${shape.length} characters is not a card line (at most ${MAX_LINE_LENGTH})`)
        return
      case 'card':
        if (index === titleLine) {
          setName(line, texts[index]!.trim())
          return
        }
        onCard(line, shape)
    }
  })
  close(typeSection)
  close(pileSection)

  function setName(line: ParsedLine, value: string) {
    if (value.length > DECK_LIMITS.name)
      return error(line, 'limit', `A deck name of ${value.length} characters is too long (at most ${DECK_LIMITS.name})`)
    line.status = 'header'
    if (name) line.notes = [`the deck was already named on line ${name.line}; that name is kept`]
    else name = { value, line: line.line }
  }

  function onSection(line: ParsedLine, section: SectionKind, expected: number | null) {
    const open = (): OpenSection => ({ line, label: line.text.trim(), expected, counted: 0, lastLine: line.line })
    if (section === 'total') {
      close(typeSection)
      typeSection = null
      close({ ...open(), counted: mainTotal, total: true })
      return
    }
    close(typeSection)
    typeSection = null
    if (section === 'main' || section === 'limitBreak') {
      close(pileSection)
      pileSection = open()
      zone = section === 'main' ? 'main' : 'limitBreak'
      return
    }
    if (zone === 'limitBreak') {
      // A card-type heading after the limit break pile is back in the main deck.
      close(pileSection)
      pileSection = null
      zone = 'main'
    }
    typeSection = open()
  }

  function onCard(line: ParsedLine, shape: CardShape) {
    const numberWordName = shape.quantity.written && 'error' in shape.quantity && !/\d/.test(shape.quantity.raw)
    if (numberWordName && !shape.code) {
      // `Three Tides` would be a card before it is a misspelt quantity.
      const whole = uniqueByName(resolver, line.text.trim())
      if (whole) return acceptCard(line, whole, 1, [])
    }
    const found = findCard(shape, resolver)
    const { quantity } = shape
    if (quantity.written && 'error' in quantity) {
      if ('card' in found) describeCard(line, found.card)
      const also = 'error' in found ? `; also ${found.error.message}` : ''
      countTowardSections(line, null)
      return error(line, 'quantity', `${capitalise(quantity.error)}${also}`)
    }
    const count = quantity.written ? quantity.value : 1
    if ('error' in found) {
      // A count that was read still counts toward its heading: one unknown code is one report.
      if (quantity.written || shape.code) countTowardSections(line, count)
      line.count = count
      if (shape.name) line.name = shape.name
      line.status = 'error'
      line.error = found.error
      return
    }
    acceptCard(line, found.card, count, found.notes)
  }

  function acceptCard(line: ParsedLine, card: Card, count: number, notes: string[]) {
    describeCard(line, card)
    line.count = count
    const added = (zone === 'main' ? main : limitBreak).add(card, card.code, count, line.line)
    countTowardSections(line, count)
    if ('refused' in added) return error(line, 'limit', capitalise(added.refused))
    line.status = 'card'
    line.zone = zone
    const all = [...notes, ...added.notes]
    if (all.length) line.notes = all
  }

  function countTowardSections(line: ParsedLine, count: number | null) {
    if (count === null) return
    for (const section of [typeSection, pileSection]) {
      if (!section) continue
      section.counted += count
      section.lastLine = line.line
    }
    if (zone === 'main') mainTotal += count
  }

  const errors = lines.filter((l) => l.status === 'error')
  const result: ParsedDecklist = {
    source: 'text',
    entries: main.entries,
    limitBreak: limitBreak.entries,
    lines,
    errors,
  }
  if (name) result.name = name.value
  if (format) result.format = format
  return result
}

function error(line: ParsedLine, kind: LineErrorKind, message: string) {
  line.status = 'error'
  line.error = { kind, message }
}

function describeCard(line: ParsedLine, card: Card) {
  line.code = card.code
  if (card.name) line.name = card.name
}

function listOf(codes: string[], max = 8): string {
  return codes.length > max ? `${codes.slice(0, max).join(', ')}, …` : codes.join(', ')
}

function plural(n: number): string {
  return n === 1 ? 'card' : 'cards'
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function formatOf(value: string): DeckFormat | null {
  const word = value.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim()
  return FORMAT_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null
}

/**
 * Materia Hunter and many tournament lists start with the deck's name on a line of its own:
 * the first line that is neither a quantity nor a code, when a heading comes next (headers aside).
 */
function deckTitleLine(shapes: LineShape[]): number {
  const meaningful = shapes.map((shape, index) => ({ shape, index })).filter(({ shape }) => shape.kind !== 'blank' && shape.kind !== 'comment')
  const [first, ...rest] = meaningful
  const next = rest.find(({ shape }) => shape.kind !== 'deck-name' && shape.kind !== 'format')
  if (!first || !next || first.shape.kind !== 'card' || next.shape.kind !== 'section') return -1
  const { quantity, code, name } = first.shape
  return !quantity.written && !code && name !== '' ? first.index : -1
}

function uniqueByName(resolver: CardResolver, name: string): Card | null {
  const cards = distinctCards(resolver.byName(name))
  return cards.length === 1 ? cards[0]! : null
}

function findCard(shape: CardShape, resolver: CardResolver): Found {
  const { code, extraCodes, name, quantity } = shape
  if (code) {
    const card = resolver.byCode(code)
    const others = extraCodes.map((c) => resolver.byCode(c))
    if (card && others.some((other) => other?.identity !== card.identity))
      return { error: { kind: 'unreadable', message: `several different card codes on one line (${[code, ...extraCodes].join(', ')})` } }
    if (!card) {
      const byName = name ? distinctCards(resolver.byName(name)) : []
      const hint = byName.length ? `; "${name}" is ${byName.map((c) => c.code).join(', ')}` : ''
      return { error: { kind: 'unknown-code', message: `No card has the code ${code}${hint}`, ...(byName.length ? { candidates: byName.map((c) => c.code) } : {}) } }
    }
    const notes: string[] = []
    if (name && card.name && nameKey(name) !== nameKey(card.name))
      notes.push(`"${name}" is not the name of ${card.code} (${card.name}); the code was used`)
    return { card, notes }
  }
  if (name === '')
    return { error: { kind: 'unreadable', message: quantity.written ? 'A quantity without a card' : 'Not a card, heading, comment or header' } }
  const cards = distinctCards(resolver.byName(name))
  if (cards.length === 1) return { card: cards[0]!, notes: [] }
  if (cards.length > 1)
    return {
      error: {
        kind: 'ambiguous-name',
        message: `"${name}" is the name of ${cards.length} different cards (${listOf(cards.map((c) => c.code))}): write the code`,
        candidates: cards.map((c) => c.code),
      },
    }
  return quantity.written
    ? { error: { kind: 'unknown-name', message: `No card is named "${name}"` } }
    : { error: { kind: 'unreadable', message: `Not a card, heading, comment or header: no card is named "${name}"` } }
}
