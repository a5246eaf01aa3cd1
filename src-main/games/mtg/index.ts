// Magic: The Gathering in the main process: its catalog (the bundled cards, or Scryfall's oracle
// cards once downloaded, with imported files over them, through the generic field index), its
// card-file reader, its opening lab and its CLI text. No printable deck sheet.
import { parseDecklist } from '@shared/decklist/parse'
import type { MtgCard } from '@shared/games/mtg/card'
import { parseMtgDecklist } from '@shared/games/mtg/decklist'
import { asParsedDecklist } from '@shared/games/mtg/decklist/parsed'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../main-game'
import { mtgCatalog } from './catalog'
import { mtgCardText, mtgCliText } from './cli-text'
import { MtgCardUpdater } from './card-updater'

const ORACLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const mtgMain = {
  catalog: { ...mtgCatalog, readImport: CARD_READERS.mtg },
  lab: MAIN_LABS.mtg,
  // A Magic card's image URL names its oracle id (the catalog's code). Main has no Magic picture to
  // serve yet (MtgCard.imageUrl is Scryfall's address; the cache names FFTCG codes), so the door
  // answers 204 and the detail draws the card; any other code is refused.
  images: { codeOf: (raw) => (ORACLE_ID.test(raw) ? raw.toLowerCase() : null) },
  describeCard: (card) => mtgCardText(card as MtgCard),
  cli: mtgCliText,
  updater: ({ userDataDir, catalog }) => new MtgCardUpdater({ userDataDir, catalog }),
  // Every Magic format (Arena, MTGO text and .dek, Cockatrice, Moxfield, Forge, XMage); a Deck Lab
  // deck file (JSON) is the shared parser's.
  parseDecklist: (text, catalog) => {
    if (text.trimStart().startsWith('{')) return parseDecklist(text, catalog.cardResolver())
    const byId = (id: string) => (catalog.get([id]).cards[0] as MtgCard | undefined) ?? null
    return asParsedDecklist(parseMtgDecklist(text, { resolver: catalog.cardResolver(), byId }))
  },
} satisfies MainGame
