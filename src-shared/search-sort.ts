// Sort keys of cards.search (zod-free: the renderer imports it).
export const SORT_KEYS = ['code', 'name', 'cost', 'power', 'element', 'type', 'set', 'relevance'] as const
export type SortKey = (typeof SORT_KEYS)[number]
