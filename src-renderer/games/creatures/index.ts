// The creature game's own parts of the renderer, as the generic screens ask for them
// (games/index.ts). Its table parts are in ./table (src-renderer/table/registry.ts).
import { CATEGORIES, type CreatureCard } from '@shared/games/creatures/card'
import type { RendererGame } from '../contract'
import CategoryIcon from './CategoryIcon.vue'
import CreatureCardDetail from './CreatureCardDetail.vue'
import CreatureDrawnCard from './CreatureDrawnCard.vue'
import CreatureDeckStats from './deck/CreatureDeckStats.vue'
import CreatureLabResults from './lab/CreatureLabResults.vue'

export const creaturesParts: RendererGame<CreatureCard> = {
  CardDetail: CreatureCardDetail,
  DrawnCard: CreatureDrawnCard,
  ValueIcon: CategoryIcon,
  DeckStats: CreatureDeckStats,
  LabResults: CreatureLabResults,
  // every card has one of the four categories (labels: deck.group.<category>)
  deckGroups: { order: CATEGORIES, of: (card) => card.category },
  // the category's name; the other fields' values (a creature's type) are shown as they are
  valueNameKey: (field, value) => (field === 'category' && (CATEGORIES as readonly string[]).includes(value) ? `creatures.category.${value}` : null),
}
