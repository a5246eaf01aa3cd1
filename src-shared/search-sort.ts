// Sort keys of cards.search (zod-free: the renderer imports it): FFTCG's, and any game's from its fields.
export const SORT_KEYS = ['code', 'name', 'cost', 'power', 'element', 'type', 'set', 'relevance'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** A game's sort keys: its sortable card fields (by their sort name) and relevance. */
export function sortKeysOf(fields: readonly { key: string; sort?: boolean; sortKey?: string }[]): string[] {
  return [...fields.filter((f) => f.sort).map((f) => f.sortKey ?? f.key), 'relevance']
}
