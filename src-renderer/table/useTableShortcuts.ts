// The table's keyboard: the shortcuts every game has (a game adds its own; the help overlay
// shows both), and the window listener that maps a key press to a command.
import { onBeforeUnmount, onMounted } from 'vue'

/** A command and the key combos (as `comboOf` writes them) that run it. */
export interface Shortcut {
  readonly command: string
  readonly keys: readonly string[]
  /** The i18n key of its name in the help, when not `playtest.command.<command>` (a game's own words). */
  readonly label?: string
}

/** The commands every game's table has; a game adds its own (GameTableParts.keys). */
export type TableCommand = 'draw' | 'search' | 'lookTop' | 'shuffle' | 'undo' | 'redo' | 'restart' | 'newSeed' | 'log' | 'help'

export const TABLE_SHORTCUTS: readonly (Shortcut & { command: TableCommand })[] = [
  { command: 'draw', keys: ['D'] },
  { command: 'search', keys: ['S'] },
  { command: 'lookTop', keys: ['V'] },
  { command: 'shuffle', keys: ['Shift+S'] },
  { command: 'undo', keys: ['Ctrl+Z'] },
  { command: 'redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'] },
  { command: 'restart', keys: ['R'] },
  { command: 'newSeed', keys: ['Shift+R'] },
  { command: 'log', keys: ['L'] },
  { command: 'help', keys: ['?'] },
]

/** The shortcuts with the commands `order` names first, in its order; the others keep theirs. */
export function inHelpOrder<S extends Shortcut>(shortcuts: readonly S[], order: readonly string[]): S[] {
  const rank = (s: S) => (order.includes(s.command) ? order.indexOf(s.command) : order.length)
  return shortcuts.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i).map(({ s }) => s)
}

/** Keys of the board itself (roving focus), listed in the help too. */
export const BOARD_KEYS: readonly { id: string; keys: readonly string[] }[] = [
  { id: 'move', keys: ['←', '→', '↑', '↓'] },
  { id: 'act', keys: ['Enter', 'Space'] },
  { id: 'menu', keys: ['Shift+F10', 'Menu'] },
  { id: 'close', keys: ['Esc'] },
]

/** "Ctrl+Shift+Z", "Shift+R", "?", "D": the key with the modifiers that matter. */
export function comboOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): string {
  const letter = /^[a-z]$/i.test(event.key)
  const key = letter ? event.key.toUpperCase() : event.key
  const parts: string[] = []
  if (event.ctrlKey || event.metaKey) parts.push('Ctrl')
  if (event.altKey) parts.push('Alt')
  // Shift is part of "?" itself; it counts for letters and named keys
  if (event.shiftKey && (letter || key.length > 1)) parts.push('Shift')
  parts.push(key)
  return parts.join('+')
}

/** The command of a key press among `shortcuts`, or null. */
export function commandOf(shortcuts: readonly Shortcut[], event: KeyboardEvent): string | null {
  return shortcuts.find((s) => s.keys.includes(comboOf(event)))?.command ?? null
}

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Runs `run(command)` for the table's shortcuts, outside text fields and while `enabled(command)`. */
export function useTableShortcuts(shortcuts: readonly Shortcut[], run: (command: string, event: KeyboardEvent) => void, enabled: (command: string) => boolean) {
  const listener = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isEditable(event.target)) return
    const command = commandOf(shortcuts, event)
    if (!command || !enabled(command)) return
    event.preventDefault()
    run(command, event)
  }
  onMounted(() => window.addEventListener('keydown', listener))
  onBeforeUnmount(() => window.removeEventListener('keydown', listener))
}
