// PLACEHOLDER so that the registered Vanguard game compiles: its playtest table is written on
// another branch, whose index.ts (vanguardTableParts) replaces this file at merge. Until then the
// table lays out the module's zones, draws each card by name and says the game's parts are not there.
import { defineComponent, h } from 'vue'
import { useI18n } from 'vue-i18n'
import type { GameTableParts } from '../../../table/parts'

const NotYet = defineComponent({
  name: 'VanguardTableNotYet',
  setup() {
    const { t } = useI18n()
    return () => h('p', { role: 'status' }, t('playtest.notYet'))
  },
})

const CardName = defineComponent({
  name: 'VanguardTableCardPlaceholder',
  props: { name: { type: String, default: '' } },
  setup: (props) => () => h('span', props.name),
})

export const vanguardTableParts: GameTableParts = {
  use: (ctx) => {
    const nameOf = (id: string) => {
      const state = ctx.state.value as { instances: Record<string, string>; defs: Record<string, { name: string }> }
      return state.defs[state.instances[id] ?? '']?.name ?? id
    }
    return {
      nameOf,
      cardProps: (id) => ({ name: nameOf(id) }),
      previewProps: () => ({}),
      iconProps: () => ({}),
      metaOf: () => '',
      primary: () => {},
      cardEntries: () => [],
      pileEntries: () => [],
      canMoveTo: () => true,
      drop: () => false,
      run: () => {},
      slotsOf: () => undefined,
      warns: () => false,
      result: () => (ctx.state.value as { result: string }).result,
      turn: () => ({ own: 0, game: (ctx.state.value as { turn: number }).turn }),
      dialogOpen: () => false,
      showsRefusal: () => false,
    }
  },
  keys: [],
  components: { card: CardName, notices: NotYet },
}
