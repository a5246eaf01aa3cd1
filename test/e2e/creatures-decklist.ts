// A legal deck of the creature game's bundled demo set, as a decklist: its first 13 creatures
// (none starred) three times each and one more, the game's 40.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const demo = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'resources', 'creatures-demo-set.json'), 'utf8')) as { cards: { code: string; name: string; category: string; unique: boolean }[] }

export const CREATURES_DECKLIST = demo.cards
  .filter((c) => c.category === 'creature' && !c.unique)
  .slice(0, 14)
  .map((c, i) => `${i === 13 ? 1 : 3}x ${c.name} (${c.code})`)
  .join('\n')
