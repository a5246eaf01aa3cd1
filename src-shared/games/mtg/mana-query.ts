// Mana costs as the search compares them (Scryfall's `m:` / `mana:`): a cost is a multiset of
// symbol keys, each generic mana one `1` (`{3}` is 1, 1, 1; `{0}` is 0), so that `m:{2}{G}` ("has at least these
// symbols") is a comparison of counts. Queries take braces (`{2}{G}{G}`, `{G/U}`) or the shorthand
// players type for plain symbols (`2gg`); CR 107.4 lists the symbols.
import { COLORS, type ManaSymbol } from './card'
import { parseManaCost } from './mana-cost'

const inColorOrder = (colors: readonly string[]) => [...colors].sort((a, b) => COLORS.indexOf(a as never) - COLORS.indexOf(b as never))

/** A symbol's keys: `{3}` → 1, 1, 1; `{U/W}` and `{W/U}` → W/U (hybrid halves in WUBRG order). */
function keysOf(symbol: ManaSymbol): string[] {
  switch (symbol.kind) {
    case 'generic':
      // {0} is a symbol of its own (Black Lotus's cost), not no symbol
      return symbol.amount === 0 ? ['0'] : new Array<string>(symbol.amount).fill('1')
    case 'color':
      return [symbol.color]
    case 'colorless':
      return ['C']
    case 'variable':
      return [symbol.letter]
    case 'snow':
      return ['S']
    case 'hybrid':
      return [`${inColorOrder(symbol.colors).join('/')}${symbol.phyrexian ? '/P' : ''}`]
    case 'twobrid':
      return [`2/${symbol.color}`]
    case 'phyrexian':
      return [`${symbol.color}/P`]
  }
}

/** A cost's symbol keys, with repeats. */
export const manaSymbolKeys = (symbols: readonly ManaSymbol[]): string[] => symbols.flatMap(keysOf)

/**
 * The symbol keys of a query's cost: `{2}{G}{G}`, `2gg` and `gg2` alike; split symbols in braces
 * (`{G/U}`, `{2/W}`, `{R/P}`). Throws an Error saying which part it cannot read.
 */
export function readManaQuery(text: string): string[] {
  let braced = ''
  for (let at = 0; at < text.length; ) {
    const rest = text.slice(at)
    const digits = /^\d+/.exec(rest)?.[0]
    if (text[at] === '{') {
      const close = text.indexOf('}', at)
      if (close < 0) throw new Error(`"${rest}" has no closing brace`)
      braced += text.slice(at, close + 1)
      at = close + 1
    } else if (digits) {
      braced += `{${digits}}`
      at += digits.length
    } else if (/^[wubrgcxyzs]/i.test(rest)) {
      braced += `{${text[at]!.toUpperCase()}}`
      at++
    } else {
      throw new Error(`"${text[at]}" is not a mana symbol (W U B R G C X S, a number, or a symbol in braces such as {G/U})`)
    }
  }
  try {
    return manaSymbolKeys(parseManaCost(braced))
  } catch (error) {
    throw new Error(`${(error as Error).message.replace(/^mana cost "[^"]*": /, '')}`)
  }
}
