// The renderer's registry of games: each game's UI parts (./contract.ts), found by game id here and
// nowhere else. A registered game without its parts is a compile error.
import type { GameId } from '@shared/games'
import type { RendererGame } from './contract'
import { creaturesParts } from './creatures'
import { fftcgParts } from './fftcg'
import { vanguardRendererGame } from './vanguard'
import { mtgRendererGame } from './mtg'

export { DECK_LINE, type DeckLine, type Headline, type RendererGame } from './contract'

export const RENDERER_GAMES = { fftcg: fftcgParts, creatures: creaturesParts, vanguard: vanguardRendererGame, mtg: mtgRendererGame } as const satisfies Record<GameId, RendererGame>

export function rendererGame(id: GameId): RendererGame {
  return RENDERER_GAMES[id]
}
