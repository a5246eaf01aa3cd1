// Channels of the card-data update from the official card browser (issue 15). The update runs in
// main as one of the catalog's imports: its progress is `cards.importStatus`, its cancel
// `cards.importCancel`.
import { z } from 'zod'
import { GameSchema } from './common'

/** An http(s) address; checked again in main (normalizeUpdateSource). */
const SourceSchema = z.string().trim().min(1).max(500)

export const CardUpdateRequestSchema = z
  .object({
    game: GameSchema,
    /** This update only; absent: the source setting (or the official address). */
    source: SourceSchema.optional(),
  })
  .strict()

export const CardUpdateInfoRequestSchema = z.object({ game: GameSchema }).strict()

export const CardUpdateSettingsRequestSchema = z
  .object({
    game: GameSchema,
    /** null or '' goes back to the official address. */
    source: z.string().trim().max(500).nullable(),
  })
  .strict()

/** Longest lists of codes a report carries (the counts are always whole). */
export const UPDATE_REPORT_LIST_MAX = 200

export interface CardUpdateReport {
  /** The address asked. */
  source: string
  /** ISO time the update was stored. */
  at: string
  /** Records the source returned. */
  received: number
  added: number
  changed: number
  unchanged: number
  /** Cards in the catalog afterwards. */
  total: number
  /** The codes added (the first UPDATE_REPORT_LIST_MAX). */
  addedCodes: string[]
  /** Each changed card and which fields changed (the first UPDATE_REPORT_LIST_MAX). */
  changedCards: { code: string; fields: string[] }[]
  /** How many cards changed in each field: `multicard`, `elements`, `text`, `locale.fr`… */
  changedFields: Record<string, number>
}

/** Where the catalog's cards come from now. */
export interface CardOrigins {
  /** Cards as bundled with Deck Lab (no import nor update wrote them). */
  bundled: number
  /** Cards last written by an official update. */
  updated: number
  /** Cards last written by an imported file. */
  imported: number
  /** The last official update, if any. */
  lastUpdate: { at: string; cards: number } | null
}

export interface CardUpdateInfo {
  /** The address an update asks. */
  source: string
  defaultSource: string
  /** true when the user chose the address. */
  customSource: boolean
  origins: CardOrigins
}

export const cardUpdateChannels = {
  /** Returns when the update is stored; 'cancelled', 'offline', 'source-failed' or 'import-rejected' change nothing. */
  'cardUpdate.run': { request: CardUpdateRequestSchema, response: {} as CardUpdateReport },
  'cardUpdate.info': { request: CardUpdateInfoRequestSchema, response: {} as CardUpdateInfo },
  'cardUpdate.setSource': { request: CardUpdateSettingsRequestSchema, response: {} as CardUpdateInfo },
} as const
