// The order players expect for card codes: opus by number (1-001 < 2-001 < 15-001), then the
// special series (Re- Legacy Collection, B- boss decks, PR- promos, C- crystals), then anything
// unknown; within a series by number.

const SERIES_AFTER_OPUS = ['re', 'b', 'pr', 'c']
const CODE_PARTS = /^([a-z]+|\d+)-0*(\d+)/i

/** A number that sorts codes in that order; ties (same key, other printings) compare as 0. */
export function codeSortValue(code: string): number {
  const m = CODE_PARTS.exec(code)
  if (!m) return Number.MAX_SAFE_INTEGER
  const series = m[1]!.toLowerCase()
  const number = Math.min(Number(m[2]), 99_999)
  const special = SERIES_AFTER_OPUS.indexOf(series)
  const group = /^\d+$/.test(series) ? Number(series) : 1000 + (special >= 0 ? special : SERIES_AFTER_OPUS.length)
  return group * 100_000 + number
}

export function compareCodes(a: string, b: string): number {
  return codeSortValue(a) - codeSortValue(b) || (a < b ? -1 : a > b ? 1 : 0)
}
