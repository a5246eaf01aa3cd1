// Card-image preferences and the image cache as main reports it. Preferences that only concern
// this window (drawn "text cards", list or grid) persist in localStorage; the cache settings
// (host, size limit) live in main, asked for and changed through the API.
import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { ImageCacheInfo, ImageSettingsRequest } from '@shared/channels/images'
import { api } from '../api'

export const TEXT_CARDS_KEY = 'decklab.images.textCards'
export const CARDS_VIEW_KEY = 'decklab.cards.view'
export type CardsViewMode = 'list' | 'grid'

function load(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null // storage disabled: the choice lasts for the session
  }
}
function save(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // as above
  }
}

export const useImagesStore = defineStore('images', () => {
  /** Show drawn cards instead of the card art, always. */
  const textCards = ref(load(TEXT_CARDS_KEY) === 'true')
  const cardsView = ref<CardsViewMode>(load(CARDS_VIEW_KEY) === 'grid' ? 'grid' : 'list')
  watch(textCards, (value) => save(TEXT_CARDS_KEY, String(value)))
  watch(cardsView, (value) => save(CARDS_VIEW_KEY, value))

  const cache = shallowRef<ImageCacheInfo | null>(null)
  const failure = ref<string | null>(null)

  async function call(action: () => Promise<ImageCacheInfo>): Promise<void> {
    try {
      cache.value = await action()
      failure.value = null
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    }
  }
  const refreshCache = () => call(() => api.invoke('images.cacheInfo', {}))
  const clearCache = () => call(() => api.invoke('images.clearCache', {}))
  const updateSettings = (settings: ImageSettingsRequest) => call(() => api.invoke('images.setSettings', settings))

  return { textCards, cardsView, cache, failure, refreshCache, clearCache, updateSettings }
})
