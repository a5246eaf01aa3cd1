// FFTCG in the main process: its catalog (bundled pack, bit-set search, the official card-file
// readers), its opening lab simulator, its deck registration sheet and its card image codes.
import { join } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import { parseCode } from '@shared/games/fftcg/codes'
import type { CatalogDriver, MainGame } from '../../game/main-game'
import { BUNDLED_CARDS_FILE, defaultResourcesDir, loadBundledCards } from './catalog/bundled-data'
import { loadBundledIndexes } from './catalog/bundled-pack'
import { fftcgCardIndex } from './catalog/card-index'
import { UserCardStore, mergeCards } from './catalog/user-card-store'
import { storeCardImport, type ReadCardImport } from './import/import-card-file'
import { CARD_READERS } from '../card-readers'
import { MAIN_LABS } from '../labs'
import { cardDetails } from './card-details'
import { fftcgCliText } from './cli-text'
import type { SheetInput } from './sheet-pdf'
import { sheetFileName } from './sheet-file-name'
import { listsOfPiles, type Piles } from '@shared/games/fftcg/deck/piles'
import { CardUpdater } from './update/card-updater'

const catalog: CatalogDriver<Card, UserCardStore, ReadCardImport> = {
  bundledPath: (resourcesDir = defaultResourcesDir()) => join(resourcesDir, BUNDLED_CARDS_FILE),
  openBundled(path) {
    // The cards exactly as bundled: their prebuilt pack and word index apply.
    const { bundle, search, codes } = loadBundledIndexes(path)
    return { bundle, index: fftcgCardIndex(bundle.cards, search, codes) }
  },
  loadBundled: (path) => loadBundledCards(path),
  index: (cards) => fftcgCardIndex(cards),
  merge: (bundled, stored) => mergeCards(bundled, stored).cards,
  openStore: (userDataDir) => new UserCardStore(userDataDir),
  readImport: CARD_READERS.fftcg,
  storeImport: (read, store, current, now) => storeCardImport(read, store, current, now).report,
}

export const fftcgMain = {
  catalog,
  lab: MAIN_LABS.fftcg,
  sheet: {
    // The sheet request carries piles (export.sheetPdf); the sheet lays out the main deck and the Limit Break pile.
    make: async (input, lookup, now) => {
      const { piles, ...rest } = input as Omit<SheetInput, 'entries' | 'limitBreak'> & { piles: Piles }
      // pdf-lib (hundreds of modules) loads with the first sheet, not with every start (issue 30).
      const { makeSheetPdf } = await import('./sheet-pdf')
      return makeSheetPdf({ ...rest, ...listsOfPiles(piles) }, lookup as (code: string) => Card | null, now)
    },
    fileName: sheetFileName,
  },
  images: {
    codeOf: (raw) => parseCode(raw)?.code ?? null,
    // The official card browser's scans (the bundled cards' `image`, bundled-pack.ts).
    officialHost: 'https://fftcg.cdn.sewest.net',
    addressOf: (code, cardOf) => {
      const card = cardOf(code) as Card | null
      return card?.image ? { code: card.code, url: card.image } : null
    },
  },
  // The official card browser and the publisher's site.
  externalHosts: ['fftcg.square-enix-games.com', 'www.square-enix-games.com'],
  describeCard: (card) => cardDetails(card as Card),
  updater: ({ userDataDir, catalog }) => new CardUpdater({ userDataDir, catalog, store: new UserCardStore(userDataDir) }),
  cli: fftcgCliText,
} satisfies MainGame
