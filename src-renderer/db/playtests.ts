// Past playtests of a deck: one summary per game, saved when the game ends or is left (and
// updated if the same game goes on after an undo). Kept with the deck version it was played with.
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat } from './schema'
import { DEFAULT_GAME, type GameId } from '@shared/games'
import { api } from '../api'
import { appDatabase, type DeckLabDatabase } from './database'
import type { PlaytestRecord } from './schema'

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export class PlaytestRepository {
  constructor(
    readonly db: DeckLabDatabase,
    /** The game a summary without one was played in (the app's current game). */
    private readonly game: () => GameId = () => DEFAULT_GAME,
  ) {}

  /** Saves or replaces the summary of one game (its id is the game's record id). */
  async save(record: PlaytestRecord): Promise<void> {
    await this.db.playtests.put(plain({ ...record, game: record.game ?? this.game() }))
  }

  /** Playtests of a deck, newest first. */
  async forDeck(deckId: string, limit = 50): Promise<PlaytestRecord[]> {
    const list = await this.db.playtests.where('[deckId+endedAt]').between([deckId, -Infinity], [deckId, Infinity]).toArray()
    return list.reverse().slice(0, limit)
  }

  async remove(id: string): Promise<void> {
    await this.db.playtests.delete(id)
  }
}

export type { PlaytestRecord }
export type PlaytestDeck = { entries: DeckEntry[]; format: DeckFormat }

let shared: PlaytestRepository | null = null

/** The repository the app uses; tests put one over a fresh fake database. */
export function playtestRepository(): PlaytestRepository {
  return (shared ??= new PlaytestRepository(appDatabase(), () => api.game))
}

export function setPlaytestRepository(next: PlaytestRepository | null): void {
  shared = next
}
