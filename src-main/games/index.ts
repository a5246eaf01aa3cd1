// The main process's registry of games: what main needs of each game beyond its shared module
// (src-shared/games/index.ts), found by id. A registered game missing here is a compile error.
import type { GameId } from '@shared/games'
import { creaturesMain } from './creatures'
import { fftcgMain } from './fftcg'
import { vanguardMain } from './vanguard'
import { mtgMain } from './mtg'
import { entryOfGame, type MainGame } from '../game/main-game'

export const MAIN_GAMES = { fftcg: fftcgMain, creatures: creaturesMain, vanguard: vanguardMain, mtg: mtgMain } as const satisfies Record<GameId, MainGame>

/** What a game's card-file reader hands on (FFTCG's: the raw and normalised cards). */
export type ImportReadOf<G extends GameId> = ReturnType<(typeof MAIN_GAMES)[G]['catalog']['readImport']>

/** A game's main-side parts; throws a RangeError for an id that is not a registered game. */
export function mainGame(id: string): MainGame {
  return entryOfGame<MainGame>(MAIN_GAMES, id)
}

export type { MainGame } from '../game/main-game'
