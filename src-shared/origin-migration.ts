// Carrying the library from the file:// origin of earlier releases to app://deck-lab (issue 17.8).
// IndexedDB and localStorage are kept per origin: without this, the first release served from
// app:// would show an empty library while every deck sat on disk under the old origin.
//
// Main opens the old page once, hidden; it writes its library as a backup file (the format of
// src-shared/backup) and hands it to main, which keeps it in the user-data folder. The app's page
// then restores it and says it is done. Nothing is deleted from the old origin.

/** What the preload gives the page for the migration (Electron only; absent in browser mode). */
export interface OriginMigrationBridge {
  /** From the old file:// page: the whole library as a backup file's text. */
  exportLibrary(text: string): Promise<boolean>
  /** From the app's page: the library to restore, or null when there is none waiting. */
  takeLibrary(): Promise<string | null>
  /** From the app's page, once the library is restored: main forgets the file. */
  finish(): Promise<boolean>
}

export const MIGRATION_IPC = {
  export: 'deckLab:migration.export',
  take: 'deckLab:migration.take',
  finish: 'deckLab:migration.finish',
} as const

/** A library far beyond any real one (500 decks × 300 versions); a bigger text is refused. */
export const MAX_MIGRATION_TEXT = 256 * 1024 * 1024
