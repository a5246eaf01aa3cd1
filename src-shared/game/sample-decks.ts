// A sample deck bundled with a game: a decklist in the game's own paste format, read by the same
// parser as a pasted list, so that opening one makes an ordinary deck the player can change.
import type { Localized } from './module'

export interface SampleDeck {
  /** Stable id (tests, e2e, the page's test ids). */
  readonly id: string
  readonly names: Localized
  /** One line: what the deck does, for a player who does not know the game yet. */
  readonly about: Localized
  /** An id of the game's deck.formats: the format the deck is legal in. */
  readonly format: string
  /** The list as the game's decklist parser reads it. */
  readonly decklist: string
}
