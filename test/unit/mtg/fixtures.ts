// Real Magic cards for the tests: the committed catalog resources/mtg-cards.json (built from
// ../shared/data/mtg/), so that tests run without ../shared.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'
import type { MtgCard } from '@shared/games/mtg/card'

export const root = resolve(import.meta.dirname, '../../..')
export const bundleText = readFileSync(resolve(root, 'resources/mtg-cards.json'), 'utf8')
export const bundle = readMtgBundle(JSON.parse(bundleText))
export const cards = bundle.cards
const byName = new Map(cards.map((c) => [c.name, c]))
export const card = (name: string): MtgCard => {
  const found = byName.get(name)
  if (!found) throw new Error(`no card ${name} in resources/mtg-cards.json`)
  return found
}
