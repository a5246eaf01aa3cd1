// Where Magic's card data comes from (Scryfall's bulk "oracle cards" file), who asks, and the API
// address setting (`mtg-bulk-settings.json` in the user-data folder; tests point it at a local
// server). Scryfall asks every client of api.scryfall.com for an accurate User-Agent naming the
// application and an Accept header, and at most 10 requests a second (docs/games/mtg-data.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { ApiError } from '@shared/api'
import { writeFileAtomic } from '../../../images/atomic-file'
import { APP_VERSION } from '../../../version'
import { normalizeUpdateSource } from '../../../net/http-address'
import type { SourceRequest } from '../../../net/fetch-with-retries'

export const SCRYFALL_API = 'https://api.scryfall.com'
/** One Scryfall card object per oracle id: the file a catalog of rules (not printings) needs. */
export const ORACLE_BULK_TYPE = 'oracle_cards'

export const SCRYFALL_HEADERS = {
  'user-agent': `DeckLab/${APP_VERSION} (desktop deck builder; Magic card data, bulk download)`,
  accept: 'application/json;q=0.9,*/*;q=0.8',
} as const

/** Scryfall limits a client that got a 429 for 30 s: a retry sooner would only get another. */
export const RATE_LIMIT_PAUSE_MS = 30_000

/** A GET to Scryfall for `what` ("the bulk-data list"), as Scryfall asks to be asked. */
export const scryfallRequest = (what: string): SourceRequest => ({
  what,
  headers: SCRYFALL_HEADERS,
  addressSetting: 'the Magic card data address',
  rateLimitPauseMs: RATE_LIMIT_PAUSE_MS,
})

/** `<base>/bulk-data`: the list of bulk files (a small `list` object). */
export const bulkListUrl = (base: string) => `${base.replace(/\/+$/, '')}/bulk-data`

export const BULK_SETTINGS_FILE = 'mtg-bulk-settings.json'
const KIND = 'deck-lab/mtg-bulk-settings'
const FileSchema = z.object({ kind: z.literal(KIND), version: z.literal(1), base: z.string().nullable() })

/** The API address chosen in the settings, or Scryfall's when none (a missing or damaged file too). */
export function loadBulkBase(userDataDir: string): string {
  try {
    const parsed = FileSchema.safeParse(JSON.parse(readFileSync(join(userDataDir, BULK_SETTINGS_FILE), 'utf8')))
    if (parsed.success && parsed.data.base !== null) return normalizeUpdateSource(parsed.data.base) ?? SCRYFALL_API
  } catch {
    // missing or unreadable: Scryfall's address
  }
  return SCRYFALL_API
}

/** The address as given, checked: http or https without credentials, else 'invalid-request' naming the field. */
export function checkedBulkBase(base: string): string {
  const checked = normalizeUpdateSource(base)
  if (checked === null)
    throw new ApiError('invalid-request', `the Magic card data address must be http or https without credentials, got ${JSON.stringify(base.slice(0, 80))}`, [
      { field: 'base', message: `expected an http(s) address such as ${SCRYFALL_API}` },
    ])
  return checked
}

/** Saves the API address (null: Scryfall's). */
export function saveBulkBase(userDataDir: string, base: string | null): Promise<void> {
  const checked = base === null ? null : checkedBulkBase(base)
  return writeFileAtomic(join(userDataDir, BULK_SETTINGS_FILE), JSON.stringify({ kind: KIND, version: 1, base: checked }))
}
