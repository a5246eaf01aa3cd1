// The lab figures' explanations for the shown game (figure-explanations.ts does the DOM part):
// applied to the results column after every render of a game's LabResults, and listed in the
// lab's help. The words are i18n's `lab.explain.<game>.<figure>` (English and French).
import { computed, onBeforeUnmount, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { LabReport } from '@shared/games'
import { explainFigures } from '../components/lab/figure-explanations'
import { useGame } from './useGame'

export function useFigureExplanations(root: Ref<HTMLElement | undefined>, report: Ref<LabReport | null>) {
  const { t, te, tm, locale } = useI18n()
  const { module: game, parts } = useGame()
  const prefix = computed(() => `lab.explain.${game.value.id}`)

  /** Every figure the game explains, in the i18n file's order, for the lab's help. */
  const all = computed(() => {
    void locale.value
    const keys = Object.keys((tm(prefix.value) as Record<string, unknown>) ?? {})
    return keys.map((key) => ({ key, text: t(`${prefix.value}.${key}`) }))
  })

  function apply() {
    if (!root.value) return
    const fixed = new Set(report.value ? (parts.value.labFixedFigures?.(report.value) ?? []) : [])
    const explain = (key: string) => (te(`${prefix.value}.${key}`) ? t(`${prefix.value}.${key}`) : null)
    explainFigures(root.value, { explain, fixedNote: t('lab.explain.fixed') }, fixed)
  }

  // A figure appears with the run's first turns (v-if), or again after a policy switch: watch the
  // column's elements, not only the report (attributes set here are not childList mutations).
  let observer: MutationObserver | null = null
  watch(
    root,
    (el) => {
      observer?.disconnect()
      if (!el) return
      observer = new MutationObserver(apply)
      observer.observe(el, { childList: true, subtree: true })
      apply()
    },
    { flush: 'post' },
  )
  watch([report, locale], apply, { flush: 'post' })
  onBeforeUnmount(() => observer?.disconnect())

  return { all }
}
