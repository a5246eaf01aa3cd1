// The preload exposes exactly one thing, window.deckLab.invoke, which forwards to the channel's
// IPC name and hands back the envelope untouched (errors keep their code and details).
import { describe, expect, it, vi } from 'vitest'

const exposed = vi.hoisted(() => ({ name: '', api: null as any, invoked: [] as unknown[][] }))
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => Object.assign(exposed, { name, api }) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      exposed.invoked.push(args)
      return { ok: false, error: { code: 'import-rejected', message: 'no', details: [{ record: '1-001H', field: 'cost', message: 'bad' }] } }
    },
  },
}))

describe('preload', () => {
  it('exposes only deckLab.invoke, forwarding to the channel’s IPC handler', async () => {
    await import('../../../src-main/electron/preload')
    expect(exposed.name).toBe('deckLab')
    expect(Object.keys(exposed.api)).toEqual(['invoke'])
    const envelope = await exposed.api.invoke('cards.import', { game: 'fftcg', fileName: 'x.json', content: '[]' })
    expect(exposed.invoked).toEqual([['deckLab:cards.import', { game: 'fftcg', fileName: 'x.json', content: '[]' }]])
    expect(envelope.error.details[0]).toEqual({ record: '1-001H', field: 'cost', message: 'bad' })
  })
})
