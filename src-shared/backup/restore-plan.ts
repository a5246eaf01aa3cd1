// Restoring a backup into a library that already has decks: what is new, what is the same, and
// which decks differ (conflicts the user settles: keep mine, take the backup's, or keep both).
// Pure: the database side (src-renderer/db/backup.ts) reads the records and writes the changes.
import { cardCount, deckSizes, mainPile } from '../game/deck-piles'
import { GAMES } from '../games'
import type { BackupDeck, BackupFile, BackupLabResult, BackupPlaytest, BackupVersion } from './schema'

export type Resolution = 'mine' | 'theirs' | 'both'
export const RESOLUTIONS: readonly Resolution[] = ['mine', 'theirs', 'both']

export interface DeckConflict {
  id: string
  mine: BackupDeck
  theirs: BackupDeck
}

export interface RestorePlan {
  /** Decks of the backup the library does not have. */
  added: BackupDeck[]
  /** Decks the library has exactly as in the backup (nothing to do). */
  same: BackupDeck[]
  conflicts: DeckConflict[]
  /** Versions, playtests and saved lab runs of the backup the library does not have (by id). */
  newVersions: number
  newPlaytests: number
  newLabResults: number
}

/** What the library holds now, as plain records. */
export interface LibraryRecords {
  decks: BackupDeck[]
  versions: Pick<BackupVersion, 'id'>[]
  playtests: Pick<BackupPlaytest, 'id'>[]
  labResults: Pick<BackupLabResult, 'id'>[]
}

export interface RestoreChanges {
  /** Decks to write (new ones, and the backup's where it wins). */
  putDecks: BackupDeck[]
  addVersions: BackupVersion[]
  addPlaytests: BackupPlaytest[]
  addLabResults: BackupLabResult[]
}

export interface ResolveOptions {
  now: number
  newId: () => string
  /** The name of the backup's copy when both are kept. */
  copyName: (name: string) => string
}

/** The fields a user would call "the deck" (not when it was last opened or versioned). */
function content(deck: BackupDeck): string {
  const { game, name, format, piles, notes, tags, deletedAt } = deck
  const pileIds = Object.keys(piles).filter((id) => piles[id]!.length).sort()
  return JSON.stringify([game, name, format, pileIds.map((id) => [id, piles[id]]), notes, tags, deletedAt])
}

/**
 * A deck's cards as its game counts them in its format, as the library shows a deck: every pile
 * the format's total names (Vanguard: ride deck and main deck, 50), else the main pile.
 */
export function deckCardCount(deck: Pick<BackupDeck, 'game' | 'format' | 'piles'>): number {
  const rules = GAMES[deck.game].deck
  return deckSizes(rules, deck.format, deck.piles).total?.count ?? cardCount(mainPile(rules, deck.piles))
}

export function planRestore(library: LibraryRecords, backup: BackupFile): RestorePlan {
  const mine = new Map(library.decks.map((d) => [d.id, d]))
  const plan: RestorePlan = { added: [], same: [], conflicts: [], newVersions: 0, newPlaytests: 0, newLabResults: 0 }
  for (const theirs of backup.decks) {
    const deck = mine.get(theirs.id)
    if (!deck) plan.added.push(theirs)
    else if (content(deck) === content(theirs)) plan.same.push(theirs)
    else plan.conflicts.push({ id: theirs.id, mine: deck, theirs })
  }
  const versions = new Set(library.versions.map((v) => v.id))
  const playtests = new Set(library.playtests.map((p) => p.id))
  plan.newVersions = backup.versions.filter((v) => !versions.has(v.id)).length
  plan.newPlaytests = backup.playtests.filter((p) => !playtests.has(p.id)).length
  const labResults = new Set(library.labResults.map((r) => r.id))
  plan.newLabResults = backup.labResults.filter((r) => !labResults.has(r.id)).length
  return plan
}

export class UnresolvedConflictsError extends Error {
  constructor(readonly ids: string[]) {
    super(`${ids.length} deck conflict(s) not settled: ${ids.join(', ')}`)
    this.name = 'UnresolvedConflictsError'
  }
}

/**
 * The writes a restore makes. Nothing of the library is ever removed or overwritten without a
 * trace: taking the backup's deck first keeps the library's as a `before-restore` version.
 */
export function resolveRestore(
  library: LibraryRecords,
  backup: BackupFile,
  resolutions: Readonly<Record<string, Resolution>>,
  options: ResolveOptions,
): RestoreChanges {
  const plan = planRestore(library, backup)
  const unsettled = plan.conflicts.filter((c) => !resolutions[c.id]).map((c) => c.id)
  if (unsettled.length) throw new UnresolvedConflictsError(unsettled)

  const knownVersions = new Set(library.versions.map((v) => v.id))
  const knownPlaytests = new Set(library.playtests.map((p) => p.id))
  const knownLabResults = new Set(library.labResults.map((r) => r.id))
  const changes: RestoreChanges = { putDecks: [...plan.added], addVersions: [], addPlaytests: [], addLabResults: [] }
  /** Decks whose backup copy is written under a new id (keep both): old id → new id. */
  const copies = new Map<string, string>()
  /** The versions of those decks, copied under new ids too: old id → new id. */
  const copiedVersions = new Map<string, string>()

  for (const { id, mine, theirs } of plan.conflicts) {
    const resolution = resolutions[id]
    if (resolution === 'theirs') {
      changes.addVersions.push({
        id: options.newId(),
        deckId: id,
        createdAt: options.now,
        name: null,
        reason: 'before-restore',
        game: mine.game,
        piles: Object.fromEntries(Object.entries(mine.piles).map(([pile, list]) => [pile, list.map((e) => ({ ...e }))])),
        format: mine.format,
        deckName: mine.name,
      })
      changes.putDecks.push(theirs)
    } else if (resolution === 'both') {
      const copyId = options.newId()
      copies.set(id, copyId)
      changes.putDecks.push({ ...theirs, id: copyId, name: options.copyName(theirs.name) })
    }
  }

  for (const version of backup.versions) {
    const copyId = copies.get(version.deckId)
    if (copyId) {
      const copy = { ...version, id: options.newId(), deckId: copyId }
      copiedVersions.set(version.id, copy.id)
      changes.addVersions.push(copy)
    } else if (!knownVersions.has(version.id)) changes.addVersions.push(version)
  }
  changes.addPlaytests = backup.playtests.filter((p) => !knownPlaytests.has(p.id))
  // Saved lab runs go with their deck like its versions: a deck kept twice has its runs twice, the
  // copy's pointing at the copy's versions (a version that is not the deck's own is forgotten).
  for (const run of backup.labResults) {
    const copyId = copies.get(run.deckId)
    if (copyId) {
      const versionId = run.versionId === null ? null : (copiedVersions.get(run.versionId) ?? null)
      changes.addLabResults.push({ ...run, id: options.newId(), deckId: copyId, versionId })
    } else if (!knownLabResults.has(run.id)) changes.addLabResults.push(run)
  }
  return changes
}
