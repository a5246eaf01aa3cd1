// A page loaded on a deck's address (#/decks/<id>) reads that deck and asks main for its cards
// while the app's bundle is still downloading: IndexedDB's first open in a page takes tens of
// milliseconds, and the editor waited for it after the bundle had run, then for main's answer
// (issue 16: a deck opened after a page load took ~80-110 ms, 38 ms in a session). The editor
// takes the result once (takeEarlyDeck); anything missing or unusable, it reads as usual.
import type { GetCardsResult } from '@shared/channels/cards'
import { DB_NAME, SCHEMA_VERSION, type StoredDeckRecord } from '../db/schema'

export interface EarlyDeck {
  id: string
  /** The stored record as read, or null (no such deck, no database yet, another schema version). */
  record: Promise<StoredDeckRecord | null>
  /** Main's answer for every code of the record's piles, or null when it could not be asked. */
  cards: Promise<EarlyCards | null>
  /**
   * Both answers once both are in, null until then. On a page load they are usually in before
   * the editor exists, which then shows the deck in its first render instead of drawing an
   * empty editor and the deck a few awaits later (issue 16).
   */
  ready: { record: StoredDeckRecord | null; cards: EarlyCards | null } | null
}

export interface EarlyCards {
  codes: string[]
  result: GetCardsResult
}

/** Asks main for cards (the renderer's api, given the record's game). */
export type AskCards = (game: string, codes: string[]) => Promise<GetCardsResult>

/** cards.get takes at most 500 codes per request. */
const EARLY_CODES_MAX = 500

let early: EarlyDeck | null = null

/** The deck id of a `#/decks/<id>` address; null for any other page (the import page included). */
export function deckIdOfHash(hash: string): string | null {
  const match = /^#\/decks\/([^/?#]+)$/.exec(hash)
  if (!match || match[1] === 'import') return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

/**
 * The stored deck `id`, read without creating or upgrading anything: a database that does not
 * exist yet, or at another version than this release's (Dexie stores version × 10), is left to
 * Dexie, which creates or upgrades it.
 */
export function readStoredDeck(indexedDb: IDBFactory, id: string, dbName = DB_NAME): Promise<StoredDeckRecord | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest
    try {
      request = indexedDb.open(dbName)
    } catch {
      return resolve(null)
    }
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(null)
    request.onsuccess = () => {
      const db = request.result
      // A later version change (Dexie upgrading) must never wait for this connection.
      db.onversionchange = () => db.close()
      if (db.version !== SCHEMA_VERSION * 10 || !db.objectStoreNames.contains('decks')) {
        db.close()
        return resolve(null)
      }
      try {
        const get = db.transaction('decks', 'readonly').objectStore('decks').get(id)
        get.onsuccess = () => resolve((get.result as StoredDeckRecord | undefined) ?? null)
        get.onerror = () => resolve(null)
      } catch {
        resolve(null)
      } finally {
        db.close() // takes effect once the read is done
      }
    }
  })
}

/** Every code of the record's piles, as the deck's card store keys them (trimmed, upper case), once each. */
export function codesOfStored(record: StoredDeckRecord): string[] {
  const codes = new Set<string>()
  for (const pile of Object.values(record.piles ?? {})) for (const entry of pile) codes.add(entry.code.trim().toUpperCase())
  return [...codes]
}

/** Starts reading deck `id` and then asking for its cards; nothing waits for it but takeEarlyDeck. */
export function startEarlyDeck(id: string, indexedDb: IDBFactory, askCards: AskCards, dbName = DB_NAME): EarlyDeck {
  const record = readStoredDeck(indexedDb, id, dbName).catch(() => null)
  const cards = record.then(async (stored) => {
    if (!stored || stored.deletedAt !== null) return null
    const codes = codesOfStored(stored)
    // One request, as main takes them (a longer list is asked in batches by the card store).
    if (codes.length === 0 || codes.length > EARLY_CODES_MAX) return null
    return { codes, result: await askCards(stored.game, codes) }
  })
  const entry: EarlyDeck = { id, record, cards: cards.catch(() => null), ready: null }
  void Promise.all([entry.record, entry.cards]).then(([stored, got]) => (entry.ready = { record: stored, cards: got }))
  early = entry
  return entry
}

/** The early read of deck `id`, once: a later open of the deck reads it afresh. */
export function takeEarlyDeck(id: string): EarlyDeck | null {
  const found = early?.id === id ? early : null
  early = null
  return found
}
