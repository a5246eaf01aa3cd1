// Wires a search box to the card search store, for the Cards view and the deck editor alike:
// every keystroke, filter or sort change searches at once, with at most one request in flight
// (the latest query wins; answers to older ones are never shown), so results follow typing
// without waiting for a pause. `settled()` waits for the results of what is typed now (Enter
// in the editor's search box adds the top result of the current query, never of an older one).
// Keystroke → results on screen is recorded as `performance.measure(<measure>)` for the bench.
import { nextTick, onBeforeUnmount, onMounted, ref, watch } from 'vue'
import { storeToRefs } from 'pinia'
import { useCardSearchStore } from '../stores/cardSearch'

/** What the shared store's results were last searched for (kept across views and visits). */
let lastShown: string | null = null

export function useCardSearch(measure: string, onNewResults: () => void = () => {}) {
  const store = useCardSearchStore()
  const { query, filters, sort, deckFormat } = storeToRefs(store)
  const shown = ref<string | null>(lastShown)
  let loop: Promise<void> | null = null
  let again = false
  let alive = true
  let keystrokeAt: number | null = null

  const signature = () => JSON.stringify([query.value, filters.value, sort.value, deckFormat.value])

  function recordKeystroke() {
    if (keystrokeAt === null) return
    const start = keystrokeAt
    keystrokeAt = null
    void nextTick(() => requestAnimationFrame(() => performance.measure(measure, { start, end: performance.now() })))
  }

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
          if (!again && alive) {
            onNewResults()
            recordKeystroke()
          }
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

  /** Bind to the search box's `input` events: the start of the keystroke → results measure. */
  function onInput(event: Event) {
    if ((event.target as HTMLElement | null)?.tagName === 'INPUT') keystrokeAt = event.timeStamp
  }

  watch(query, () => void request())
  watch([filters, sort], () => void request(), { deep: true })
  watch(deckFormat, () => void request())
  onMounted(() => {
    void store.loadFacets()
    // Coming back with the results of this very search still in the store: nothing to ask.
    if (store.pages.size === 0 || shown.value !== signature()) void request()
  })
  onBeforeUnmount(() => {
    alive = false
  })

  return { store, settled, onInput }
}
