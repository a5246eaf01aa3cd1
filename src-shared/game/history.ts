// Unlimited undo/redo over immutable values: the present, what came before, what was undone.
// Plain data, so a store can hold it and a test can reason about it without a UI.

export interface History<T> {
  readonly past: readonly T[]
  readonly present: T
  readonly future: readonly T[]
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] }
}

/** A new present; the old one can be undone back to. A new edit drops what was undone (no branches). */
export function commit<T>(history: History<T>, next: T): History<T> {
  return { past: [...history.past, history.present], present: next, future: [] }
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1]
  if (history.past.length === 0) return history
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] }
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history
  const [next, ...rest] = history.future
  return { past: [...history.past, history.present], present: next as T, future: rest }
}

export const canUndo = (history: History<unknown>) => history.past.length > 0
export const canRedo = (history: History<unknown>) => history.future.length > 0
