// Magic: The Gathering in the main process: its catalog (the bundled cards, or Scryfall's oracle
// cards once downloaded, with imported files over them, through the generic field index), its
// card-file reader, its opening lab and its CLI text. No printable deck sheet.
import type { MtgCard } from '@shared/games/mtg/card'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../main-game'
import { mtgCatalog } from './catalog'
import { mtgCardText, mtgCliText } from './cli-text'

export const mtgMain = {
  catalog: { ...mtgCatalog, readImport: CARD_READERS.mtg },
  lab: MAIN_LABS.mtg,
  // Magic's image addresses are Scryfall's (MtgCard.imageUrl), which name no card code.
  images: { codeOf: () => null },
  describeCard: (card) => mtgCardText(card as MtgCard),
  cli: mtgCliText,
} satisfies MainGame
