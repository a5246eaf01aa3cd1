// Case- and accent-insensitive text folding, shared by the search index (main) and match
// highlighting (renderer), so both agree on what "the same letters" means.

const COMBINING_MARKS = /\p{M}/gu
const ASCII_ONLY = /^[\x00-\x7f]*$/

// Letters that NFD does not decompose, and typographic punctuation that players type plainly.
const SPECIAL: Record<string, string> = {
  'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ø': 'o', 'đ': 'd', 'ł': 'l', 'ı': 'i',
  '’': "'", '‘': "'", '`': "'", '´': "'",
  '“': '"', '”': '"',
  '‐': '-', '‑': '-', '–': '-', '—': '-', '―': '-',
  '\u00a0': ' ', '\u3000': ' ',
}
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g')

/** `Élarra’s` → `elarra's`: lower case, accents stripped (NFD minus combining marks). */
export function foldText(s: string): string {
  const lower = s.toLowerCase()
  // Most card text is plain ASCII: skip Unicode normalisation, which dominates index build time.
  if (ASCII_ONLY.test(lower)) return lower
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c)
    .normalize('NFC')
}

const NON_WORD = /[^\p{L}\p{N}]+/gu

/**
 * Folded words separated by single spaces, with a space at each end: `Cúchulainn, the Impure` →
 * ` cuchulainn the impure `. Searching for ` the` then finds words that start with "the" with one
 * indexOf, and ` the ` finds the whole word; punctuation never has to match.
 */
export function foldWords(s: string): string {
  const fast = asciiWords(s)
  if (fast !== null) return fast
  const trimmed = foldText(s).replace(NON_WORD, ' ').trim()
  return trimmed === '' ? '' : ` ${trimmed} `
}

// The search index folds ~0.7 MB of card text at start-up. One loop that lowercases, splits and
// checks for ASCII at once, plus a latin1 decode, is several times faster than toLowerCase, two
// regex tests and a regex replace with one match per space.
let buffer = new Uint8Array(1024)
const latin1 = new TextDecoder('latin1')

/** foldWords for ASCII text; null as soon as a character needs Unicode folding. */
function asciiWords(s: string): string | null {
  if (buffer.length < s.length + 2) buffer = new Uint8Array(s.length * 2 + 2)
  let n = 0
  let space = true // a separator is pending; true at first so that the result starts with one
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i)
    if (c >= 128) return null
    if (c >= 65 && c <= 90) c += 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (space) buffer[n++] = 32
      space = false
      buffer[n++] = c
    } else space = true
  }
  if (n === 0) return ''
  buffer[n++] = 32
  return latin1.decode(buffer.subarray(0, n))
}
