/** Runs `fn` once calls have stopped for `ms`; `flush` runs a pending call now, `cancel` drops it. */
export function debounce(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const call = (delay = ms) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn()
    }, delay)
  }
  return {
    call,
    flush() {
      if (timer === undefined) return
      clearTimeout(timer)
      timer = undefined
      fn()
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
