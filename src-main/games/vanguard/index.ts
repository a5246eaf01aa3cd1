// Cardfight!! Vanguard in the main process: its catalog (the bundled D-series cards and the user's
// card sets, through the generic field index), its card-file reader, its opening lab and its CLI
// text. No printable deck sheet, no card images.
import type { VanguardCard } from '@shared/games/vanguard/card'
import { entryKey } from '@shared/games/vanguard/codes'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../main-game'
import { vanguardCatalog } from './catalog'
import { vanguardCardText, vanguardCliText } from './cli-text'

export const vanguardMain = {
  catalog: { ...vanguardCatalog, readImport: CARD_READERS.vanguard },
  lab: MAIN_LABS.vanguard,
  images: { codeOf: (raw) => (raw.trim() ? entryKey(raw) : null) },
  describeCard: (card) => vanguardCardText(card as VanguardCard),
  cli: vanguardCliText,
} satisfies MainGame
