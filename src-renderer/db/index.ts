// The repository the app uses; tests put one over a fresh fake database.
import { api } from '../api'
import { appDatabase } from './database'
import { DeckRepository } from './decks'

let repository: DeckRepository | null = null

/** The library of the game the app shows (asked at every call: the game can change). */
export function deckRepository(): DeckRepository {
  return (repository ??= new DeckRepository(appDatabase(), { game: () => api.game }))
}

export function setDeckRepository(next: DeckRepository | null): void {
  repository = next
}

export { DeckLabDatabase } from './database'
export { DeckRepository } from './decks'
export type { DeckRecord, DeckVersionRecord, VersionReason } from './schema'
