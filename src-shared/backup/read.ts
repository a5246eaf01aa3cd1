// Reading a backup file. A file that is not JSON, not a Deck Lab backup, from a newer version, or
// damaged outside its records is refused with where and why. A damaged record is not a reason to
// lose the others: every record that reads is kept, and each one left out is reported (record,
// field, why), with the versions and lab runs of a deck left out.
import { z } from 'zod'
import { GAMES, turnFiguresOfGame } from '../games'
import { upgradeTurns } from '../game/turn-figures'
import {
  BACKUP_VERSION,
  BackupDeckSchema,
  BackupDeckSchemaV1,
  BackupFileSchema,
  BackupLabResultSchema,
  BackupLabResultSchemaV1,
  BackupPlaytestSchema,
  BackupPlaytestSchemaV1,
  BackupVersionSchema,
  BackupVersionSchemaV1,
  BACKUP_SET_LIMITS,
  BackupCardSetSchema,
  BackupPictureSchema,
  READABLE_BACKUP_VERSIONS,
  type BackupDeckV1,
  type BackupFile,
  type BackupVersionV1,
} from './schema'

export interface BackupProblem {
  /** `decks[3] "Fire Ice"`, `versions[12]`, `labResults[0] "Fire Ice"`… (absent: the file as a whole). */
  record?: string
  /** The field inside the record, dotted (`entries.0.count`). */
  field?: string
  message: string
}

export type BackupReadResult =
  | {
      ok: true
      backup: BackupFile
      /** The records left out, with why (the first MAX_REPORTED); skippedCount counts them all. */
      skipped: BackupProblem[]
      skippedCount: number
    }
  | {
      ok: false
      /** In English, for logs and the CLI; the app shows `refusal` in the user's language. */
      reason: string
      refusal: BackupRefusal
      problems: BackupProblem[]
      /** Set when the file was written by a newer Deck Lab: it is not damaged, this app is too old for it. */
      tooNew?: { version: number; known: number }
    }

/** Why a file is refused as a whole, as an id and values that the app's messages put in words. */
export type BackupRefusal =
  | { code: 'not-json'; params: { detail: string } }
  | { code: 'not-object' | 'deck-file' | 'no-version'; params: Record<string, never> }
  | { code: 'too-new'; params: { version: number; known: number } }
  | { code: 'unknown-version'; params: { version: string; expected: string } }
  | { code: 'damaged'; params: { first: string; more: number } }

const COLLECTIONS = ['decks', 'versions', 'playtests', 'labResults', 'cardSets', 'pictures'] as const
type Collection = (typeof COLLECTIONS)[number]
const MAX_REPORTED = 50

/**
 * A playtest's turns in its game's figures: files up to version 2 may hold turns as schema v5
 * kept them, in FFTCG's words for every game (src-shared/game/turn-figures.ts). Version 3 files
 * hold figures only; their records are read by the same schemas (a legacy turn would still be read).
 */
const withStoredTurns = <T extends { game: string; turns?: unknown }>(record: T): T =>
  Array.isArray(record.turns) ? { ...record, turns: upgradeTurns(turnFiguresOfGame(record.game), record.turns) } : record

const RECORD_SCHEMAS = {
  decks: BackupDeckSchema,
  versions: BackupVersionSchema,
  playtests: BackupPlaytestSchema.transform(withStoredTurns),
  labResults: BackupLabResultSchema,
  cardSets: BackupCardSetSchema,
  pictures: BackupPictureSchema,
} as const

/** A version 1 file's records were all FFTCG, decks and versions with two lists: read as version 2. */
const asFftcg = <T extends object>(record: T) => ({ ...record, game: 'fftcg' as const })
/**
 * The pile each list of a record from before piles went to (backup version 1, schema v4): the FFTCG
 * module's first pile and the pile of its Limit Break section.
 */
export const V1_PILE_OF_LIST = { entries: GAMES.fftcg.deck.piles[0]!.id, limitBreak: GAMES.fftcg.decklist.pileOfSection.limitBreak! } as const
const withPiles = <T extends BackupDeckV1 | BackupVersionV1>({ entries, limitBreak, ...rest }: T) =>
  asFftcg({ ...rest, piles: { [V1_PILE_OF_LIST.entries]: entries, ...(limitBreak ? { [V1_PILE_OF_LIST.limitBreak]: limitBreak } : {}) } })
const RECORD_SCHEMAS_V1 = {
  decks: BackupDeckSchemaV1.transform(withPiles),
  versions: BackupVersionSchemaV1.transform(withPiles),
  playtests: BackupPlaytestSchemaV1.transform((record) => withStoredTurns(asFftcg(record))),
  labResults: BackupLabResultSchemaV1.transform(asFftcg),
  cardSets: BackupCardSetSchema,
  pictures: BackupPictureSchema,
} as const

/** The file around its records: checked as a whole (a broken envelope is a broken file). */
const EnvelopeSchema = BackupFileSchema.extend({
  deckLabBackup: z.union(READABLE_BACKUP_VERSIONS.map((v) => z.literal(v))),
  decks: z.array(z.unknown()).max(100_000),
  versions: z.array(z.unknown()).max(1_000_000),
  playtests: z.array(z.unknown()).max(1_000_000).default([]),
  labResults: z.array(z.unknown()).max(1_000_000).default([]),
  cardSets: z.array(z.unknown()).max(BACKUP_SET_LIMITS.sets).default([]),
  pictures: z.array(z.unknown()).max(BACKUP_SET_LIMITS.pictures).default([]),
})

export function readBackup(text: string): BackupReadResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const detail = (error as Error).message
    return refuse(`not a JSON file (${detail})`, { code: 'not-json', params: { detail } })
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return refuse('this file is not a Deck Lab backup (it is not a JSON object)', { code: 'not-object', params: {} })
  if (!('deckLabBackup' in data)) {
    if ('deckLab' in data) return refuse('this is a Deck Lab deck file, not a backup: import it from the deck library', { code: 'deck-file', params: {} })
    return refuse('this file is not a Deck Lab backup (it has no "deckLabBackup" version field)', { code: 'no-version', params: {} })
  }
  const version = (data as { deckLabBackup: unknown }).deckLabBackup
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION)
    return {
      ...refuse(
        `this backup is too new: it was written by a newer Deck Lab (backup version ${version}; this version reads up to ${BACKUP_VERSION}). Update Deck Lab to restore it.`,
        { code: 'too-new', params: { version, known: BACKUP_VERSION } },
      ),
      tooNew: { version, known: BACKUP_VERSION },
    }
  if (!(READABLE_BACKUP_VERSIONS as readonly unknown[]).includes(version)) {
    const params = { version: JSON.stringify(version)?.slice(0, 40) ?? String(version), expected: READABLE_BACKUP_VERSIONS.join(' – ') }
    return refuse(`unknown backup version ${params.version} (expected ${READABLE_BACKUP_VERSIONS.join(' to ')})`, { code: 'unknown-version', params })
  }

  const envelope = EnvelopeSchema.safeParse(data)
  if (!envelope.success) {
    const problems = envelope.error.issues.slice(0, 20).map((issue) => problemAt(data as Record<string, unknown>, issue.path, issue.message))
    const more = envelope.error.issues.length - 1
    const first = describe(problems[0]!)
    return { ok: false, reason: `damaged backup: ${first}${more > 0 ? ` (and ${more} more)` : ''}`, refusal: { code: 'damaged', params: { first, more } }, problems }
  }
  const skipped: BackupProblem[] = []
  const schemas = envelope.data.deckLabBackup === 1 ? RECORD_SCHEMAS_V1 : RECORD_SCHEMAS
  const backup = { ...envelope.data, deckLabBackup: BACKUP_VERSION, ...readRecords(envelope.data, skipped, schemas) } as BackupFile
  return { ok: true, backup, skipped: skipped.slice(0, MAX_REPORTED), skippedCount: skipped.length }
}

/**
 * Each record checked on its own; the ones that do not read are left out and reported. Ids are
 * unique (the second use is left out), and a version or lab run goes with its deck.
 */
function readRecords(
  file: Record<Collection, unknown[]>,
  skipped: BackupProblem[],
  schemas: typeof RECORD_SCHEMAS | typeof RECORD_SCHEMAS_V1,
): Pick<BackupFile, Collection> {
  const deckIds = new Set<string>()
  const read = <C extends Collection>(collection: C): BackupFile[C] => {
    const kept: unknown[] = []
    const seen = new Set<string>()
    file[collection].forEach((record, i) => {
      const leaveOut = (field: string, message: string) => skipped.push({ record: recordName(collection, i, record), field, message })
      const parsed = schemas[collection].safeParse(record)
      // A set or a picture is known by its game and id (two games may use the same id).
      const key = !parsed.success ? '' : 'game' in parsed.data && (collection === 'cardSets' || collection === 'pictures') ? `${parsed.data.game}/${parsed.data.id}` : parsed.data.id
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        skipped.push(problemAt(file, [collection, i, ...issue.path], issue.message))
      } else if (seen.has(key)) leaveOut('id', `the id ${parsed.data.id} is used twice`)
      else if ('deckId' in parsed.data && collection !== 'playtests' && !deckIds.has(parsed.data.deckId as string))
        leaveOut('deckId', `no deck with id ${String(parsed.data.deckId)} in this backup`)
      else {
        seen.add(key)
        if (collection === 'decks') deckIds.add(parsed.data.id)
        kept.push(parsed.data)
      }
    })
    return kept as BackupFile[C]
  }
  // Decks first: the versions and lab runs of a deck left out have nothing to belong to.
  const decks = read('decks')
  const pictures = read('pictures')
  const cardSets = withPicturesOf(read('cardSets'), pictures, skipped)
  // A picture no set of the file shows has nothing to be restored for.
  const shown = new Set(cardSets.flatMap((set) => Object.values(set.pictures).map((id) => `${set.game}/${id}`)))
  return {
    decks,
    versions: read('versions'),
    playtests: read('playtests'),
    labResults: read('labResults'),
    cardSets,
    pictures: pictures.filter((p) => shown.has(`${p.game}/${p.id}`)),
  }
}

/** A set's picture that the file does not hold (or held damaged) is left out of the set, and reported. */
function withPicturesOf(sets: BackupFile['cardSets'], pictures: BackupFile['pictures'], skipped: BackupProblem[]): BackupFile['cardSets'] {
  const held = new Set(pictures.map((p) => `${p.game}/${p.id}`))
  return sets.map((set) => {
    const missing = Object.entries(set.pictures).filter(([, id]) => !held.has(`${set.game}/${id}`))
    for (const [key, id] of missing) skipped.push({ record: `cardSets ${set.game}/${set.id} "${set.name.slice(0, 60)}"`, field: `pictures.${key}`, message: `the picture ${id} is not in this backup: the card is restored without it` })
    return missing.length ? { ...set, pictures: Object.fromEntries(Object.entries(set.pictures).filter(([, id]) => held.has(`${set.game}/${id}`))) } : set
  })
}

/**
 * Why a record could not be backed up and restored (null when it can): the deck library checks
 * every record it writes with this, so that what it saves always comes back from a backup.
 */
export function recordProblem(collection: 'decks' | 'versions', record: unknown): string | null {
  const parsed = RECORD_SCHEMAS[collection].safeParse(record)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]!
  return describe({ ...(issue.path.length ? { field: issue.path.map(String).join('.') } : {}), message: issue.message })
}

function problemAt(data: Record<string, unknown>, path: PropertyKey[], message: string): BackupProblem {
  const [collection, index, ...rest] = path
  if (typeof collection === 'string' && (COLLECTIONS as readonly string[]).includes(collection) && typeof index === 'number') {
    const record = (data[collection] as unknown[])[index]
    return { record: recordName(collection, index, record), ...(rest.length ? { field: rest.map(String).join('.') } : {}), message }
  }
  return { ...(path.length ? { field: path.map(String).join('.') } : {}), message }
}

function recordName(collection: string, index: number, record: unknown): string {
  const name = typeof record === 'object' && record !== null ? (record as { name?: unknown; deckName?: unknown }) : {}
  const label = collection === 'decks' || collection === 'cardSets' ? name.name : collection === 'playtests' || collection === 'labResults' ? name.deckName : null
  return typeof label === 'string' && label ? `${collection}[${index}] "${label.slice(0, 60)}"` : `${collection}[${index}]`
}

export function describe(problem: BackupProblem): string {
  const where = [problem.record, problem.field].filter(Boolean).join(', ')
  return where ? `${where}: ${problem.message}` : problem.message
}

function refuse(reason: string, refusal: BackupRefusal): Extract<BackupReadResult, { ok: false }> {
  return { ok: false, reason, refusal, problems: [{ message: reason }] }
}
