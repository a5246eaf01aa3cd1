// The bulk file read as it arrives: a JSON array of ~35,000 card objects (~150 MB) parsed by a
// streaming parser, each object handed to the card reader and then dropped, so that memory holds
// the cards made, never the file's text. A file that is cut or not a JSON array of objects is
// refused, saying at which byte and after which card. The bytes go through the shape guard
// first, so that no string, nesting or list grows past its cap inside the parser.
import { JSONParser } from '@streamparser/json'
import { ApiError } from '@shared/api'
import type { MtgCard } from '@shared/games/mtg/card'
import { faultText, illFormedString } from '@shared/text/strict-text'
import { DownloadBoundError } from '../../../net/download-bounds'
import { JsonShapeGuard, type JsonShapeLimits } from '../../../net/json-shape-guard'
import { Transient } from '../../../net/fetch-with-retries'

/**
 * The oracle-cards file has about 37,000 card objects, none with a string near 64 KiB nor nested
 * past 6 levels: a few times that, and no more.
 */
export const BULK_SHAPE: JsonShapeLimits = {
  maxDepth: 32,
  maxStringBytes: 256 * 1024,
  maxMembers: 150_000,
  maxItems: 50_000_000,
}

/**
 * One Scryfall card object (the array's `index`, from 0) as a card of the catalog, or null for what
 * is not a card of a deck (tokens, art series, emblems…). Throws for a malformed object.
 * The Magic module's Scryfall reader (src-shared/games/mtg/data/) is the one the app passes.
 */
export type BulkCardReader = (object: unknown, index: number) => MtgCard | null

export interface BulkRead {
  cards: MtgCard[]
  /** Objects read in all. */
  objects: number
  /** Objects the reader left out, by their Scryfall layout (`token`, `art_series`…). */
  skipped: Record<string, number>
  /** Objects whose card id was already read (the first is kept). */
  duplicates: number
  bytes: number
}

export interface ReadBulkOptions {
  signal: AbortSignal
  /** Caps of the JSON's shape (default BULK_SHAPE). */
  shape?: JsonShapeLimits
  /** Bytes read so far, and objects read. */
  onProgress?: (bytes: number, objects: number) => void
}

export class BulkFileError extends ApiError {
  constructor(source: string, bytes: number, objects: number, problem: string) {
    super('import-rejected', `the bulk file from ${source} is not a JSON array of card objects: ${problem}, at byte ${bytes} after ${objects} card objects; nothing was changed`, [
      { record: `byte ${bytes}`, message: problem },
    ])
  }
}

export async function readBulkStream(source: string, body: ReadableStream<Uint8Array>, readCard: BulkCardReader, options: ReadBulkOptions): Promise<BulkRead> {
  const read: BulkRead = { cards: [], objects: 0, skipped: {}, duplicates: 0, bytes: 0 }
  const ids = new Set<string>()
  // keepStack false: the array does not keep the objects already handed on.
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false })
  const guard = new JsonShapeGuard(options.shape ?? BULK_SHAPE)
  parser.onValue = ({ value, key }) => {
    if (typeof key !== 'number') throw new BulkFileError(source, read.bytes, read.objects, 'the file is an object, not an array')
    readOne(read, ids, value, readCard, source)
  }
  const reader = body.getReader()
  try {
    for (;;) {
      if (options.signal.aborted) throw options.signal.reason
      const { done, value } = await next(reader, read.bytes)
      if (done) break
      guard.write(value)
      write(parser, value, read, source)
      read.bytes += value.byteLength
      options.onProgress?.(read.bytes, read.objects)
    }
  } finally {
    reader.releaseLock()
  }
  guard.end()
  if (!parser.isEnded) {
    try {
      parser.end()
    } catch (error) {
      throw new BulkFileError(source, read.bytes, read.objects, `it ends in the middle (${(error as Error).message.split('. ')[0]})`)
    }
  }
  if (read.objects === 0) throw new BulkFileError(source, read.bytes, 0, 'it holds no card object')
  return read
}

async function next(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  try {
    return await reader.read()
  } catch (error) {
    if (error instanceof Transient || error instanceof DownloadBoundError || (error as Error)?.name === 'AbortError') throw error
    throw new Transient(`the download was cut after ${bytes} bytes`)
  }
}

function write(parser: JSONParser, chunk: Uint8Array, read: BulkRead, source: string): void {
  try {
    parser.write(chunk)
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new BulkFileError(source, read.bytes, read.objects, (error as Error).message)
  }
}

function readOne(read: BulkRead, ids: Set<string>, value: unknown, readCard: BulkCardReader, source: string): void {
  const index = read.objects++
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BulkFileError(source, read.bytes, index, `element ${index} is ${Array.isArray(value) ? 'an array' : JSON.stringify(value)?.slice(0, 40)}, not a card object`)
  // A `\uD800` escape parses to half a character: refused, never stored (issue 29.4).
  const broken = illFormedString(value)
  if (broken) throw new BulkFileError(source, read.bytes, index, `card object ${index}, field "${broken.path}": ${faultText(broken.fault)}`)
  let card: MtgCard | null
  try {
    card = readCard(value, index)
  } catch (error) {
    const name = (value as { name?: unknown }).name
    throw new BulkFileError(source, read.bytes, index, `card object ${index}${typeof name === 'string' ? ` (${name.slice(0, 80)})` : ''}: ${(error as Error).message}`)
  }
  if (card === null) {
    const layout = (value as { layout?: unknown }).layout
    const key = typeof layout === 'string' ? layout.slice(0, 40) : 'unknown'
    read.skipped[key] = (read.skipped[key] ?? 0) + 1
  } else if (ids.has(card.id)) read.duplicates++
  else {
    ids.add(card.id)
    read.cards.push(card)
  }
}
