// Main's side of the origin migration (src-shared/origin-migration.ts): where the library waits
// between the old page's export and the app page's restore, and the mark that says it is done.
// Both files are written atomically; a crash at any point leaves the old origin's data as it was
// and the migration is tried again at the next start (a restore of the same records is a no-op).
import { access, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../images/atomic-file'
import { MAX_MIGRATION_TEXT } from '@shared/origin-migration'

const MARK = 'origin-migration.json'
const LIBRARY = 'origin-migration-library.json'
/** The library as the old page wrote it, kept after the restore: a backup file the Backup page reads. */
export const KEPT_LIBRARY = 'previous-version-library.json'

export type MigrationStep =
  /** The old page has not exported yet (first start of an app:// release, or an export that failed). */
  | 'export'
  /** The library waits for the app's page to restore it. */
  | 'restore'
  | 'done'

export async function migrationStep(userDataDir: string): Promise<MigrationStep> {
  try {
    const mark = JSON.parse(await readFile(join(userDataDir, MARK), 'utf8')) as { done?: unknown }
    if (mark.done === true) {
      // a crash after the mark and before the file was put aside left it here
      await keepLibrary(userDataDir)
      return 'done'
    }
  } catch {
    // no mark, or a damaged one: not done (doing it again loses nothing)
  }
  try {
    await access(join(userDataDir, LIBRARY))
    return 'restore'
  } catch {
    return 'export'
  }
}

/** Keeps the old page's library; refuses what is not a plausible backup text. */
export async function keepExportedLibrary(userDataDir: string, text: unknown): Promise<boolean> {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_MIGRATION_TEXT || !text.trimStart().startsWith('{')) return false
  await writeFileAtomic(join(userDataDir, LIBRARY), text)
  return true
}

export async function waitingLibrary(userDataDir: string): Promise<string | null> {
  try {
    return await readFile(join(userDataDir, LIBRARY), 'utf8')
  } catch {
    return null
  }
}

/**
 * The mark first, then the file is kept under another name (a record the restore could not read
 * is still in it). A crash between the two leaves the file, which the next start puts aside.
 */
export async function finishMigration(userDataDir: string, now = Date.now()): Promise<void> {
  await writeFileAtomic(join(userDataDir, MARK), `${JSON.stringify({ done: true, at: new Date(now).toISOString() })}\n`)
  await keepLibrary(userDataDir)
}

async function keepLibrary(userDataDir: string): Promise<void> {
  await rename(join(userDataDir, LIBRARY), join(userDataDir, KEPT_LIBRARY)).catch(() => undefined)
}
