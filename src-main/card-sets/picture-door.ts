// Card-set pictures through the card-image door (image-http.ts): a code that names a set picture
// (`set-picture.<game>.<hash>.<ext>`) is answered from the store, any other from the image cache.
import { parseSetPictureImageCode } from '@shared/channels/card-set-pictures'
import type { CardImageSource } from '../images/image-http'
import type { CardSetStore } from './card-set-store'

export function withSetPictures(images: CardImageSource, sets: Pick<CardSetStore, 'picture'>): CardImageSource {
  return {
    image(code, signal, game) {
      const named = parseSetPictureImageCode(code)
      return named ? sets.picture(named.game, named.picture) : images.image(code, signal, game)
    },
  }
}
