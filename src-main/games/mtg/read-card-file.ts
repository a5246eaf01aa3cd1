// `cards import` of Magic: a Scryfall file (a bulk file or any array of card objects, a `list`
// such as a search page, one card object) or an MTGJSON file (a set file, AllPrintings,
// AtomicCards), told by its shape, read by the module's readers (src-shared/games/mtg/data/) and
// merged one record per oracle card. All or nothing: a malformed record rejects the file, naming
// the file, the card and the field. Pure of the catalog, so the import worker thread runs it too.
import { ApiError } from '@shared/api'
import type { MtgCard } from '@shared/games/mtg/card'
import type { ReadOutcome } from '@shared/games/mtg/data/assemble'
import { isObject, MtgDataError } from '@shared/games/mtg/data/fields'
import { CardMerger } from '@shared/games/mtg/data/merge'
import { readAllPrintings, readAtomicCards, readMtgjsonSetFile } from '@shared/games/mtg/data/mtgjson'
import { readScryfallCard, readScryfallCards, readScryfallList } from '@shared/games/mtg/data/scryfall'
import type { CardImportRead, ReadProgress } from '../../game/main-game'

export type MtgFileFormat = 'scryfall-cards' | 'scryfall-list' | 'scryfall-card' | 'mtgjson-set' | 'mtgjson-allprintings' | 'mtgjson-atomic'

export interface MtgCardFileRead extends CardImportRead {
  format: MtgFileFormat
  /** One per oracle card, the newest rules and printing of the file's records. */
  cards: MtgCard[]
  /** Records that are not cards of a deck (tokens, art cards, meld backs…). */
  skipped: number
}

/** The shape of a parsed file, or null when it is none of the shapes read. */
export function mtgFileFormat(json: unknown): MtgFileFormat | null {
  if (Array.isArray(json)) return 'scryfall-cards'
  if (!isObject(json)) return null
  if (json.object === 'list') return 'scryfall-list'
  if (json.object === 'card') return 'scryfall-card'
  if (!isObject(json.data)) return null
  if (Array.isArray(json.data.cards)) return 'mtgjson-set'
  const first = Object.values(json.data)[0]
  if (Array.isArray(first)) return 'mtgjson-atomic'
  return isObject(first) && Array.isArray(first.cards) ? 'mtgjson-allprintings' : null
}

function outcomesOf(format: MtgFileFormat, json: unknown, file: string): ReadOutcome[] {
  // A file's data is as recent as the day it is imported when it says nothing of its date.
  const today = new Date().toISOString().slice(0, 10)
  switch (format) {
    case 'scryfall-cards':
      return readScryfallCards(json, file, today)
    case 'scryfall-list':
      return readScryfallList(json, file, today)
    case 'scryfall-card':
      return [readScryfallCard(json, { file, index: 1 }, today)]
    case 'mtgjson-set':
      return readMtgjsonSetFile(json, file)
    case 'mtgjson-allprintings':
      return readAllPrintings(json, file)
    case 'mtgjson-atomic':
      return readAtomicCards(json, file)
  }
}

export function readMtgCardFile(fileName: string, content: string, onProgress?: (progress: ReadProgress) => void): MtgCardFileRead {
  onProgress?.({ phase: 'reading', chars: content.length, totalChars: content.length, records: 0, totalRecords: 0 })
  let json: unknown
  try {
    json = JSON.parse(content)
  } catch (error) {
    throw new ApiError('import-rejected', `${fileName} is not JSON (${(error as Error).message}); nothing was changed`, [{ message: (error as Error).message }])
  }
  const format = mtgFileFormat(json)
  if (!format)
    throw new ApiError(
      'import-rejected',
      `${fileName} is not a Magic card file Deck Lab reads (a Scryfall card, list or bulk file; an MTGJSON set file, AllPrintings or AtomicCards); nothing was changed`,
      [{ message: 'expected a JSON array of Scryfall card objects, a Scryfall "list" or "card" object, or an MTGJSON file with "data"' }],
    )
  let outcomes: ReadOutcome[]
  try {
    outcomes = outcomesOf(format, json, fileName)
  } catch (error) {
    if (!(error instanceof MtgDataError)) throw error
    throw new ApiError('import-rejected', `${error.message}; nothing was changed`, [{ record: error.record, field: error.field, message: error.problem }])
  }
  onProgress?.({ phase: 'checking', chars: content.length, totalChars: content.length, records: outcomes.length, totalRecords: outcomes.length })
  const merger = new CardMerger().addAll(outcomes)
  const cards = merger.cards()
  if (cards.length === 0) throw new ApiError('import-rejected', `${fileName} holds no card of a deck (${merger.skipped.length} records left out); nothing was changed`)
  return { name: fileName, format, cards, skipped: merger.skipped.length }
}
