// Builds resources/cards.json, the bundled card database, from ../shared/data/fftcg/cards.merged.json
// (fields and known gaps: SOURCE.md beside it).
//   npx tsx scripts/build-card-data.ts [--input path] [--out path]
// Deterministic apart from meta.builtAt: same input, same cards, same order.
import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import type { Card, Element } from '../src-shared/games/fftcg/card'
import { decodeHtmlEntities } from '../src-shared/games/fftcg/card-text'
import { compareCodeKeys } from '../src-shared/games/fftcg/codes'
import { CardDataError, normalizeCard } from '../src-shared/games/fftcg/normalize'
import type { RawCard } from '../src-shared/games/fftcg/raw-card'
import type { BundledMeta } from '../src-main/games/fftcg/catalog/bundled-data'
import { writeBundledPack } from './build-card-pack'
import { writeBundledWords } from './build-word-index'

export const GENERATOR = 'scripts/build-card-data.ts'
const projectRoot = resolve(import.meta.dirname, '..')

/** The merged record fields this script reads (the rest of cards.merged.json is ignored). */
export interface MergedRecord {
  id: string
  name: string
  elements: string[]
  type: string
  cost: number
  power: number
  job: string
  category: string | null
  category2: string | null
  rarity: string
  set: string
  text: string
  exBurst: boolean | null
  multicard: boolean | null
  image: string
}

// "DFF &middot; I" is the official category_1; its second half is category_2 (SOURCE.md), so
// category1 is the first half and category2 the merged category2.
export function categoryOne(category: string | null): string {
  if (!category) return ''
  return decodeHtmlEntities(category).split(/\s*·\s*/)[0]!.trim()
}

export function toRawCard(record: MergedRecord): RawCard {
  return {
    fullCode: record.id,
    name: decodeHtmlEntities(record.name),
    elements: record.elements as Element[], // checked by normalizeCard
    type: record.type,
    cost: record.cost,
    power: record.power,
    jobs: record.job.split('/').map((j) => decodeHtmlEntities(j).trim()).filter((j) => j !== ''),
    category1: categoryOne(record.category),
    category2: record.category2 === null ? null : decodeHtmlEntities(record.category2).trim() || null,
    rarity: record.rarity,
    set: record.set,
    text: record.text,
    exBurst: record.exBurst ?? null,
    // multicardGuess is a guess, not data: deliberately not read.
    multicard: record.multicard ?? null,
    image: record.image || null,
  }
}

/** Normalise every record; throws one error listing every bad record. */
export function buildCards(records: unknown): Card[] {
  if (!Array.isArray(records)) throw new Error('input is not a JSON array of card records')
  const cards: Card[] = []
  const failures: string[] = []
  records.forEach((record: MergedRecord, index) => {
    try {
      cards.push(normalizeCard(toRawCard(record)))
    } catch (error) {
      const detail = error instanceof CardDataError ? error.message : `record ${index}: ${String(error)}`
      failures.push(detail)
    }
  })
  if (failures.length) throw new Error(`${failures.length} invalid card record(s):\n  ${failures.join('\n  ')}`)
  const seen = new Set<string>()
  for (const card of cards) {
    if (seen.has(card.fullCode)) throw new Error(`duplicate card code ${card.fullCode}`)
    seen.add(card.fullCode)
  }
  return cards.sort((a, b) => compareCodeKeys(a.key, b.key) || (a.fullCode < b.fullCode ? -1 : 1))
}

export function buildBundle(input: Buffer, source: string, builtAt = new Date()) {
  const cards = buildCards(JSON.parse(input.toString('utf8')))
  const meta: BundledMeta = {
    source,
    sourceSha256: createHash('sha256').update(input).digest('hex'),
    builtAt: builtAt.toISOString(),
    cardCount: cards.length,
    generator: GENERATOR,
  }
  return { meta, cards }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      input: { type: 'string', default: resolve(projectRoot, '../shared/data/fftcg/cards.merged.json') },
      out: { type: 'string', default: resolve(projectRoot, 'resources/cards.json') },
    },
  })
  const inputPath = resolve(values.input)
  const outPath = resolve(values.out)
  const source = relative(projectRoot, inputPath).split(sep).join('/')
  const bundle = buildBundle(readFileSync(inputPath), source)
  const json = JSON.stringify(bundle)
  mkdirSync(dirname(outPath), { recursive: true })
  // Write then rename: a failed run never leaves a half-written database behind.
  writeFileSync(outPath + '.tmp', json)
  renameSync(outPath + '.tmp', outPath)
  const kib = (Buffer.byteLength(json) / 1024).toFixed(0)
  console.log(`${bundle.meta.cardCount} cards → ${relative(process.cwd(), outPath) || outPath} (${kib} KiB)`)
  // The search word index of exactly these cards, prebuilt so that start-up skips building it.
  console.log(`word index → ${relative(process.cwd(), writeBundledWords(outPath))}`)
  // Its start-up form: columns, search columns and code index, read instead of cards.json.
  console.log(`start-up pack → ${relative(process.cwd(), writeBundledPack(outPath))}`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main()
  } catch (error) {
    console.error(`build-card-data: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
