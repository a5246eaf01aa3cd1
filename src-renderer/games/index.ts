// The renderer's registry of games: what the generic screens (cards, library, editor, import,
// lab) need from a game's own UI parts, found by game id here and nowhere else. A registered game
// without its parts is a compile error.
import type { Component } from 'vue'
import type { AnyCard, GameId } from '@shared/games'
import { creaturesParts } from './creatures'
import { fftcgParts } from './fftcg'

export interface RendererGame<Card = AnyCard> {
  /** The detail pane of a card (Cards, deck editor): props `card` (or null); emits `close`. */
  readonly CardDetail: Component
  /** A card drawn from its data, while or when there is no image: props `card`, `compact`. */
  readonly DrawnCard: Component
  /** The mark of a card field's value in lists and filters (FFTCG's element crystals): props `field`, `value`, `size`. */
  readonly ValueIcon: Component
  /** The deck editor's statistics tab: props `entries`, `lookup`. */
  readonly DeckStats: Component
  /** Every figure of one lab run: props `report`, `policy`. */
  readonly LabResults: Component
  /** How the deck list groups its cards (labels: `deck.group.<id>`); a card of no group goes under 'other'. */
  readonly deckGroups: { readonly order: readonly string[]; of(card: Card): string }
}

export const RENDERER_GAMES = { fftcg: fftcgParts, creatures: creaturesParts } as const satisfies Record<GameId, RendererGame>

export function rendererGame(id: GameId): RendererGame {
  return RENDERER_GAMES[id]
}
