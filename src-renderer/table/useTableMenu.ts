// The table's context menu: opened at the pointer, or at the middle of the focused element for
// the keyboard, and closed with the focus given back to where it was.
import { ref } from 'vue'
import type { MenuEntry } from './menu'

export interface OpenMenu {
  entries: MenuEntry[]
  x: number
  y: number
  label: string
  returnTo: HTMLElement | null
}

/** Where a menu opens for this event: the pointer, else the middle of the element it came from. */
export function menuPosition(event: MouseEvent | KeyboardEvent): { x: number; y: number } {
  if (event instanceof MouseEvent && event.clientX + event.clientY > 0) return { x: event.clientX, y: event.clientY }
  const target = event.currentTarget instanceof HTMLElement ? event.currentTarget : (event.target as HTMLElement | null)
  if (!target) return { x: 0, y: 0 }
  const r = target.getBoundingClientRect()
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}

/** `canRefocus()`: false while a dialog took the focus (the menu's entry opened one). */
export function useTableMenu(canRefocus: () => boolean) {
  const menu = ref<OpenMenu | null>(null)

  function open(entries: MenuEntry[], label: string, event: MouseEvent | KeyboardEvent) {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    menu.value = { entries, ...menuPosition(event), label, returnTo }
  }

  function close() {
    const back = menu.value?.returnTo
    menu.value = null
    if (back && document.contains(back) && canRefocus()) back.focus()
  }

  return { menu, open, close }
}

/** Enter, Space, the Menu key or Shift+F10 on a focused card or pile. */
export const isMenuKey = (event: KeyboardEvent) => event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')
export const isActivateKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' '
