import { ref, watch } from 'vue'
import { applyTheme, storeTheme, storedTheme, type Theme } from '../lib/theme'

// One choice for the whole app (the switch may be mounted more than once).
const theme = ref<Theme>(storedTheme())
let stop: () => void = () => {}

/** Applies the remembered theme at start-up (before the first render, so no flash). */
export function startTheme(): void {
  stop()
  stop = applyTheme(theme.value)
}

watch(theme, (next) => {
  storeTheme(next)
  startTheme()
})

export function useTheme() {
  return { theme }
}
