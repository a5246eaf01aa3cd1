// PLACEHOLDER so that the registered Vanguard game compiles and its Cards and Deck views work:
// Vanguard's renderer parts (card detail, drawn card, deck statistics) are written on another
// branch, whose index.ts (vanguardRendererGame) replaces this file at merge. The filter panel,
// list columns, sort keys and query help are the generic ones, built from the module's fields.
import { defineComponent, h, type PropType } from 'vue'
import { useI18n } from 'vue-i18n'
import { vanguard } from '@shared/games/vanguard'
import type { VanguardCard } from '@shared/games/vanguard/card'
import type { RendererGame } from '../index'

const Empty = defineComponent({ name: 'VanguardPlaceholder', render: () => null })

const valueText = (value: unknown) => (Array.isArray(value) ? value.join(' / ') : value === null || value === undefined || value === '' ? '—' : String(value))

/** Every field of the card under the module's names, then its text. */
const Detail = defineComponent({
  name: 'VanguardCardDetailPlaceholder',
  props: { card: { type: Object as PropType<VanguardCard | null>, default: null } },
  emits: ['close'],
  setup(props, { emit }) {
    const { t, locale } = useI18n()
    return () => {
      const card = props.card
      const lang = locale.value === 'fr' ? 'fr' : 'en'
      if (!card) return h('section', { tabindex: -1, 'aria-label': t('detail.label') }, h('p', t('detail.none')))
      const values = card as unknown as Record<string, unknown>
      const facts = vanguard.cards.fields.filter((f) => f.key !== 'name' && f.key !== 'text').flatMap((f) => [h('dt', f.names[lang]), h('dd', valueText(values[f.key]))])
      return h('section', { tabindex: -1, 'aria-label': t('detail.label'), onKeydown: (e: KeyboardEvent) => e.key === 'Escape' && emit('close') }, [
        h('button', { type: 'button', onClick: () => emit('close') }, t('detail.close')),
        h('h2', card.name),
        h('dl', facts),
        h('h3', t('detail.text')),
        h('p', { style: 'white-space: pre-line' }, card.text || t('detail.noText')),
      ])
    }
  },
})

/** The name and grade, while the card has no image (Vanguard has none yet). */
const Drawn = defineComponent({
  name: 'VanguardDrawnCardPlaceholder',
  props: { card: { type: Object as PropType<VanguardCard>, required: true }, compact: Boolean },
  setup: (props) => () => h('div', { style: 'padding: 0.4em; border: 1px solid currentColor; border-radius: 6px; height: 100%; box-sizing: border-box; overflow: hidden' }, [h('strong', props.card.name), props.compact ? null : h('div', `G${props.card.grade ?? '—'}`)]),
})

export const vanguardRendererGame: RendererGame<VanguardCard> = {
  CardDetail: Detail,
  DrawnCard: Drawn,
  ValueIcon: Empty,
  DeckStats: Empty,
  LabResults: Empty,
  deckGroups: { order: [], of: () => 'other' },
}
