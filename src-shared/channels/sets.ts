// Channels of user-made card sets (issue 12.1): for a game whose module declares `userCards`
// (src-shared/game/user-cards.ts). Cards travel as plain JSON; main checks them against the
// game's own card schema, card by card. A set carries a revision: a save made on an older one is
// refused, so that two windows or the CLI never overwrite each other's edits.
import { z } from 'zod'
import { CARD_SET_LIMITS } from '../game/user-card-files'
import { SET_PICTURE_PATTERN } from './card-set-pictures'
import type { UserCardField } from '../game/user-cards'
import { GameSchema } from './common'
import type { ApiErrorDetail } from '../api-envelope'

export * from './card-set-pictures'
export { CARD_SET_LIMITS } from '../game/user-card-files'

/** A picture's bytes before base64: 2 MiB. */
export const MAX_SET_PICTURE_BYTES = 2 * 1024 * 1024

export const SetIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a set id (lower-case letters, digits and dashes)')
const PictureSchema = z.string().regex(SET_PICTURE_PATTERN, 'a picture id returned by sets.attachImage')
const SetNameSchema = z.string().trim().min(1, 'a name').max(CARD_SET_LIMITS.maxNameChars)
const RevisionSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
const FormatSchema = z.enum(['json', 'csv'])

const SetRefSchema = z.object({ game: GameSchema, id: SetIdSchema }).strict()

export const SaveSetRequestSchema = z
  .object({
    game: GameSchema,
    /** Absent: a new set. */
    id: SetIdSchema.optional(),
    /** The revision the edit was made on; required with `id`. */
    revision: RevisionSchema.optional(),
    name: SetNameSchema,
    /** Checked by main against the game's card schema. */
    cards: z.array(z.unknown()).max(CARD_SET_LIMITS.maxCards),
    /** Card key → picture id. */
    pictures: z.record(z.string().max(100), PictureSchema).default({}),
  })
  .strict()
  .refine((r) => r.id === undefined || r.revision !== undefined, { path: ['revision'], message: 'the revision the edit was made on' })
export type SaveSetRequest = z.input<typeof SaveSetRequestSchema>

export const DeleteSetRequestSchema = z.object({ game: GameSchema, id: SetIdSchema, revision: RevisionSchema }).strict()

export const ImportSetRequestSchema = z
  .object({
    game: GameSchema,
    /** The file's text, JSON or CSV (src-shared/game/user-card-files.ts). */
    text: z.string().max(CARD_SET_LIMITS.maxFileChars),
    /** Absent: told from the text. */
    format: FormatSchema.optional(),
    /** The new set's name (a JSON file's own name otherwise, then "Imported set"). */
    name: SetNameSchema.optional(),
    /** Merge into this set instead (cards with the same key are replaced). */
    into: z.object({ id: SetIdSchema, revision: RevisionSchema }).strict().optional(),
  })
  .strict()
export type ImportSetRequest = z.input<typeof ImportSetRequestSchema>

export const ExportSetRequestSchema = z.object({ game: GameSchema, id: SetIdSchema, format: FormatSchema }).strict()

export const AttachImageRequestSchema = z
  .object({
    game: GameSchema,
    /** The picture's bytes, base64. */
    base64: z
      .string()
      .max(Math.ceil(MAX_SET_PICTURE_BYTES / 3) * 4, `a picture of at most ${MAX_SET_PICTURE_BYTES / 1024 / 1024} MiB`)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 text'),
  })
  .strict()

export const PictureRequestSchema = z.object({ game: GameSchema, picture: PictureSchema }).strict()

/** How a backup's set is written (issue 29.1): the restore plan's answer for it. */
export const RESTORE_SET_MODES = ['new', 'replace', 'copy'] as const
export type RestoreSetMode = (typeof RESTORE_SET_MODES)[number]

/**
 * A backup's card sets, written all or none (issue 29.1). Their pictures were attached first
 * (sets.attachImage: stored by their bytes' hash, so the backup's ids come back the same).
 */
export const RestoreSetsRequestSchema = z
  .object({
    sets: z
      .array(
        z
          .object({
            game: GameSchema,
            id: SetIdSchema,
            name: SetNameSchema,
            cards: z.array(z.unknown()).max(CARD_SET_LIMITS.maxCards),
            pictures: z.record(z.string().max(100), PictureSchema),
            /** new: under its own id (no set has it); replace: over the user's set `id` at `revision`; copy: as a new set. */
            as: z.enum(RESTORE_SET_MODES),
            /** new: the backup's revision, kept; replace: the user's set's (a set changed since is refused); copy: ignored. */
            revision: RevisionSchema,
          })
          .strict(),
      )
      .max(1000),
  })
  .strict()
export type RestoreSetsRequest = z.input<typeof RestoreSetsRequestSchema>

export interface RestoreSetsResult {
  /** The sets written, in the request's order (a copy under its new id). */
  sets: { game: string; id: string; name: string; as: RestoreSetMode; cardCount: number }[]
}

export const SetOptionsRequestSchema = z.object({ game: GameSchema, hideDemo: z.boolean().optional() }).strict()
export interface SetOptions {
  /** The demo set's cards are left out of searches (the Cards view, the deck builder); decks naming them still read. */
  hideDemo: boolean
}

interface CardSetHead {
  id: string
  name: string
  revision: number
  /** ISO date of the last save. */
  updatedAt: string
}

export interface CardSetSummary extends CardSetHead {
  cardCount: number
}

export interface CardSet extends CardSetHead {
  game: string
  /** The game's cards (its `userCards.schema`). */
  cards: unknown[]
  /** Card key → picture id (src-shared/channels/card-set-pictures.ts). */
  pictures: Record<string, string>
  /** Each card's key (the module's `keyOf`), in the order of `cards`: the renderer never works it out. */
  keys: string[]
}

export interface CardSetList {
  sets: CardSetSummary[]
  /** Set files that could not be read (moved aside), for the user to know. */
  problems: string[]
}

export interface ImportSetResult {
  set: CardSet
  /** Cards new to the set, and cards that replaced one with the same key. */
  added: number
  replaced: number
  /** What the file said that was left out, and why (a card's `picture` that is not the set's), by card and field. */
  notes: ApiErrorDetail[]
}

export interface ExportSetResult {
  fileName: string
  mimeType: string
  text: string
}

export interface AttachedPicture {
  picture: string
  /** What cardImageUrl takes to show it. */
  imageCode: string
  type: string
  width: number
  height: number
}

/** What the renderer needs to build the form and import screen of a game's cards (plain JSON). */
export interface UserCardSpecView {
  /** The bundled cards are a demo set the player may hide from searches (sets.options). */
  bundledIsDemo: boolean
  fields: UserCardField[]
  csvColumns: string[]
  keyField: string
  /** A new card's starting values. */
  blank: Record<string, unknown>
}

export const setChannels = {
  'sets.spec': { request: z.object({ game: GameSchema }).strict(), response: {} as UserCardSpecView },
  'sets.list': { request: z.object({ game: GameSchema }).strict(), response: {} as CardSetList },
  'sets.get': { request: SetRefSchema, response: {} as CardSet },
  'sets.save': { request: SaveSetRequestSchema, response: {} as CardSet },
  'sets.delete': { request: DeleteSetRequestSchema, response: {} as { deleted: true } },
  'sets.import': { request: ImportSetRequestSchema, response: {} as ImportSetResult },
  'sets.export': { request: ExportSetRequestSchema, response: {} as ExportSetResult },
  'sets.attachImage': { request: AttachImageRequestSchema, response: {} as AttachedPicture },
  /** A stored picture's bytes, base64 (for a backup). */
  'sets.picture': { request: PictureRequestSchema, response: {} as { base64: string } },
  'sets.restore': { request: RestoreSetsRequestSchema, response: {} as RestoreSetsResult },
  /** The game's card-set options (hideDemo given: set, then answered). */
  'sets.options': { request: SetOptionsRequestSchema, response: {} as SetOptions },
} as const
