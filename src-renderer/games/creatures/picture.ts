// Where a user-made card's picture is shown from: the card-image door, under the creature game,
// by the picture's set-picture code (src-shared/channels/card-set-pictures.ts).
import { setPictureImageCode } from '@shared/channels/card-set-pictures'
import type { CreatureCard } from '@shared/games/creatures/card'
import { imageUrlFor } from '../../components/images/imageUrl'
import { usePicture } from '../../composables/usePicture'

export const CREATURES_GAME = 'creatures'

/** The URL of the card's picture, or null when it has none. */
export function pictureUrlOf(card: Pick<CreatureCard, 'picture'>): string | null {
  return card.picture ? imageUrlFor(CREATURES_GAME, setPictureImageCode(CREATURES_GAME, card.picture)) : null
}

/** The picture to show for a card (usePicture): null when it has none or it could not be shown. */
export function useCardPicture(card: () => Pick<CreatureCard, 'picture'> | null) {
  return usePicture(() => {
    const c = card()
    return c ? pictureUrlOf(c) : null
  })
}
