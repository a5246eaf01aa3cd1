// The query language of a game without a bespoke search, read from its card fields (cards.fields):
// free words and "phrases" over the text fields, `key<op>value` clauses for each field's query
// keys (`lv>=2`, `c:creature`, `t:dragon`, `is:unique`), `-` negation, `or` and parentheses.
// Case and accents are folded. Parsing is total: any text gives a predicate or a QueryError.
import type { QueryError } from '@shared/api'
import type { CardField } from '@shared/game/module'
import { tokenize, type Operator, type Token } from '@shared/game/query-lexer'
import { foldText } from '@shared/text/fold'

export type CardPredicate = (card: Readonly<Record<string, unknown>>) => boolean
export type FieldQuery = { ok: true; matches: CardPredicate; words: string[] } | { ok: false; error: QueryError }

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
function foldedValues(card: Readonly<Record<string, unknown>>, key: string): string[] {
  const value = card[key]
  if (Array.isArray(value)) return value.map((v) => foldText(String(v)))
  return value === null || value === undefined ? [] : [foldText(String(value))]
}

/** Parses `text` against the game's fields. An empty query matches every card. */
export function parseFieldQuery(text: string, fields: readonly CardField[]): FieldQuery {
  const tokens = tokenize(text)
  const parser = new Parser(tokens, fields)
  try {
    if (tokens.length === 0) return { ok: true, matches: () => true, words: [] }
    const matches = parser.parseOr()
    const extra = tokens[parser.at]
    if (extra) fail(`"${extra.text}" has no opening parenthesis`, extra)
    return { ok: true, matches, words: parser.words }
  } catch (error) {
    if (error instanceof QueryProblem) return { ok: false, error: error.error }
    throw error
  }
}

class Parser {
  at = 0
  private depth = 0
  /** Positive free words and phrases, folded (for relevance). */
  readonly words: string[] = []
  private readonly textKeys: string[]

  constructor(
    private readonly tokens: Token[],
    private readonly fields: readonly CardField[],
  ) {
    this.textKeys = fields.filter((f) => f.kind === 'text' || f.kind === 'list').map((f) => f.key)
  }

  parseOr(): CardPredicate {
    const parts = [this.parseAnd()]
    while (this.tokens[this.at]?.kind === 'or') {
      const or = this.tokens[this.at++]!
      if (!this.tokens[this.at] || this.tokens[this.at]!.kind === 'rparen') fail('"or" needs something after it', or)
      parts.push(this.parseAnd())
    }
    return parts.length === 1 ? parts[0]! : (card) => parts.some((p) => p(card))
  }

  private parseAnd(): CardPredicate {
    const parts: CardPredicate[] = []
    for (let token = this.tokens[this.at]; token && token.kind !== 'or' && token.kind !== 'rparen'; token = this.tokens[this.at]) parts.push(this.parseUnary(false))
    return parts.length === 1 ? parts[0]! : (card) => parts.every((p) => p(card))
  }

  private parseUnary(negated: boolean): CardPredicate {
    const token = this.tokens[this.at++]!
    if (token.kind === 'neg') {
      if (!this.tokens[this.at]) fail('"-" needs something after it', token)
      const inner = this.parseUnary(!negated)
      return (card) => !inner(card)
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
    return (card) => this.textKeys.some((key) => foldedValues(card, key).some((v) => v.includes(needle)))
  }

  private clause(token: Extract<Token, { kind: 'field' }>): CardPredicate {
    const key = token.key.toLowerCase()
    const candidates = this.fields.filter((f) => f.queryKeys?.some((k) => k.toLowerCase() === key))
    if (candidates.length === 0) {
      const known = [...new Set(this.fields.flatMap((f) => f.queryKeys ?? []))].join(', ')
      fail(`unknown key "${token.key}" (keys: ${known})`, token)
    }
    const value = { start: token.valueStart, text: token.value }
    if (token.value.trim() === '') fail(`"${token.key}${token.op}" needs a value`, token)
    const flags = candidates.filter((f) => f.kind === 'flag')
    if (flags.length) return flagClause(flags, token.op, value)
    const field = candidates[0]!
    switch (field.kind) {
      case 'number':
        return numberClause(field, token.op, value)
      case 'enum':
        return enumClause(field, token.op, value)
      default:
        return textClause(field, token.op, value)
    }
  }
}

/** `is:unique` (a flag field by its key) or `key:yes|no` when the key names one flag. */
function flagClause(flags: readonly CardField[], op: Operator, value: { start: number; text: string }): CardPredicate {
  if (op !== ':' && op !== '=' && op !== '!=') fail(`a flag takes ":" (not "${op}")`, value)
  const word = foldText(value.text)
  const named = flags.find((f) => foldText(f.key) === word)
  let field = named
  let wanted = true
  if (!field && flags.length === 1 && (YES.has(word) || NO.has(word))) [field, wanted] = [flags[0]!, YES.has(word)]
  if (!field) fail(`"${value.text}" is not one of ${flags.map((f) => f.key).join(', ')}`, value)
  const key = field.key
  const expected = op === '!=' ? !wanted : wanted
  return (card) => Boolean(card[key]) === expected
}

function numberClause(field: CardField, op: Operator, value: { start: number; text: string }): CardPredicate {
  if (!/^-?\d+(\.\d+)?$/.test(value.text)) fail(`${field.names.en} takes a number, not "${value.text}"`, value)
  const n = Number(value.text)
  const test = COMPARE[op]
  return (card) => {
    const v = card[field.key]
    return typeof v === 'number' && test(v, n)
  }
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

/** One of the field's values, exactly or by a prefix that names only one (`c:equip`). */
function enumClause(field: CardField, op: Operator, value: { start: number; text: string }): CardPredicate {
  if (op !== ':' && op !== '=' && op !== '!=') fail(`${field.names.en} takes ":" or "!=" (not "${op}")`, value)
  const word = foldText(value.text)
  const values = field.values ?? []
  const exact = values.find((v) => foldText(v) === word)
  const prefixed = values.filter((v) => foldText(v).startsWith(word))
  const chosen = exact ?? (prefixed.length === 1 ? prefixed[0] : undefined)
  if (chosen === undefined) fail(`${field.names.en} is one of ${values.join(', ')}, not "${value.text}"`, value)
  const same = (card: Readonly<Record<string, unknown>>) => card[field.key] === chosen
  return op === '!=' ? (card) => !same(card) : same
}

/** `:` contains the words, `=` is exactly the value, `!=` is not; folded. */
function textClause(field: CardField, op: Operator, value: { start: number; text: string }): CardPredicate {
  if (op !== ':' && op !== '=' && op !== '!=') fail(`${field.names.en} takes ":", "=" or "!=" (not "${op}")`, value)
  const needle = foldText(value.text)
  const has = op === ':' ? (v: string) => v.includes(needle) : (v: string) => v === needle
  const test = (card: Readonly<Record<string, unknown>>) => foldedValues(card, field.key).some(has)
  return op === '!=' ? (card) => !test(card) : test
}
