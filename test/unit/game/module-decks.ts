// A deck of real cards for each registered game, for the suites every module must pass (a game
// without one is a compile error).
import type { AnyCard, GameId } from '@shared/games'
import { deckOf, MIXED_DECK } from '../engine/fixtures'
import { demoDeck } from '../creatures/fixtures'
import { deck as vanguardDeck } from '../vanguard/engine-fixtures'
import { toolboxDeck } from '../mtg/mtg-cards'
import { catalogCard } from '@shared/games/mtg/catalog-card'

export const MODULE_DECKS: { [G in GameId]: () => AnyCard[] } = {
  fftcg: () => deckOf(MIXED_DECK),
  creatures: demoDeck,
  vanguard: () => vanguardDeck,
  mtg: () => toolboxDeck().map(catalogCard),
}
