// The card search inside the deck editor: the Cards view's search store, but searched on every
// keystroke with at most one request in flight (the latest query wins), so results follow typing
// without the Cards view's pause. `settled()` waits for the results of what is typed now
// (Enter in the search box adds the top result of the current query, never of an older one).
import { onBeforeUnmount, onMounted, ref, watch } from 'vue'
import { storeToRefs } from 'pinia'
import { useCardSearchStore } from '../stores/cardSearch'

/** What the store's results were last searched for from here (kept across visits to the editor). */
let lastShown: string | null = null

export function useDeckSearch(onNewResults: () => void = () => {}) {
  const store = useCardSearchStore()
  const { query, filters, sort } = storeToRefs(store)
  const shown = ref<string | null>(lastShown)
  let loop: Promise<void> | null = null
  let again = false
  let alive = true

  const signature = () => JSON.stringify([query.value, filters.value, sort.value])

  function request(): Promise<void> {
    again = true
    loop ??= (async () => {
      try {
        while (again && alive) {
          again = false
          const asked = signature()
          await store.search()
          shown.value = asked
          lastShown = asked
          if (!again) onNewResults()
        }
      } finally {
        loop = null
      }
    })()
    return loop
  }

  async function settled(): Promise<void> {
    if (loop) await loop
    if (shown.value !== signature()) await request()
  }

  watch(query, () => void request())
  watch([filters, sort], () => void request(), { deep: true })
  onMounted(() => {
    void store.loadFacets()
    // Coming back to the editor with the results still in the store: nothing to ask.
    if (store.pages.size === 0 || shown.value !== signature()) void request()
  })
  onBeforeUnmount(() => {
    alive = false
  })

  return { store, settled }
}
