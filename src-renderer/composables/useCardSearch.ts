// Wires the Cards view to the search store: typing searches after a pause, filter and sort
// changes search at once (almost), and the first search runs when the view opens.
import { onBeforeUnmount, onMounted, watch } from 'vue'
import { storeToRefs } from 'pinia'
import { debounce } from '../lib/debounce'
import { useCardSearchStore } from '../stores/cardSearch'

export const QUERY_DEBOUNCE_MS = 250
export const FILTER_DEBOUNCE_MS = 80

export function useCardSearch(onNewResults: () => void = () => {}) {
  const store = useCardSearchStore()
  const { query, filters, sort } = storeToRefs(store)

  const run = debounce(() => {
    void store.search().then(onNewResults)
  }, QUERY_DEBOUNCE_MS)

  watch(query, () => run.call(QUERY_DEBOUNCE_MS))
  watch([filters, sort], () => run.call(FILTER_DEBOUNCE_MS), { deep: true })

  onMounted(() => {
    void store.loadFacets()
    // Coming back to the view keeps the previous results.
    if (store.pages.size === 0) void store.search().then(onNewResults)
  })
  onBeforeUnmount(() => run.cancel())

  return { store, searchNow: () => run.flush() }
}
