// The preload exposes two things: window.deckLab.invoke, which forwards to the channel's IPC name
// and hands back the envelope untouched (errors keep their code and details), and
// window.deckLabMigration, whose three calls go to the migration's IPC names.
import { describe, expect, it, vi } from 'vitest'

const exposed = vi.hoisted(() => ({ worlds: new Map<string, any>(), invoked: [] as unknown[][] }))
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => exposed.worlds.set(name, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      exposed.invoked.push(args)
      return { ok: false, error: { code: 'import-rejected', message: 'no', details: [{ record: '1-001H', field: 'cost', message: 'bad' }] } }
    },
  },
}))

describe('preload', () => {
  it('exposes deckLab.invoke and the migration’s three calls, nothing else', async () => {
    await import('../../../src-main/electron/preload')
    expect([...exposed.worlds.keys()]).toEqual(['deckLab', 'deckLabMigration'])
    const api = exposed.worlds.get('deckLab')
    expect(Object.keys(api)).toEqual(['invoke'])
    const envelope = await api.invoke('cards.import', { game: 'fftcg', fileName: 'x.json', content: '[]' })
    expect(exposed.invoked).toEqual([['deckLab:cards.import', { game: 'fftcg', fileName: 'x.json', content: '[]' }]])
    expect(envelope.error.details[0]).toEqual({ record: '1-001H', field: 'cost', message: 'bad' })
  })

  it('sends the migration’s calls to their own IPC names', async () => {
    await import('../../../src-main/electron/preload')
    const migration = exposed.worlds.get('deckLabMigration')
    expect(Object.keys(migration).sort()).toEqual(['exportLibrary', 'finish', 'takeLibrary'])
    exposed.invoked.length = 0
    await migration.exportLibrary('{}')
    await migration.takeLibrary()
    await migration.finish()
    expect(exposed.invoked).toEqual([['deckLab:migration.export', '{}'], ['deckLab:migration.take'], ['deckLab:migration.finish']])
  })
})
