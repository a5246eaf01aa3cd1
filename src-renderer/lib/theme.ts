// Light, dark, or whatever the system says: the choice is remembered (localStorage, so a backup
// carries it) and applied as `data-theme` on <html>, which every dark style keys on. Styles never
// use `prefers-color-scheme` themselves, or the switch would not reach them.
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_STORAGE_KEY = 'decklab.theme'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

export function storedTheme(storage: Storage | undefined = globalThis.localStorage): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY)
    return isTheme(value) ? value : 'system'
  } catch {
    return 'system'
  }
}

export function storeTheme(theme: Theme, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // storage disabled: the choice holds for this session
  }
}

/** The scheme shown: the choice, or the system's when the choice is 'system'. */
export function shownScheme(theme: Theme, systemDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
}

const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)')

/** Sets `data-theme` for `theme` now and, for 'system', again whenever the system changes; returns a stop function. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): () => void {
  const query = darkQuery()
  const apply = () => {
    root.dataset.theme = shownScheme(theme, query?.matches ?? false)
  }
  apply()
  if (theme !== 'system' || !query) return () => {}
  query.addEventListener('change', apply)
  return () => query.removeEventListener('change', apply)
}
