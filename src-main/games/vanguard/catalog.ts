// Vanguard's catalog: the bundled D-series cards (resources/vanguard-cards.json, built by
// scripts/build-vanguard-cards.ts), searched through the generic field index from the module's
// card fields, with the user's card sets over them. An imported file becomes one of those card
// sets (src-main/card-sets/), as the creature game's does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gameModule } from '@shared/games'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { readBuiltVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { vanguardResolver } from '@shared/games/vanguard/decklist'
import { vanguardUserCards } from '@shared/games/vanguard/user-cards'
import { CardSetStore } from '../../card-sets/card-set-store'
import { fieldCardIndex } from '../../catalog/field-index'
import { findResourcesDir } from '../../catalog/resources-dir'
import { mergeByKey, SetImportStore, storeAsCardSet } from '../../catalog/set-imports'
import type { BundledCards, CatalogDriver } from '../../game/main-game'
import { readVanguardSetFile, type VanguardSetRead } from './read-set-file'

export const BUNDLED_FILE = 'vanguard-cards.json'
const GAME = 'vanguard'

/** The bundled cards (checked card by card when built, spot-checked here: readBuiltVanguardBundle); the provenance names the source file and where it came from. */
export function loadVanguardBundle(path: string): BundledCards<VanguardCard> {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`bundled card data ${path}: ${(error as Error).message}`)
  }
  const { meta, cards } = readBuiltVanguardBundle(json)
  return { meta: { ...meta, source: `${meta.source} (${meta.origin})` }, cards }
}

const keyOf = (card: VanguardCard) => gameModule(GAME).cards.keyOf(card)
const indexOf = (cards: VanguardCard[]) => fieldCardIndex(cards, { game: GAME, schema: gameModule(GAME).cards, resolver: (all) => vanguardResolver(all) })

export const vanguardCatalog: CatalogDriver<VanguardCard, SetImportStore<VanguardCard>, VanguardSetRead> = {
  bundledPath: (resourcesDir = findResourcesDir(BUNDLED_FILE, import.meta.url)) => join(resourcesDir, BUNDLED_FILE),
  openBundled(path) {
    const bundle = loadVanguardBundle(path)
    return { bundle, index: indexOf(bundle.cards) }
  },
  loadBundled: loadVanguardBundle,
  index: indexOf,
  merge: mergeByKey(keyOf),
  openStore: (userDataDir, sets) =>
    new SetImportStore<VanguardCard>(GAME, sets ?? new CardSetStore({ userDataDir, specOf: (game) => (game === GAME ? vanguardUserCards : undefined) })),
  readImport: readVanguardSetFile,
  storeImport: storeAsCardSet(keyOf),
}
