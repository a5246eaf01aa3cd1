// Text is taken as it is or refused, never mended (issue 29.4): bytes that are not UTF-8 used to
// become U+FFFD in a card's name without a word, and a lone surrogate (half of a character, from a
// `\uD800` escape or a string handed over as is) was stored. Each fault is said with its line and
// column, its byte offset when it came as bytes, and the field around it when the format is known.
import Papa from 'papaparse'

export interface TextFault {
  problem: 'invalid-utf8' | 'lone-surrogate'
  /** Offset of the first byte of the first sequence that is not UTF-8 (only for bytes). */
  byte?: number
  /** 1-based, counted in the text up to the fault. */
  line: number
  column: number
  /** The CSV column or the JSON key where the fault is, when known. */
  field?: string
}

export type TextFormat = 'csv' | 'json'

/** A surrogate not paired with its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const strictDecoder = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** The bytes as text, or the first fault. A BOM is kept, as Buffer's decoding keeps it. */
export function decodeUtf8Strict(bytes: Uint8Array, format?: TextFormat): { ok: true; text: string } | { ok: false; fault: TextFault } {
  try {
    return { ok: true, text: strictDecoder().decode(bytes) }
  } catch {
    const byte = firstBadByte(bytes)
    const before = strictDecoder().decode(bytes.subarray(0, byte), { stream: true })
    return { ok: false, fault: { problem: 'invalid-utf8', byte, ...placeIn(before, before.length, format) } }
  }
}

/** The first lone surrogate of `text`, placed; null when the text is whole. */
export function loneSurrogateFault(text: string, format?: TextFormat): TextFault | null {
  const found = LONE_SURROGATE.exec(text)
  return found ? { problem: 'lone-surrogate', ...placeIn(text, found.index, format) } : null
}

/** "line 3, column 7, field "name", byte 41": where, in the words of every message. */
export function faultPlace(fault: TextFault): string {
  return [`line ${fault.line}`, `column ${fault.column}`, ...(fault.field ? [`field ${JSON.stringify(fault.field)}`] : []), ...(fault.byte !== undefined ? [`byte ${fault.byte}`] : [])].join(', ')
}

/** What is wrong, in words. */
export function faultText(fault: TextFault): string {
  return fault.problem === 'invalid-utf8'
    ? `bytes that are not UTF-8 at ${faultPlace(fault)}: save the file as UTF-8 and try again`
    : `a lone surrogate (half of a character) at ${faultPlace(fault)}: the text is not valid Unicode`
}

/**
 * The offset of the first byte the decoder refuses. A prefix decoded as a stream fails only for a
 * byte that is wrong already (an unfinished character at its end waits), so the first failing
 * prefix is found by halving; a text that fails only whole ends in an unfinished character.
 */
function firstBadByte(bytes: Uint8Array): number {
  const valid = (n: number) => {
    try {
      strictDecoder().decode(bytes.subarray(0, n), { stream: true })
      return true
    } catch {
      return false
    }
  }
  if (valid(bytes.length)) {
    let start = bytes.length - 1
    while (start > 0 && bytes.length - start < 4 && (bytes[start]! & 0xc0) === 0x80) start--
    return start
  }
  let good = 0
  let bad = bytes.length
  while (bad - good > 1) {
    const middle = (good + bad) >>> 1
    if (valid(middle)) good = middle
    else bad = middle
  }
  // The decoder stops at the byte that cannot follow; the sequence it breaks began at its lead byte.
  const stop = bad - 1
  for (let back = stop - 1; back >= 0 && stop - back <= 3; back--) {
    if (bytes[back]! >= 0xc0) return back
    if (bytes[back]! < 0x80) break
  }
  return stop
}

/** Line and column of `index` in `text`, and the field there. */
function placeIn(text: string, index: number, format?: TextFormat): Pick<TextFault, 'line' | 'column' | 'field'> {
  const before = text.slice(0, index)
  let line = 1
  for (let at = before.indexOf('\n'); at >= 0; at = before.indexOf('\n', at + 1)) line++
  const column = index - before.lastIndexOf('\n')
  const field = format === 'csv' ? csvColumnAt(before) : format === 'json' ? jsonKeyBefore(before) : undefined
  return field === undefined ? { line, column } : { line, column, field }
}

/** The header's name of the column the text ends in (none in the header itself). */
function csvColumnAt(before: string): string | undefined {
  const firstLine = before.slice(0, before.search(/\r|\n/) >>> 0)
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  const rows = Papa.parse<string[]>(before.replace(/^\uFEFF/, ''), { delimiter }).data
  if (rows.length < 2) return undefined
  return rows[0]![rows.at(-1)!.length - 1]?.trim()
}

/** The last key written before the fault: the field of the value it is in, in a JSON of records. */
function jsonKeyBefore(before: string): string | undefined {
  const keys = [...before.slice(-64 * 1024).matchAll(/"((?:[^"\\\n]|\\.){1,80})"\s*:/g)]
  return keys.at(-1)?.[1]
}

/** The first string of a parsed value (a request) that is not whole Unicode: its path and fault. */
export function illFormedString(value: unknown): { path: string; fault: TextFault } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }]
  while (stack.length) {
    const { value: item, path } = stack.pop()!
    if (typeof item === 'string') {
      const fault = loneSurrogateFault(item)
      if (fault) return { path: path || '(request)', fault }
    } else if (typeof item === 'object' && item !== null) {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!
        const keyFault = loneSurrogateFault(key)
        if (keyFault) return { path: path ? `${path}.(key)` : '(key)', fault: keyFault }
        stack.push({ value: inner, path: path ? `${path}.${key}` : key })
      }
    }
  }
  return null
}
