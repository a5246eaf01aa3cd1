import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ImageService, IMAGE_CACHE_DIR } from '../../../src-main/images/image-service'
import { INDEX_FILE } from '../../../src-main/images/image-cache'
import { makePng, startImageHost, type ImageHost } from './test-image-host'

const OFFICIAL = (code: string) => `https://fftcg.cdn.sewest.net/images/cards/full/${code}_eg.jpg`
/** Cards by code: every code has an official-looking URL, except `9-999C` (a card with no image). */
const resolve = (code: string) => (code === '9-999C' ? { code, image: null } : /^\d+-\d{3}[A-Z]$/.test(code) ? { code, image: OFFICIAL(code) } : null)

let host: ImageHost
let dir: string
let service: ImageService
let slept: number[]

function makeService(overrides: Partial<ConstructorParameters<typeof ImageService>[0]> = {}) {
  return new ImageService({
    userDataDir: dir,
    resolve,
    defaultHost: host.url,
    backoffMs: 100,
    // Back-off is recorded, not waited for: the test checks the delays, and runs fast.
    sleep: async (ms) => void slept.push(ms),
    random: () => 0,
    indexDelayMs: 10,
    ...overrides,
  })
}
// The cached images only: not the index, nor the temp file of an index write that may be under way.
const cacheFiles = () =>
  existsSync(join(dir, IMAGE_CACHE_DIR))
    ? readdirSync(join(dir, IMAGE_CACHE_DIR)).filter((f) => f !== INDEX_FILE && !(f.startsWith(`.${INDEX_FILE}.`) && f.endsWith('.tmp')))
    : []

beforeAll(async () => {
  host = await startImageHost()
})
afterAll(() => host.close())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-images-'))
  host.requests.length = 0
  host.behaviour.clear()
  host.delayMs = 0
  host.peak = 0
  slept = []
  service = makeService()
})
afterEach(() => service.flush())

describe('card images: download once, then from disk', () => {
  it('downloads an image on first request from the configured host, keeping the official path', async () => {
    const image = await service.image('1-001H')
    expect(image?.type).toBe('image/png')
    expect(image?.bytes.equals(makePng('1-001H'))).toBe(true)
    expect(host.requests).toEqual(['/images/cards/full/1-001H_eg.jpg'])
    expect(cacheFiles()).toEqual(['1-001H.png'])
  })

  it('serves the second request from disk without asking the host, also after a restart', async () => {
    await service.image('1-001H')
    const again = await service.image('1-001H')
    expect(again?.bytes.equals(makePng('1-001H'))).toBe(true)
    expect(host.requestsFor('1-001H')).toBe(1)

    await service.flush()
    const restarted = makeService()
    expect((await restarted.image('1-001H'))?.bytes.equals(makePng('1-001H'))).toBe(true)
    expect(host.requestsFor('1-001H')).toBe(1)
    expect((await restarted.cacheInfo()).files).toBe(1)
  })

  it('accepts JPEG as well as PNG, and types the file by its bytes', async () => {
    host.behaviour.set('1-002R', 'jpeg')
    expect((await service.image('1-002R'))?.type).toBe('image/jpeg')
    expect(cacheFiles()).toEqual(['1-002R.jpg'])
  })

  it('shares one download between callers asking for the same image at once', async () => {
    host.delayMs = 50
    const [a, b, c] = await Promise.all([service.image('1-003C'), service.image('1-003C'), service.image('1-003C')])
    expect(a && b && c).toBeTruthy()
    expect(host.requestsFor('1-003C')).toBe(1)
  })

  it('answers null at once for a card with no image or an unknown code, without asking the host', async () => {
    expect(await service.image('9-999C')).toBeNull()
    expect(await service.image('not-a-card')).toBeNull()
    expect(host.requests).toEqual([])
  })
})

describe('card images: a damaged or partial download is never kept', () => {
  const cases = [
    ['a Content-Length larger than the body (connection ends early)', 'short', 'truncated'],
    ['a connection cut in the middle of a chunked body', 'cut', 'truncated'],
    ['an HTML page (text/html) instead of an image', 'html', 'content-type'],
    ['image/png whose bytes are not an image (magic bytes)', 'wrong-magic', 'bad-image'],
    ['a 404', 'missing', 'not-found'],
  ] as const
  for (const [what, behaviour, reason] of cases) {
    it(`refuses ${what}: nothing cached, null for the UI (the drawn card)`, async () => {
      host.behaviour.set('2-001H', behaviour)
      expect(await service.image('2-001H')).toBeNull()
      expect(cacheFiles()).toEqual([])
      const job = service.prefetch(['2-001H'])
      await until(() => !service.jobStatus(job.jobId).running)
      // Asked again right after: answered from memory of the failure, or failed again; never cached.
      expect(service.jobStatus(job.jobId).failures[0]?.reason).toMatch(new RegExp(`${reason}|unavailable|offline`))
      expect(cacheFiles()).toEqual([])
    })
  }

  it('leaves no temp file behind and keeps a good image next to failed ones', async () => {
    host.behaviour.set('2-002H', 'cut')
    await Promise.all([service.image('2-002H'), service.image('2-003H')])
    await service.flush()
    expect(readdirSync(join(dir, IMAGE_CACHE_DIR)).sort()).toEqual(['2-003H.png', INDEX_FILE])
  })

  it('does not serve a cached file that was damaged on disk', async () => {
    await service.image('2-004H')
    const file = join(dir, IMAGE_CACHE_DIR, '2-004H.png')
    writeFileSync(file, readFileSync(file).subarray(0, 100))
    const again = await service.image('2-004H') // dropped, downloaded again
    expect(again?.bytes.equals(makePng('2-004H'))).toBe(true)
    expect(host.requestsFor('2-004H')).toBe(2)
  })
})

describe('card images: retries with back-off, bounded', () => {
  it('retries a failing host a bounded number of times with growing delays, then gives up', async () => {
    host.behaviour.set('3-001H', 'error')
    expect(await service.image('3-001H')).toBeNull()
    expect(host.requestsFor('3-001H')).toBe(3)
    expect(slept).toEqual([100, 200])
    // Given up for now: asked again at once, it does not hammer the host.
    expect(await service.image('3-001H')).toBeNull()
    expect(host.requestsFor('3-001H')).toBe(3)
  })

  it('does not retry what would fail the same way (404, not an image)', async () => {
    host.behaviour.set('3-002H', 'missing')
    host.behaviour.set('3-003H', 'html')
    await service.image('3-002H')
    await service.image('3-003H')
    expect(host.requestsFor('3-002H')).toBe(1)
    expect(host.requestsFor('3-003H')).toBe(1)
    expect(slept).toEqual([])
  })

  it('succeeds when a retry does', async () => {
    host.behaviour.set('3-004H', 'error')
    let sleeps = 0
    service = makeService({
      sleep: async () => {
        if (++sleeps === 1) host.behaviour.delete('3-004H')
      },
    })
    expect(await service.image('3-004H')).not.toBeNull()
    expect(host.requestsFor('3-004H')).toBe(2)
  })

  it('when the host is unreachable, stops asking it for a while and answers null at once', async () => {
    const down = await startImageHost()
    await down.close()
    service = makeService({ defaultHost: down.url })
    const started = performance.now()
    expect(await service.image('3-005H')).toBeNull()
    expect(service.attemptsMade).toBe(3)
    expect(await service.image('3-006H')).toBeNull()
    expect(service.attemptsMade).toBe(3)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('does not knock on an unreachable host again for images already queued behind the first failure', async () => {
    const down = await startImageHost()
    await down.close()
    service = makeService({ defaultHost: down.url, concurrency: 1 })
    const answers = await Promise.all(['3-010H', '3-011H', '3-012H', '3-013H'].map((code) => service.image(code)))
    expect(answers).toEqual([null, null, null, null])
    expect(service.attemptsMade).toBe(3) // the first image's attempts only
  })
})

describe('card images: at most a few downloads at once', () => {
  it('never runs more than the concurrency limit, on screen and in bulk together', async () => {
    host.delayMs = 30
    service = makeService({ concurrency: 3 })
    const codes = Array.from({ length: 20 }, (_, i) => `4-${String(i + 1).padStart(3, '0')}C`)
    const job = service.prefetch(codes.slice(0, 12))
    await Promise.all(codes.slice(8).map((code) => service.image(code)))
    await until(() => !service.jobStatus(job.jobId).running)
    expect(host.peak).toBeLessThanOrEqual(3)
    expect(service.queue.peak).toBeLessThanOrEqual(3)
    expect(host.peak).toBeGreaterThan(1)
    expect(host.requests.length).toBe(20) // codes in both the job and on screen were fetched once
  })

  it('drops a queued download nobody waits for any more (the image scrolled away)', async () => {
    host.delayMs = 40
    service = makeService({ concurrency: 1 })
    const first = service.image('4-101C')
    const gone = new AbortController()
    const second = service.image('4-102C', gone.signal)
    gone.abort()
    expect(await second).toBeNull()
    await first
    expect(host.requestsFor('4-102C')).toBe(0)
  })
})

describe('card images: the cache limit evicts the least recently used', () => {
  it('removes the images used longest ago when the cache outgrows its limit', async () => {
    let clock = 1000
    const size = makePng('5-001C').length
    service = makeService({ now: () => clock })
    await service.setSettings({ limitBytes: 16 * 1024 * 1024 })
    for (const code of ['5-001C', '5-002C', '5-003C']) {
      clock += 10
      await service.image(code)
    }
    clock += 10
    await service.image('5-001C') // used again: now the most recent
    // Room for two images and a half: the third must make room by evicting the oldest use (5-002C).
    await service.cache.setLimit(Math.floor(size * 3.5))
    clock += 10
    await service.image('5-004C')
    expect(cacheFiles().sort()).toEqual(['5-001C.png', '5-003C.png', '5-004C.png'])
    clock += 10
    await service.cache.setLimit(Math.floor(size * 2.5))
    expect(cacheFiles().sort()).toEqual(['5-001C.png', '5-004C.png'])
  })

  it('keeps last-use times in an index written atomically, and rebuilds it from the files when damaged', async () => {
    await service.image('5-010C')
    await service.image('5-011C')
    await service.flush()
    const index = JSON.parse(readFileSync(join(dir, IMAGE_CACHE_DIR, INDEX_FILE), 'utf8'))
    expect(Object.keys(index.entries).sort()).toEqual(['5-010C', '5-011C'])
    writeFileSync(join(dir, IMAGE_CACHE_DIR, INDEX_FILE), '{"kind": "deck-lab/card-im')
    writeFileSync(join(dir, IMAGE_CACHE_DIR, '.5-012C.png.1.abcd.tmp'), 'partial')
    const restarted = makeService()
    expect((await restarted.cacheInfo()).files).toBe(2)
    expect(await restarted.image('5-010C')).not.toBeNull()
    expect(host.requestsFor('5-010C')).toBe(1)
    expect(readdirSync(join(dir, IMAGE_CACHE_DIR)).some((f) => f.endsWith('.tmp'))).toBe(false)
  })

  it('clears the cache on request', async () => {
    await service.image('5-020C')
    expect((await service.cacheInfo()).files).toBe(1)
    const info = await service.clearCache()
    expect(info.files).toBe(0)
    expect(info.bytes).toBe(0)
    expect(cacheFiles()).toEqual([])
  })
})

describe('card images: settings', () => {
  it('uses the host the user chose, persisted, and goes back to the default on null', async () => {
    const mirror = await startImageHost()
    try {
      const info = await service.setSettings({ host: `${mirror.url}/` })
      expect(info).toMatchObject({ host: mirror.url, customHost: true, defaultHost: host.url })
      await service.image('6-001H')
      expect(mirror.requestsFor('6-001H')).toBe(1)
      expect(makeService().host).toBe(mirror.url)
      expect((await service.setSettings({ host: null })).host).toBe(host.url)
    } finally {
      await mirror.close()
    }
  })

  it('refuses a host that is not an http(s) address', async () => {
    await expect(service.setSettings({ host: 'file:///etc' })).rejects.toMatchObject({ code: 'invalid-request' })
    await expect(service.setSettings({ host: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'invalid-request' })
  })
})

describe('card images: bulk download jobs', () => {
  it('reports progress, counts images already cached as done, and lists what failed and why', async () => {
    await service.image('7-001H')
    host.behaviour.set('7-003H', 'missing')
    const { jobId } = service.prefetch(['7-001H', '7-002H', '7-003H', '9-999C', 'nonsense', '7-002H'])
    await until(() => !service.jobStatus(jobId).running)
    const status = service.jobStatus(jobId)
    expect(status).toMatchObject({ total: 5, done: 2, failed: 3, running: false, cancelled: false })
    expect(status.failures.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: '7-003H', reason: 'not-found' },
      { code: '9-999C', reason: 'no-image' },
      { code: 'nonsense', reason: 'unknown-card' },
    ])
  })

  it("resolves a job's codes in the game it names (images.prefetch carries the game)", async () => {
    const asked: (string | undefined)[] = []
    service = makeService({ resolve: (code, game) => (asked.push(game), resolve(code)) })
    const { jobId } = service.prefetch(['7-004H', 'nonsense'], 'fftcg')
    await until(() => !service.jobStatus(jobId).running)
    expect(service.jobStatus(jobId)).toMatchObject({ total: 2, done: 1, failed: 1 })
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set(['fftcg']))
  })

  it('can be cancelled: queued downloads are dropped, the job stops', async () => {
    host.delayMs = 30
    service = makeService({ concurrency: 2 })
    const codes = Array.from({ length: 40 }, (_, i) => `8-${String(i + 1).padStart(3, '0')}C`)
    const { jobId } = service.prefetch(codes)
    await until(() => service.jobStatus(jobId).done >= 2)
    service.cancel(jobId)
    await until(() => !service.jobStatus(jobId).running)
    const status = service.jobStatus(jobId)
    expect(status.cancelled).toBe(true)
    expect(status.done).toBeLessThan(40)
    const asked = host.requests.length
    await new Promise((r) => setTimeout(r, 100))
    expect(host.requests.length).toBe(asked)
  })

  it('answers not-found for an unknown job', () => {
    expect(() => service.jobStatus('job-x')).toThrow(/No image download job/)
  })
})

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 5))
  }
}
