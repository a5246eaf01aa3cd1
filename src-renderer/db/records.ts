// A library record's cards are named piles, as schema v5 stores them: the ids of its game's
// deck.piles, the first being the main deck. Generic screens read a record's main pile and codes
// through these, for any game.
import type { DeckEntry } from '@shared/game/module'
import { gameModule, isGameId } from '@shared/games'
import type { Piles } from './schema'

/**
 * The id of a game's main pile. A game this release does not know (a newer release's record) is
 * read by its `main` pile; saving it is refused by the record checks.
 */
export function mainPileOf(game: string): string {
  return isGameId(game) ? gameModule(game).deck.piles[0]!.id : 'main'
}

/** The main pile's cards of a record (none when it has not got it). */
export function mainEntries(record: { game: string; piles: Readonly<Piles> }): DeckEntry[] {
  return record.piles[mainPileOf(record.game)] ?? []
}

/**
 * A new record's piles: its game's main pile, empty or with `entries`, and every pile the game
 * requires, empty (Vanguard's ride pile; not FFTCG's optional Limit Break), so that the deck saves.
 */
export function pilesWithMain(game: string, entries: DeckEntry[] = []): Piles {
  const piles: Piles = { [mainPileOf(game)]: entries }
  if (isGameId(game)) for (const pile of gameModule(game).deck.piles) if (!pile.optional && !(pile.id in piles)) piles[pile.id] = []
  return piles
}
