// How Magic's symbols are shown and read aloud: each mana symbol (parsed by the module's
// mana-cost.ts) as a badge's colour classes and letters, a cost as words ("two generic, one
// green"), and rules text cut into text and symbol runs ({T}, {2}{G}) for the inline badges.
import type { Color, ManaSymbol } from '@shared/games/mtg/card'
import { parseManaCost } from '@shared/games/mtg/mana-cost'

type Translate = (key: string, named?: Record<string, unknown>, plural?: number) => string

/** A badge: the colour of each half (one for most symbols) and what is written on it. */
export interface SymbolFace {
  /** CSS classes of the halves' colours (mtg.css): `ms-G`; a hybrid has two. */
  halves: readonly string[]
  /** The letters shown: `2`, `G`, `X`; a hybrid's two colours. */
  marks: readonly string[]
  /** A Phyrexian symbol: drawn with its mark. */
  phyrexian: boolean
}

const colorClass = (c: Color | 'C') => `ms-${c}`

export function symbolFace(symbol: ManaSymbol): SymbolFace {
  switch (symbol.kind) {
    case 'generic':
      return { halves: [colorClass('C')], marks: [String(symbol.amount)], phyrexian: false }
    case 'color':
      return { halves: [colorClass(symbol.color)], marks: [symbol.color], phyrexian: false }
    case 'colorless':
      return { halves: [colorClass('C')], marks: ['C'], phyrexian: false }
    case 'variable':
      return { halves: [colorClass('C')], marks: [symbol.letter], phyrexian: false }
    case 'snow':
      return { halves: ['ms-S'], marks: ['S'], phyrexian: false }
    case 'hybrid':
      return { halves: symbol.colors.map(colorClass), marks: [...symbol.colors], phyrexian: symbol.phyrexian }
    case 'twobrid':
      return { halves: [colorClass('C'), colorClass(symbol.color)], marks: ['2', symbol.color], phyrexian: false }
    case 'phyrexian':
      return { halves: [colorClass(symbol.color)], marks: [symbol.color], phyrexian: true }
  }
}

/** What a symbol is called (the i18n key under mtg.mana and its values); equal keys are counted together. */
function symbolName(symbol: ManaSymbol): { key: string; values: Record<string, string> } {
  switch (symbol.kind) {
    case 'generic':
      return { key: 'generic', values: {} }
    case 'color':
      return { key: `color.${symbol.color}`, values: {} }
    case 'colorless':
      return { key: 'colorless', values: {} }
    case 'variable':
      return { key: 'variable', values: { letter: symbol.letter } }
    case 'snow':
      return { key: 'snow', values: {} }
    case 'hybrid':
      return { key: symbol.phyrexian ? 'hybridPhyrexian' : 'hybrid', values: { a: symbol.colors[0], b: symbol.colors[1] } }
    case 'twobrid':
      return { key: 'twobrid', values: { a: symbol.color } }
    case 'phyrexian':
      return { key: 'phyrexian', values: { a: symbol.color } }
  }
}

/** Numbers up to this are written as words ("two"); larger ones as digits. */
const WORDS_UP_TO = 20

/** A cost in words, symbols of a kind counted together in printed order: {2}{G}{G} → "two generic, two green". */
export function describeCost(t: Translate, symbols: readonly ManaSymbol[]): string {
  if (!symbols.length) return t('mtg.mana.none')
  const counted = new Map<string, { name: ReturnType<typeof symbolName>; n: number }>()
  for (const symbol of symbols) {
    const name = symbolName(symbol)
    const id = `${name.key}|${Object.values(name.values).join('/')}`
    const entry = counted.get(id) ?? counted.set(id, { name, n: 0 }).get(id)!
    entry.n += symbol.kind === 'generic' ? symbol.amount : 1
  }
  return [...counted.values()]
    .map(({ name, n }) => {
      const count = n <= WORDS_UP_TO ? t(`mtg.number.${n}`) : String(n)
      const colours = Object.fromEntries(Object.entries(name.values).map(([k, v]) => [k, k === 'letter' ? v : t(`mtg.colorWord.${v}`)]))
      return t(`mtg.mana.${name.key}`, { n: count, ...colours }, n)
    })
    .join(', ')
}

/** One run of rules text: plain text, a cost's symbols, or another symbol ({T}, {Q}, {E}…). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'mana'; symbols: ManaSymbol[] } | { kind: 'symbol'; symbol: string }

/** The symbols of rules text that are not mana and that have a name here (others stay as written). */
export const OTHER_SYMBOLS = ['T', 'Q', 'E'] as const

function manaSymbol(written: string): ManaSymbol | null {
  try {
    return parseManaCost(written)[0] ?? null
  } catch {
    return null // not a mana symbol: {T}, {E}, {CHAOS}…
  }
}

/** Rules text cut into runs; mana symbols next to each other make one cost ({2}{G}). */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  const push = (part: TextPart) => {
    const last = parts[parts.length - 1]
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text
    else if (part.kind === 'mana' && last?.kind === 'mana') last.symbols.push(...part.symbols)
    else parts.push(part)
  }
  let at = 0
  for (const match of text.matchAll(/\{[^{}\s]{1,8}\}/g)) {
    if (match.index > at) push({ kind: 'text', text: text.slice(at, match.index) })
    const written = match[0]
    const body = written.slice(1, -1).toUpperCase()
    const mana = manaSymbol(written)
    if (mana) push({ kind: 'mana', symbols: [mana] })
    else if ((OTHER_SYMBOLS as readonly string[]).includes(body)) push({ kind: 'symbol', symbol: body })
    else push({ kind: 'text', text: written })
    at = match.index + written.length
  }
  if (at < text.length) push({ kind: 'text', text: text.slice(at) })
  return parts
}
