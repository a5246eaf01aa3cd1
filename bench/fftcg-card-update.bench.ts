// `npm run bench -- update`: the official card-data update (issue 15) on a full answer of 4,000
// cards (the 3,853 bundled ones as official records with French words, every unknown multicard
// flag made known, and 147 cards of a new set). Figures, medians of a few rounds:
//   read    the answer parsed and every record checked (the card-file readers + languages)
//   merge   merged by code over the catalog (what changed, field by field)
//   index   the catalog's index rebuilt over bundled + updated cards
//   whole   the update end to end through CardUpdater against a local replay server (fetch,
//           read, merge, atomic store under the lock, new index)
// Baselines of the same run: JSON.parse of the same answer, and indexing the bundled cards alone.
// Target (issue 15): merge + index ≤ 500 ms; reading the answer is printed beside it. Printed, never asserted.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Card, Element } from '@shared/games/fftcg/card'
import { createCatalogs } from '../src-main/catalog/catalogs'
import { loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { fftcgCardIndex } from '../src-main/games/fftcg/catalog/card-index'
import { mergeCards, UserCardStore } from '../src-main/games/fftcg/catalog/user-card-store'
import { CardUpdater } from '../src-main/games/fftcg/update/card-updater'
import { mergeUpdate } from '../src-main/games/fftcg/update/merge-update'
import { readOfficialCards } from '../src-main/games/fftcg/update/read-official-cards'
import { textMarkup } from '../src-main/games/fftcg/update/text-markup'
import { startReplayServer } from '../test/fixtures/fftcg-official/replay-server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const KANJI: Record<Element, string> = { fire: '火', ice: '氷', wind: '風', earth: '土', lightning: '雷', water: '水', light: '光', dark: '闇' }
const TYPE_FR: Record<string, string> = { forward: 'Avant-garde', backup: 'Soutien', summon: 'Invocation', monster: 'Monstre', crystal: 'Cristal' }

function officialRecord(card: Card): Record<string, unknown> {
  const text = textMarkup(card.text)
  return {
    code: card.fullCode, element: card.elements.map((e) => KANJI[e]), rarity: card.rarity, cost: String(card.cost),
    power: card.power === null ? '' : String(card.power), category_1: card.category1, category_2: card.category2,
    multicard: card.multicard === false ? '0' : '1', ex_burst: card.exBurst ? '1' : '0', set: [card.set],
    name_en: card.name, type_en: card.type, job_en: card.jobs.join('/'), text_en: text,
    name_fr: card.name, type_fr: TYPE_FR[card.type], job_fr: card.jobs.join('/'), text_fr: text,
    images: { thumbs: [], full: card.image ? [card.image] : [] },
  }
}

const bundled = loadBundledCards().cards
const fresh = bundled.slice(0, 4000 - bundled.length).map((card, i) => ({ ...card, fullCode: `27-${String(i + 1).padStart(3, '0')}C`, rarity: 'C' as const, set: 'Journey of Discovery' }))
const records = [...bundled, ...fresh].map(officialRecord)
const answer = JSON.stringify({ count: records.length, cards: records })

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!
function time<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now()
  const value = run()
  return { ms: performance.now() - start, value }
}

const byKey = new Map(bundled.map((card) => [card.key, card]))
const figures = { parse: [] as number[], bundledIndex: [] as number[], read: [] as number[], merge: [] as number[], index: [] as number[] }
let merged: ReturnType<typeof mergeUpdate> | null = null
for (let round = 0; round < ROUNDS; round++) {
  figures.parse.push(time(() => JSON.parse(answer)).ms)
  figures.bundledIndex.push(time(() => fftcgCardIndex([...bundled])).ms)
  const read = time(() => readOfficialCards('bench', answer))
  figures.read.push(read.ms)
  const merge = time(() => mergeUpdate({ fetched: read.value.raws, current: (key) => byKey.get(key) ?? null, stored: () => undefined, at: new Date().toISOString() }))
  figures.merge.push(merge.ms)
  merged = merge.value
  figures.index.push(time(() => fftcgCardIndex(mergeCards(bundled, merge.value.cards).cards)).ms)
}

const replay = await startReplayServer([{ body: answer }])
const whole: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-bench-update-'))
  const catalog = createCatalogs({ userDataDir: dir }).fftcg
  const updater = new CardUpdater({ userDataDir: dir, catalog, store: new UserCardStore(dir) })
  const start = performance.now()
  await updater.update(replay.url)
  whole.push(performance.now() - start)
}
await replay.close()

const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`
const parse = median(figures.parse)
const bundledIndex = median(figures.bundledIndex)
const target = median(figures.merge) + median(figures.index)
console.log(`answer: ${records.length} records, ${(answer.length / 1e6).toFixed(1)} MB; ${merged!.addedCodes.length} added, ${merged!.changedCards.length} changed, ${merged!.unchanged} unchanged (median of ${ROUNDS})`)
console.log(`baseline JSON.parse of the answer     ${ms(parse)}`)
console.log(`baseline index of the bundled cards   ${ms(bundledIndex)}`)
console.log(`read (parse + check every record)     ${ms(median(figures.read))}   ×${(median(figures.read) / parse).toFixed(1)} JSON.parse`)
console.log(`merge by code over the catalog        ${ms(median(figures.merge))}`)
console.log(`index rebuilt over the merged cards   ${ms(median(figures.index))}   ×${(median(figures.index) / bundledIndex).toFixed(2)} bundled index`)
console.log(`merge + index                         ${ms(target)}   target ≤ 500 ms: ${target <= 500 ? 'met' : 'NOT met'}`)
console.log(`read + merge + index                  ${ms(target + median(figures.read))}`)
console.log(`whole update (replay server, store)   ${ms(median(whole))}`)
