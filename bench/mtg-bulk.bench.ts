// `npm run bench -- mtg-bulk`: the Magic bulk download (issue 14: "bulk import of a 150 MB file
// with peak memory named") on a ~150 MB oracle-cards file made of real Scryfall card objects
// (../shared/data/mtg: Scryfall's fixtures and six 2019 sets, each copy its own oracle card),
// served from disk by a local server. Each run is its own process (bench/mtg-bulk-child.ts), so
// peak memory is the run's own: RSS high-water mark (kernel) and heap high-water mark (sampled).
//   streamed   the download as the app does it: list, file streamed through the card reader,
//              catalog written atomically
//   baseline   what the streaming avoids: the whole text fetched, JSON.parse, the same reader
// The reader is the test helpers' stand-in (the Magic module's real reader does more per card).
// Figures are printed, never asserted.
import { execFile } from 'node:child_process'
import { appendFileSync, createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bulkList, scryfallObjects } from '../test/fixtures/scryfall-bulk/bulk-files'

const TARGET_BYTES = Number(process.env.BENCH_BULK_MB ?? 150) * 1e6
const SETS = ['chk', 'dom', 'eld', 'emn', 'grn', 'soi'].map((set) => join(import.meta.dirname, `../../shared/data/mtg/scryfall2019_${set}.json`))

const objects: Record<string, unknown>[] = [...scryfallObjects(), ...SETS.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[])]
const work = mkdtempSync(join(tmpdir(), 'decklab-bench-bulk-'))
const file = join(work, 'oracle-cards.json')

// Written a few MB at a time: each copy of an object is its own oracle card.
writeFileSync(file, '[')
let bytes = 1
let count = 0
for (let copy = 0; bytes < TARGET_BYTES; copy++) {
  const lines: string[] = []
  for (const object of objects) {
    if (bytes >= TARGET_BYTES) break
    const line = `${count ? ',' : ''}\n${JSON.stringify({ ...object, oracle_id: `${String(object.oracle_id ?? object.name)}~${copy}`, name: `${String(object.name)} ${copy}` })}`
    lines.push(line)
    bytes += Buffer.byteLength(line)
    count++
  }
  appendFileSync(file, lines.join(''))
}
appendFileSync(file, '\n]\n')
const size = statSync(file).size

const server = createServer((req, res) => {
  if (req.url?.endsWith('/bulk-data')) {
    res.writeHead(200, { 'content-type': 'application/json' })
    return void res.end(bulkList(`${origin}/oracle-cards.json`, size))
  }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': size })
  createReadStream(file).pipe(res)
})
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

interface Run { ms: number; cards: number; rssPeakMb: number; heapPeakMb: number }
async function measure(...args: string[]): Promise<Run> {
  // Async, so that this process's server keeps serving the child.
  const out = await new Promise<string>((done, fail) =>
    execFile(process.execPath, ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'mtg-bulk-child.ts'), ...args], { maxBuffer: 1 << 20 }, (error, stdout) => (error ? fail(error) : done(stdout))),
  )
  return JSON.parse(out.trim().split('\n').at(-1)!) as Run
}

const streamed = await measure('stream', origin, mkdtempSync(join(work, 'user-')))
const baseline = await measure('whole', `${origin}/oracle-cards.json`)
server.close()
rmSync(work, { recursive: true, force: true })

const mb = (n: number) => `${n.toFixed(0).padStart(5)} MB`
const line = (name: string, run: Run) =>
  `${name.padEnd(38)} ${(run.ms / 1000).toFixed(1).padStart(5)} s  ${Math.round(run.cards / (run.ms / 1000)).toLocaleString('en').padStart(7)} cards/s  peak RSS ${mb(run.rssPeakMb)}  heap high-water ${mb(run.heapPeakMb)}`
console.log(`bulk file: ${(size / 1e6).toFixed(1)} MB, ${count.toLocaleString('en')} card objects, ${streamed.cards.toLocaleString('en')} cards kept (local server, one process per run)`)
console.log(line('baseline: fetch whole + JSON.parse', baseline))
console.log(line('streamed download + atomic write', streamed))
console.log(`streamed / baseline: time ×${(streamed.ms / baseline.ms).toFixed(2)}, peak RSS ×${(streamed.rssPeakMb / baseline.rssPeakMb).toFixed(2)}, heap high-water ×${(streamed.heapPeakMb / baseline.heapPeakMb).toFixed(2)}`)
