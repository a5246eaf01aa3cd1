// Builds resources/vanguard-cards.json, the bundled Vanguard catalog, from the D-series file of
// ../shared/data/vanguard/ (provenance, decoding and gaps: SOURCE.md beside it, §1).
//   npx tsx scripts/build-vanguard-cards.ts [--input path] [--out path]
// Deterministic apart from meta.builtAt: same input, same cards, same order.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { readVanguardBundle, type VanguardBundle } from '../src-shared/games/vanguard/data/bundle'
import { cardsOfRecords, type EngineRecord } from '../src-shared/games/vanguard/data/vanguard-engine'

export const GENERATOR = 'scripts/build-vanguard-cards.ts'
export const ORIGIN = 'thepotatopower/VanguardEngine@2789bb9e47f928a4a2ab79317a1d550c364397c5 VanguardEngine/Properties/cards.db'
const projectRoot = resolve(import.meta.dirname, '..')
export const DEFAULT_INPUT = resolve(projectRoot, '../shared/data/vanguard/vanguardengine_dseries_cards.json')

export function buildVanguardBundle(input: Buffer, source: string, builtAt = new Date()): VanguardBundle {
  const file = JSON.parse(input.toString('utf8')) as { cards?: unknown }
  if (!Array.isArray(file.cards)) throw new Error('input has no "cards" list (expected the converted VanguardEngine file)')
  const { cards, notes } = cardsOfRecords(file.cards as EngineRecord[])
  // Through the schema the catalog is read with: what is written is exactly what loads.
  return readVanguardBundle({
    meta: {
      source,
      origin: ORIGIN,
      sourceSha256: createHash('sha256').update(input).digest('hex'),
      builtAt: builtAt.toISOString(),
      cardCount: cards.length,
      generator: GENERATOR,
      notes,
    },
    cards,
  })
}

function main(): void {
  const { values } = parseArgs({
    options: {
      input: { type: 'string', default: DEFAULT_INPUT },
      out: { type: 'string', default: resolve(projectRoot, 'resources/vanguard-cards.json') },
    },
  })
  const inputPath = resolve(values.input)
  const outPath = resolve(values.out)
  const bundle = buildVanguardBundle(readFileSync(inputPath), relative(projectRoot, inputPath).split(sep).join('/'))
  const json = JSON.stringify(bundle)
  mkdirSync(dirname(outPath), { recursive: true })
  // Write then rename: a failed run never leaves a half-written catalog behind.
  writeFileSync(outPath + '.tmp', json)
  renameSync(outPath + '.tmp', outPath)
  console.log(`${bundle.meta.cardCount} cards (${bundle.meta.notes.length} notes) → ${relative(process.cwd(), outPath)} (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB)`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main()
  } catch (error) {
    console.error(`build-vanguard-cards: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
