// TextToken[] back to the official markup that parseCardText reads: what an update keeps when the
// source gives no text for a card that only the bundled snapshot (stored as tokens) has.
import type { Element, TextToken } from '@shared/games/fftcg/card'

const SYMBOL: Record<Element, string> = {
  fire: '火', ice: '氷', wind: '風', earth: '土', lightning: '雷', water: '水', light: '光', dark: '闇',
}
const STYLE_TAG = { italic: 'i', bold: 'b', ability: 's' } as const

function tokenMarkup(token: TextToken): string {
  switch (token.kind) {
    case 'text':
      return token.style ? `[[${STYLE_TAG[token.style]}]]${token.text}[[/]]` : token.text
    case 'break':
      return '[[br]]'
    case 'exBurst':
      return '[[ex]]EX BURST[[/]]'
    case 'cp':
      return `《${SYMBOL[token.element]}》`
    case 'generic':
      return `《${token.amount}》`
    case 'dull':
      return '《ダル》'
    case 'special':
      return '《S》'
    case 'crystal':
      return '《C》'
    case 'limitBreak':
      return '《LB》'
  }
}

export function textMarkup(tokens: readonly TextToken[]): string {
  return tokens.map(tokenMarkup).join('')
}
