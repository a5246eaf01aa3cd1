// The repository the app uses; tests put one over a fresh fake database.
import { appDatabase } from './database'
import { DeckRepository } from './decks'

let repository: DeckRepository | null = null

export function deckRepository(): DeckRepository {
  return (repository ??= new DeckRepository(appDatabase()))
}

export function setDeckRepository(next: DeckRepository | null): void {
  repository = next
}

export { DeckLabDatabase } from './database'
export { DeckRepository } from './decks'
export type { DeckRecord, DeckVersionRecord, VersionReason } from './schema'
