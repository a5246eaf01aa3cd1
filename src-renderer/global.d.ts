import type { DeckLabBridge } from '@shared/api-envelope'

declare global {
  interface Window {
    /** Exposed by the Electron preload, or installed by api.ts in browser mode. */
    deckLab?: DeckLabBridge
  }
}

export {}
