// The creature game's catalog: the bundled demo set (resources/creatures-demo-set.json), indexed by
// the generic field index, with the user's card sets over it. An imported file becomes one of those
// card sets (src-main/card-sets/, the Card sets screen's own store), so cards live in one home.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { readCardSetFile } from '@shared/game/user-card-files'
import { gameModule } from '@shared/games'
import type { CreatureCard } from '@shared/games/creatures/card'
import { creatureResolver } from '@shared/games/creatures/decklist'
import { creatureUserCards } from '@shared/games/creatures/user-cards'
import { CardSetStore } from '../../card-sets/card-set-store'
import { fieldCardIndex } from '../../catalog/field-index'
import { findResourcesDir } from '../../catalog/resources-dir'
import { mergeByKey, SetImportStore, storeAsCardSet } from '../../catalog/set-imports'
import type { BundledCards, CatalogDriver } from '../../game/main-game'
import { readCreatureSetFile, type CreatureSetRead } from './read-set-file'

export const DEMO_SET_FILE = 'creatures-demo-set.json'
const GAME = 'creatures'

/** The demo set, checked by the game's own card schema like any set file. */
export function loadDemoSet(path: string): BundledCards<CreatureCard> {
  const text = readFileSync(path, 'utf8')
  const read = readCardSetFile(creatureUserCards, text, { game: GAME, format: 'json' })
  if (!read.ok) throw new Error(`bundled card data ${path}: ${read.problems.slice(0, 3).map((p) => [p.record, p.field, p.message].filter(Boolean).join(' ')).join('; ')}`)
  const meta = {
    source: `resources/${basename(path)} (${read.name ?? 'demo set'})`,
    sourceSha256: createHash('sha256').update(text).digest('hex'),
    builtAt: statSync(path).mtime.toISOString(),
    cardCount: read.cards.length,
    generator: 'written for the project (issue 12.2)',
  }
  return { meta, cards: read.cards }
}

const keyOf = (card: CreatureCard) => gameModule(GAME).cards.keyOf(card)
const indexOf = (cards: CreatureCard[]) =>
  fieldCardIndex(cards, { game: GAME, schema: gameModule(GAME).cards, resolver: (all) => creatureResolver(all) })

export const creaturesCatalog: CatalogDriver<CreatureCard, SetImportStore<CreatureCard>, CreatureSetRead> = {
  bundledPath: (resourcesDir = findResourcesDir(DEMO_SET_FILE, import.meta.url)) => join(resourcesDir, DEMO_SET_FILE),
  openBundled(path) {
    const bundle = loadDemoSet(path)
    return { bundle, index: indexOf(bundle.cards) }
  },
  loadBundled: loadDemoSet,
  index: indexOf,
  merge: mergeByKey(keyOf),
  openStore: (userDataDir, sets) =>
    new SetImportStore<CreatureCard>(GAME, sets ?? new CardSetStore({ userDataDir, specOf: (game) => (game === GAME ? creatureUserCards : undefined) })),
  readImport: readCreatureSetFile,
  storeImport: storeAsCardSet(keyOf),
}
