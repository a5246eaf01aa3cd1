// The creature game's catalog: the bundled demo set (resources/creatures-demo-set.json), indexed by
// the generic field index, with the user's card sets over it. An imported file becomes one of those
// card sets (src-main/card-sets/, the Card sets screen's own store), so cards live in one home.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { ImportReport } from '@shared/api'
import { readCardSetFile } from '@shared/game/user-card-files'
import { gameModule } from '@shared/games'
import type { CreatureCard } from '@shared/games/creatures/card'
import { creatureResolver } from '@shared/games/creatures/decklist'
import { creatureUserCards } from '@shared/games/creatures/user-cards'
import { CardSetStore } from '../../card-sets/card-set-store'
import { fieldCardIndex } from '../../catalog/field-index'
import { findResourcesDir } from '../../catalog/resources-dir'
import type { BundledCards, CardSets, CardStoreOf, CatalogDriver } from '../main-game'
import { readCreatureSetFile, type CreatureSetRead } from './read-set-file'

export const DEMO_SET_FILE = 'creatures-demo-set.json'
const GAME = 'creatures'

/** The catalog's imports are the user's card sets: their cards reach it through useSetCards. */
export class SetImportStore implements CardStoreOf<CreatureCard> {
  constructor(readonly sets: CardSets) {}

  load() {
    const imports = this.sets.list(GAME).sets.map((set) => ({ fileName: set.name, format: 'card set', importedAt: set.updatedAt, cards: set.cardCount }))
    return { cards: [] as CreatureCard[], imports }
  }
}

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

const indexOf = (cards: CreatureCard[]) =>
  fieldCardIndex(cards, { game: GAME, schema: gameModule(GAME).cards, resolver: (all) => creatureResolver(all) })

/** Cards by key, the later list's card replacing the earlier's. */
function mergeByKey(bundled: readonly CreatureCard[], stored: readonly CreatureCard[]): CreatureCard[] {
  const keyOf = gameModule(GAME).cards.keyOf
  const merged = new Map(bundled.map((card) => [keyOf(card), card]))
  for (const card of stored) merged.set(keyOf(card), card)
  return [...merged.values()]
}

export const creaturesCatalog: CatalogDriver<CreatureCard, SetImportStore, CreatureSetRead> = {
  bundledPath: (resourcesDir = findResourcesDir(DEMO_SET_FILE, import.meta.url)) => join(resourcesDir, DEMO_SET_FILE),
  openBundled(path) {
    const bundle = loadDemoSet(path)
    return { bundle, index: indexOf(bundle.cards) }
  },
  loadBundled: loadDemoSet,
  index: indexOf,
  merge: mergeByKey,
  openStore: (userDataDir, sets) =>
    new SetImportStore(sets ?? new CardSetStore({ userDataDir, specOf: (game) => (game === GAME ? creatureUserCards : undefined) })),
  readImport: readCreatureSetFile,
  async storeImport(read, store, current): Promise<ImportReport> {
    const name = read.name.replace(/\.[a-z]+$/i, '').slice(0, 80) || undefined
    const { set, added, replaced } = await store.sets.importFile({ game: GAME, text: read.text, format: read.format, name })
    const keyOf = gameModule(GAME).cards.keyOf
    const keys = new Set(current.map(keyOf))
    const fresh = (set.cards as CreatureCard[]).filter((card) => !keys.has(keyOf(card))).length
    return { format: `${read.format} card set "${set.name}"`, added, updated: replaced, unchanged: 0, total: current.length + fresh }
  },
}
