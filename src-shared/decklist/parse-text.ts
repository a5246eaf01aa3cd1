// Decklists as lines of text: every community format, in any mix (see docs/decklist-formats.md).
import { pileBooks, pilesOf } from './entry-book'
import { DECK_LIMITS } from './limits'
import { MAX_LINE_LENGTH, lineShape, type LineShape, type SectionKind } from './line-shape'
import { addNotes, lineError, listOf, say, type LineMessage } from './line-messages'
import type { CardResolver, DecklistCard as Card, LineError, ParsedDecklist, ParsedLine } from './parsed'
import { nameKey } from './resolver'

type CardShape = LineShape & { kind: 'card' }
type Found = { card: Card; notes: LineMessage[] } | { error: LineError }

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

export function parseTextLines(texts: string[], resolver: CardResolver): ParsedDecklist {
  const { sections, pileOfSection, formatWords } = resolver.decklist
  const kindOf = new Map(sections.map((s) => [s.id, s.kind]))
  const shapes = texts.map((text) => lineShape(text, sections))
  const lines: ParsedLine[] = []
  const books = pileBooks(resolver.piles)
  const main = resolver.piles[0]!.id
  const pileOf = (section: SectionKind): string => {
    const pile = pileOfSection[section] ?? main
    if (!books.has(pile)) throw new RangeError(`the heading "${section}" goes to a pile the game does not have: "${pile}" (piles: ${[...books.keys()].join(', ')})`)
    return pile
  }
  let name: { value: string; line: number } | undefined
  let format: string | undefined
  let zone = main
  let typeSection: OpenSection | null = null
  let pileSection: OpenSection | null = null // `main(50):`, `limit break(0):`, `#RideDeck`
  let mainTotal = 0
  const titleLine = deckTitleLine(shapes)

  const close = (section: OpenSection | null) => {
    if (!section || section.expected === null || section.expected === section.counted) return
    const { line, label, expected, counted, lastLine } = section
    line.status = 'error'
    line.error = lineError('section-count', [
      section.total
        ? say('totalCount', { label, expected, counted })
        : counted > 0
          ? say('sectionCount', { label, expected, counted, first: line.line + 1, last: lastLine })
          : say('sectionCountNone', { label, expected }),
    ])
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
        const found = formatOf(shape.value, formatWords)
        if (found) {
          line.status = 'header'
          if (format && format !== found) addNotes(line, [say('formatRepeated', { format: found })])
          format = found
        } else fail(line, lineError('unreadable', [say('formatUnknown', { value: shape.value })]))
        return
      }
      case 'section':
        line.status = 'section'
        line.section = shape.section
        line.expected = shape.expected
        onSection(line, shape.section, shape.expected)
        return
      case 'too-long':
        fail(line, lineError('unreadable', [say('lineTooLong', { length: shape.length, max: MAX_LINE_LENGTH })]))
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
      return fail(line, lineError('limit', [say('nameTooLong', { length: value.length, max: DECK_LIMITS.name })]))
    line.status = 'header'
    if (name) addNotes(line, [say('nameRepeated', { line: name.line })])
    else name = { value, line: line.line }
  }

  function onSection(line: ParsedLine, section: SectionKind, expected: number | null) {
    const open = (): OpenSection => ({ line, label: line.text.trim(), expected, counted: 0, lastLine: line.line })
    const kind = kindOf.get(section)
    if (kind === 'total') {
      close(typeSection)
      typeSection = null
      close({ ...open(), counted: mainTotal, total: true })
      return
    }
    close(typeSection)
    typeSection = null
    if (kind === 'pile') {
      close(pileSection)
      pileSection = open()
      zone = pileOf(section)
      return
    }
    if (zone !== main) {
      // A group heading (FFTCG: a card type) after another pile is back in the main deck.
      close(pileSection)
      pileSection = null
      zone = main
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
      countTowardSections(line, null)
      const also = 'error' in found ? (found.error.parts ?? []) : []
      return fail(line, lineError('quantity', [quantity.error, ...also], 'error' in found ? found.error.candidates : []))
    }
    const count = quantity.written ? quantity.value : 1
    if ('error' in found) {
      // A count that was read still counts toward its heading: one unknown code is one report.
      if (quantity.written || shape.code) countTowardSections(line, count)
      line.count = count
      if (shape.name) line.name = shape.name
      return fail(line, found.error)
    }
    acceptCard(line, found.card, count, found.notes)
  }

  function acceptCard(line: ParsedLine, card: Card, count: number, notes: LineMessage[]) {
    describeCard(line, card)
    line.count = count
    const added = books.get(zone)!.add(card, card.code, count, line.line)
    countTowardSections(line, count)
    if ('refused' in added) return fail(line, lineError('limit', [added.refused]))
    line.status = 'card'
    line.zone = zone
    addNotes(line, [...notes, ...added.notes])
  }

  function countTowardSections(line: ParsedLine, count: number | null) {
    if (count === null) return
    for (const section of [typeSection, pileSection]) {
      if (!section) continue
      section.counted += count
      section.lastLine = line.line
    }
    if (zone === main) mainTotal += count
  }

  const errors = lines.filter((l) => l.status === 'error')
  const result: ParsedDecklist = {
    source: 'text',
    piles: pilesOf(books),
    lines,
    errors,
  }
  if (name) result.name = name.value
  if (format) result.format = format
  return result
}

function fail(line: ParsedLine, error: LineError) {
  line.status = 'error'
  line.error = error
}

function describeCard(line: ParsedLine, card: Card) {
  line.code = card.code
  if (card.name) line.name = card.name
}

/** The game's format a `Format:` line names (`Light 6`, `draft deck`), by its formatWords. */
function formatOf(value: string, formatWords: Readonly<Record<string, readonly string[]>>): string | null {
  const word = value.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim()
  const bare = word.replace(/ ?(?:format|deck)$/, '')
  const found = Object.entries(formatWords).find(([, words]) => words.includes(word) || words.includes(bare))
  return found ? found[0] : null
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
  const cards = resolver.distinct(resolver.byName(name))
  return cards.length === 1 ? cards[0]! : null
}

function findCard(shape: CardShape, resolver: CardResolver): Found {
  const { code, extraCodes, name, quantity } = shape
  if (code) {
    const card = resolver.byCode(code)
    const others = extraCodes.map((c) => resolver.byCode(c))
    if (card && others.some((other) => other?.identity !== card.identity))
      return { error: lineError('unreadable', [say('severalCodes', { codes: [code, ...extraCodes].join(', ') })]) }
    if (!card) {
      const byName = name ? resolver.distinct(resolver.byName(name)) : []
      const codes = byName.map((c) => c.code)
      const hint = byName.length ? [say('nameIs', { name, codes: codes.join(', ') })] : []
      return { error: lineError('unknown-code', [say('unknownCode', { code }), ...hint], codes) }
    }
    const notes: LineMessage[] = []
    if (name && card.name && nameKey(name) !== nameKey(card.name)) notes.push(say('nameDiffers', { name, code: card.code, cardName: card.name }))
    return { card, notes }
  }
  if (name === '') return { error: lineError('unreadable', [say(quantity.written ? 'quantityWithoutCard' : 'notACardLine')]) }
  const cards = resolver.distinct(resolver.byName(name))
  if (cards.length === 1) return { card: cards[0]!, notes: [] }
  const preferred = cards.length > 1 ? resolver.prefer?.(cards) : null
  if (preferred) {
    const others = listOf(cards.filter((c) => c !== preferred).map((c) => c.code))
    return { card: preferred, notes: [say('tookOwnCard', { name, code: preferred.code, set: preferred.ownSet ?? '', others })] }
  }
  if (cards.length > 1) {
    const codes = cards.map((c) => c.code)
    return { error: lineError('ambiguous-name', [say('ambiguousName', { name, n: cards.length, codes: listOf(codes) })], codes) }
  }
  // A misspelt name: the cards whose names are a typo or two away, as search would find them.
  const all = resolver.distinct(resolver.nearNames?.(name) ?? [])
  const near = suggestions(all)
  const guess = near.length ? [say('didYouMean', { names: listOf([...new Set(near.map((c) => c.name))], 3) })] : []
  const codes = near.map((c) => c.code)
  const error = quantity.written
    ? lineError('unknown-name', [say('unknownName', { name }), ...guess], codes)
    : lineError('unreadable', [say('notACardLineNamed', { name }), ...guess], codes)
  // The cap must not hide that there are more: the page says "and N more".
  return { error: all.length > near.length ? { ...error, moreCandidates: all.length - near.length } : error }
}

/** A handful of cards to pick from: a name with a dozen cards (Shantotto) must not bury the rest. */
export const MAX_SUGGESTIONS = 5

/**
 * At most MAX_SUGGESTIONS of `cards` (one printing per card already, by the resolver's
 * `distinct`): each near name's first card before any name's second, in their given order.
 */
export function suggestions(cards: readonly Card[]): Card[] {
  const rank = new Map<string, number>()
  const ranked = cards.map((card) => {
    const nth = rank.get(card.name) ?? 0
    rank.set(card.name, nth + 1)
    return { card, nth }
  })
  return ranked
    .sort((a, b) => a.nth - b.nth) // stable: the given order within a round
    .slice(0, MAX_SUGGESTIONS)
    .map(({ card }) => card)
}
