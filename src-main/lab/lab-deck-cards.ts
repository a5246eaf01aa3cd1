// What the lab plays: the deck's cards, only when the game's own validation accepts the deck in the
// run's format. A lab run of a deck that `deck validate` rejects measured a deck no one can play
// (issue 28: Vanguard's standard format silently dealt 46 cards); every game is refused alike.
import { ApiError } from '@shared/api'
import type { GameId } from '@shared/games'

/** The resolved deck (cards, and the module's validation errors as sentences), or the refusal naming each error. */
export function labDeckCards<Card>(game: GameId, format: string, resolved: { cards: Card[]; warnings: string[] }): Card[] {
  if (!resolved.warnings.length) return resolved.cards
  const reasons = resolved.warnings.join('; ')
  throw new ApiError(
    'invalid-request',
    `The deck is not valid in the ${format} format of ${game}, so the lab does not play it: ${reasons}`,
    resolved.warnings.map((message) => ({ field: 'deck', message })),
  )
}
