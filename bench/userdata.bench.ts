// `npm run bench -- userdata`: what schema v5 and backup version 2 cost (issue 11.4), in Node over
// fake-indexeddb (slower than a browser's IndexedDB: read the ratios, not the absolute times).
// Prints, never asserts. Each figure sits beside a baseline measured in the same run:
// - opening a v4 library of LIBRARY_DECKS decks through the v5 upgrade (every record rewritten),
//   beside opening the same library already at its version (no upgrade);
// - reading a version 1 backup (lists turned into piles) beside reading the same library's version 2 file.
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { readBackup } from '@shared/backup'
import { DeckLabDatabase } from '../src-renderer/db/database'
import { backupText, createBackup } from '../src-renderer/db/backup'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4 } from '../src-renderer/db/schema'

const DECKS = Number(process.env.LIBRARY_DECKS ?? 300)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const VERSIONS_PER_DECK = 10
const card = (i: number) => ({ code: `${1 + (i % 20)}-${String(i % 1000).padStart(3, '0')}C`, count: 1 + (i % 3) })

function v4Library() {
  const decks = [], versions = [], playtests = []
  for (let d = 0; d < DECKS; d++) {
    const entries = Array.from({ length: 20 }, (_, i) => card(d * 20 + i))
    const limitBreak = d % 2 ? [card(d)] : undefined
    decks.push({ id: `d${d}`, name: `Deck ${d}`, format: 'constructed', entries, ...(limitBreak ? { limitBreak } : {}), notes: '', tags: ['t'], createdAt: 1, updatedAt: 2 + d, lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null })
    for (let v = 0; v < VERSIONS_PER_DECK; v++)
      versions.push({ id: `v${d}-${v}`, deckId: `d${d}`, createdAt: 10 + v, name: null, reason: 'auto-edits', entries: entries.slice(v), format: 'constructed', deckName: `Deck ${d}` })
    playtests.push({ id: `p${d}`, deckId: `d${d}`, versionId: null, deckName: `Deck ${d}`, entries, format: 'constructed', seed: d, onThePlay: true, mulligan: false, turns: [], result: 'won', endedOnTurn: 5, endedBy: 'damage', startedAt: 1, endedAt: 2 })
  }
  return { decks, versions, playtests }
}

async function fillV4(name: string, library: ReturnType<typeof v4Library>) {
  const db = new Dexie(name)
  db.version(1).stores(SCHEMA_V1)
  db.version(2).stores(SCHEMA_V2)
  db.version(3).stores(SCHEMA_V3)
  db.version(4).stores(SCHEMA_V4)
  await db.table('decks').bulkAdd(library.decks)
  await db.table('versions').bulkAdd(library.versions)
  await db.table('playtests').bulkAdd(library.playtests)
  db.close()
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)

const library = v4Library()
const upgrade: number[] = []
const reopen: number[] = []
let v1Text = ''
let v2Text = ''
for (let r = 0; r < ROUNDS; r++) {
  const name = `bench-userdata-${r}`
  await fillV4(name, library)
  let start = performance.now()
  const db = new DeckLabDatabase(name)
  await db.open()
  upgrade.push(performance.now() - start)
  db.close()
  start = performance.now()
  const again = new DeckLabDatabase(name)
  await again.open()
  await Promise.all([again.decks.toArray(), again.versions.toArray(), again.playtests.toArray()])
  reopen.push(performance.now() - start)
  if (r === 0) v2Text = backupText(await createBackup(again))
  again.close()
  await Dexie.delete(name)
}
// The same library as a version 1 file wrote it: the v4 records, as they were.
v1Text = JSON.stringify({ deckLabBackup: 1, createdAt: new Date(0).toISOString(), ...library, labResults: [], settings: {} })
const readV1: number[] = []
const readV2: number[] = []
for (let r = 0; r < ROUNDS; r++) {
  let start = performance.now()
  if (!readBackup(v1Text).ok) throw new Error('v1 file refused')
  readV1.push(performance.now() - start)
  start = performance.now()
  if (!readBackup(v2Text).ok) throw new Error('v2 file refused')
  readV2.push(performance.now() - start)
}
const records = library.decks.length + library.versions.length + library.playtests.length
console.log(`User data (schema v5, backup v2) — Node ${process.version}, fake-indexeddb, ${DECKS} decks / ${records} records, median of ${ROUNDS}`)
console.log(`open a v4 library through the v5 upgrade   ${ms(median(upgrade))}`)
console.log(`baseline: open + read it, no upgrade       ${ms(median(reopen))}   ratio ${(median(upgrade) / median(reopen)).toFixed(2)}×`)
console.log(`read the version 1 backup (→ piles)        ${ms(median(readV1))}`)
console.log(`baseline: read the version 2 backup        ${ms(median(readV2))}   ratio ${(median(readV1) / median(readV2)).toFixed(2)}×`)
