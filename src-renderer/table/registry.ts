// The table's parts of every game, by game id: a game without them does not compile.
import type { GameId } from '@shared/games'
import { creaturesTableParts } from '../games/creatures/table'
import { fftcgTableParts } from '../games/fftcg/table'
import { vanguardTableParts } from '../games/vanguard/table'
import { mtgTableParts } from '../games/mtg/table'
import type { GameTableParts } from './parts'

export const TABLE_PARTS = { fftcg: fftcgTableParts, creatures: creaturesTableParts, vanguard: vanguardTableParts, mtg: mtgTableParts } as const satisfies Record<GameId, GameTableParts>

export function tablePartsOf(game: GameId): GameTableParts {
  return TABLE_PARTS[game]
}
