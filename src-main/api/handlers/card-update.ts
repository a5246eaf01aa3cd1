import { ApiError } from '@shared/api'
import type { GameId } from '@shared/games'
import type { CardDataUpdater } from '../../game/main-game'
import type { HandlerTable } from '../dispatch'

/** The games whose card data can be updated from an official source. */
export type CardUpdaters = Partial<Record<GameId, CardDataUpdater>>

export function cardUpdateHandlers(updaters: CardUpdaters): Pick<HandlerTable, `cardUpdate.${string}` & keyof HandlerTable> {
  const of = (game: GameId) => {
    const updater = updaters[game]
    if (!updater) throw new ApiError('unsupported', `${game} has no official card source to update from`)
    return updater
  }
  return {
    'cardUpdate.run': ({ game, source }) => of(game).update(source),
    'cardUpdate.info': ({ game }) => of(game).info(),
    'cardUpdate.setSource': ({ game, source }) => of(game).setSource(source),
  }
}
