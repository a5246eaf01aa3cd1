// Real cards for decklist tests: the bundled database, a resolver over it, and the fixture lists.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import type { DeckEntry } from '@shared/games/fftcg/deck/deck'
import { createCardResolver } from '@shared/games/fftcg/card-resolver'

export const root = resolve(import.meta.dirname, '..', '..', '..')
export const fixturesDir = join(root, 'test', 'fixtures', 'decklists')

export const cards = (JSON.parse(readFileSync(join(root, 'resources', 'cards.json'), 'utf8')) as { cards: Card[] }).cards
export const resolver = createCardResolver(cards)
export const lookup = (code: string) => resolver.byCode(code)

export function fixture(name: string): string {
  return readFileSync(join(fixturesDir, name), 'utf8')
}

/** The Fire/Ice deck every fixture format lists (27 Forwards, 16 Backups, 7 Summons). */
export const FIRE_ICE: DeckEntry[] = [
  { code: '10-032H', count: 3 }, // Scylla
  { code: '11-005C', count: 3 }, // Black Mage Soldier
  { code: '11-015L', count: 2 }, // Braska’s Final Aeon
  { code: '11-023H', count: 3 }, // Verstael
  { code: '11-033R', count: 3 }, // Gentiana
  { code: '11-037L', count: 3 }, // Barthandelus
  { code: '11-040C', count: 3 }, // Yazoo
  { code: '11-042C', count: 3 }, // Loz
  { code: '12-015H', count: 3 }, // Forza
  { code: '12-017H', count: 1 }, // Magissa
  { code: '10-015R', count: 3 }, // Class First Moogle
  { code: '10-019C', count: 3 }, // Lusse
  { code: '10-022R', count: 3 }, // Yve'noile
  { code: '10-039C', count: 3 }, // Nag'molada
  { code: '11-002H', count: 2 }, // Interceptor
  { code: '11-030C', count: 2 }, // Chronos
  { code: '10-041C', count: 3 }, // Shivan
  { code: '12-002H', count: 2 }, // Amaterasu
  { code: '14-029R', count: 2 }, // Shivalry
]

/** Entries as a multiset, order aside. */
export function sorted(entries: readonly DeckEntry[]): DeckEntry[] {
  return [...entries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
}
