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
