// The search box's query language: free words, "phrases", key:value clauses, negation, `or`
// and parentheses (docs/query-syntax.md is the user's reference). Parsing is pure and total:
// any text gives either a CardQuery or a QueryError naming the position and the token.
import type { QueryError } from '../../api'
import type { CardType, Element, Rarity } from './card'
import { tokenize, type Operator, type Token } from '../../game/query-lexer'
import { queryEnglish, said, type QueryMessage } from './query-messages'
import {
  lookupElement, lookupFlag, lookupKey, lookupRarity, lookupType,
  type Flag, type Lookup, type QueryKey,
} from './query-vocabulary'

export type { Flag } from './query-vocabulary'

/** Where a text clause looks: `any` is name, job, category and rules text together. */
export type TextField = 'any' | 'name' | 'job' | 'category' | 'text'
export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>='

export type QueryNode =
  /** Every node must match; `{ kind: 'and', nodes: [] }` matches every card. */
  | { kind: 'and'; nodes: QueryNode[] }
  | { kind: 'or'; nodes: QueryNode[] }
  | { kind: 'not'; node: QueryNode }
  /** `value` as typed (one word or a phrase); matching folds case and accents. */
  | { kind: 'text'; field: TextField; value: string }
  | { kind: 'element'; elements: Element[]; mode: 'any' | 'all' }
  | { kind: 'type'; types: CardType[] }
  | { kind: 'rarity'; rarities: Rarity[] }
  /** Cards without power never match a power comparison. */
  | { kind: 'compare'; field: 'cost' | 'power'; op: CompareOp; value: number }
  /** An opus number (`1`, `opus 1`) or words of a set name (`crystal dominion`). */
  | { kind: 'set'; value: string }
  /** A card code with or without rarity letter, any printing (`1-001`, `re-001h`). */
  | { kind: 'code'; value: string }
  | { kind: 'flag'; flag: Flag }

export type CardQuery = QueryNode

export type ParseResult = { ok: true; query: CardQuery } | { ok: false; error: QueryError }

const MAX_DEPTH = 32
/** A code as players type it: `1-001`, `15-139S`, `Re-001H`, `PR-001`, `B-012`, `C-001`. */
export const CODE_RE = /^(?:\d{1,2}|re|pr|b|c)-\d{1,3}[a-z]?$/i

class QuerySyntaxError {
  constructor(readonly error: QueryError) {}
}

function fail(parts: QueryMessage | QueryMessage[], position: number, token: string): never {
  const list = Array.isArray(parts) ? parts : [parts]
  throw new QuerySyntaxError({ message: queryEnglish(list), parts: list, position, token })
}

/** Parses search box text. Never throws; an empty or blank query matches every card. */
export function parseQuery(text: string): ParseResult {
  try {
    const source = typeof text === 'string' ? text : ''
    const parser = new Parser(tokenize(source), source.length)
    return { ok: true, query: parser.parseAll() }
  } catch (e) {
    if (e instanceof QuerySyntaxError) return { ok: false, error: e.error }
    // A bug, not the user's fault; still an answer rather than an exception in the search box.
    const parts = [said('internal', { detail: String(e) })]
    return { ok: false, error: { message: queryEnglish(parts), parts, position: 0, token: '' } }
  }
}

class Parser {
  private i = 0
  private depth = 0
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parseAll(): CardQuery {
    if (this.tokens.length === 0) return { kind: 'and', nodes: [] }
    const node = this.parseOr()
    const extra = this.tokens[this.i]
    if (extra) fail(said('unmatched', { text: extra.text }), extra.start, extra.text)
    return node
  }

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }

  private parseOr(): QueryNode {
    const nodes = [this.parseAnd()]
    for (let t = this.peek(); t?.kind === 'or'; t = this.peek()) {
      if (isEmpty(nodes[nodes.length - 1]!)) fail(said('orNeedsBefore'), t.start, t.text)
      this.i++
      const next = this.peek()
      if (!next || next.kind === 'or' || next.kind === 'rparen') fail(said('orNeedsAfter'), t.start, t.text)
      const right = this.parseAnd()
      if (isEmpty(right)) fail(said('orNeedsAfter'), t.start, t.text)
      nodes.push(right)
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'or', nodes }
  }

  private parseAnd(): QueryNode {
    const nodes: QueryNode[] = []
    for (let t = this.peek(); t && t.kind !== 'or' && t.kind !== 'rparen'; t = this.peek()) {
      const node = this.parseUnary()
      if (node) nodes.push(...(node.kind === 'and' ? node.nodes : [node]))
    }
    if (nodes.length === 1) return nodes[0]!
    if (nodes.length === 0) {
      const t = this.peek()
      if (t?.kind === 'or') fail(said('orNeedsBefore'), t.start, t.text)
      if (t?.kind === 'rparen') fail(said('unmatchedClose'), t.start, t.text)
    }
    return { kind: 'and', nodes }
  }

  /** null for tokens that mean nothing on their own (`and`, an empty unclosed quote being typed). */
  private parseUnary(): QueryNode | null {
    const t = this.peek()!
    if (t.kind === 'neg') {
      this.i++
      const next = this.peek()
      if (!next || next.kind === 'or' || next.kind === 'rparen') fail(said('minusNeedsTerm'), t.start, t.text)
      const inner = this.parseUnary()
      if (!inner) fail(said('minusNeedsTerm'), t.start, t.text)
      return { kind: 'not', node: inner }
    }
    if (t.kind === 'lparen') return this.parseGroup(t)
    this.i++
    if (t.kind === 'phrase') return this.phrase(t)
    if (t.kind === 'field') return fieldClause(t)
    return wordClause(t)
  }

  private parseGroup(open: Token): QueryNode {
    if (++this.depth > MAX_DEPTH) fail(said('tooDeep'), open.start, open.text)
    this.i++
    const next = this.peek()
    if (next?.kind === 'rparen') fail(said('emptyParens'), open.start, '()')
    if (!next) fail(said('unclosed'), open.start, open.text)
    const node = this.parseOr()
    if (this.peek()?.kind !== 'rparen') fail(said('unclosed'), open.start, open.text)
    if (isEmpty(node)) fail(said('emptyParens'), open.start, '()')
    this.i++
    this.depth--
    return node
  }

  private phrase(t: Extract<Token, { kind: 'phrase' }>): QueryNode | null {
    if (t.text.trim() !== '') return { kind: 'text', field: 'any', value: t.text.trim() }
    // A lone `"` at the end is a phrase still being typed: ignore it rather than flash an error.
    if (!t.closed && t.start + 1 >= this.length) return null
    return fail(said('emptyQuotes'), t.start, t.closed ? '""' : '"')
  }
}

/** An AND of nothing: what `and` alone or a lone quote being typed leaves. */
function isEmpty(node: QueryNode): boolean {
  return node.kind === 'and' && node.nodes.length === 0
}

function wordClause(t: Token): QueryNode | null {
  const w = t.text
  const lower = w.toLowerCase()
  if (lower === 'and') return null // AND is implicit; accepted for people who type it
  if (lower === 'ex') return { kind: 'flag', flag: 'exBurst' }
  if (w === '-') return fail(said('minusNeedsTerm'), t.start, w)
  if (CODE_RE.test(w)) return { kind: 'code', value: w }
  return { kind: 'text', field: 'any', value: w }
}

type FieldToken = Extract<Token, { kind: 'field' }>

function fieldClause(t: FieldToken): QueryNode {
  const key = take(lookupKey(t.key), t.start, t.key + t.op)
  const value = t.value.trim()
  if (value === '') fail(said('needsValue', { key: t.key + t.op }), t.valueStart, t.text)
  if (key === 'cost' || key === 'power') return compareClause(t, key, value)
  if (t.op !== ':' && t.op !== '=' && t.op !== '!=')
    fail(said('notComparable', { key: t.key, op: t.op }), t.start + t.key.length, t.op)
  const node = valueClause(key, t, value)
  return t.op === '!=' ? { kind: 'not', node } : node
}

function valueClause(key: Exclude<QueryKey, 'cost' | 'power'>, t: FieldToken, value: string): QueryNode {
  switch (key) {
    case 'element': return elementClause(t)
    case 'type': return { kind: 'type', types: list(t, ',', lookupType) }
    case 'rarity': return { kind: 'rarity', rarities: list(t, ',', lookupRarity) }
    case 'is': return { kind: 'flag', flag: take(lookupFlag(value), t.valueStart, value) }
    case 'name': return { kind: 'text', field: 'name', value }
    case 'job': return { kind: 'text', field: 'job', value }
    case 'category': return { kind: 'text', field: 'category', value }
    case 'text': return { kind: 'text', field: 'text', value }
    case 'set': return { kind: 'set', value }
    case 'code':
      if (!CODE_RE.test(value)) fail(said('notACode', { value }), t.valueStart, value)
      return { kind: 'code', value }
  }
}

function elementClause(t: FieldToken): QueryNode {
  const hasAny = t.value.includes(',')
  const hasAll = t.value.includes('+')
  if (hasAny && hasAll)
    fail(said('bothSeparators'), t.valueStart, t.value)
  const elements = [...new Set(list(t, hasAll ? '+' : ',', lookupElement))]
  return { kind: 'element', elements, mode: hasAll && elements.length > 1 ? 'all' : 'any' }
}

/** Splits a value on `sep` and looks each part up, failing at the first bad or empty part. */
function list<T>(t: FieldToken, sep: string, lookup: (w: string) => Lookup<T>): T[] {
  const out: T[] = []
  const offset = t.valueStart + (t.quoted ? 1 : 0)
  let at = 0
  for (const part of t.value.split(sep)) {
    const word = part.trim()
    const pos = offset + at + (part.length - part.trimStart().length)
    if (word === '') fail(said('emptyValue', { text: t.text }), Math.min(pos, offset + t.value.length), t.text)
    out.push(take(lookup(word), pos, word))
    at += part.length + sep.length
  }
  return out
}

function take<T>(r: Lookup<T>, position: number, token: string): T {
  if (r.ok) return r.value
  return fail(r.parts, position, token)
}

const NUMBER_RE = /^(\d{1,7})(k?)$/i

function compareClause(t: FieldToken, field: 'cost' | 'power', value: string): QueryNode {
  const m = NUMBER_RE.exec(value)
  if (!m) fail(said('notANumber', { value }), t.valueStart + (t.quoted ? 1 : 0), value)
  const n = Number(m[1]) * (m[2] ? 1000 : 1)
  const op: CompareOp = t.op === ':' ? '=' : t.op
  return { kind: 'compare', field, op, value: n }
}

export type { Operator }
