// Finds where a JSON text stops being JSON. JSON.parse's messages differ between Node 20 and
// Electron's Node 24 and do not always give a position, so we locate the error ourselves
// (only after JSON.parse has failed). Iterative: deep nesting cannot overflow the stack.

export interface JsonSyntaxError {
  /** 0-based offset of the offending character. */
  offset: number
  line: number
  column: number
  message: string
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (e) {
    return { ok: false, error: locateJsonError(text) ?? position(text, text.length, String(e)) }
  }
}

type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'end'

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

/** null when the text is valid JSON. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  const n = text.length
  const stack: string[] = []
  let i = 0
  let expect = 'value' as Expect
  const fail = (at: number, message: string) => position(text, at, message)
  const afterValue = () => {
    expect = stack.length === 0 ? 'end' : 'commaOrEnd'
  }
  /** Returns the offset after the closing quote, or an error. */
  const scanString = (start: number): number | JsonSyntaxError => {
    let j = start + 1
    while (j < n) {
      const c = text.charCodeAt(j)
      if (c === 0x22) return j + 1
      if (c < 0x20) return fail(j, 'control character inside a string (an unescaped line break?)')
      if (c === 0x5c) {
        const e = text[j + 1]
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return fail(j, 'bad \\u escape in a string')
          j += 6
          continue
        }
        if (e === undefined || !ESCAPES.has(e)) return fail(j, 'bad escape in a string')
        j += 2
        continue
      }
      j++
    }
    return fail(start, 'string is never closed')
  }

  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++
    if (i >= n) return expect === 'end' ? null : fail(n, 'unexpected end of file')
    const c = text[i]!
    switch (expect) {
      case 'end':
        return fail(i, 'unexpected text after the end of the JSON value')
      case 'colon':
        if (c !== ':') return fail(i, "expected ':' after a property name")
        i++
        expect = 'value'
        continue
      case 'commaOrEnd': {
        const top = stack[stack.length - 1]
        if (c === ',') {
          i++
          expect = top === '{' ? 'key' : 'value'
          continue
        }
        if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
          stack.pop()
          i++
          afterValue()
          continue
        }
        return fail(i, top === '{' ? "expected ',' or '}' after a property value" : "expected ',' or ']' after an array element")
      }
      case 'keyOrEnd':
      case 'key': {
        if (c === '}' && expect === 'keyOrEnd') {
          stack.pop()
          i++
          afterValue()
          continue
        }
        if (c !== '"') return fail(i, 'expected a property name in double quotes')
        const end = scanString(i)
        if (typeof end !== 'number') return end
        i = end
        expect = 'colon'
        continue
      }
      case 'valueOrEnd':
      case 'value': {
        if (c === ']' && expect === 'valueOrEnd') {
          stack.pop()
          i++
          afterValue()
          continue
        }
        if (c === '{' || c === '[') {
          stack.push(c)
          i++
          expect = c === '{' ? 'keyOrEnd' : 'valueOrEnd'
          continue
        }
        if (c === '"') {
          const end = scanString(i)
          if (typeof end !== 'number') return end
          i = end
          afterValue()
          continue
        }
        const literal = ['true', 'false', 'null'].find((w) => text.startsWith(w, i))
        if (literal) {
          i += literal.length
          afterValue()
          continue
        }
        NUMBER.lastIndex = i
        if (NUMBER.test(text)) {
          i = NUMBER.lastIndex
          afterValue()
          continue
        }
        return fail(i, `unexpected character ${JSON.stringify(c)} where a value was expected`)
      }
    }
  }
}

function position(text: string, offset: number, message: string): JsonSyntaxError {
  let line = 1
  let lineStart = 0
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) {
    line++
    lineStart = k + 1
  }
  return { offset, line, column: offset - lineStart + 1, message }
}
