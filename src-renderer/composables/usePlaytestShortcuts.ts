// The playtest table's keyboard: one list of shortcuts (the help overlay shows it), and the
// window listener that maps a key press to a command.
import { onBeforeUnmount, onMounted } from 'vue'

export type Command =
  | 'draw'
  | 'nextPhase'
  | 'endTurn'
  | 'keep'
  | 'mulligan'
  | 'attack'
  | 'damage'
  | 'opponentDamage'
  | 'search'
  | 'lookTop'
  | 'shuffle'
  | 'undo'
  | 'redo'
  | 'restart'
  | 'newSeed'
  | 'log'
  | 'help'

/** Key combos as `comboOf` writes them. */
export const SHORTCUTS: readonly { command: Command; keys: readonly string[] }[] = [
  { command: 'keep', keys: ['K'] },
  { command: 'mulligan', keys: ['M'] },
  { command: 'draw', keys: ['D'] },
  { command: 'nextPhase', keys: ['N'] },
  { command: 'endTurn', keys: ['E'] },
  { command: 'attack', keys: ['A'] },
  { command: 'damage', keys: ['T'] },
  { command: 'opponentDamage', keys: ['O'] },
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

const BY_COMBO = new Map<string, Command>(SHORTCUTS.flatMap((s) => s.keys.map((k) => [k, s.command] as const)))

export function commandOf(event: KeyboardEvent): Command | null {
  return BY_COMBO.get(comboOf(event)) ?? null
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Runs `run(command)` for the table's shortcuts, outside text fields and while `enabled()`. */
export function usePlaytestShortcuts(run: (command: Command, event: KeyboardEvent) => void, enabled: () => boolean) {
  const listener = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isEditable(event.target) || !enabled()) return
    const command = commandOf(event)
    if (!command) return
    event.preventDefault()
    run(command, event)
  }
  onMounted(() => window.addEventListener('keydown', listener))
  onBeforeUnmount(() => window.removeEventListener('keydown', listener))
}
