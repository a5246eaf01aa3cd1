// Saved opening-lab runs of a deck (schema v4): the parameters and the LabReport of every finished
// run, with the card list it measured, so that two versions of a deck can be compared later.
import type { DeckEntry } from '@shared/game/module'
import type { LabReport } from '@shared/games'
import { DEFAULT_GAME, type GameId } from '@shared/games'
import { api } from '../api'
import { appDatabase, type DeckLabDatabase } from './database'
import type { LabResultRecord, LabRunParameters } from './schema'

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** A saved run with its report typed (the table stores it as plain JSON). */
export interface SavedLabRun extends Omit<LabResultRecord, 'results'> {
  results: LabReport
}

export interface NewLabRun {
  deckId: string
  versionId: string | null
  deckName: string
  entries: readonly DeckEntry[]
  /** The deck's played piles besides the main one (Vanguard's ride deck): part of the cards measured. */
  piles?: PlayedPiles
  parameters: LabRunParameters
  results: LabReport
}

/** A deck's piles played besides the main one, by pile id (Vanguard: `ride`). */
export type PlayedPiles = Readonly<Record<string, readonly DeckEntry[]>>

/**
 * FNV-1a over the sorted "code×count" lines (a played pile's lines as "pile:code×count"): the
 * same cards give the same hash whatever the order of their lines (a version restored, a deck
 * re-imported). A deck without played piles (FFTCG) hashes as its main pile alone, as before.
 */
export function entriesHash(entries: readonly DeckEntry[], piles: PlayedPiles = {}): string {
  const lines = (list: readonly DeckEntry[], prefix: string) => list.filter((e) => e.count > 0).map((e) => `${prefix}${e.code}×${e.count}`)
  const text = [...lines(entries, ''), ...Object.entries(piles).flatMap(([id, list]) => lines(list, `${id}:`))]
    .sort()
    .join('\n')
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `lab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export class LabResultRepository {
  constructor(
    readonly db: DeckLabDatabase,
    private readonly clock: () => number = Date.now,
    /** The game of the runs saved (the app's current game). */
    private readonly game: () => GameId = () => DEFAULT_GAME,
  ) {}

  async save(run: NewLabRun): Promise<SavedLabRun> {
    const record: LabResultRecord = plain({
      id: newId(),
      game: this.game(),
      deckId: run.deckId,
      versionId: run.versionId,
      entriesHash: entriesHash(run.entries, run.piles),
      entries: run.entries.map((e) => ({ code: e.code, count: e.count })),
      deckName: run.deckName,
      parameters: run.parameters,
      results: run.results,
      createdAt: this.clock(),
    })
    await this.db.labResults.add(record)
    return record as SavedLabRun
  }

  /** Saved runs of a deck, newest first. */
  async forDeck(deckId: string, limit = 50): Promise<SavedLabRun[]> {
    const list = await this.db.labResults.where('[deckId+createdAt]').between([deckId, -Infinity], [deckId, Infinity]).toArray()
    return (list.reverse().slice(0, limit) as SavedLabRun[])
  }

  async remove(id: string): Promise<void> {
    await this.db.labResults.delete(id)
  }
}

let shared: LabResultRepository | null = null

/** The repository the app uses; tests put one over a fresh fake database. */
export function labResultRepository(): LabResultRepository {
  return (shared ??= new LabResultRepository(appDatabase(), Date.now, () => api.game))
}

export function setLabResultRepository(next: LabResultRepository | null): void {
  shared = next
}
