// The page's first script, small and on its own: on a deck's address it starts reading the deck
// and its cards while the app's bundle downloads and runs (lib/early-deck.ts says why).
import type { GameId } from '@shared/games'
import { api } from './api'
import { deckIdOfHash, startEarlyDeck } from './lib/early-deck'

const id = deckIdOfHash(location.hash)
if (id && globalThis.indexedDB) startEarlyDeck(id, indexedDB, (game, codes) => api.invoke('cards.get', { game: game as GameId, codes }))
