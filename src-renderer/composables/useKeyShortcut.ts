import { onBeforeUnmount, onMounted } from 'vue'

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Calls `handler` when `key` is pressed outside text fields, without modifiers (e.g. `/` to search). */
export function useKeyShortcut(key: string, handler: () => void) {
  const listener = (event: KeyboardEvent) => {
    if (event.key !== key || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return
    event.preventDefault()
    handler()
  }
  onMounted(() => window.addEventListener('keydown', listener))
  onBeforeUnmount(() => window.removeEventListener('keydown', listener))
}
