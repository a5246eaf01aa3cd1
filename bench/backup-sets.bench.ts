// `npm run bench -- backup-sets`: a version 4 backup of four games' decks with three user card sets
// of 5,000 cards and 100 pictures (issue 29.1): the time to write it (read the sets and pictures
// through main's channels, the library from IndexedDB, the file's text), its size, and the time to
// restore it into an empty user-data folder and an empty library (read, plan, pictures, sets, decks).
// In Node over fake-indexeddb and main's dispatch (no HTTP): read the figures as orders of size.
// Prints, never asserts.
import 'fake-indexeddb/auto'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { unwrapEnvelope } from '@shared/api-envelope'
import { planSetRestore, readBackup, resolveSetRestore } from '@shared/backup'
import { GAME_IDS, GAMES } from '@shared/games'
import { createMainServices, type MainServices } from '../src-main/services'
import { backupText, createBackup, restoreBackup } from '../src-renderer/db/backup'
import { readCardSets, restoreCardSets } from '../src-renderer/db/backup-card-sets'
import { DeckLabDatabase } from '../src-renderer/db/database'
import { DeckRepository } from '../src-renderer/db/decks'
import type { RendererApi } from '../src-renderer/api'

const CARDS_PER_SET = 5000
const PICTURES = 100
const DECKS_PER_GAME = 25

/** A card-sized PNG of noise (252×352, about 266 KB: pictures do not compress much). */
function noisePng(width = 252, height = 352): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = randomBytes(height * (1 + width * 3))
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', Buffer.alloc(0))])
}

const invokeOf = (services: MainServices) =>
  (async (channel: string, request: object) => unwrapEnvelope(await services.dispatch(channel, request, { transport: 'http' }))) as RendererApi['invoke']

const text = (i: number) => `When this card enters play, draw ${1 + (i % 3)} card(s); then discard one unless you control another of its type (${i}).`
const creature = (prefix: string, i: number) => ({ code: `${prefix}-${String(i).padStart(4, '0')}`, name: `${prefix} Beast ${i}`, category: 'creature', level: i % 6, atk: 100 * (i % 20), def: 100 * (i % 15), type: 'Beast', text: text(i) })
const unit = (i: number) => ({ ...GAMES.vanguard.userCards!.blank(), code: `VU-${String(i).padStart(4, '0')}`, name: `Homemade Unit ${i}`, grade: i % 4, nations: ['Dragon Empire'], set: 'MINE', text: text(i) })

const dirs: string[] = []
const computer = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `decklab-bench-backup-${name}-`))
  dirs.push(dir)
  const services = createMainServices({ userDataDir: dir })
  return { services, invoke: invokeOf(services), db: new DeckLabDatabase(`bench-backup-${name}-${Date.now()}`) }
}
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const rss = () => process.memoryUsage().rss

const home = computer('home')
const pictures: string[] = []
for (let i = 0; i < PICTURES; i++) {
  const game = i < 67 ? 'creatures' : 'vanguard'
  pictures.push((await home.invoke('sets.attachImage', { game, base64: noisePng().toString('base64') })).picture)
}
const pictureMap = (codes: string[], from: number, to: number) => Object.fromEntries(codes.slice(0, to - from).map((code, i) => [code, pictures[from + i]!]))
const setA = Array.from({ length: CARDS_PER_SET }, (_, i) => creature('AA', i))
const setB = Array.from({ length: CARDS_PER_SET }, (_, i) => creature('BB', i))
const setV = Array.from({ length: CARDS_PER_SET }, (_, i) => unit(i))
await home.invoke('sets.save', { game: 'creatures', name: 'Bench A', cards: setA, pictures: pictureMap(setA.map((c) => c.code), 0, 34) })
await home.invoke('sets.save', { game: 'creatures', name: 'Bench B', cards: setB, pictures: pictureMap(setB.map((c) => c.code), 34, 67) })
await home.invoke('sets.save', { game: 'vanguard', name: 'Bench V', cards: setV, pictures: pictureMap(setV.map((c) => c.code), 67, 100) })
for (const game of GAME_IDS) {
  const catalog = (await home.invoke('cards.search', { game, query: '', limit: 40 })).cards as { code: string }[]
  const own = game === 'creatures' ? setA.slice(0, 20) : game === 'vanguard' ? setV.slice(0, 20) : []
  const main = GAMES[game].deck.piles[0]!.id
  const repo = new DeckRepository(home.db, { game: () => game })
  for (let d = 0; d < DECKS_PER_GAME; d++)
    await repo.create({ name: `${game} ${d}`, piles: { [main]: [...own, ...catalog].slice(0, 40).map((c, i) => ({ code: c.code, count: 1 + ((i + d) % 3) })) } })
}

const before = rss()
let start = performance.now()
const file = await createBackup(home.db, { sets: await readCardSets(home.invoke) })
const written = backupText(file)
const writeMs = performance.now() - start
const peakWrite = rss()

const away = computer('away')
start = performance.now()
const read = readBackup(written)
if (!read.ok) throw new Error(read.reason)
const mine = (await readCardSets(away.invoke, { pictures: false })).cardSets
await restoreCardSets(away.invoke, resolveSetRestore(mine, read.backup, {}, (name) => `${name} (backup)`))
const summary = await restoreBackup(away.db, read.backup)
const restoreMs = performance.now() - start
const check = planSetRestore((await readCardSets(away.invoke, { pictures: false })).cardSets, read.backup)

const bytes = Buffer.byteLength(written)
console.log(`backup of ${GAME_IDS.length} games (${summary.decks} decks), ${file.cardSets.length} card sets of ${CARDS_PER_SET} cards, ${file.pictures.length} pictures (252×352 noise PNGs)`)
console.log(`  file: ${mib(bytes)} (${bytes} bytes; pictures ${mib(file.pictures.reduce((n, p) => n + p.base64.length, 0))} of it as base64)`)
console.log(`  write (sets and pictures through main, library, text): ${writeMs.toFixed(0)} ms`)
console.log(`  restore into an empty folder and library (read, plan, pictures, sets, decks): ${restoreMs.toFixed(0)} ms; sets the same afterwards: ${check.same.length}/${file.cardSets.length}`)
console.log(`  process RSS: ${mib(before)} before writing, ${mib(peakWrite)} after, ${mib(rss())} after restoring`)
home.db.close()
away.db.close()
for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
