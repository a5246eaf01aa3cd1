// Card-image preferences and the image cache as main reports it. The preferences only concern this
// window (drawn "text cards", list or grid) and persist in localStorage; they are a plain reactive
// object so that CardImage works wherever it is mounted, with or without Pinia. The cache settings
// (host, size limit) live in main, asked for and changed through the API by the store.
import { defineStore } from 'pinia'
import { reactive, ref, shallowRef, toRef, watch } from 'vue'
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

export interface ImagePreferences {
  /** Show drawn cards instead of the card art, always. */
  textCards: boolean
  cardsView: CardsViewMode
}

let preferences: ImagePreferences | null = null

/** The window's image preferences, loaded once, saved on every change. */
export function useImagePreferences(): ImagePreferences {
  if (preferences) return preferences
  const prefs = reactive<ImagePreferences>({
    textCards: load(TEXT_CARDS_KEY) === 'true',
    cardsView: load(CARDS_VIEW_KEY) === 'grid' ? 'grid' : 'list',
  })
  watch(() => prefs.textCards, (value) => save(TEXT_CARDS_KEY, String(value)), { flush: 'sync' })
  watch(() => prefs.cardsView, (value) => save(CARDS_VIEW_KEY, value), { flush: 'sync' })
  return (preferences = prefs)
}

/** Tests: forget the loaded preferences so that the next use reads storage again. */
export function resetImagePreferences(): void {
  preferences = null
}

export const useImagesStore = defineStore('images', () => {
  const prefs = useImagePreferences()
  const textCards = toRef(prefs, 'textCards')
  const cardsView = toRef(prefs, 'cardsView')

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
