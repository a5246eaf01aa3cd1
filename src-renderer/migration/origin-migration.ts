// The page's side of the origin migration (src-shared/origin-migration.ts, issue 17.8). On the old
// file:// origin the page only exports its library and mounts nothing; on the app's origin it
// restores a waiting library before the first screen, so the library opens with every deck.
import { readBackup } from '@shared/backup'
import type { OriginMigrationBridge } from '@shared/origin-migration'
import type { DeckLabDatabase } from '../db/database'
import { backupText, createBackup, readSettings, restoreBackup, writeSettings } from '../db/backup'

export type MigrationOutcome =
  /** Browser mode, development, or nothing waiting: the app starts as always. */
  | { kind: 'none' }
  /** The old page handed its library over: it must not mount the app. */
  | { kind: 'exported'; decks: number }
  | { kind: 'restored'; decks: number; skipped: number }
  /** The waiting library could not be read or written: nothing changed, and main keeps it. */
  | { kind: 'failed'; reason: string }

export async function runOriginMigration(
  bridge: OriginMigrationBridge | undefined,
  protocol: string,
  db: DeckLabDatabase,
  storage: Storage | undefined = globalThis.localStorage,
): Promise<MigrationOutcome> {
  if (!bridge) return { kind: 'none' }
  if (protocol === 'file:') {
    const backup = await createBackup(db, { settings: readSettings(storage) })
    await bridge.exportLibrary(backupText(backup))
    return { kind: 'exported', decks: backup.decks.length }
  }
  const text = await bridge.takeLibrary()
  if (text === null) return { kind: 'none' }
  const read = readBackup(text)
  if (!read.ok) return { kind: 'failed', reason: read.reason }
  try {
    // Records already here (a restore whose finish was lost) are kept as they are: 'mine'.
    const plan = await restoreBackup(db, read.backup, Object.fromEntries(read.backup.decks.map((d) => [d.id, 'mine' as const])))
    // Settings of this origin win: they were chosen after the update.
    const here = readSettings(storage)
    writeSettings(Object.fromEntries(Object.entries(read.backup.settings).filter(([key]) => !(key in here))), storage)
    await bridge.finish()
    return { kind: 'restored', decks: plan.decks, skipped: read.skippedCount }
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
  }
}
