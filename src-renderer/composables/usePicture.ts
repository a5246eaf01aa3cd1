import { computed, ref, watch } from 'vue'

/**
 * A picture to show, as a component uses it: null when there is none or when it could not be
 * shown (`failed`, from the image's error), so that the component draws the card instead; a new
 * address is tried again.
 */
export function usePicture(url: () => string | null) {
  const address = computed(url)
  const hasFailed = ref(false)
  watch(address, () => (hasFailed.value = false))
  return { picture: computed(() => (hasFailed.value ? null : address.value)), failed: () => (hasFailed.value = true) }
}
