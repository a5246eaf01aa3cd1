// Builds resources/cards-pack.json, the start-up form of resources/cards.json (see
// src-main/catalog/bundled-pack.ts). Run by build-card-data.ts after each build;
// alone: npx tsx scripts/build-card-pack.ts [--cards path]
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkBundle } from '../src-main/games/fftcg/catalog/bundled-data'
import { BUNDLED_PACK_FILE, asciiJson, packBundle } from '../src-main/games/fftcg/catalog/bundled-pack'

export function writeBundledPack(cardsPath: string): string {
  const bytes = readFileSync(cardsPath)
  const pack = packBundle(checkBundle(JSON.parse(bytes.toString('utf8')), cardsPath), bytes.length)
  const out = join(dirname(cardsPath), BUNDLED_PACK_FILE)
  writeFileSync(out + '.tmp', asciiJson(pack))
  renameSync(out + '.tmp', out)
  return out
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { cards: { type: 'string', default: resolve(import.meta.dirname, '..', 'resources', 'cards.json') } } })
  console.log(`start-up pack → ${writeBundledPack(resolve(values.cards))}`)
}
