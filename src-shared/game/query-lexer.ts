// Splits search box text into tokens, for any game's query parser (each game's query.ts).
// Never throws: anything it cannot read becomes a token the parser reports with its position.

export type Operator = ':' | '=' | '!=' | '<' | '<=' | '>' | '>='

export type Token =
  | { kind: 'lparen' | 'rparen' | 'neg' | 'or'; start: number; text: string }
  | { kind: 'word'; start: number; text: string }
  /** `text` is the phrase without its quotes; `closed` is false when the input ended first. */
  | { kind: 'phrase'; start: number; text: string; closed: boolean }
  /** `key<op>value`; `valueStart` is where the value (or its opening quote) begins. */
  | { kind: 'field'; start: number; text: string; key: string; op: Operator; value: string; valueStart: number; quoted: boolean }

const QUOTES = new Set(['"', '“', '”'])
const OPERATORS: Operator[] = ['!=', '<=', '>=', ':', '=', '<', '>'] // longest first
const KEY_RE = /^[A-Za-z]+/

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u00a0' || ch === '\u3000'
}

function isBareEnd(ch: string): boolean {
  return isSpace(ch) || ch === '(' || ch === ')' || QUOTES.has(ch)
}

/** Reads a quoted string starting at the quote at `at`; lenient: an unclosed quote runs to the end. */
function readQuoted(s: string, at: number): { text: string; end: number; closed: boolean } {
  let i = at + 1
  while (i < s.length && !QUOTES.has(s[i]!)) i++
  const closed = i < s.length
  return { text: s.slice(at + 1, i), end: closed ? i + 1 : i, closed }
}

function readBare(s: string, at: number): number {
  let i = at
  while (i < s.length && !isBareEnd(s[i]!)) i++
  return i
}

function operatorAt(s: string, at: number): Operator | null {
  for (const op of OPERATORS) if (s.startsWith(op, at)) return op
  return null
}

export function tokenize(s: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < s.length) {
    const ch = s[i]!
    if (isSpace(ch)) {
      i++
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', start: i, text: ch })
      i++
    } else if (QUOTES.has(ch)) {
      const q = readQuoted(s, i)
      tokens.push({ kind: 'phrase', start: i, text: q.text, closed: q.closed })
      i = q.end
    } else if (ch === '-' && i + 1 < s.length && !isSpace(s[i + 1]!) && s[i + 1] !== ')') {
      // A leading '-' negates the term that follows; inside a word ("X-ATM092") it is a letter.
      tokens.push({ kind: 'neg', start: i, text: '-' })
      i++
    } else {
      i = readTerm(s, i, tokens)
    }
  }
  return tokens
}

function readTerm(s: string, start: number, tokens: Token[]): number {
  const key = KEY_RE.exec(s.slice(start, start + 40))?.[0]
  const op = key ? operatorAt(s, start + key.length) : null
  if (key && op) {
    const valueStart = start + key.length + op.length
    if (valueStart < s.length && QUOTES.has(s[valueStart]!)) {
      const q = readQuoted(s, valueStart)
      tokens.push({ kind: 'field', start, text: s.slice(start, q.end), key, op, value: q.text, valueStart, quoted: true })
      return q.end
    }
    const end = readBare(s, valueStart)
    const value = s.slice(valueStart, end)
    tokens.push({ kind: 'field', start, text: s.slice(start, end), key, op, value, valueStart, quoted: false })
    return end
  }
  const end = Math.max(readBare(s, start), start + 1)
  const text = s.slice(start, end)
  tokens.push({ kind: text.toLowerCase() === 'or' ? 'or' : 'word', start, text })
  return end
}
