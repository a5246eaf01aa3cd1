// Browser mode's HTTP client sends a big card import as a Blob: as a string body of 40 MiB,
// Chromium held the page's other requests (the import's progress polls) behind it for seconds,
// and the Card data page stayed on "Importing…" (the e2e 'imports a 40 MiB file' checks it in Chromium).
import { describe, expect, it } from 'vitest'
import { createHttpBridge } from '../../src-renderer/api'

function recordingFetch() {
  const bodies: (BodyInit | null | undefined)[] = []
  const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(init?.body)
    return new Response(JSON.stringify({ ok: true, value: null }), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { bodies, fetchImpl }
}

describe('browser mode request bodies', () => {
  it('sends a 2 MiB card import as a Blob holding the same JSON', async () => {
    const { bodies, fetchImpl } = recordingFetch()
    const request = { game: 'fftcg', fileName: 'big.json', content: `["${'x'.repeat(2 * 1024 * 1024)}"]` }
    await createHttpBridge(fetchImpl).invoke('cards.import', request)
    const body = bodies[0]
    expect(body).toBeInstanceOf(Blob)
    expect((body as Blob).type).toBe('application/json')
    expect(JSON.parse(await (body as Blob).text())).toEqual(request)
  })

  it('sends the small requests of every other call as text', async () => {
    const { bodies, fetchImpl } = recordingFetch()
    await createHttpBridge(fetchImpl).invoke('cards.importStatus', { game: 'fftcg' })
    expect(bodies).toEqual(['{"game":"fftcg"}'])
  })
})
