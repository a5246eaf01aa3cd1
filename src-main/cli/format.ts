// Human-readable output of the CLI (the --json output is the API's own JSON, unchanged).
import type { Card, TextToken } from '@shared/games/fftcg/card'
import type { CatalogStats } from '@shared/api'

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width - 1) + '…' : text + ' '.repeat(width - text.length)
}

export function cardRow(card: Card): string {
  return [
    pad(card.code, 9),
    pad(card.name || '(crystal)', 26),
    pad(card.elements.join('/') || '-', 16),
    pad(card.type, 8),
    pad(String(card.cost), 3),
    pad(card.power === null ? '' : String(card.power), 6),
    card.jobs.join(' / '),
  ].join(' ')
}

export function cardTable(cards: Card[]): string {
  const head = [pad('CODE', 9), pad('NAME', 26), pad('ELEMENTS', 16), pad('TYPE', 8), pad('CP', 3), pad('POWER', 6), 'JOB'].join(' ')
  return [head, ...cards.map(cardRow)].join('\n')
}

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

export function statsText(stats: CatalogStats): string {
  const section = (title: string, counts: Record<string, number>) =>
    [`${title}:`, ...Object.entries(counts).map(([key, n]) => `  ${pad(key, 24)} ${n}`)].join('\n')
  const p = stats.provenance
  return [
    `Cards: ${stats.total} (multicard flag unknown for ${stats.multicardUnknown})`,
    `Data: ${p.source}, built ${p.builtAt}`,
    p.imports.length
      ? `Imports:\n${p.imports.map((i) => `  ${i.importedAt} ${i.fileName} (${i.format}, ${i.cards} cards)`).join('\n')}`
      : 'Imports: none',
    section('By type', stats.byType),
    section('By element', stats.byElement),
    section('By set', stats.bySet),
  ].join('\n')
}
