// Entries of the table's context menus.
export interface MenuItem {
  key: string
  label: string
  hint?: string
  disabled?: boolean
  run: () => void
}
export type MenuEntry = MenuItem | { key: string; heading: string }
