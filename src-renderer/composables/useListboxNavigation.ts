import { watch, type Ref } from 'vue'
import { moveIndex } from '../lib/paging'

// The keyboard and focus contract shared by the card result list and the card-image grid, so the
// Cards view can swap one for the other: arrows/Page/Home/End move the selection, Enter opens it,
// Escape hands back to the parent. Each layout says only how far each key moves and how to bring
// an index into view.
export interface ListboxNavigationOptions {
  scroller: Ref<HTMLElement | null>
  selected: Ref<number | null>
  total: () => number
  /** How far each key moves the selection; ±Infinity jumps to the first/last item. Read per keystroke. */
  steps: () => Record<string, number>
  /** Scrolls the item at `index` into view. */
  reveal: (index: number) => void
  onOpen: (index: number) => void
  onEscape: () => void
}

export function useListboxNavigation(o: ListboxNavigationOptions) {
  function select(index: number | null) {
    o.selected.value = index
    if (index !== null) o.reveal(index)
  }

  function onKeydown(event: KeyboardEvent) {
    const total = o.total()
    const delta = o.steps()[event.key]
    if (delta !== undefined) {
      event.preventDefault()
      const next = Number.isFinite(delta) ? moveIndex(o.selected.value, delta, total) : moveIndex(0, delta === Infinity ? total : -total, total)
      select(next)
    } else if (event.key === 'Enter' && o.selected.value !== null) {
      event.preventDefault()
      o.onOpen(o.selected.value)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      o.onEscape()
    }
  }

  function onClick(index: number) {
    select(index)
    o.scroller.value?.focus()
  }

  function focus(selectFirst = true) {
    o.scroller.value?.focus()
    if (selectFirst && o.selected.value === null && o.total() > 0) select(0)
  }

  return { select, onKeydown, onClick, focus }
}

/** Reports the first and last rendered index whenever the rendered window changes (the parent loads those pages). */
export function watchRenderedRange(items: Ref<readonly { index: number }[]>, onRange: (first: number, last: number) => void) {
  watch(
    items,
    (list) => {
      const first = list[0]
      const last = list[list.length - 1]
      if (first && last) onRange(first.index, last.index)
    },
    { immediate: true },
  )
}
