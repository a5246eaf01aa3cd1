// What the image service asks of the games: where a game's pictures are, how its host wants to be
// asked, and the official address of the picture a code names (a card, or a face of one). Each
// game answers in its main module (images); a game without an official host (the creature game,
// whose pictures are its card sets') has no picture to download.
import { DEFAULT_GAME, type GameId } from '@shared/games'
import type { ImageHostOfGame, ResolveImage } from '../images/image-service'
import { MAIN_GAMES } from '.'
import type { MainGame } from '../game/main-game'

export function imageHostOfGame(game: GameId): ImageHostOfGame | undefined {
  const { officialHost, manners } = (MAIN_GAMES[game] as MainGame).images
  return officialHost ? { officialHost, manners } : undefined
}

/** The resolver over the games' catalogs: `cardOf(game, code)` is the card a code names, or null. */
export function pictureResolver(cardOf: (game: GameId, code: string) => unknown): ResolveImage {
  return (code, game = DEFAULT_GAME) => {
    const address = (MAIN_GAMES[game] as MainGame).images.addressOf?.(code, (c) => cardOf(game, c)) ?? null
    if (address) return { code: address.code, image: address.url }
    return cardOf(game, code) ? { code, image: null } : null
  }
}
