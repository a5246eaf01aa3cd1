// PLACEHOLDER so that the registered creature game compiles: the creature game's renderer parts
// are written on another branch, whose index.ts (creaturesParts) replaces this file at merge.
import { defineComponent } from 'vue'
import type { CreatureCard } from '@shared/games/creatures/card'
import type { RendererGame } from '../index'

const Empty = defineComponent({ name: 'CreaturesPlaceholder', render: () => null })

export const creaturesParts: RendererGame<CreatureCard> = {
  CardDetail: Empty,
  DrawnCard: Empty,
  ValueIcon: Empty,
  DeckStats: Empty,
  LabResults: Empty,
  deckGroups: { order: [], of: () => 'other' },
}
