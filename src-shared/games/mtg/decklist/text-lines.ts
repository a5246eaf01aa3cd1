// The lines of Magic's text decklists, before any card is looked up: which pile a line's cards
// go to and the `N Name` the shared parser is handed. Formats (docs/games/mtg.md):
//   MTG Arena   `Deck` / `Sideboard` / `Commander` / `Companion` headings, `4 Lightning Bolt (2X2) 117`
//   MTGO text   `4 Lightning Bolt`, a blank line, then the sideboard
//   Moxfield / Archidekt  `1x Sol Ring (cmm) 410 *F* [Commander{top}] ^Have^`
//   Forge .dck  `[metadata]` `Name=…`, `[Main]`, `[Sideboard]`, `[Commander]`, `4 Lightning Bolt|2X2|1`
//   XMage .dck  `NAME:…`, `4 [2X2:117] Lightning Bolt`, `SB: 2 [M10:133] Pyroclasm`
import { MAX_LINE_LENGTH, sectionOf } from '../../../decklist/line-shape'
import { isBucket, MTG_DECKLIST, type Bucket } from './vocabulary'
import type { Item } from './items'

const XMAGE = /^(SB:\s*)?(\d+)\s+\[([^\]:]*):([^\]]*)\]\s+(.+)$/i
const SIDEBOARD_PREFIX = /^SB:\s*/i // `SB: 2 Pyroclasm`, XMage's and older MTGO lists'
const FORGE = /^(\d+)\s+([^|]+?)\s*\|.*$/
const BRACKET_HEADING = /^\[\s*([a-z][a-z ]*?)\s*\]$/i
const XMAGE_NAME = /^NAME:(.*)$/
const XMAGE_LAYOUT = /^LAYOUT (?:MAIN|SIDEBOARD):/
const KEY_VALUE = /^([A-Za-z][\w ]*?)\s*=\s*(.*)$/
const ARENA_NAME = /^Name\s+(.+)$/
const FORMAT = /^format\s*[:=]\s*(.+)$/i

// Suffixes of Arena / Moxfield / Archidekt lines, taken off from the end until none is left.
const TAG = /\s+\^[^^]*\^$/ // Archidekt's `^Have,#37d67a^`
const CATEGORY = /\s+\[([^\]]+)\]$/ // `[Commander{top}]`, `[Sideboard]`, `[Ramp]`
const FINISH = /\s+\*[A-Za-z]+\*$/ // `*F*` foil, `*E*` etched
const PRINTING = /\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[A-Za-z0-9★†-]+)?$/ // `(2X2) 117`
/** Forge's sections that are not part of the deck (they are skipped, and said so). */
const FORGE_OTHER = new Set(['avatar', 'planes', 'schemes', 'conspiracy', 'dungeon', 'attractions', 'contraptions'])

/** Archidekt's categories that keep a card out of the deck. */
const OUT_OF_DECK = /\{nodeck\}|^(maybeboard|considering)\b/i

export interface LineContext {
  bucket: Bucket
  /** Inside Forge's `[metadata]` or Arena's `About`: lines are headers. */
  metadata: boolean
  /** Inside a Forge section that is not part of the deck (`[Planes]`): lines are kept out. */
  outside: boolean
}

/** A card line's quantity and name with the printing, finish and tags taken off, and the pile its category names. */
function cardLine(text: string): { card: string; bucket: Bucket | null; outOfDeck: boolean } {
  const xmage = XMAGE.exec(text)
  if (xmage) return { card: `${xmage[2]} ${xmage[5]!.trim()}`, bucket: xmage[1] ? 'sideboard' : null, outOfDeck: false }
  const forge = FORGE.exec(text)
  if (forge) return { card: `${forge[1]} ${forge[2]}`, bucket: null, outOfDeck: false }
  const sideboard = SIDEBOARD_PREFIX.exec(text)
  let rest = sideboard ? text.slice(sideboard[0].length) : text
  let category: string | null = null
  for (let changed = true; changed; ) {
    changed = false
    for (const suffix of [TAG, CATEGORY, FINISH, PRINTING]) {
      const m = suffix.exec(rest)
      if (!m) continue
      if (suffix === CATEGORY) category ??= m[1]!
      rest = rest.slice(0, m.index)
      changed = true
    }
  }
  const bucket = sideboard ? 'sideboard' : category ? bucketOfCategory(category) : null
  return { card: rest, bucket, outOfDeck: category !== null && OUT_OF_DECK.test(category) }
}

/** `Commander{top}` → commander, `Sideboard` → sideboard; any other category (Ramp, Land…) keeps the current pile. */
function bucketOfCategory(category: string): Bucket | null {
  const word = category.replace(/\{[^}]*\}/g, '').split(',')[0]!.trim().toLowerCase()
  const section = MTG_DECKLIST.sections.find((s) => s.words.includes(word))
  return section && isBucket(section.id) ? section.id : null
}

/** XMage's `NAME:Burn`; under Forge's `[metadata]` `Name=Burn`, under Arena's `About` `Name Burn`. */
function deckName(text: string, metadata: boolean): string | null {
  const xmage = XMAGE_NAME.exec(text)
  if (xmage) return xmage[1]!.trim()
  if (!metadata) return null
  const pair = KEY_VALUE.exec(text)
  if (pair) return pair[1]!.toLowerCase() === 'name' ? pair[2]!.trim() : null
  return ARENA_NAME.exec(text)?.[1]!.trim() ?? null
}

/** One line of a text list as an item; `context` carries the current heading from line to line. */
export function textItem(raw: string, line: number, context: LineContext): Item {
  const text = raw.trim()
  if (text === '') return { line, text: raw, kind: 'blank' }
  // Before any pattern runs (a long run of spaces would make them backtrack): the shared parser says it is too long.
  if (raw.length > MAX_LINE_LENGTH) return { line, text: raw, kind: 'card', bucket: context.bucket, card: raw }
  const bracket = BRACKET_HEADING.exec(text)
  const heading = bracket ? bracket[1]!.toLowerCase() : text.toLowerCase() === 'about' ? 'about' : null
  if (heading === 'metadata' || heading === 'about' || (bracket && FORGE_OTHER.has(heading!))) {
    context.metadata = heading === 'metadata' || heading === 'about'
    context.outside = !context.metadata
    return { line, text: raw, kind: 'section' }
  }
  const section = sectionOf(bracket ? heading! : text, MTG_DECKLIST.sections)
  if (section && isBucket(section.section)) {
    context.metadata = false
    context.outside = false
    context.bucket = section.section
    return { line, text: raw, kind: 'section', section: section.section }
  }
  if (context.outside) return { line, text: raw, kind: 'skipped', note: 'notInDeck' }
  const name = deckName(text, context.metadata)
  if (name !== null) return { line, text: raw, kind: 'header', name }
  const format = FORMAT.exec(text)
  if (format) return { line, text: raw, kind: 'header', format: format[1]!.trim() }
  if (context.metadata || XMAGE_LAYOUT.test(text)) return { line, text: raw, kind: 'header' }
  if (/^(?:#|\/\/)/.test(text)) return { line, text: raw, kind: 'comment' }
  const { card, bucket, outOfDeck } = cardLine(text)
  if (outOfDeck) return { line, text: raw, kind: 'skipped', note: 'notInDeck' }
  return { line, text: raw, kind: 'card', bucket: bucket ?? context.bucket, card }
}

/** Whether a text marks its piles (headings, `SB:` lines, categories): if not, MTGO's blank line starts the sideboard. */
export function marksPiles(items: readonly Item[]): boolean {
  return items.some((item) => item.kind === 'section' || (item.kind === 'card' && item.bucket !== 'main'))
}

/** Every line of a text list as an item, MTGO's blank line taken as the sideboard's start when nothing else marks the piles. */
export function textItems(texts: readonly string[]): Item[] {
  const context: LineContext = { bucket: 'main', metadata: false, outside: false }
  const items = texts.map((text, i) => textItem(text, i + 1, context))
  if (marksPiles(items)) return items
  let seenCard = false
  let sideboard = false
  return items.map((item) => {
    if (item.kind === 'card') {
      seenCard = true
      return sideboard ? { ...item, bucket: 'sideboard' as const } : item
    }
    if (item.kind === 'blank' && seenCard) sideboard = true
    return item
  })
}
