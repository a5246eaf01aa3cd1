// The creature game in the main process: its catalog (the demo set and the user's card sets,
// through the generic field index), its opening lab, its card images (pictures of card sets) and
// its CLI text. It has no printable deck sheet.
import type { CreatureCard } from '@shared/games/creatures/card'
import { entryKey } from '@shared/games/creatures/deck/deck'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../../game/main-game'
import { creaturesCatalog } from './catalog'
import { creatureCardText, creaturesCliText } from './cli-text'

export const creaturesMain = {
  catalog: { ...creaturesCatalog, readImport: CARD_READERS.creatures },
  lab: MAIN_LABS.creatures,
  // A card's picture comes from its set (src-main/card-sets); an image URL names the card by code.
  images: { codeOf: (raw) => (raw.trim() ? entryKey(raw) : null) },
  describeCard: (card) => creatureCardText(card as CreatureCard),
  cli: creaturesCliText,
} satisfies MainGame
