// `npm run bench -- bridge`: the loopback HTTP bridge under load (issue 17.3). A server process
// (bench/bridge-server.ts) answers ordinary requests (a search, a card lookup, a decklist parse)
// from 1, 16 and 64 concurrent clients, then from 64 while 6 hostile clients keep posting 40 MiB
// bodies. Per phase: throughput, p50 and p99 latency, and the server's resident memory before, at
// its peak and after; ratios against the 1-client phase of the same run. Target: p99 and memory
// stay flat (the hostile phase keeps the server under its body budget, 96 MiB, plus the work on those bodies).
// Printed, never asserted. BENCH_SECONDS sets each phase's length (default 5).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const root = resolve(import.meta.dirname, '..')
const server = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bridge-server.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
const port = await new Promise<number>((done, fail) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const match = /port (\d+)/.exec(chunk.toString())
    if (match) done(Number(match[1]))
  })
  server.once('exit', (code) => fail(new Error(`the bridge server exited (${code})`)))
})
const base = `http://127.0.0.1:${port}/api/`
const headers = { authorization: 'Bearer bench', 'content-type': 'application/json' }
const decklist = readFileSync(resolve(root, 'test/fixtures/decklists/plain.txt'), 'utf8')
const REQUESTS = [
  ['cards.search', JSON.stringify({ game: 'fftcg', query: 'e:fire t:forward cost<=3', limit: 20 })],
  ['cards.get', JSON.stringify({ game: 'fftcg', codes: ['1-001H', '10-032H', '11-015L', '12-015H', '1-127H'] })],
  ['decklist.parse', JSON.stringify({ game: 'fftcg', text: decklist })],
] as const

/** Resident memory of the server process (Linux /proc; 0 elsewhere), in MiB. */
function serverRss(): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

async function client(until: number, latencies: number[], errors: { n: number }): Promise<void> {
  for (let i = 0; performance.now() < until; i++) {
    const [channel, body] = REQUESTS[i % REQUESTS.length]!
    const start = performance.now()
    try {
      const res = await fetch(base + channel, { method: 'POST', headers, body })
      const envelope = (await res.json()) as { ok: boolean }
      if (!envelope.ok) errors.n++
    } catch {
      errors.n++
    }
    latencies.push(performance.now() - start)
  }
}

/** Hostile clients in another process; resolves with the statuses they got. */
function hostile(clients: number, seconds: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bridge-hostile.ts'), String(port), String(clients), String(seconds)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done) => child.once('exit', () => done(out.trim())))
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

interface Phase {
  name: string
  perSecond: number
  p50: number
  p99: number
  errors: number
  rssBefore: number
  rssPeak: number
  rssAfter: number
  note: string
}

async function phase(name: string, clients: number, hostiles = 0): Promise<Phase> {
  await new Promise((done) => setTimeout(done, 500))
  const rssBefore = serverRss()
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, serverRss())), 50)
  const latencies: number[] = []
  const errors = { n: 0 }
  const start = performance.now()
  const until = start + SECONDS * 1000
  const [answers] = await Promise.all([hostiles ? hostile(hostiles, SECONDS) : Promise.resolve(''), ...Array.from({ length: clients }, () => client(until, latencies, errors))])
  const elapsed = (performance.now() - start) / 1000
  await new Promise((done) => setTimeout(done, 1000))
  clearInterval(sampler)
  const sorted = latencies.sort((a, b) => a - b)
  const note = hostiles ? `hostile answers (status: count): ${answers}` : ''
  return { name, perSecond: latencies.length / elapsed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), errors: errors.n, rssBefore, rssPeak, rssAfter: serverRss(), note }
}

console.log(`Deck Lab bridge load benchmark — ${SECONDS} s per phase, Node ${process.version}`)
// warm-up: the first search builds the catalog's lazy parts
await phase('warm-up', 4)
const phases = [await phase('1 client', 1), await phase('16 clients', 16), await phase('64 clients', 64), await phase('64 clients + 6 × 40 MiB bodies', 64, 6)]
const baseline = phases[0]!
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8)
console.log('phase                              req/s     p50 ms   p99 ms  p99×base  errors   RSS MiB before → peak → after')
for (const p of phases) {
  console.log(
    `${p.name.padEnd(32)} ${fmt(p.perSecond, 0)} ${fmt(p.p50)} ${fmt(p.p99)} ${fmt(p.p99 / baseline.p99)}× ${String(p.errors).padStart(6)}   ${fmt(p.rssBefore, 0)} → ${fmt(p.rssPeak, 0)} → ${fmt(p.rssAfter, 0)}  (after/before ${(p.rssAfter / p.rssBefore).toFixed(2)}×)`,
  )
  if (p.note) console.log(`  ${p.note}`)
}
const last = phases.at(-1)!
console.log(`memory after all phases / before: ${(last.rssAfter / baseline.rssBefore).toFixed(2)}× (target: flat, under 1.5×)`)
server.kill()
