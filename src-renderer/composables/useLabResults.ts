// What every game's lab results view opens with: the figures' formats, the turns its charts run
// over (their short labels, the last one) and the policies' labels for its comparison table.
import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useLabFormat } from './useLabFormat'

/**
 * `turns`: the policy's rows, one per turn. `policyKey`: where the presets' labels are (a game may
 * word its own); a name without a label, such as a custom policy's, shows as it is.
 */
export function useLabResults<Turns extends readonly { turn: number }[]>(turns: () => Turns, policyKey = 'lab.policy.name') {
  const { t, te } = useI18n()
  const rows = computed(turns)
  return {
    t,
    fmt: useLabFormat(),
    turns: rows,
    /** The charts' turn labels ("T1", "T2"…). */
    cats: computed(() => rows.value.map((x) => t('lab.turnShort', { turn: x.turn }))),
    last: computed((): Turns[number] | null => rows.value[rows.value.length - 1] ?? null),
    policyName: (name: string) => (te(`${policyKey}.${name}`) ? t(`${policyKey}.${name}`) : name),
  }
}
