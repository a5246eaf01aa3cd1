// Where a Magic card's picture is shown from: the card-image door under the game, by the card's
// id, when the card data has a picture (Scryfall's; MTGJSON gives none). Main fetches and caches it.
import type { MtgCard } from '@shared/games/mtg/card'
import { imageUrlFor } from '../../components/images/imageUrl'
import { usePicture } from '../../composables/usePicture'

export const MTG_GAME = 'mtg'

export function pictureUrlOf(card: Pick<MtgCard, 'id' | 'imageUrl'>): string | null {
  return card.imageUrl ? imageUrlFor(MTG_GAME, card.id) : null
}

/** The card's picture (usePicture): null when it has none or it could not be shown. */
export function useCardPicture(card: () => Pick<MtgCard, 'id' | 'imageUrl'> | null) {
  return usePicture(() => {
    const c = card()
    return c ? pictureUrlOf(c) : null
  })
}
