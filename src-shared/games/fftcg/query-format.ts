// Prints a CardQuery back as search box text that parses to the same query, e.g. to show
// panel filters as a query the user can edit, or to save a search. parseQuery(formatQuery(q))
// gives q back (tested as a property).
import type { CardQuery, QueryNode } from './query'
import { CODE_RE } from './query'
import { FLAG_WORD, KEY_SHORT } from './query-vocabulary'

const RARITY_WORD: Record<string, string> = { C: 'c', R: 'r', H: 'h', L: 'l', S: 's', B: 'b', PR: 'pr' }

export function formatQuery(query: CardQuery): string {
  return format(query, 'top')
}

function format(node: QueryNode, where: 'top' | 'and' | 'not'): string {
  switch (node.kind) {
    case 'and': {
      if (node.nodes.length === 0) return where === 'top' ? '' : '()'
      const s = node.nodes.map((n) => format(n, 'and')).join(' ')
      return where === 'top' || node.nodes.length === 1 ? s : `(${s})`
    }
    case 'or': {
      const s = node.nodes.map((n) => format(n, 'and')).join(' or ')
      return where === 'top' ? s : `(${s})`
    }
    case 'not':
      return '-' + format(node.node, 'not')
    case 'text':
      if (node.field === 'any') return bareWordIsSafe(node.value) ? node.value : `"${node.value}"`
      return `${KEY_SHORT[node.field]}:${valueText(node.value)}`
    case 'element':
      return `e:${node.elements.join(node.mode === 'all' ? '+' : ',')}`
    case 'type':
      return `t:${node.types.join(',')}`
    case 'rarity':
      return `r:${node.rarities.map((r) => RARITY_WORD[r] ?? r).join(',')}`
    case 'compare':
      return `${node.field}${node.op === '=' ? ':' : node.op}${node.value}`
    case 'set':
      return `set:${valueText(node.value)}`
    case 'code':
      return node.value
    case 'flag':
      return node.flag === 'exBurst' ? 'ex' : `is:${FLAG_WORD[node.flag]}`
  }
}

const NEEDS_QUOTES = /[\s()"“”]/

/** A value after `key:` can be bare unless it contains a separator. */
function valueText(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value}"` : value
}

/** A free word stays bare only if reading it back gives the same plain word. */
function bareWordIsSafe(value: string): boolean {
  if (NEEDS_QUOTES.test(value) || value.startsWith('-')) return false
  const lower = value.toLowerCase()
  if (lower === 'or' || lower === 'and' || lower === 'ex' || CODE_RE.test(value)) return false
  const key = /^([A-Za-z]+)(?:[:=<>]|!=)/.exec(value)
  return !key
}
