// The backup file: every record of the deck library's database as it is stored (dates in epoch
// milliseconds, ids kept), so that backup → wipe → restore gives the same data. Pure and strict:
// a field this version does not know is a file it must not half-understand.
// Version 2 (schema v5): every record names its game, and decks and versions keep named piles.
// Version 3 (schema v6): a playtest's turns are its game's figures by key ({ turn, figures }); a
// version 2 file may hold them in FFTCG's words for every game, and an app that reads up to 2 would
// show such turns blank, so the new shape has its own version ("too new" there, not blank).
// Version 4 (issue 29.1): also every user card set of every game whose players make cards, with
// its pictures (base64): the cards of those games are the player's own work, and a deck restored
// on another computer names them. Without them, versions 1 to 3 read as "no sets".
// Version 1 files are still read (as FFTCG): the V1 schemas below are the format they were written in.
import { z } from 'zod'
import { DeckEntrySchema, DECK_LIMITS, deckNameSchema } from '../decklist/limits'
import { DECK_FORMAT_IDS, GAME_IDS, GAMES } from '../games'
import { checkPilesOfGame, pilesSchema } from '../decklist/piles-schema'
import { checkUserCard } from '../game/user-cards'
import { CARD_SET_LIMITS, MAX_SET_PICTURE_BYTES, SET_PICTURE_PATTERN, SetIdSchema } from '../channels/sets'

export const BACKUP_VERSION = 4
/** The versions this app reads: older ones are upgraded as they are read. */
export const READABLE_BACKUP_VERSIONS = [1, 2, 3, 4] as const

const id = z.string().min(1).max(100)
const epoch = z.number().int().min(0).max(8.64e15)
const format = z.enum(['constructed', 'limited'])
/** Version 2: a deck format of any game; checkFormat holds it to the record's own game's formats. */
const anyFormat = z.enum(DECK_FORMAT_IDS)
const entries = (max: number) => z.array(DeckEntrySchema).max(max)
const mainEntries = entries(DECK_LIMITS.entries)
const limitBreakEntries = entries(DECK_LIMITS.limitBreakEntries)

export const VERSION_REASONS = ['named', 'auto-edits', 'auto-time', 'before-delete', 'before-restore', 'created'] as const

const game = z.enum(GAME_IDS)
/** A deck's named piles: the pile ids its game's module declares (deck.piles), checked by checkPilesOfGame. */
const piles = pilesSchema
function checkPiles(record: { game: keyof typeof GAMES; format: string; piles: Record<string, unknown[]> }, ctx: z.RefinementCtx): void {
  checkFormat(record, ctx)
  // Only a record whose game and piles read (zod still runs refinements after other fields' issues).
  checkPilesOfGame(record.game, record.piles, ctx)
}

/** The record's format is one of its game's (a creature deck is never "limited"). */
function checkFormat(record: { game: keyof typeof GAMES; format: string }, ctx: z.RefinementCtx, path: string[] = ['format']): void {
  if (!Object.hasOwn(GAMES, record.game)) return
  const formats = GAMES[record.game].deck.formats.map((f) => f.id)
  if (!formats.includes(record.format)) ctx.addIssue({ code: 'custom', path, message: `a deck format of ${record.game} (${formats.join(', ')})` })
}

/** A deck record as backup version 1 wrote it (FFTCG, two lists). */
export const BackupDeckSchemaV1 = z
  .object({
    id,
    name: deckNameSchema,
    format,
    entries: mainEntries,
    limitBreak: limitBreakEntries.optional(),
    notes: z.string().max(DECK_LIMITS.notes),
    tags: z.array(z.string().min(1).max(DECK_LIMITS.tag)).max(DECK_LIMITS.tags),
    createdAt: epoch,
    updatedAt: epoch,
    lastOpenedAt: epoch.nullable(),
    deletedAt: epoch.nullable(),
    editsSinceVersion: z.number().int().min(0),
    lastVersionAt: epoch.nullable(),
  })
  .strict()
export type BackupDeckV1 = z.infer<typeof BackupDeckSchemaV1>

/** A deck record as the database stores it (src-renderer/db/schema.ts StoredDeckRecord), deleted ones included (deletedAt set). */
export const BackupDeckSchema = BackupDeckSchemaV1.omit({ entries: true, limitBreak: true })
  .extend({ game, piles, format: anyFormat })
  .strict()
  .superRefine(checkPiles)
export type BackupDeck = z.infer<typeof BackupDeckSchema>

export const BackupVersionSchemaV1 = z
  .object({
    id,
    deckId: id,
    createdAt: epoch,
    name: deckNameSchema.nullable(),
    reason: z.enum(VERSION_REASONS),
    entries: mainEntries,
    limitBreak: limitBreakEntries.optional(),
    format,
    deckName: deckNameSchema,
  })
  .strict()
export type BackupVersionV1 = z.infer<typeof BackupVersionSchemaV1>

export const BackupVersionSchema = BackupVersionSchemaV1.omit({ entries: true, limitBreak: true })
  .extend({ game, piles, format: anyFormat })
  .strict()
  .superRefine(checkPiles)
export type BackupVersion = z.infer<typeof BackupVersionSchema>

/**
 * A playtest summary. The playtest table belongs to the playtest feature and may grow fields:
 * what a restore relies on is checked, the rest is kept as it is (plain JSON).
 */
export const BackupPlaytestSchemaV1 = z
  .looseObject({
    id,
    deckId: id.nullable(),
    deckName: deckNameSchema,
    entries: mainEntries,
    format,
    startedAt: epoch,
    endedAt: epoch,
  })
export const BackupPlaytestSchema = BackupPlaytestSchemaV1.extend({ game, format: anyFormat }).superRefine((record, ctx) => checkFormat(record, ctx))
export type BackupPlaytest = z.infer<typeof BackupPlaytestSchema>

/**
 * A saved opening-lab run (src-renderer/db/schema.ts LabResultRecord). Like playtests, the table
 * belongs to another feature (the lab) and its report may grow fields: what a restore and the saved
 * runs list rely on is checked, the rest of the parameters and the report are kept as they are.
 */
export const BackupLabResultSchemaV1 = z.looseObject({
  id,
  deckId: id,
  versionId: id.nullable(),
  entriesHash: z.string().min(1).max(64),
  entries: mainEntries,
  deckName: deckNameSchema,
  parameters: z.looseObject({
    games: z.number().int().min(1),
    seed: z.number().int().min(0).max(0xffffffff),
    onThePlay: z.boolean(),
    format,
    turns: z.number().int().min(0).max(100),
    policies: z.array(z.unknown()).max(10),
  }),
  /** The LabReport: an object with the games played and a report per policy. */
  results: z.looseObject({ games: z.number().int().min(0), policies: z.array(z.looseObject({})).max(10) }),
  createdAt: epoch,
})
export const BackupLabResultSchema = BackupLabResultSchemaV1.extend({ game, parameters: BackupLabResultSchemaV1.shape.parameters.extend({ format: anyFormat }) }).superRefine(
  (record, ctx) => checkFormat({ game: record.game, format: record.parameters.format }, ctx, ['parameters', 'format']),
)
export type BackupLabResult = z.infer<typeof BackupLabResultSchema>

/** A game whose players make their own cards (its module declares `userCards`). */
const gameWithSets = game.refine((g) => GAMES[g].userCards !== undefined, { message: 'a game whose players make cards (its module declares userCards)' })
const pictureId = z.string().regex(SET_PICTURE_PATTERN, 'a picture id (32 hex digits and png, jpg or webp)')

/**
 * A user card set as its store keeps it (src-main/card-sets/card-set-store.ts): every card checked
 * by its game's own schema, as the store checks it, so that a set that reads here is one main takes.
 */
export const BackupCardSetSchema = z
  .object({
    game: gameWithSets,
    id: SetIdSchema,
    name: z.string().trim().min(1).max(CARD_SET_LIMITS.maxNameChars),
    revision: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    updatedAt: z.string().max(40),
    cards: z.array(z.unknown()).max(CARD_SET_LIMITS.maxCards),
    /** Card key → picture id, each in the file's `pictures`. */
    pictures: z.record(z.string().max(100), pictureId),
  })
  .strict()
  .superRefine((set, ctx) => {
    const spec = GAMES[set.game]?.userCards
    if (!spec) return
    set.cards.forEach((card, i) => {
      const checked = checkUserCard(spec.schema as z.ZodType<unknown>, card, spec.fields)
      if (!checked.ok) for (const p of checked.problems.slice(0, 1)) ctx.addIssue({ code: 'custom', path: ['cards', i, ...p.field.split('.')], message: p.message })
    })
  })
export type BackupCardSet = z.infer<typeof BackupCardSetSchema>

/** A picture of a game's card sets: its id (the hash of its bytes) and its bytes, base64. */
export const BackupPictureSchema = z
  .object({
    game: gameWithSets,
    id: pictureId,
    base64: z
      .string()
      .max(Math.ceil(MAX_SET_PICTURE_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 text'),
  })
  .strict()
export type BackupPicture = z.infer<typeof BackupPictureSchema>

/** How many card sets and pictures a backup may hold (a few times what a player would make). */
export const BACKUP_SET_LIMITS = { sets: 1000, pictures: 20_000 } as const

export const BackupFileSchema = z
  .object({
    deckLabBackup: z.literal(BACKUP_VERSION),
    createdAt: z.iso.datetime({ offset: true }),
    app: z.object({ name: z.string().max(100), version: z.string().max(50) }).strict().optional(),
    decks: z.array(BackupDeckSchema).max(100_000),
    versions: z.array(BackupVersionSchema).max(1_000_000),
    playtests: z.array(BackupPlaytestSchema).max(1_000_000).default([]),
    /** Absent from backups made before lab runs were backed up: read as none. */
    labResults: z.array(BackupLabResultSchema).max(1_000_000).default([]),
    /** Version 4: the user's card sets of every game, and their pictures (absent before: none). */
    cardSets: z.array(BackupCardSetSchema).max(BACKUP_SET_LIMITS.sets).default([]),
    pictures: z.array(BackupPictureSchema).max(BACKUP_SET_LIMITS.pictures).default([]),
    /** The app's own preferences (language, display), by their storage key. */
    settings: z.record(z.string().regex(/^decklab\./).max(100), z.string().max(10_000)).default({}),
  })
  .strict()
export type BackupFile = z.output<typeof BackupFileSchema>
export type BackupFileInput = z.input<typeof BackupFileSchema>
