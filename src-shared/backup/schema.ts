// The backup file: every record of the deck library's database as it is stored (dates in epoch
// milliseconds, ids kept), so that backup → wipe → restore gives the same data. Pure and strict:
// a field this version does not know is a file it must not half-understand.
import { z } from 'zod'
import { DeckEntrySchema, DECK_LIMITS, deckNameSchema } from '../decklist/limits'

export const BACKUP_VERSION = 1

const id = z.string().min(1).max(100)
const epoch = z.number().int().min(0).max(8.64e15)
const format = z.enum(['constructed', 'limited'])
const entries = (max: number) => z.array(DeckEntrySchema).max(max)
const mainEntries = entries(DECK_LIMITS.entries)
const limitBreakEntries = entries(DECK_LIMITS.limitBreakEntries)

export const VERSION_REASONS = ['named', 'auto-edits', 'auto-time', 'before-delete', 'before-restore', 'created'] as const

/** A deck record (src-renderer/db/schema.ts DeckRecord), deleted ones included (deletedAt set). */
export const BackupDeckSchema = z
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
export type BackupDeck = z.infer<typeof BackupDeckSchema>

export const BackupVersionSchema = z
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
export type BackupVersion = z.infer<typeof BackupVersionSchema>

/**
 * A playtest summary. The playtest table belongs to the playtest feature and may grow fields:
 * what a restore relies on is checked, the rest is kept as it is (plain JSON).
 */
export const BackupPlaytestSchema = z
  .looseObject({
    id,
    deckId: id.nullable(),
    deckName: deckNameSchema,
    entries: mainEntries,
    format,
    startedAt: epoch,
    endedAt: epoch,
  })
export type BackupPlaytest = z.infer<typeof BackupPlaytestSchema>

/**
 * A saved opening-lab run (src-renderer/db/schema.ts LabResultRecord). Like playtests, the table
 * belongs to another feature (the lab) and its report may grow fields: what a restore and the saved
 * runs list rely on is checked, the rest of the parameters and the report are kept as they are.
 */
export const BackupLabResultSchema = z.looseObject({
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
export type BackupLabResult = z.infer<typeof BackupLabResultSchema>

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
    /** The app's own preferences (language, display), by their storage key. */
    settings: z.record(z.string().regex(/^decklab\./).max(100), z.string().max(10_000)).default({}),
  })
  .strict()
export type BackupFile = z.output<typeof BackupFileSchema>
export type BackupFileInput = z.input<typeof BackupFileSchema>
