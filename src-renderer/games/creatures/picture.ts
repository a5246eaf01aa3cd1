// Where a user-made card's picture is shown from: the card-image door, under the creature game,
// by the picture's set-picture code (src-shared/channels/card-set-pictures.ts).
import { computed, ref, watch } from 'vue'
import { setPictureImageCode } from '@shared/channels/card-set-pictures'
import type { CreatureCard } from '@shared/games/creatures/card'
import { imageUrlFor } from '../../components/images/imageUrl'

export const CREATURES_GAME = 'creatures'

/** The URL of the card's picture, or null when it has none. */
export function pictureUrlOf(card: Pick<CreatureCard, 'picture'>): string | null {
  return card.picture ? imageUrlFor(CREATURES_GAME, setPictureImageCode(CREATURES_GAME, card.picture)) : null
}

/**
 * The picture to show for a card, as a component uses it: null when the card has none or when it
 * could not be shown (`failed`, from the image's error), so the component draws without it.
 */
export function useCardPicture(card: () => Pick<CreatureCard, 'picture'> | null) {
  const url = computed(() => {
    const c = card()
    return c ? pictureUrlOf(c) : null
  })
  const hasFailed = ref(false)
  watch(url, () => (hasFailed.value = false))
  return { picture: computed(() => (hasFailed.value ? null : url.value)), failed: () => (hasFailed.value = true) }
}
