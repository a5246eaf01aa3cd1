// The query language of a game without a bespoke search, read from its card fields (cards.fields):
// free words and "phrases" over the text fields, `key<op>value` clauses for each field's query
// keys (`lv>=2`, `c:creature`, `t:dragon`, `is:unique`, `r>=rare`, `c>=rg`), `-` negation, `or`
// and parentheses. Case and accents are folded. Parsing is total: any text gives a query or a
// QueryError. A query is a tree of plain clauses (FieldNode): `matches` tests one card with it,
// and the field index (field-index.ts) answers the same tree from its columns.
import type { QueryError } from '@shared/api'
import type { CardField } from '@shared/game/module'
import { tokenize, type Operator, type Token } from '@shared/game/query-lexer'
import { foldText } from '@shared/text/fold'

export type CardPredicate = (card: Readonly<Record<string, unknown>>) => boolean

/** `>=`: the card has every value of the mask; `<=`: no value outside it; `many`: two values or more. */
export type SetOp = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'many'

export type FieldNode =
  | { kind: 'all' }
  | { kind: 'and' | 'or'; nodes: FieldNode[] }
  | { kind: 'not'; node: FieldNode }
  /** A free word or phrase, folded: in any of `keys` (or a name a few typos away, when the index allows it). */
  | { kind: 'words'; keys: string[]; needle: string }
  /** `contains`: a folded value holds the needle; `equals`: a folded value is it. */
  | { kind: 'text'; key: string; match: 'contains' | 'equals'; needle: string }
  | { kind: 'number'; key: string; op: Operator; value: number }
  /** The value is `value` (`=`), or ranks against it in `ranks` (an ordered enum). */
  | { kind: 'enum'; key: string; op: Operator; value: string; ranks?: readonly string[] }
  | { kind: 'flag'; key: string; expected: boolean }
  /** The value's folded string is one of `values` (the filter panel's choices). */
  | { kind: 'anyOf'; key: string; values: string[] }
  /** Bit k of `mask` is `letters[k]`: the card's values as a set of those letters. */
  | { kind: 'set'; key: string; op: SetOp; mask: number; letters: readonly string[] }
  /** A group of the card's values (folded, with repeats) compared as a multiset with `want` (`>=` at least these, `<=` at most…); a card without values never matches. */
  | { kind: 'counts'; key: string; op: Operator; want: string[] }
  /** Two number fields of the card compared (`pow>tou`); a card without either number never matches. */
  | { kind: 'compare'; key: string; op: Operator; other: string }

/** Between the groups of a `symbols` field's list (CardField.symbols). */
export const SYMBOL_GROUPS = '//'

export type FieldQuery = { ok: true; matches: CardPredicate; node: FieldNode; words: string[] } | { ok: false; error: QueryError }

const MAX_DEPTH = 32
const YES = new Set(['yes', 'true', '1', 'oui'])
const NO = new Set(['no', 'false', '0', 'non'])

class QueryProblem {
  constructor(readonly error: QueryError) {}
}

function fail(message: string, token: { start: number; text: string }): never {
  throw new QueryProblem({ message, position: token.start, token: token.text })
}

/** A card's value of a text or list field, folded for matching. */
export function foldedValues(card: Readonly<Record<string, unknown>>, key: string): string[] {
  const value = card[key]
  if (Array.isArray(value)) return value.map((v) => foldText(String(v)))
  return value === null || value === undefined ? [] : [foldText(String(value))]
}

/** The fields free words search: text and list fields that do not opt out. */
export const freeTextKeys = (fields: readonly CardField[]): string[] =>
  fields.filter((f) => (f.kind === 'text' || f.kind === 'list') && f.freeText !== false).map((f) => f.key)

/** Parses `text` against the game's fields. An empty query matches every card. */
export function parseFieldQuery(text: string, fields: readonly CardField[]): FieldQuery {
  const tokens = tokenize(text)
  const parser = new Parser(tokens, fields)
  try {
    const node: FieldNode = tokens.length === 0 ? { kind: 'all' } : parser.parseOr()
    const extra = tokens[parser.at]
    if (extra) fail(`"${extra.text}" has no opening parenthesis`, extra)
    return { ok: true, matches: predicateOf(node), node, words: parser.words }
  } catch (error) {
    if (error instanceof QueryProblem) return { ok: false, error: error.error }
    throw error
  }
}

/** Each fields list's free-text keys and fields by query key, read once (not on every query). */
const KEYS = new WeakMap<readonly CardField[], { textKeys: string[]; byKey: Map<string, CardField[]> }>()
function keysOf(fields: readonly CardField[]): { textKeys: string[]; byKey: Map<string, CardField[]> } {
  let keys = KEYS.get(fields)
  if (!keys) {
    const byKey = new Map<string, CardField[]>()
    for (const field of fields) for (const k of new Set(field.queryKeys?.map((q) => q.toLowerCase()))) byKey.set(k, [...(byKey.get(k) ?? []), field])
    KEYS.set(fields, (keys = { textKeys: freeTextKeys(fields), byKey }))
  }
  return keys
}

class Parser {
  at = 0
  private depth = 0
  /** Positive free words and phrases, folded (for relevance). */
  readonly words: string[] = []
  private readonly textKeys: string[]

  private readonly byKey: ReadonlyMap<string, readonly CardField[]>

  constructor(
    private readonly tokens: Token[],
    private readonly fields: readonly CardField[],
  ) {
    ;({ textKeys: this.textKeys, byKey: this.byKey } = keysOf(fields))
  }

  parseOr(): FieldNode {
    const parts = [this.parseAnd()]
    while (this.tokens[this.at]?.kind === 'or') {
      const or = this.tokens[this.at++]!
      if (!this.tokens[this.at] || this.tokens[this.at]!.kind === 'rparen') fail('"or" needs something after it', or)
      parts.push(this.parseAnd())
    }
    return parts.length === 1 ? parts[0]! : { kind: 'or', nodes: parts }
  }

  private parseAnd(): FieldNode {
    const parts: FieldNode[] = []
    for (let token = this.tokens[this.at]; token && token.kind !== 'or' && token.kind !== 'rparen'; token = this.tokens[this.at]) parts.push(this.parseUnary(false))
    if (parts.length === 0) return { kind: 'all' }
    return parts.length === 1 ? parts[0]! : { kind: 'and', nodes: parts }
  }

  private parseUnary(negated: boolean): FieldNode {
    const token = this.tokens[this.at++]!
    if (token.kind === 'neg') {
      if (!this.tokens[this.at]) fail('"-" needs something after it', token)
      return { kind: 'not', node: this.parseUnary(!negated) }
    }
    if (token.kind === 'lparen') {
      if (++this.depth > MAX_DEPTH) fail('too many nested parentheses', token)
      const inner = this.parseOr()
      const close = this.tokens[this.at]
      if (close?.kind !== 'rparen') fail('a parenthesis is not closed', token)
      this.at++
      this.depth--
      return inner
    }
    if (token.kind === 'rparen') fail('")" has no opening parenthesis', token)
    if (token.kind === 'or') fail('"or" needs something before it', token)
    if (token.kind === 'field') return this.clause(token)
    const needle = foldText(token.text)
    if (!negated) this.words.push(needle)
    return { kind: 'words', keys: this.textKeys, needle }
  }

  private clause(token: Extract<Token, { kind: 'field' }>): FieldNode {
    const key = token.key.toLowerCase()
    const candidates = this.byKey.get(key) ?? []
    if (candidates.length === 0) {
      const known = [...new Set(this.fields.flatMap((f) => f.queryKeys ?? []))].join(', ')
      fail(`unknown key "${token.key}" (keys: ${known})`, token)
    }
    const value = { start: token.valueStart, text: token.value }
    if (token.value.trim() === '') fail(`"${token.key}${token.op}" needs a value`, token)
    const flags = candidates.filter((f) => f.kind === 'flag')
    if (flags.length) return flagClause(flags, token.op, value)
    const field = candidates[0]!
    if (field.valueSet) return setClause(field, token.op, value)
    if (field.symbols) return symbolsClause(field, token.op, value)
    switch (field.kind) {
      case 'number': {
        const other = this.byKey.get(foldText(token.value))?.find((f) => f.kind === 'number')
        return other ? { kind: 'compare', key: field.key, op: token.op, other: other.key } : numberClause(field, token.op, value)
      }
      case 'enum':
        return enumClause(field, token.op, value)
      default:
        return textClause(field, token.op, value)
    }
  }
}

type Value = { start: number; text: string }
const flagWordOf = (field: CardField) => foldText(field.flagWord ?? field.key)

/** `is:unique` (a flag field by its word) or `key:yes|no` when the key names one flag. */
function flagClause(flags: readonly CardField[], op: Operator, value: Value): FieldNode {
  if (op !== ':' && op !== '=' && op !== '!=') fail(`a flag takes ":" (not "${op}")`, value)
  const word = foldText(value.text)
  const named = flags.find((f) => flagWordOf(f) === word)
  let field = named
  let wanted = true
  if (!field && flags.length === 1 && (YES.has(word) || NO.has(word))) [field, wanted] = [flags[0]!, YES.has(word)]
  if (!field) fail(`"${value.text}" is not one of ${flags.map((f) => f.flagWord ?? f.key).join(', ')}`, value)
  return { kind: 'flag', key: field.key, expected: op === '!=' ? !wanted : wanted }
}

/** `m:2gg` at least these symbols, `m=` exactly, `m<=` at most, `m>`/`m<` strictly, `m!=` not exactly. */
function symbolsClause(field: CardField, op: Operator, value: Value): FieldNode {
  let want: string[] = []
  try {
    want = field.symbols!.read(value.text).map(foldText)
  } catch (error) {
    fail(`${field.names.en}: ${(error as Error).message}`, value)
  }
  return { kind: 'counts', key: field.key, op: op === ':' ? '>=' : op, want }
}

function numberClause(field: CardField, op: Operator, value: Value): FieldNode {
  if (!/^-?\d+(\.\d+)?$/.test(value.text)) fail(`${field.names.en} takes a number or another number's key, not "${value.text}"`, value)
  return { kind: 'number', key: field.key, op, value: Number(value.text) }
}

const COMPARE: Record<Operator, (a: number, b: number) => boolean> = {
  ':': (a, b) => a === b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
}
export const compareNumbers = (op: Operator, a: number, b: number) => COMPARE[op](a, b)

/** One of the field's values, exactly or by a prefix that names only one (`c:equip`); an ordered enum also compares (`r>=rare`). */
function enumClause(field: CardField, op: Operator, value: Value): FieldNode {
  const comparing = op !== ':' && op !== '=' && op !== '!='
  if (comparing && !field.ordered) fail(`${field.names.en} takes ":" or "!=" (not "${op}")`, value)
  const word = foldText(value.text)
  const values = field.values ?? []
  const exact = values.find((v) => foldText(v) === word)
  const prefixed = values.filter((v) => foldText(v).startsWith(word))
  const chosen = exact ?? (prefixed.length === 1 ? prefixed[0] : undefined)
  if (chosen === undefined) fail(`${field.names.en} is one of ${values.join(', ')}, not "${value.text}"`, value)
  if (comparing) return { kind: 'enum', key: field.key, op, value: chosen, ranks: values }
  const same: FieldNode = { kind: 'enum', key: field.key, op: '=', value: chosen }
  return op === '!=' ? { kind: 'not', node: same } : same
}

/** `:` contains the words (or is the value, for a wholeValue field), `=` is exactly the value, `!=` is not; folded. */
function textClause(field: CardField, op: Operator, value: Value): FieldNode {
  if (op !== ':' && op !== '=' && op !== '!=') fail(`${field.names.en} takes ":", "=" or "!=" (not "${op}")`, value)
  const needle = foldText(value.text)
  // A whole value out of a known list (Magic's `banned:modern`): a word not in it is a mistake, not "no card".
  if (field.wholeValue && field.values && !field.values.some((v) => foldText(v) === needle)) fail(`${field.names.en} is one of ${field.values.join(', ')}, not "${value.text}"`, value)
  const node: FieldNode = { kind: 'text', key: field.key, match: op === ':' && !field.wholeValue ? 'contains' : 'equals', needle }
  return op === '!=' ? { kind: 'not', node } : node
}

/**
 * A set of the field's letters, by the letters (`rg`) or a name (`azorius`, `c`), compared as
 * sets: `>=` at least, `<=` at most, `=` exactly, `>`/`<` strictly, `!=` not exactly; `:` is the
 * field's own meaning, and "exactly" for the empty set (`c:c` is colourless). A word of `many`
 * (`m`) asks for two values or more.
 */
function setClause(field: CardField, op: Operator, value: Value): FieldNode {
  const spec = field.valueSet!
  const letters = (field.values ?? []).map(foldText)
  const word = foldText(value.text)
  if (spec.many?.includes(word)) {
    if (op !== ':' && op !== '=' && op !== '!=') fail(`"${value.text}" takes ":", "=" or "!=" (not "${op}")`, value)
    const many: FieldNode = { kind: 'set', key: field.key, op: 'many', mask: 0, letters }
    return op === '!=' ? { kind: 'not', node: many } : many
  }
  const named = spec.names?.[word]
  const chars = named ? named.map(foldText) : [...word]
  let mask = 0
  for (const c of chars) {
    const k = letters.indexOf(c)
    if (k < 0) {
      const words = [...letters, ...Object.keys(spec.names ?? {}), ...(spec.many ?? [])].join(', ')
      fail(`${field.names.en} takes letters or names (${words}), not "${value.text}"`, value)
    }
    mask |= 1 << k
  }
  const setOp: SetOp = op === ':' ? (mask === 0 ? '=' : spec.colon) : op
  return { kind: 'set', key: field.key, op: setOp, mask, letters }
}

/** The card's values of a set field as a mask of `letters`; -1 when a value is not one of them. */
export function setMaskOf(value: unknown, letters: readonly string[]): number {
  let mask = 0
  for (const v of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) {
    const k = letters.indexOf(foldText(String(v)))
    if (k < 0) return -1
    mask |= 1 << k
  }
  return mask
}

/** Whether a card's set `have` answers the clause (`want` is the clause's mask). */
export function setMatches(op: SetOp, have: number, want: number): boolean {
  if (have < 0) return false
  switch (op) {
    case 'many':
      return (have & (have - 1)) !== 0
    case '=':
      return have === want
    case '!=':
      return have !== want
    case '>=':
      return (have & want) === want
    case '>':
      return (have & want) === want && have !== want
    case '<=':
      return (have & ~want) === 0
    case '<':
      return (have & ~want) === 0 && have !== want
  }
}

/** Splits a `symbols` field's list into its groups (a card's faces), at SYMBOL_GROUPS. */
export function symbolGroups(values: readonly string[]): string[][] {
  const groups: string[][] = [[]]
  for (const v of values) if (v === SYMBOL_GROUPS) groups.push([]); else groups.at(-1)!.push(v)
  return groups
}

/** Whether one group of the card's symbols compares with `want` as `op` says (`>=`: has every symbol of want, as many times or more). */
export function countsMatch(op: Operator, have: readonly string[], want: readonly string[]): boolean {
  // No symbols at all (a land has no mana cost): no comparison holds, as a card without power never answers pow<3.
  return have.length > 0 && symbolGroups(have).some((group) => {
    const counts = new Map<string, number>()
    for (const s of group) counts.set(s, (counts.get(s) ?? 0) + 1)
    for (const s of want) counts.set(s, (counts.get(s) ?? 0) - 1)
    const values = [...counts.values()]
    return multisetAnswer(op, values.every((n) => n >= 0), values.every((n) => n <= 0))
  })
}

/** The answer of a multiset comparison from whether the card has at least, and at most, the wanted symbols. */
export function multisetAnswer(op: Operator, atLeast: boolean, atMost: boolean): boolean {
  switch (op) {
    case ':':
    case '>=':
      return atLeast
    case '>':
      return atLeast && !atMost
    case '<=':
      return atMost
    case '<':
      return atMost && !atLeast
    case '=':
      return atLeast && atMost
    case '!=':
      return !(atLeast && atMost)
  }
}

/** The card test of a query tree: the reference meaning of every clause. */
export function predicateOf(node: FieldNode): CardPredicate {
  switch (node.kind) {
    case 'all':
      return () => true
    case 'and': {
      const parts = node.nodes.map(predicateOf)
      return (card) => parts.every((p) => p(card))
    }
    case 'or': {
      const parts = node.nodes.map(predicateOf)
      return (card) => parts.some((p) => p(card))
    }
    case 'not': {
      const inner = predicateOf(node.node)
      return (card) => !inner(card)
    }
    case 'words': {
      const { keys, needle } = node
      return (card) => keys.some((key) => foldedValues(card, key).some((v) => v.includes(needle)))
    }
    case 'text': {
      const { key, needle } = node
      const has = node.match === 'contains' ? (v: string) => v.includes(needle) : (v: string) => v === needle
      return (card) => foldedValues(card, key).some(has)
    }
    case 'number': {
      const { key, op, value } = node
      return (card) => {
        const v = card[key]
        return typeof v === 'number' && COMPARE[op](v, value)
      }
    }
    case 'enum': {
      const { key, op, value, ranks } = node
      if (!ranks) return (card) => card[key] === value
      const wanted = ranks.indexOf(value)
      return (card) => {
        const rank = ranks.indexOf(card[key] as string)
        return rank >= 0 && COMPARE[op](rank, wanted)
      }
    }
    case 'flag': {
      const { key, expected } = node
      return (card) => Boolean(card[key]) === expected
    }
    case 'anyOf': {
      const wanted = new Set(node.values)
      const key = node.key
      return (card) => {
        const value = card[key]
        return (Array.isArray(value) ? value : [value]).some((v) => v !== null && v !== undefined && wanted.has(foldText(String(v))))
      }
    }
    case 'set': {
      const { key, op, mask, letters } = node
      return (card) => setMatches(op, setMaskOf(card[key], letters), mask)
    }
    case 'counts': {
      const { key, op, want } = node
      return (card) => countsMatch(op, foldedValues(card, key), want)
    }
    case 'compare': {
      const { key, op, other } = node
      return (card) => {
        const a = card[key]
        const b = card[other]
        return typeof a === 'number' && typeof b === 'number' && COMPARE[op](a, b)
      }
    }
  }
}
