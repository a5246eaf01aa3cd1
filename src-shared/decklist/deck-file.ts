// Deck Lab's own deck file: `{ "deckLab": 1, "deck": { … } }`, everything a saved deck holds
// (name, notes, tags, format, cards, limit break cards, kept versions). Versioned so that a
// newer app can read older files, and an older app says plainly that a file is too new.
import { z } from 'zod'
import { parseJson } from '../text/json-syntax'
import type { DeckEntry } from '../game/module'
import { deckNameSchema, deckNotesSchema, deckTagsSchema, limitBreakEntriesSchema, mainEntriesSchema, pilesSchema } from './limits'

export { DeckEntrySchema } from './limits'

export const DECK_FILE_VERSION = 1
/** The deck formats a deck file carries (version 1 files are FFTCG's: they name no game). */
export const DECK_FILE_FORMATS = ['constructed', 'limited'] as const
export const isDeckFileFormat = (format: string): format is (typeof DECK_FILE_FORMATS)[number] => (DECK_FILE_FORMATS as readonly string[]).includes(format)

// Field names follow the deck library's records (src-renderer/db/schema.ts); dates are ISO 8601
// in a file (the library keeps epoch milliseconds).
const isoDate = z.iso.datetime({ offset: true })

export const DeckVersionSchema = z
  .object({
    /** When this version was taken. */
    createdAt: isoDate,
    /** The user's name for a named version; null or absent for automatic ones. */
    name: deckNameSchema.nullable().optional(),
    /** Why it was taken (`named`, `auto-edits`, `before-restore`…), as the library says. */
    reason: z.string().max(40).optional(),
    format: z.enum(DECK_FILE_FORMATS).optional(),
    /** The deck's name when the version was taken. */
    deckName: deckNameSchema.optional(),
    entries: mainEntriesSchema,
    limitBreak: limitBreakEntriesSchema.optional(),
  })
  .strict()
export type DeckVersion = z.infer<typeof DeckVersionSchema>

/** A kept version as the parser and the decklist.format channel carry it: its cards as piles (the game's deck.piles). */
export const PiledDeckVersionSchema = DeckVersionSchema.omit({ entries: true, limitBreak: true }).extend({ piles: pilesSchema }).strict()
export type PiledDeckVersion = z.infer<typeof PiledDeckVersionSchema>

/**
 * The pile each list of a deck file (version 1, FFTCG's two lists) goes to: `entries` to the
 * game's main pile, `limitBreak` to the pile of that id. A list absent stays absent.
 */
export function pilesOfFileLists(lists: { entries: DeckEntry[]; limitBreak?: DeckEntry[] }, mainPile: string): Record<string, DeckEntry[]> {
  return { [mainPile]: lists.entries, ...(lists.limitBreak ? { limitBreak: lists.limitBreak } : {}) }
}

export const DeckDataSchema = z
  .object({
    name: deckNameSchema.default(''),
    notes: deckNotesSchema.default(''),
    tags: deckTagsSchema.default([]),
    format: z.enum(DECK_FILE_FORMATS).default('constructed'),
    entries: mainEntriesSchema,
    /** Cards with Limit Break go in their own pile, outside the main deck. */
    limitBreak: limitBreakEntriesSchema.default([]),
    /** Older states of the deck, oldest first. */
    versions: z.array(DeckVersionSchema).max(1000).default([]),
    createdAt: isoDate.optional(),
    updatedAt: isoDate.optional(),
  })
  .strict()
export type DeckData = z.output<typeof DeckDataSchema>
export type DeckDataInput = z.input<typeof DeckDataSchema>

export const DeckFileSchema = z.object({ deckLab: z.literal(DECK_FILE_VERSION), deck: DeckDataSchema }).strict()
export type DeckFile = z.output<typeof DeckFileSchema>

export type DeckFileResult = { ok: true; deck: DeckData } | { ok: false; reason: string; line: number }

/** Does this text look like a JSON document rather than a list of lines? */
export function looksLikeJson(text: string): boolean {
  return /^\s*\{/.test(text)
}

/** Reads a deck file; never throws. A rejection says why and on which line (1 when unknown). */
export function readDeckFile(text: string): DeckFileResult {
  const json = parseJson(text)
  if (!json.ok) {
    const { line, column, message } = json.error
    return { ok: false, reason: `not valid JSON: ${message} (line ${line}, column ${column})`, line }
  }
  const data = json.value
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('deckLab' in data))
    return { ok: false, reason: 'this JSON is not a Deck Lab deck file (it has no "deckLab" version field)', line: 1 }
  const version = (data as { deckLab: unknown }).deckLab
  if (typeof version === 'number' && Number.isInteger(version) && version > DECK_FILE_VERSION)
    return { ok: false, reason: `this deck file was written by a newer Deck Lab (file version ${version}; this version reads ${DECK_FILE_VERSION})`, line: 1 }
  if (version !== DECK_FILE_VERSION)
    return { ok: false, reason: `unknown deck file version ${JSON.stringify(version)} (expected ${DECK_FILE_VERSION})`, line: 1 }
  const parsed = DeckFileSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`)
    const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : ''
    return { ok: false, reason: `damaged Deck Lab deck file: ${problems.join('; ')}${more}`, line: 1 }
  }
  return { ok: true, deck: parsed.data.deck }
}

/** The file as text: two-space JSON, one deck entry per line so that diffs and line numbers read well. */
export function writeDeckFile(deck: DeckDataInput): string {
  const file: DeckFile = { deckLab: DECK_FILE_VERSION, deck: DeckDataSchema.parse(deck) }
  return (
    JSON.stringify(file, null, 2).replace(
      /\{\n\s+"code": ("(?:[^"\\]|\\.)*"),\n\s+"count": (\d+)\n\s+\}/g,
      '{ "code": $1, "count": $2 }',
    ) + '\n'
  )
}
