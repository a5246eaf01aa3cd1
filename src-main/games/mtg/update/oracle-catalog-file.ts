// The downloaded Magic catalog in the user-data folder (`mtg-oracle-cards.json`): where it came
// from, then the cards, one a line. Written in pieces through the atomic write (temp file, fsync,
// rename), so a failed write leaves the previous catalog whole and memory never holds the file.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { join } from 'node:path'
import type { MtgCard } from '@shared/games/mtg/card'
import { writeFileAtomic } from '../../../images/atomic-file'

export const ORACLE_CATALOG_FILE = 'mtg-oracle-cards.json'
const KIND = 'deck-lab/mtg-oracle-cards'

export interface OracleCatalogSource {
  /** The bulk-data API address asked. */
  base: string
  downloadUri: string
  /** Scryfall's `updated_at` of the file. */
  updatedAt: string
  downloadedAt: string
}

export interface OracleCatalog {
  source: OracleCatalogSource
  cards: MtgCard[]
}

/** The first line (kind, source, count) is far shorter than this. */
const HEAD_BYTES = 16 * 1024

/** About 1 MB a piece: few writes, little memory. */
const PIECE_CHARS = 1 << 20

function* catalogPieces(catalog: OracleCatalog): Generator<string> {
  let piece = `{"kind":"${KIND}","version":1,"source":${JSON.stringify(catalog.source)},"count":${catalog.cards.length},"cards":[`
  for (let i = 0; i < catalog.cards.length; i++) {
    piece += `${i ? ',' : ''}\n${JSON.stringify(catalog.cards[i])}`
    if (piece.length >= PIECE_CHARS) {
      yield piece
      piece = ''
    }
  }
  yield `${piece}\n]}\n`
}

export function writeOracleCatalog(userDataDir: string, catalog: OracleCatalog): Promise<void> {
  return writeFileAtomic(join(userDataDir, ORACLE_CATALOG_FILE), catalogPieces(catalog))
}

/** The stored catalog, or null when there is none or it is not one (then the bundled cards serve). */
export function readOracleCatalog(userDataDir: string): OracleCatalog | null {
  let json: { kind?: unknown; version?: unknown; source?: OracleCatalogSource; count?: unknown; cards?: unknown }
  try {
    json = JSON.parse(readFileSync(join(userDataDir, ORACLE_CATALOG_FILE), 'utf8'))
  } catch {
    return null
  }
  if (json?.kind !== KIND || json.version !== 1 || !Array.isArray(json.cards) || json.cards.length !== json.count || !json.source) return null
  return { source: json.source, cards: json.cards as MtgCard[] }
}

/** The stored catalog's source and count, from its first line alone (no need to read 50 MB to compare dates). */
export function readOracleCatalogSource(userDataDir: string): { source: OracleCatalogSource; count: number } | null {
  let head: string
  try {
    const fd = openSync(join(userDataDir, ORACLE_CATALOG_FILE), 'r')
    try {
      const buffer = Buffer.alloc(HEAD_BYTES)
      head = buffer.subarray(0, readSync(fd, buffer, 0, HEAD_BYTES, 0)).toString('utf8')
    } finally {
      closeSync(fd)
    }
    const line = head.split('\n', 1)[0]!
    const json = JSON.parse(`${line}]}`) as { kind?: unknown; version?: unknown; source?: OracleCatalogSource; count?: unknown }
    if (json.kind !== KIND || json.version !== 1 || !json.source || typeof json.count !== 'number') return null
    return { source: json.source, count: json.count }
  } catch {
    return null
  }
}
