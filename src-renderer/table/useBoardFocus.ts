// Roving focus across the table: the zones are rows (the side piles, each row of the field, the hand),
// ←/→ move in a row, ↑/↓ between rows, Home/End to a row's ends. One element of the board is in
// the Tab order at a time; when the focused card leaves (cast, moved), the focus stays on the
// board, on its neighbour.
import { nextTick, ref, watch, type Ref } from 'vue'

export function useBoardFocus(rows: Ref<string[][]>, root: Ref<HTMLElement | null>) {
  const current = ref<string | null>(null)

  const flat = () => rows.value.flat()
  const position = (key: string | null) => {
    if (key === null) return null
    for (let r = 0; r < rows.value.length; r++) {
      const c = rows.value[r]!.indexOf(key)
      if (c >= 0) return { r, c }
    }
    return null
  }

  /** The key that holds the Tab stop: the current one if it still exists, else a sensible one. */
  function tabStop(): string | null {
    if (current.value && position(current.value)) return current.value
    return rows.value.find((row) => row.length)?.[0] ?? null
  }

  function elementOf(key: string): HTMLElement | null {
    return root.value?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) ?? null
  }

  function focus(key: string | null) {
    if (!key) return
    current.value = key
    void nextTick(() => elementOf(key)?.focus())
  }

  function onKeydown(event: KeyboardEvent) {
    const key = (event.target as HTMLElement | null)?.closest?.('[data-focus-key]')?.getAttribute('data-focus-key') ?? null
    const at = position(key)
    if (!at || event.ctrlKey || event.metaKey || event.altKey) return
    const nonEmpty = rows.value.map((row, r) => ({ row, r })).filter((x) => x.row.length)
    const rowIndex = nonEmpty.findIndex((x) => x.r === at.r)
    let next: string | undefined
    switch (event.key) {
      case 'ArrowLeft':
        next = rows.value[at.r]![Math.max(0, at.c - 1)]
        break
      case 'ArrowRight':
        next = rows.value[at.r]![Math.min(rows.value[at.r]!.length - 1, at.c + 1)]
        break
      case 'Home':
        next = rows.value[at.r]![0]
        break
      case 'End':
        next = rows.value[at.r]![rows.value[at.r]!.length - 1]
        break
      case 'ArrowUp':
      case 'ArrowDown': {
        const target = nonEmpty[rowIndex + (event.key === 'ArrowUp' ? -1 : 1)]
        if (target) next = target.row[Math.min(at.c, target.row.length - 1)]
        break
      }
      default:
        return
    }
    event.preventDefault()
    if (next) focus(next)
  }

  function onFocusin(event: FocusEvent) {
    const key = (event.target as HTMLElement | null)?.closest?.('[data-focus-key]')?.getAttribute('data-focus-key')
    if (key) current.value = key
  }

  // When the focused card leaves its place, keep the focus on the board (its neighbour).
  // A card that moved to another zone (a cast, a move) leaves the focus where it was, on its
  // neighbour, so that the player goes on in the same zone; if that zone is now empty, it follows.
  watch(rows, (next, before) => {
    const key = current.value
    if (!key) return
    const was = before ? positionIn(before, key) : null
    const now = positionIn(next, key)
    if (now && (!was || now.r === was.r)) return
    const row = was ? next[was.r] : undefined
    const replacement = row?.length ? row[Math.min(was!.c, row.length - 1)] : now ? key : flat()[0]
    const hadFocus = root.value?.contains(document.activeElement) || document.activeElement === document.body
    current.value = replacement ?? null
    if (hadFocus && replacement) void nextTick(() => elementOf(replacement)?.focus())
  })

  return { current, tabStop, focus, onKeydown, onFocusin }
}

function positionIn(rows: string[][], key: string) {
  for (let r = 0; r < rows.length; r++) {
    const c = rows[r]!.indexOf(key)
    if (c >= 0) return { r, c }
  }
  return null
}
