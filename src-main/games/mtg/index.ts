// Magic: The Gathering in the main process: its catalog (the bundled cards, or Scryfall's oracle
// cards once downloaded, with imported files over them, through the generic field index), its
// card-file reader, its opening lab and its CLI text. No printable deck sheet.
import { parseDecklist } from '@shared/decklist/parse'
import type { MtgCard } from '@shared/games/mtg/card'
import { SCRYFALL_IMAGE_HOST, parsePictureCode, pictureAddress, pictureCode } from '@shared/games/mtg/picture'
import { parseMtgDecklist } from '@shared/games/mtg/decklist'
import { asParsedDecklist } from '@shared/games/mtg/decklist/parsed'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import type { MainGame } from '../../game/main-game'
import { mtgCatalog } from './catalog'
import { mtgCardText, mtgCliText } from './cli-text'
import { MtgCardUpdater } from './card-updater'

export const mtgMain = {
  catalog: { ...mtgCatalog, readImport: CARD_READERS.mtg },
  lab: MAIN_LABS.mtg,
  // A Magic picture's code is the card's oracle id (the catalog's code), `-back` for a back face:
  // downloaded from Scryfall as Scryfall asks of clients (one request at a time, 50–100 ms apart;
  // the user agent is the image service's), once per face, then from the cache.
  images: {
    codeOf: (raw) => {
      const named = parsePictureCode(raw)
      return named && pictureCode(named.id, named.face)
    },
    officialHost: SCRYFALL_IMAGE_HOST,
    addressOf: (code, cardOf) => {
      const named = parsePictureCode(code)
      const card = named && (cardOf(named.id) as MtgCard | null)
      const url = card && pictureAddress(card, named.face)
      return url ? { code: pictureCode(named.id, named.face), url } : null
    },
    manners: { concurrency: 1, minIntervalMs: 100 },
  },
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
