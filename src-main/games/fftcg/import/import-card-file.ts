// A user's card file into the catalog: read → normalise every record → merge → save atomically.
// All or nothing: one bad record and nothing is stored; the error lists every problem.
import { ApiError, MAX_IMPORT_CHARS, type ImportReport } from '@shared/api'
import type { Card } from '@shared/games/fftcg/card'
import { codeKey } from '@shared/games/fftcg/codes'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import type { UserCardStore } from '../catalog/user-card-store'
import type { ReadProgress } from '../../../game/main-game'
import { withUserDataLock } from '../../../user-data-lock'
import { mergeCards } from './merge-cards'
import { newImportProblems, problem } from './problem-text'
import { readCardFile } from './read-card-file'
import { reportEvery } from './records'

export interface ImportCardFileInput {
  fileName: string
  content: string
  store: UserCardStore
  /** The catalog as it is now (bundled cards with earlier imports merged over them). */
  current: readonly Card[]
  now: Date
}

export interface ImportCardFileResult {
  /** `total`: cards in the catalog after the import. */
  report: ImportReport
  /** The catalog after the import: `current` with the imported cards merged over it. */
  cards: Card[]
}

/** The key a stored raw card is merged under (the normaliser gives the same for a good card). */
export function rawCardKey(raw: RawCard): string {
  return codeKey(raw.fullCode.split('/')[0] ?? '') ?? raw.fullCode.trim()
}

/** A card file read and every record normalised: what an import stores (the slow, CPU-bound half). */
export interface ReadCardImport {
  /** The file's base name. */
  name: string
  format: ImportReport['format']
  /** As read (the store keeps raw cards, so that a better normaliser later applies to them). */
  raws: RawCard[]
  /** The same cards, normalised. */
  imported: Card[]
}

/** How far a read has gone (the fields of ImportProgress a reader knows). */
export type { ReadProgress }

/**
 * Reads and normalises a card file; throws ApiError 'import-rejected' naming every problem. Pure
 * CPU: runs in a worker thread too. `onProgress` hears the file parsed and its records read
 * (phase 'reading'), then normalised ('checking'), every PROGRESS_EVERY_RECORDS records.
 */
export function readCardImport(fileName: string, content: string, onProgress?: (progress: ReadProgress) => void): ReadCardImport {
  const name = fileName.split(/[\\/]/).pop()?.trim() || 'card file'
  const totalChars = content.length
  // The request schema bounds it too; the CLI reads files itself.
  if (totalChars > MAX_IMPORT_CHARS) throw newImportProblems().error(problem('tooBig', { file: name, size: totalChars, max: MAX_IMPORT_CHARS }))
  onProgress?.({ phase: 'reading', chars: 0, totalChars, records: 0, totalRecords: 0 })
  const file = readCardFile(name, content, (records, totalRecords) => onProgress?.({ phase: 'reading', chars: totalChars, totalChars, records, totalRecords }))

  const problems = newImportProblems()
  const imported: Card[] = []
  const report = reportEvery(file.cards.length, (records, totalRecords) => onProgress?.({ phase: 'checking', chars: totalChars, totalChars, records, totalRecords }))
  file.cards.forEach((raw, i) => {
    try {
      imported.push(normalizeCard(raw))
    } catch (error) {
      problems.add(file.refs[i] ?? { index: i + 1 }, undefined, problem('other', { message: error instanceof Error ? error.message : String(error) }))
    }
    report(i)
  })
  problems.throwIfAny(name, file.cards.length)
  return { name, format: file.format, raws: file.cards, imported }
}

/** Stores what was read, merged over the stored cards, under the folder's lock; the catalog after it. */
export function storeCardImport({ name, format, raws: rawCards, imported }: ReadCardImport, store: UserCardStore, current: readonly Card[], now: Date): ImportCardFileResult {
  const merged = mergeCards(current, imported)

  // Read and written under the folder's lock: another process importing at the same time waits,
  // and its cards are in what is read here (issue 17.2).
  withUserDataLock(store.dir, () => {
    store.removeLeftoverTemps()
    const stored = store.load()
    const raws = new Map(stored.rawCards.map((raw) => [rawCardKey(raw), raw]))
    imported.forEach((card, i) => raws.set(card.key, rawCards[i]!))
    try {
      store.save({
        cards: [...raws.values()],
        imports: [...stored.imports, { fileName: name, format, importedAt: now.toISOString(), cards: imported.length }],
      })
    } catch (error) {
      // The whole error (with its paths) goes to the log; the caller learns what, not where on disk.
      console.error(error)
      throw new ApiError('internal', `could not save the imported cards (${withoutPaths(error)}); nothing was imported`)
    }
  })

  const { added, updated, unchanged } = merged
  return { report: { format, added, updated, unchanged, total: merged.cards.length }, cards: merged.cards }
}

export function importCardFile({ fileName, content, store, current, now }: ImportCardFileInput): ImportCardFileResult {
  return storeCardImport(readCardImport(fileName, content), store, current, now)
}

/** `EACCES: permission denied, open '/home/…/.imported-cards.json.123.tmp'` → `EACCES: permission denied`. */
function withoutPaths(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split(/,\s*\w+ '/)[0]!.replace(/'[^']*[\\/][^']*'/g, "'…'").replace(/(?:[A-Za-z]:)?[\\/][^\s'",;)]+/g, '…')
}
