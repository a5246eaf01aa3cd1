export const PAGE_SIZE = 100

/** The pages (of `pageSize` rows) that hold rows `first..last`, clipped to `total` rows. */
export function pagesForRange(first: number, last: number, total: number, pageSize = PAGE_SIZE): number[] {
  if (total <= 0 || last < first) return []
  const from = Math.max(0, Math.floor(first / pageSize))
  const to = Math.min(Math.floor((total - 1) / pageSize), Math.floor(Math.max(0, last) / pageSize))
  const pages: number[] = []
  for (let page = from; page <= to; page++) pages.push(page)
  return pages
}

/** Moves a selection index by `delta`, within `0..total-1`; from no selection, starts at the top. */
export function moveIndex(current: number | null, delta: number, total: number): number | null {
  if (total <= 0) return null
  if (current === null) return delta < 0 ? total - 1 : 0
  return Math.min(total - 1, Math.max(0, current + delta))
}
