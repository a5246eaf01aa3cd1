// A mana cost's symbols as the pips the table draws: the text inside the braces and the colours
// that tint it (hybrid symbols take both).
import type { ManaSymbol } from '@shared/games/mtg/card'

export interface Pip {
  text: string
  colors: string[]
}

export function pipOf(symbol: ManaSymbol): Pip {
  switch (symbol.kind) {
    case 'generic':
      return { text: String(symbol.amount), colors: [] }
    case 'color':
      return { text: symbol.color, colors: [symbol.color] }
    case 'colorless':
      return { text: 'C', colors: ['C'] }
    case 'variable':
      return { text: symbol.letter, colors: [] }
    case 'snow':
      return { text: 'S', colors: [] }
    case 'hybrid':
      return { text: `${symbol.colors.join('/')}${symbol.phyrexian ? '/P' : ''}`, colors: [...symbol.colors] }
    case 'twobrid':
      return { text: `2/${symbol.color}`, colors: [symbol.color] }
    case 'phyrexian':
      return { text: `${symbol.color}/P`, colors: [symbol.color] }
  }
}

/** The cost as printed: `{1}{G}`. */
export const costText = (cost: readonly ManaSymbol[]): string => cost.map((s) => `{${pipOf(s).text}}`).join('')
