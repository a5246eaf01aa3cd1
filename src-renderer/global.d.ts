import type { DeckLabApi } from '@shared/api'

declare global {
  interface Window {
    /** Exposed by the Electron preload; absent in browser mode (loopback HTTP bridge). */
    deckLab?: DeckLabApi
  }
}

export {}
