import { describe, expect, it, vi } from 'vitest'
import { CHANNELS, type Channel } from '@shared/api'
import { createDispatch, type HandlerTable } from '../../../src-main/api/dispatch'

/** A table whose handlers record their calls, so a test can prove a bad payload never reaches one. */
function spyTable() {
  const calls: { channel: Channel; request: unknown }[] = []
  const table = Object.fromEntries(
    CHANNELS.map((channel) => [channel, (request: unknown) => (calls.push({ channel, request }), { echoed: channel })]),
  ) as unknown as HandlerTable
  return { table, calls }
}

const ctx = { transport: 'http' as const }

describe('dispatch validates every payload before a handler sees it', () => {
  it.each(CHANNELS)('%s rejects an unknown field and never calls its handler', async (channel) => {
    const { table, calls } = spyTable()
    const envelope = await createDispatch(table)(channel, { sneaky: true }, ctx)
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) {
      expect(envelope.error.code).toBe('invalid-request')
      expect(envelope.error.message).toContain(channel)
    }
    expect(calls).toEqual([])
  })

  it.each(CHANNELS)('%s rejects a payload that is not an object', async (channel) => {
    const { table, calls } = spyTable()
    const envelope = await createDispatch(table)(channel, 'not an object', ctx)
    expect(envelope.ok).toBe(false)
    expect(calls).toEqual([])
  })

  it('answers 200,000 unknown keys with a short error that counts them (issue 17.7)', async () => {
    const { table, calls } = spyTable()
    const payload = { game: 'fftcg', ...Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`key${i}`, 1])) }
    const envelope = await createDispatch(table)('cards.stats', payload, ctx)
    expect(JSON.stringify(envelope).length).toBeLessThan(2000)
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ message: expect.stringMatching(/^200000 unknown fields: "key0", "key1", "key2", "key3", "key4", …$/) }] } })
    expect(calls).toEqual([])
  })

  it('names the field that is wrong in cards.search', async () => {
    const { table } = spyTable()
    const envelope = await createDispatch(table)('cards.search', { game: 'fftcg', query: 'x', limit: 0 }, ctx)
    expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'limit' }] } })
  })

  it('names a nested field in cards.search filters', async () => {
    const { table } = spyTable()
    const envelope = await createDispatch(table)('cards.search', { game: 'fftcg', filters: { elements: ['fire', 'plasma'] } }, ctx)
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ field: 'filters.elements.1' }] } })
  })

  it('refuses more than 500 codes in one cards.get', async () => {
    const { table, calls } = spyTable()
    const codes = Array.from({ length: 501 }, (_, i) => `1-${String(i).padStart(3, '0')}`)
    const envelope = await createDispatch(table)('cards.get', { game: 'fftcg', codes }, ctx)
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ field: 'codes' }] } })
    expect(calls).toEqual([])
  })

  it('requires fileName and content for cards.import', async () => {
    const { table } = spyTable()
    const envelope = await createDispatch(table)('cards.import', { game: 'fftcg', content: '[]' }, ctx)
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ field: 'fileName' }] } })
  })

  it('fills defaults and passes the parsed request to the handler', async () => {
    const { table, calls } = spyTable()
    const envelope = await createDispatch(table)('cards.search', { game: 'fftcg', query: 'cloud' }, ctx)
    expect(envelope).toEqual({ ok: true, value: { echoed: 'cards.search' } })
    expect(calls).toEqual([{ channel: 'cards.search', request: { game: 'fftcg', query: 'cloud', offset: 0, limit: 100 } }])
  })

  it('answers unknown-channel for a name outside the contract, including prototype keys', async () => {
    const { table } = spyTable()
    for (const name of ['cards.delete', '__proto__', 'constructor', 42]) {
      const envelope = await createDispatch(table)(name, {}, ctx)
      expect(envelope).toMatchObject({ ok: false, error: { code: 'unknown-channel' } })
    }
  })

  it('hides internal errors behind a generic message and logs them', async () => {
    const { table } = spyTable()
    table['cards.stats'] = () => {
      throw new Error('secret path /home/user/.config')
    }
    const log = vi.fn()
    const envelope = await createDispatch(table, log)('cards.stats', { game: 'fftcg' }, ctx)
    expect(envelope).toEqual({ ok: false, error: { code: 'internal', message: 'Internal error in the main process' } })
    expect(log).toHaveBeenCalledOnce()
  })
})
