// Search state for the Cards view: what is asked (query, filters, sort), and what came back,
// page by page. It calls the API and holds results; deciding when to search is the view's job.
import { defineStore } from 'pinia'
import { ref, shallowReactive, shallowRef } from 'vue'
import type { Facets, QueryError, SearchRequest, SortKey } from '@shared/api'
import type { AnyCard as Card } from '@shared/games'
import { api } from '../api'
import { emptyFilters, toCardFilters, type FilterState } from '../lib/filters'
import { PAGE_SIZE, pagesForRange } from '../lib/paging'

/** `auto`: no sort sent, so the catalog ranks by relevance when there are words, else by code. */
export interface SortState {
  by: SortKey | 'auto'
  dir: 'asc' | 'desc'
}

export const useCardSearchStore = defineStore('cardSearch', () => {
  const query = ref('')
  const filters = ref<FilterState>(emptyFilters())
  const sort = ref<SortState>({ by: 'auto', dir: 'asc' })
  /** The format of the deck the editor builds (null in the Cards view): a catalog may offer cards only it takes. */
  const deckFormat = ref<string | null>(null)

  const total = ref(0)
  /** Loaded pages of results, by page number. */
  const pages = shallowReactive(new Map<number, readonly Card[]>())
  const pending = new Set<number>()
  const loading = ref(false)
  /** The query syntax was not understood (from SearchResult.error). */
  const queryError = shallowRef<QueryError | null>(null)
  /** The query that `queryError` refers to (the text box may have changed since). */
  const erroredQuery = ref('')
  /** The request itself failed (transport or validation). */
  const failure = ref<string | null>(null)
  const facets = shallowRef<Facets | null>(null)

  // Each new search bumps the generation; answers to older searches are dropped.
  let generation = 0

  function requestFor(offset: number): Omit<SearchRequest, 'game'> {
    const request: Omit<SearchRequest, 'game'> = { query: query.value, offset, limit: PAGE_SIZE }
    const { by, dir } = sort.value
    if (by !== 'auto') request.sort = { by, dir }
    const cardFilters = toCardFilters(filters.value)
    if (cardFilters) request.filters = cardFilters
    if (deckFormat.value) request.deckFormat = deckFormat.value
    return request
  }

  async function loadPage(page: number, gen: number): Promise<void> {
    pending.add(page)
    const asked = query.value
    try {
      const result = await api.invoke('cards.search', requestFor(page * PAGE_SIZE))
      if (gen !== generation) return
      total.value = result.total
      queryError.value = result.error ?? null
      erroredQuery.value = result.error ? asked : ''
      failure.value = null
      pages.set(page, result.cards)
    } catch (error) {
      if (gen !== generation) return
      failure.value = error instanceof Error ? error.message : String(error)
    } finally {
      if (gen === generation) pending.delete(page)
    }
  }

  /** Starts over with the current query, filters and sort; resolves when the first page is in. */
  async function search(): Promise<void> {
    const gen = ++generation
    pages.clear()
    pending.clear()
    loading.value = true
    try {
      await loadPage(0, gen)
    } finally {
      if (gen === generation) {
        loading.value = false
        // An error or an empty answer leaves nothing to show.
        if (failure.value) total.value = 0
      }
    }
  }

  /** Makes sure rows `first..last` are loaded or on their way (called as the list scrolls). */
  function ensureRange(first: number, last: number): Promise<void> {
    const gen = generation
    const missing = pagesForRange(first, last, total.value).filter((p) => !pages.has(p) && !pending.has(p))
    return Promise.all(missing.map((p) => loadPage(p, gen))).then(() => undefined)
  }

  function cardAt(index: number): Card | undefined {
    return pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE]
  }

  // Asked again each time the cards are shown: the player's sets (creature game) change the values
  // the filters offer (a new type, a wider Atk range); the last answer asked wins.
  let facetsAsked = 0
  async function loadFacets(): Promise<void> {
    const mine = ++facetsAsked
    try {
      const answer = await api.invoke('cards.facets', {})
      if (mine === facetsAsked) facets.value = answer
    } catch (error) {
      if (mine === facetsAsked) failure.value = error instanceof Error ? error.message : String(error)
    }
  }

  function resetFilters() {
    filters.value = emptyFilters()
  }

  return {
    query, filters, sort, deckFormat,
    total, pages, loading, queryError, erroredQuery, failure, facets,
    search, ensureRange, cardAt, loadFacets, resetFilters,
  }
})
