// PLACEHOLDER so that the registered Magic game compiles and its Cards and Deck views work: Magic's
// renderer parts (card detail, drawn card, deck statistics, lab results) are written on another
// branch, whose index.ts (mtgRendererGame) replaces this file at merge. The filter panel, list
// columns, sort keys and query help are the generic ones, built from the module's fields.
import { defineComponent, h, type PropType } from 'vue'
import { useI18n } from 'vue-i18n'
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import type { RendererGame } from '../index'

const Empty = defineComponent({ name: 'MtgPlaceholder', render: () => null })

/** Each face: name and cost, type line, rules text, power and toughness or loyalty. */
const Detail = defineComponent({
  name: 'MtgCardDetailPlaceholder',
  props: { card: { type: Object as PropType<MtgCatalogCard | null>, default: null } },
  emits: ['close'],
  setup(props, { emit }) {
    const { t } = useI18n()
    return () => {
      const card = props.card
      if (!card) return h('section', { tabindex: -1, 'aria-label': t('detail.label') }, h('p', t('detail.none')))
      const faces = card.faces.flatMap((face) => [
        h('h3', `${face.name} ${face.manaCost}`.trim()),
        h('p', face.typeLine),
        h('p', { style: 'white-space: pre-line' }, face.oracleText || t('detail.noText')),
        face.power !== null ? h('p', `${face.power}/${face.toughness}`) : face.loyalty !== null ? h('p', face.loyalty) : null,
      ])
      return h('section', { tabindex: -1, 'aria-label': t('detail.label'), onKeydown: (e: KeyboardEvent) => e.key === 'Escape' && emit('close') }, [
        h('button', { type: 'button', onClick: () => emit('close') }, t('detail.close')),
        h('h2', card.name),
        h('p', `${card.set.toUpperCase()} ${card.collectorNumber} · ${card.rarity}`),
        ...faces,
      ])
    }
  },
})

/** The name, cost and type line, while the card has no image shown. */
const Drawn = defineComponent({
  name: 'MtgDrawnCardPlaceholder',
  props: { card: { type: Object as PropType<MtgCatalogCard>, required: true }, compact: Boolean },
  setup: (props) => () =>
    h('div', { style: 'padding: 0.4em; border: 1px solid currentColor; border-radius: 6px; height: 100%; box-sizing: border-box; overflow: hidden' }, [
      h('strong', props.card.name),
      props.compact ? null : h('div', props.card.faces[0]?.manaCost ?? ''),
      props.compact ? null : h('div', props.card.typeLine),
    ]),
})

export const mtgRendererGame: RendererGame<MtgCatalogCard> = {
  CardDetail: Detail,
  DrawnCard: Drawn,
  ValueIcon: Empty,
  DeckStats: Empty,
  LabResults: Empty,
  deckGroups: { order: [], of: () => 'other' },
}
