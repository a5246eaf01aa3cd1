import type { DeckLabBridge } from '@shared/api-envelope'
import type { OriginMigrationBridge } from '@shared/origin-migration'

declare global {
  interface Window {
    /** Exposed by the Electron preload, or installed by api.ts in browser mode. */
    deckLab?: DeckLabBridge
    /** Exposed by the Electron preload only: carries the library across to the app:// origin. */
    deckLabMigration?: OriginMigrationBridge
  }
}

export {}
