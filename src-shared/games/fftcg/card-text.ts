// Official card-browser rules-text markup → TextToken[], plain text, and keyword abilities.
//
// The markup, as found in ../shared/data/fftcg (official API `text_en`):
//   [[br]] line break · [[ex]]EX BURST[[/]] · [[i]]…[[/]] italic · [[b]]…[[/]] bold ·
//   [[s]]…[[/]] special-ability name · 《火》… cost symbols · some records wrapped in HTML
//   (`<p>…</p>`, `<br />\r\n`, `&amp;`, `&nbsp;`) · 15 older cards start with a plain `EX BURST`.
// Anything not recognised is kept as literal text: a reader must never lose card text.
import type { Element, Keyword, TextToken } from './card'
import { KEYWORDS } from './card'

const ELEMENT_SYMBOLS: Record<string, Element> = {
  火: 'fire',
  氷: 'ice',
  風: 'wind',
  土: 'earth',
  雷: 'lightning',
  水: 'water',
  光: 'light',
  闇: 'dark',
}

// 《一般》 ("generic") is the multi-playable icon: "choose 1 Character without 《一般》" means a
// card that may not be played in more than 3 copies. TextToken has no kind for it, so it
// becomes words that read right in the sentence.
export const MULTI_PLAYABLE_TEXT = '[Multi-Playable]'

function symbolToken(inner: string): TextToken | null {
  const element = ELEMENT_SYMBOLS[inner]
  if (element) return { kind: 'cp', element }
  const digits = inner.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10))
  if (/^\d{1,2}$/.test(digits)) return { kind: 'generic', amount: Number(digits) }
  switch (inner) {
    case 'X':
    case 'Ｘ':
      return { kind: 'generic', amount: 'X' }
    case 'ダル':
      return { kind: 'dull' }
    case 'S':
      return { kind: 'special' }
    case 'C':
      return { kind: 'crystal' }
    case 'LB':
      return { kind: 'limitBreak' }
    case '一般':
      return { kind: 'text', text: MULTI_PLAYABLE_TEXT }
    default:
      return null
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  middot: '·',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
}

/** Decode the HTML entities seen in card data (`&amp;`, `&middot;`, `&#39;`…); unknown ones stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

type Style = 'italic' | 'bold' | 'ability' | 'ex'
const STYLE_TAGS: Record<string, Style> = { i: 'italic', b: 'bold', s: 'ability', ex: 'ex' }

// One lexical unit of the markup; the order of alternatives matters (longest forms first).
const MARKUP = /\[\[([a-z]+|\/)\]\]|《([^《》]{1,8})》|<br\s*\/?>[ \t]*(?:\r?\n)?|<\/?p>|\r?\n/gi

/** Parse official rules-text markup into tokens. Never throws; unknown markup stays as text. */
export function parseCardText(markup: string): TextToken[] {
  const out = new TokenWriter()
  let style: Style | null = null
  let last = 0
  for (const match of markup.matchAll(MARKUP)) {
    out.text(markup.slice(last, match.index), style)
    last = match.index + match[0].length
    const [whole, tag, symbol] = match
    if (tag !== undefined) {
      const lower = tag.toLowerCase()
      if (lower === 'br') out.break()
      else if (lower === '/') {
        if (style === null) out.literal(whole) // a closer without opener: keep what was written
        style = null
      } else if (STYLE_TAGS[lower]) style = STYLE_TAGS[lower]
      else out.literal(whole, style)
    } else if (symbol !== undefined) {
      const token = symbolToken(symbol)
      if (token) out.push(token)
      else out.literal(whole, style)
    } else if (/^<\/?p>$/i.test(whole)) {
      if (whole[1] === '/') out.break()
    } else out.break() // <br />, raw newline
  }
  out.text(markup.slice(last), style)
  return out.finish()
}

type TextStyle = 'italic' | 'bold' | 'ability'

class TokenWriter {
  private tokens: TextToken[] = []

  push(token: TextToken): void {
    this.tokens.push(token)
  }

  break(): void {
    this.tokens.push({ kind: 'break' })
  }

  /** Markup kept verbatim (unknown tags and symbols): never decoded, never split. */
  literal(text: string, style: Style | null = null): void {
    this.pushText(text, style === 'ex' ? undefined : (style ?? undefined))
  }

  text(raw: string, style: Style | null): void {
    if (raw === '') return
    const text = decodeHtmlEntities(raw).replace(/[\s\u00a0\u3000]+/g, ' ')
    if (style !== 'ex') {
      this.splitPlainExBurst(text, style ?? undefined)
      return
    }
    // Inside [[ex]]…[[/]]: the words EX BURST are the marker, anything else is ordinary text.
    const parts = text.split(/(EX BURST)/)
    for (const part of parts) {
      if (part === 'EX BURST') this.tokens.push({ kind: 'exBurst' })
      else this.pushText(part)
    }
  }

  // Older cards write the marker without [[ex]]: `EX BURST When Terra enters the field…`.
  // Only at the start of a line, so a sentence that mentions EX BURST stays text.
  private splitPlainExBurst(text: string, style: TextStyle | undefined): void {
    const match = /^\s*EX BURST(?=\s)/.exec(text)
    if (match && style === undefined && this.atLineStart()) {
      this.tokens.push({ kind: 'exBurst' })
      this.pushText(text.slice(match[0].length))
    } else this.pushText(text, style)
  }

  private atLineStart(): boolean {
    for (let i = this.tokens.length - 1; i >= 0; i--) {
      const token = this.tokens[i]!
      if (token.kind === 'break') return true
      if (token.kind !== 'text' || token.text.trim() !== '') return false
    }
    return true
  }

  private pushText(text: string, style?: TextStyle): void {
    if (text === '') return
    const previous = this.tokens[this.tokens.length - 1]
    if (previous?.kind === 'text' && previous.style === style) previous.text = (previous.text + text).replace(/ {2,}/g, ' ')
    else this.tokens.push(style ? { kind: 'text', text, style } : { kind: 'text', text })
  }

  /** Trim spaces around line breaks, drop empty text, collapse leading/trailing/double breaks. */
  finish(): TextToken[] {
    const result: TextToken[] = []
    for (const token of this.tokens) {
      if (token.kind === 'break') {
        trimEnd(result)
        const previous = result[result.length - 1]
        if (previous && previous.kind !== 'break') result.push(token)
        continue
      }
      if (token.kind === 'text') {
        const previous = result[result.length - 1]
        const text = !previous || previous.kind === 'break' ? token.text.trimStart() : token.text
        // Whitespace-only styled runs (`[[b]] [[/]]`) carry no style worth keeping.
        const style = text.trim() === '' ? undefined : token.style
        if (text === '') continue
        if (previous?.kind === 'text' && previous.style === style) {
          previous.text = (previous.text + text).replace(/ {2,}/g, ' ')
          continue
        }
        result.push(style ? { kind: 'text', text, style } : { kind: 'text', text })
        continue
      }
      result.push(token)
    }
    trimEnd(result)
    return result
  }
}

function trimEnd(tokens: TextToken[]): void {
  for (;;) {
    const last = tokens[tokens.length - 1]
    if (!last) return
    if (last.kind === 'break') {
      tokens.pop()
      continue
    }
    if (last.kind !== 'text') return
    last.text = last.text.trimEnd()
    if (last.text !== '') return
    tokens.pop()
  }
}

const ELEMENT_NAMES: Record<Element, string> = {
  fire: 'Fire',
  ice: 'Ice',
  wind: 'Wind',
  earth: 'Earth',
  lightning: 'Lightning',
  water: 'Water',
  light: 'Light',
  dark: 'Dark',
}

/** One token as plain words: `{Fire}`, `{2}`, `{Dull}`, `EX BURST`; a break is a newline. */
export function tokenPlainText(token: TextToken): string {
  switch (token.kind) {
    case 'text':
      return token.text
    case 'break':
      return '\n'
    case 'exBurst':
      return 'EX BURST'
    case 'cp':
      return `{${ELEMENT_NAMES[token.element]}}`
    case 'generic':
      return `{${token.amount}}`
    case 'dull':
      return '{Dull}'
    case 'special':
      return '{Special}'
    case 'crystal':
      return '{Crystal}'
    case 'limitBreak':
      return '{Limit Break}'
  }
}

/** Readable text for lists and full-text search; lines separated by `\n`. */
export function plainText(tokens: readonly TextToken[]): string {
  let out = ''
  tokens.forEach((token, i) => {
    out += tokenPlainText(token)
    // `[[ex]]EX BURST[[/]]When…` has no space after the marker; the words need one.
    const next = tokens[i + 1]
    if (token.kind === 'exBurst' && next?.kind === 'text' && !/^\s/.test(next.text)) out += ' '
  })
  return out
}

const KEYWORD_WORDS: Record<string, Keyword> = {
  haste: 'haste',
  brave: 'brave',
  'first strike': 'firstStrike',
  'back attack': 'backAttack',
}
const KEYWORD = '(?:haste|brave|first strike|back attack)'
const KEYWORD_LINE = new RegExp(`^${KEYWORD}(?:(?:\\s*,\\s*|\\s+)(?:and\\s+)?${KEYWORD})*$`, 'i')

/**
 * Keyword abilities the card HAS. How decided (checked on all 3,853 cards of cards.merged.json):
 * a card has a keyword only when a whole line of its text is nothing but keywords — `Haste`,
 * `Haste First Strike Brave` (spaces, full-width spaces or commas between), optionally followed
 * by reminder text in parentheses (`Brave (Attacking does not cause this Forward to dull.)`).
 * Every other mention is an effect or a condition and does not count: `gains Haste until the
 * end of the turn`, `Damage 3 -- Rain gains Haste.`, `If you control …, Celes gains Haste.`,
 * `Choose 1 Forward with Brave`, quoted granted abilities, and the ability name `Braver`.
 */
export function detectKeywords(text: readonly TextToken[] | string): Keyword[] {
  const tokens = typeof text === 'string' ? parseCardText(text) : text
  const found = new Set<Keyword>()
  for (const line of plainText(tokens).split('\n')) {
    const bare = line
      .replace(/\s*\([^()]*\)\s*$/, '') // reminder text
      .replace(/[.\s]+$/, '')
      .trim()
    if (!KEYWORD_LINE.test(bare)) continue
    for (const match of bare.matchAll(new RegExp(KEYWORD, 'gi'))) {
      const keyword = KEYWORD_WORDS[match[0].toLowerCase().replace(/\s+/g, ' ')]
      if (keyword) found.add(keyword)
    }
  }
  return KEYWORDS.filter((k) => found.has(k))
}

/** True when the text carries the EX BURST marker (tagged or the plain older form). */
export function hasExBurstMarker(text: readonly TextToken[] | string): boolean {
  const tokens = typeof text === 'string' ? parseCardText(text) : text
  return tokens.some((t) => t.kind === 'exBurst')
}
