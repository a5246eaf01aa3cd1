// Cardfight!! Vanguard in the main process: its catalog (the bundled D-series cards and the user's
// card sets, through the generic field index), its card-file reader, its opening lab and its CLI
// text, and its pictures: a card whose file gives the official picture's address (en.cf-vanguard.com)
// has it downloaded once and cached. No printable deck sheet.
import type { VanguardCard } from '@shared/games/vanguard/card'
import { entryKey } from '@shared/games/vanguard/codes'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../../game/main-game'
import { vanguardCatalog } from './catalog'
import { vanguardCardText, vanguardCliText } from './cli-text'

export const vanguardMain = {
  catalog: { ...vanguardCatalog, readImport: CARD_READERS.vanguard },
  lab: MAIN_LABS.vanguard,
  images: {
    codeOf: (raw) => (raw.trim() ? entryKey(raw) : null),
    officialHost: 'https://en.cf-vanguard.com',
    addressOf: (code, cardOf) => {
      const card = cardOf(code) as VanguardCard | null
      return card?.image ? { code: entryKey(card.code), url: card.image } : null
    },
  },
  describeCard: (card) => vanguardCardText(card as VanguardCard),
  cli: vanguardCliText,
} satisfies MainGame
