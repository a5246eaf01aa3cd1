// An FFTCG card as the CLI's `cards show` prints it (the --json output is the API's own JSON).
import type { Card, TextToken } from '@shared/games/fftcg/card'

const SYMBOL: Partial<Record<TextToken['kind'], string>> = {
  break: '\n',
  exBurst: '[EX BURST]',
  dull: '{Dull}',
  special: '{S}',
  crystal: '{C}',
  limitBreak: '{LB}',
}

export function cardText(tokens: TextToken[]): string {
  return tokens
    .map((token) => {
      switch (token.kind) {
        case 'text':
          return token.text
        case 'cp':
          return `{${token.element[0]!.toUpperCase()}${token.element.slice(1)}}`
        case 'generic':
          return `{${token.amount}}`
        default:
          return SYMBOL[token.kind] ?? ''
      }
    })
    .join('')
}

export function cardDetails(card: Card): string {
  const lines = [
    `${card.name || '(crystal token)'}  ${card.fullCode}`,
    `${card.elements.join('/') || 'no element'} ${card.type}, cost ${card.cost}${card.power === null ? '' : `, power ${card.power}`}`,
    `Job: ${card.jobs.join(' / ') || '-'}   Category: ${[card.category1, card.category2].filter(Boolean).join(' · ')}`,
    `Rarity ${card.rarity}, ${card.set}${card.deckLegal ? '' : '  (not allowed in a deck)'}`,
    `EX Burst: ${card.exBurst ? 'yes' : 'no'}   Multicard: ${card.multicard === null ? 'unknown' : card.multicard ? 'yes' : 'no'}${card.keywords.length ? `   Keywords: ${card.keywords.join(', ')}` : ''}`,
  ]
  if (card.aliases.length) lines.push(`Also printed as: ${card.aliases.join(', ')}`)
  const text = cardText(card.text).trim()
  if (text) lines.push('', text)
  return lines.join('\n')
}
