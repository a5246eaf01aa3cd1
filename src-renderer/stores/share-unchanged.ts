// Structural sharing between two views of the same game: every part of the next view that equals
// the same part of the previous one is replaced by the previous object, so that Vue redraws only
// the cards and zones that changed. It reads no field by name: any game's state works.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** `next`, with every part deeply equal to `prev`'s taken from `prev` (`prev` itself when all is). */
export function shareUnchanged<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length
    const out = next.map((item, i) => {
      const shared = shareUnchanged(prev[i], item)
      if (shared !== prev[i]) same = false
      return shared
    })
    return (same ? prev : out) as T
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(prev).length
    const out: Record<string, unknown> = {}
    for (const key of keys) {
      const shared = Object.hasOwn(prev, key) ? shareUnchanged(prev[key], next[key]) : next[key]
      if (!Object.hasOwn(prev, key) || shared !== prev[key]) same = false
      out[key] = shared
    }
    return (same ? prev : out) as T
  }
  return next
}
