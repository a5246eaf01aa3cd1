// Where a Magic card's picture is shown from: the card-image door under the game, by the face's
// picture code (the card's id; `<id>-back` for the back of a card that turns over), when the card
// data has Scryfall's address for it. Main downloads it once and keeps it (src-main/images).
import type { MtgCard } from '@shared/games/mtg/card'
import { pictureAddress, pictureCode, type PictureFace } from '@shared/games/mtg/picture'
import { imageUrlFor } from '../../components/images/imageUrl'
import { usePicture } from '../../composables/usePicture'

export const MTG_GAME = 'mtg'

type Pictured = Pick<MtgCard, 'id' | 'imageUrl' | 'layout'>

/** The door's code for a face's picture, or null when the card data has none for it. */
export function pictureCodeOf(card: Pictured, face: PictureFace = 'front'): string | null {
  return pictureAddress(card, face) ? pictureCode(card.id, face) : null
}

export function pictureUrlOf(card: Pictured, face: PictureFace = 'front'): string | null {
  const code = pictureCodeOf(card, face)
  return code ? imageUrlFor(MTG_GAME, code) : null
}

/** A table card's picture by the card's id alone (the engine's card keeps no address): main answers 204 when it has none, and the table shows its own face. */
export function tablePictureUrl(id: string): string {
  return imageUrlFor(MTG_GAME, pictureCode(id))
}

/** The face's picture (usePicture): null when it has none or it could not be shown. */
export function useCardPicture(card: () => Pictured | null, face: () => PictureFace = () => 'front') {
  return usePicture(() => {
    const c = card()
    return c ? pictureUrlOf(c, face()) : null
  })
}
