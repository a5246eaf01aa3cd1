// Builds resources/mtg-cards.json, the bundled Magic catalog, from the card files of
// ../shared/data/mtg/ (provenance, shapes and gaps: SOURCE.md there): every set merged, one record
// per oracle card, the newest data's rules and the newest printing.
//   npx tsx scripts/build-mtg-cards.ts [--dir path] [--out path]
// Deterministic apart from meta.builtAt: same input, same cards, same order.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import type { ReadOutcome } from '../src-shared/games/mtg/data/assemble'
import { readMtgBundle, writeMtgBundle, type MtgBundle, type MtgBundleSource } from '../src-shared/games/mtg/data/bundle'
import { CardMerger } from '../src-shared/games/mtg/data/merge'
import { readMtgjsonSetFile } from '../src-shared/games/mtg/data/mtgjson'
import { readScryfallCards, readScryfallList } from '../src-shared/games/mtg/data/scryfall'

export const GENERATOR = 'scripts/build-mtg-cards.ts'
const projectRoot = resolve(import.meta.dirname, '..')
export const DEFAULT_DIR = resolve(projectRoot, '../shared/data/mtg')

export const NOTICE =
  'Card names, rules text and images are © Wizards of the Coast. The files are third-party reference data found in public GitHub repositories; a repository’s licence covers that repository, not Wizards’ content (SOURCE.md).'

const JSON_SETS = 'AUTRE04216/jsonSets@ca38aa761f36c5ac61bebfb6a6f37b6980c487de'
const REACT_SITE = 'madeleinehuish/reactPracticeSite@bee09a8b619ad8d73814106b0b0092d2776a4203 magicAPI/largeData/full_scryfall'
const API_TYPES = 'scryfall/api-types@c3d19f57a30303fbf2e085b05e45b7f5dc33bf0b __test__'

interface SourceFile {
  file: string
  format: MtgBundleSource['format']
  origin: string
  licence: string
  /** The data's date when the file has none inside (MTGJSON files carry meta.date). */
  dataDate?: string
}

/** SOURCE.md's table. The bulk-data entry (scryfall_bulk-data-entry_…) holds no cards and is not read. */
export const SOURCE_FILES: readonly SourceFile[] = [
  ...['M21', 'MID', 'ZNR'].map((set) => ({ file: `mtgjson-5.2.0_${set}.json`, format: 'mtgjson-set' as const, origin: `${JSON_SETS} ${set}.json`, licence: 'none (MTGJSON output; MTGJSON’s terms not checked)' })),
  ...[
    ['eld', 'Throne_of_Eldraine', '2019-09-25'],
    ['soi', 'Shadows_over_Innistrad', '2019-04-25'],
    ['emn', 'Eldritch_Moon', '2019-04-25'],
    ['grn', 'Guilds_of_Ravnica', '2019-04-25'],
    ['dom', 'Dominaria', '2019-04-25'],
    ['chk', 'Champions_of_Kamigawa', '2019-04-25'],
  ].map(([set, path, date]) => ({ file: `scryfall2019_${set}.json`, format: 'scryfall-cards' as const, origin: `${REACT_SITE}/${path}.js (converted to JSON)`, licence: 'ISC (package.json only)', dataDate: date })),
  { file: 'scryfall-api-types_card-fixtures.json', format: 'scryfall-list', origin: `${API_TYPES}/Card/**`, licence: 'MIT (Scryfall)', dataDate: '2024-01-16' },
  { file: 'scryfall-api-types_search_t-frog.json', format: 'scryfall-list', origin: `${API_TYPES}/List/Frogs.ts`, licence: 'MIT (Scryfall)', dataDate: '2024-01-16' },
  { file: 'scryfall-api-types_search_t-soldier_page2.json', format: 'scryfall-list', origin: `${API_TYPES}/List/Soldiers.ts`, licence: 'MIT (Scryfall)', dataDate: '2024-01-16' },
]

function readSource(source: SourceFile, json: unknown): { outcomes: ReadOutcome[]; dataDate: string } {
  if (source.format === 'mtgjson-set') {
    const date = (json as { meta?: { date?: string } }).meta?.date ?? ''
    return { outcomes: readMtgjsonSetFile(json, source.file), dataDate: date }
  }
  const dataDate = source.dataDate ?? ''
  const read = source.format === 'scryfall-list' ? readScryfallList : readScryfallCards
  return { outcomes: read(json, source.file, dataDate), dataDate }
}

/** The bundle of the files in `dir` (read by name from SOURCE_FILES); `dirLabel` is how meta names the folder. */
export function buildMtgBundle(dir: string, dirLabel: string, builtAt = new Date()): MtgBundle {
  const merger = new CardMerger()
  const sources: MtgBundleSource[] = []
  const skipped: MtgBundle['meta']['skipped'] = []
  for (const source of SOURCE_FILES) {
    const bytes = readFileSync(resolve(dir, source.file))
    const { outcomes, dataDate } = readSource(source, JSON.parse(bytes.toString('utf8')))
    const left = outcomes.flatMap((o) => ('skipped' in o ? [{ file: source.file, ...o.skipped }] : []))
    skipped.push(...left)
    merger.addAll(outcomes)
    sources.push({ file: `${dirLabel}/${source.file}`, format: source.format, origin: source.origin, licence: source.licence, sha256: createHash('sha256').update(bytes).digest('hex'), dataDate, printings: outcomes.length - left.length, skipped: left.length })
  }
  const cards = merger.cards()
  // Through the reader the catalog is loaded with: what is written is exactly what loads.
  return readMtgBundle(JSON.parse(writeMtgBundle({ meta: { generator: GENERATOR, builtAt: builtAt.toISOString(), cardCount: cards.length, notice: NOTICE, sources, skipped }, cards })))
}

function main(): void {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_DIR },
      out: { type: 'string', default: resolve(projectRoot, 'resources/mtg-cards.json') },
    },
  })
  const dir = resolve(values.dir)
  const outPath = resolve(values.out)
  const bundle = buildMtgBundle(dir, relative(projectRoot, dir).split(sep).join('/'))
  const json = writeMtgBundle(bundle)
  mkdirSync(dirname(outPath), { recursive: true })
  // Write then rename: a failed run never leaves a half-written catalog behind.
  writeFileSync(outPath + '.tmp', json)
  renameSync(outPath + '.tmp', outPath)
  const printings = bundle.meta.sources.reduce((n, s) => n + s.printings, 0)
  console.log(`${bundle.meta.cardCount} cards from ${printings} printings in ${bundle.meta.sources.length} files (${bundle.meta.skipped.length} left out) → ${relative(process.cwd(), outPath)} (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB)`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main()
  } catch (error) {
    console.error(`build-mtg-cards: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
