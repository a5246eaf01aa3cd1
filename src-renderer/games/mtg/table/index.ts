// PLACEHOLDER so that the registered Magic game compiles: its playtest table is written on another
// branch, whose index.ts (mtgTableParts) replaces this file at merge. Until then the table lays out
// the module's zones, draws each card by name and says the game's parts are not there.
import { defineComponent, h } from 'vue'
import { useI18n } from 'vue-i18n'
import type { GameState } from '@shared/games/mtg/engine'
import type { GameTableParts } from '../../../table/parts'

const NotYet = defineComponent({
  name: 'MtgTableNotYet',
  setup() {
    const { t } = useI18n()
    return () => h('p', { role: 'status' }, t('playtest.notYet'))
  },
})

const CardName = defineComponent({
  name: 'MtgTableCardPlaceholder',
  props: { name: { type: String, default: '' } },
  setup: (props) => () => h('span', props.name),
})

export const mtgTableParts: GameTableParts = {
  use: (ctx) => {
    const state = () => ctx.state.value as GameState
    const nameOf = (id: string) => state().defs[state().instances[id] ?? '']?.name ?? id
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
      result: () => state().result,
      turn: () => ({ own: state().ownTurn, game: state().turn }),
      dialogOpen: () => false,
      showsRefusal: () => false,
    }
  },
  keys: [],
  components: { card: CardName, notices: NotYet },
}
