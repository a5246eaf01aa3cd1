// The opening lab of each game, in a registry of its own: lab worker threads import this one, not
// src-main/games/index.ts, as a thread that loaded every catalog, reader and PDF module would
// start much later. The main registry holds the same objects.
import type { GameId } from '@shared/games'
import { creaturesLab } from './creatures/lab'
import { fftcgLab } from './fftcg/lab'
import { vanguardLab } from './vanguard/lab'
import { mtgLab } from './mtg/lab'
import { entryOfGame, type MainLab } from '../game/main-game'

export const MAIN_LABS = { fftcg: fftcgLab, creatures: creaturesLab, vanguard: vanguardLab, mtg: mtgLab } as const satisfies Record<GameId, MainLab | null>

/** The lab of a game, or null when it has none; throws a RangeError for an unknown id. */
export function labOf(id: string): MainLab | null {
  return entryOfGame<MainLab | null>(MAIN_LABS, id)
}
