// Mana costs as printed (`{2}{W/U}{W/U}`) read into symbols, their mana value and pips. The shared
// rules text covers only the turn structure, so the numbers cited are the Comprehensive Rules'
// (CR 107.4 mana symbols, CR 202.3 mana value).
import { COLORS, type Color, type ManaSymbol } from './card'

export class ManaCostError extends Error {
  constructor(
    /** The symbol or text at fault, as written. */
    readonly symbol: string,
    readonly cost: string,
    problem: string,
  ) {
    super(`mana cost "${cost}": ${problem}`)
    this.name = 'ManaCostError'
  }
}

const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s)

/** One symbol's inside (`W/U`, upper case) → its meaning, or null when it is none of CR 107.4's. */
function readSymbol(body: string): ManaSymbol | null {
  if (/^\d+$/.test(body)) return { kind: 'generic', amount: Number(body) }
  if (isColor(body)) return { kind: 'color', color: body }
  if (body === 'C') return { kind: 'colorless' }
  if (body === 'X' || body === 'Y' || body === 'Z') return { kind: 'variable', letter: body }
  if (body === 'S') return { kind: 'snow' }
  const parts = body.split('/')
  const [a, b, c] = parts
  if (parts.length === 2 && a === '2' && isColor(b!)) return { kind: 'twobrid', color: b }
  if (parts.length === 2 && isColor(a!) && b === 'P') return { kind: 'phyrexian', color: a }
  if (parts.length === 2 && isColor(a!) && isColor(b!) && a !== b) return { kind: 'hybrid', colors: [a, b], phyrexian: false }
  if (parts.length === 3 && isColor(a!) && isColor(b!) && a !== b && c === 'P') return { kind: 'hybrid', colors: [a, b], phyrexian: true }
  return null
}

/** `{1}{G}{G/W/P}{W}` → its symbols in printed order; '' → []. Throws ManaCostError naming the bad symbol. */
export function parseManaCost(cost: string): ManaSymbol[] {
  const symbols: ManaSymbol[] = []
  const text = cost.trim()
  let at = 0
  while (at < text.length) {
    if (text[at] !== '{') throw new ManaCostError(text.slice(at), cost, `"${text.slice(at)}" is not inside braces`)
    const close = text.indexOf('}', at)
    if (close < 0) throw new ManaCostError(text.slice(at), cost, `"${text.slice(at)}" has no closing brace`)
    const written = text.slice(at, close + 1)
    const symbol = readSymbol(written.slice(1, -1).trim().toUpperCase())
    if (!symbol) throw new ManaCostError(written, cost, `${written} is not a mana symbol`)
    symbols.push(symbol)
    at = close + 1
  }
  return symbols
}

/** CR 202.3: each symbol's share of the mana value (X is 0, {2/W} is 2, a Phyrexian or hybrid symbol 1). */
export function symbolValue(symbol: ManaSymbol): number {
  switch (symbol.kind) {
    case 'generic':
      return symbol.amount
    case 'variable':
      return 0
    case 'twobrid':
      return 2
    default:
      return 1
  }
}

export const manaValueOf = (symbols: readonly ManaSymbol[]): number => symbols.reduce((sum, s) => sum + symbolValue(s), 0)

/** The colours a cost names (CR 202.2: a card's colours come from its cost), in WUBRG order. */
export function colorsOfCost(symbols: readonly ManaSymbol[]): Color[] {
  const named = new Set(symbols.flatMap(colorsOfSymbol))
  return COLORS.filter((c) => named.has(c))
}

function colorsOfSymbol(symbol: ManaSymbol): readonly Color[] {
  if (symbol.kind === 'color' || symbol.kind === 'twobrid' || symbol.kind === 'phyrexian') return [symbol.color]
  return symbol.kind === 'hybrid' ? symbol.colors : []
}

/**
 * Coloured pips by colour, as mana-base tools count them: a hybrid symbol counts once for each of
 * its colours (either may pay it), {2/W} and {W/P} once for theirs.
 */
export function pipsByColor(symbols: readonly ManaSymbol[]): Record<Color, number> {
  const pips: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 }
  for (const symbol of symbols) for (const color of colorsOfSymbol(symbol)) pips[color]++
  return pips
}

/** The symbols written back as printed. */
export function formatManaCost(symbols: readonly ManaSymbol[]): string {
  return symbols.map(formatSymbol).join('')
}

function formatSymbol(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return `{${symbol.amount}}`
    case 'color':
      return `{${symbol.color}}`
    case 'colorless':
      return '{C}'
    case 'variable':
      return `{${symbol.letter}}`
    case 'snow':
      return '{S}'
    case 'hybrid':
      return `{${symbol.colors.join('/')}${symbol.phyrexian ? '/P' : ''}}`
    case 'twobrid':
      return `{2/${symbol.color}}`
    case 'phyrexian':
      return `{${symbol.color}/P}`
  }
}
