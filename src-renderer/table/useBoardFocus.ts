// Roving focus across the table: the zones are rows (the side piles, each row of the field, the hand),
// ←/→ move in a row, ↑/↓ between rows, Home/End to a row's ends. One element of the board is in
// the Tab order at a time; when the focused card leaves (cast, moved), the focus stays on the
// board, on its neighbour. The view is swapped twice per action (the prediction, then main's
// answer) while the player may go on typing: a swap that takes away the focused element (the
// opening's panel) puts the focus back on the board, and a swap never pulls it out of a dialog.
import { nextTick, ref, watch, type Ref } from 'vue'

export interface BoardFocusOptions {
  /** Where the focus goes when a view swap took it off the board and no card had it yet (the table: the hand). */
  fallback?: () => string | null
}

export function useBoardFocus(rows: Ref<string[][]>, root: Ref<HTMLElement | null>, options: BoardFocusOptions = {}) {
  const current = ref<string | null>(null)
  /** The player's own moves (arrows, Home/End, a click or Tab onto another card); the table's moves do not count. */
  const userMoves = ref(0)

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
    if (!next) return
    userMoves.value++
    focus(next)
  }

  function onFocusin(event: FocusEvent) {
    const key = (event.target as HTMLElement | null)?.closest?.('[data-focus-key]')?.getAttribute('data-focus-key')
    if (!key) return
    // focus() names the key before the element takes the focus: any other key is the player's move
    if (key !== current.value) userMoves.value++
    current.value = key
  }

  /** The focus is on one of the board's cards or piles (not on a button or in a dialog). */
  function onCard(): boolean {
    const active = document.activeElement
    return !!active && !!root.value?.contains(active) && !!active.closest('[data-focus-key]')
  }
  /** The board may move the focus: it is on a card or pile, or nowhere (body). */
  const onBoardOrNowhere = () => !document.activeElement || document.activeElement === document.body || onCard()

  // When the focused card leaves its place, keep the focus on the board (its neighbour).
  // A card that moved to another zone (a cast, a move) leaves the focus where it was, on its
  // neighbour, so that the player goes on in the same zone; if that zone is now empty, it follows.
  // Runs before the DOM is patched (where the focus is now), then after it (where it fell).
  watch(rows, (next, before) => {
    const inBoard = document.activeElement === document.body || !!root.value?.contains(document.activeElement)
    const key = current.value
    const was = key && before ? positionIn(before, key) : null
    const now = key ? positionIn(next, key) : null
    if (key && !(now && (!was || now.r === was.r))) {
      const row = was ? next[was.r] : undefined
      const replacement = row?.length ? row[Math.min(was!.c, row.length - 1)] : now ? key : flat()[0]
      current.value = replacement ?? null
      // an open dialog keeps the keyboard: the board only remembers where to go back to
      if (onBoardOrNowhere() && replacement) return void nextTick(() => elementOf(replacement)?.focus())
    }
    if (inBoard) void nextTick(restoreIfLost)
  })

  /** After a swap that removed the focused element (Chromium leaves the focus on body), or while it is nowhere: on the board. */
  function restoreIfLost() {
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    const key = tabStopOr(options.fallback?.() ?? null)
    if (!key) return
    current.value = key
    elementOf(key)?.focus()
  }

  /** The current key if it still exists, else the given one, else the Tab stop. */
  const tabStopOr = (preferred: string | null) => (current.value && position(current.value) ? current.value : preferred && position(preferred) ? preferred : tabStop())

  return { current, tabStop, focus, onKeydown, onFocusin, userMoves }
}

function positionIn(rows: string[][], key: string) {
  for (let r = 0; r < rows.length; r++) {
    const c = rows[r]!.indexOf(key)
    if (c >= 0) return { r, c }
  }
  return null
}
