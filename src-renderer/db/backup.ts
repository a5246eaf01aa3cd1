// Backup and restore of everything the user made: every deck (deleted ones too, so their undo
// survives), their versions, the playtest history, the saved opening-lab runs, and the app's
// preferences; the card sets, kept by main, come through backup-card-sets.ts. A restore is one transaction: it applies completely or not at all.
import './zod-csp'
import {
  BACKUP_VERSION,
  planRestore,
  resolveRestore,
  type BackupDeck,
  type BackupFile,
  type BackupLabResult,
  type BackupPlaytest,
  type BackupVersion,
  type LibraryRecords,
  type Resolution,
  type RestorePlan,
} from '@shared/backup'
import type { DeckLabDatabase } from './database'
import { newId } from './decks'
import type { LabResultRecord, PlaytestRecord, StoredDeckRecord, StoredDeckVersionRecord } from './schema'

// The file's records are the database's records: these fail to compile when either side drifts.
const deckFits = (d: StoredDeckRecord): BackupDeck => d
const deckBack = (d: BackupDeck): StoredDeckRecord => d
const versionFits = (v: StoredDeckVersionRecord): BackupVersion => v
const versionBack = (v: BackupVersion): StoredDeckVersionRecord => v
// Playtests: the fields a restore relies on (the playtest feature owns the rest).
const playtestFits = (p: PlaytestRecord & Pick<BackupPlaytest, 'game'>): Pick<BackupPlaytest, 'id' | 'game' | 'deckId' | 'deckName' | 'entries' | 'format' | 'startedAt' | 'endedAt'> => p
// Lab runs: the same (the lab owns its report; the table stores it as plain JSON).
const labResultFits = (r: LabResultRecord): Pick<BackupLabResult, 'id' | 'game' | 'deckId' | 'versionId' | 'entriesHash' | 'entries' | 'deckName' | 'createdAt'> => r
const labParametersFit = (p: LabResultRecord['parameters']): Pick<BackupLabResult['parameters'], keyof LabResultRecord['parameters']> => p
void [deckFits, deckBack, versionFits, versionBack, playtestFits, labResultFits, labParametersFit]

/** Preferences in localStorage that belong to the app (and so to a backup). */
export const SETTINGS_PREFIX = 'decklab.'

export function readSettings(storage: Storage | undefined = globalThis.localStorage): Record<string, string> {
  const settings: Record<string, string> = {}
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(SETTINGS_PREFIX)) settings[key] = storage.getItem(key) ?? ''
    }
  } catch {
    // storage disabled: a backup without preferences
  }
  return settings
}

export function writeSettings(settings: Record<string, string>, storage: Storage | undefined = globalThis.localStorage): void {
  for (const [key, value] of Object.entries(settings)) if (key.startsWith(SETTINGS_PREFIX)) storage?.setItem(key, value)
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
/** IndexedDB hands back structured clones; the file wants plain JSON (no undefined, no proxies). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export async function createBackup(
  db: DeckLabDatabase,
  options: { now?: number; settings?: Record<string, string>; app?: { name: string; version: string }; sets?: Pick<BackupFile, 'cardSets' | 'pictures'> } = {},
): Promise<BackupFile> {
  const [decks, versions, playtests, labResults] = await db.transaction('r', db.decks, db.versions, db.playtests, db.labResults, () =>
    Promise.all([db.decks.toArray(), db.versions.toArray(), db.playtests.toArray(), db.labResults.toArray()]),
  )
  // A run whose deck is gone for good (purged before purging took the runs along) could not be
  // shown any more, and a file holding it would be refused (every run belongs to a deck of the file).
  const deckIds = new Set(decks.map((d) => d.id))
  return {
    deckLabBackup: BACKUP_VERSION,
    createdAt: new Date(options.now ?? Date.now()).toISOString(),
    ...(options.app ? { app: options.app } : {}),
    decks: plain(decks.sort(byId)),
    versions: plain(versions.sort(byId)),
    playtests: plain(playtests.sort(byId)) as unknown as BackupPlaytest[],
    labResults: plain(labResults.filter((r) => deckIds.has(r.deckId)).sort(byId)) as unknown as BackupLabResult[],
    cardSets: options.sets?.cardSets ?? [],
    pictures: options.sets?.pictures ?? [],
    settings: options.settings ?? {},
  }
}

/** The file's text: one record per line, so that a damaged file can be read (and diffed) by a person. */
export function backupText(backup: BackupFile): string {
  const list = (records: readonly unknown[]) => (records.length ? `[\n    ${records.map((r) => JSON.stringify(r)).join(',\n    ')}\n  ]` : '[]')
  const { decks, versions, playtests, labResults, cardSets, pictures, ...head } = backup
  const top = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  const lists = Object.entries({ decks, versions, playtests, labResults, cardSets, pictures }).map(([key, records]) => `  ${JSON.stringify(key)}: ${list(records)}`)
  return `{\n${[...top, ...lists].join(',\n')}\n}\n`
}

async function libraryRecords(db: DeckLabDatabase): Promise<LibraryRecords> {
  const [decks, versions, playtests, labResults] = await Promise.all([db.decks.toArray(), db.versions.toArray(), db.playtests.toArray(), db.labResults.toArray()])
  return { decks, versions, playtests: playtests as unknown as BackupPlaytest[], labResults }
}

export async function planBackupRestore(db: DeckLabDatabase, backup: BackupFile): Promise<RestorePlan> {
  return planRestore(await libraryRecords(db), backup)
}

export interface RestoreSummary {
  decks: number
  versions: number
  playtests: number
  labResults: number
}

/**
 * Writes the backup's records with the user's choice for every conflict. Reads and writes in one
 * transaction, so that a library changed meanwhile is planned against as it is, and a failure
 * leaves it exactly as it was.
 */
export function restoreBackup(
  db: DeckLabDatabase,
  backup: BackupFile,
  resolutions: Readonly<Record<string, Resolution>> = {},
  options: { now?: number; copyName?: (name: string) => string } = {},
): Promise<RestoreSummary> {
  return db.transaction('rw', [db.decks, db.versions, db.playtests, db.labResults], async () => {
    const changes = resolveRestore(await libraryRecords(db), backup, resolutions, {
      now: options.now ?? Date.now(),
      newId,
      copyName: options.copyName ?? ((name) => `${name} (backup)`),
    })
    await db.decks.bulkPut(plain(changes.putDecks))
    await db.versions.bulkAdd(plain(changes.addVersions))
    await db.playtests.bulkAdd(plain(changes.addPlaytests) as unknown as PlaytestRecord[])
    await db.labResults.bulkAdd(plain(changes.addLabResults) as unknown as LabResultRecord[])
    return {
      decks: changes.putDecks.length,
      versions: changes.addVersions.length,
      playtests: changes.addPlaytests.length,
      labResults: changes.addLabResults.length,
    }
  })
}
