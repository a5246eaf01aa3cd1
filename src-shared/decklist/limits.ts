// The one set of size limits of a deck, held from parsing to saving to backing up to restoring:
// the decklist parser refuses a line that would break one, the deck library refuses to save past
// one, and the deck file, the backup file and the API channels are checked with the same numbers.
// Generous for any real deck (50 cards, a few dozen codes) while bounding what a file can ask for.
import { z } from 'zod'

export const DECK_LIMITS = {
  /** Copies of one card code in one pile. */
  copies: 99,
  /** Different codes in the main deck. */
  entries: 500,
  /** Different codes in the Limit Break pile. */
  limitBreakEntries: 50,
  name: 200,
  notes: 100_000,
  tags: 100,
  tag: 50,
  code: 40,
} as const

export const DeckEntrySchema = z
  .object({ code: z.string().trim().min(1).max(DECK_LIMITS.code), count: z.number().int().min(1).max(DECK_LIMITS.copies) })
  .strict()

export const mainEntriesSchema = z.array(DeckEntrySchema).max(DECK_LIMITS.entries)
export const limitBreakEntriesSchema = z.array(DeckEntrySchema).max(DECK_LIMITS.limitBreakEntries)
/** A deck's cards by pile id; which ids a game has is checked once the game is known (piles-schema.ts). */
export const pilesSchema = z.record(z.string().min(1).max(40), mainEntriesSchema)
export const deckNameSchema = z.string().max(DECK_LIMITS.name)
export const deckNotesSchema = z.string().max(DECK_LIMITS.notes)
export const deckTagsSchema = z.array(z.string().trim().min(1).max(DECK_LIMITS.tag)).max(DECK_LIMITS.tags)
