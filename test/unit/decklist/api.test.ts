// decklist.parse / decklist.format through the dispatch every transport uses.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Envelope, FormattedDecklist, ParsedDecklist } from '@shared/api'
import { createMainServices, type MainServices } from '../../../src-main/services'
import { FIRE_ICE, fixture, sorted } from './fixtures'

let services: MainServices
beforeAll(() => {
  services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-decklist-')) })
})

const call = async <T>(channel: string, payload: unknown) => (await services.dispatch(channel, payload, { transport: 'http' })) as Envelope<T>
async function value<T>(channel: string, payload: unknown): Promise<T> {
  const envelope = await call<T>(channel, payload)
  if (!envelope.ok) throw new Error(envelope.error.message)
  return envelope.value
}

describe('decklist.parse', () => {
  it('reads a Materia Hunter export against the catalog', async () => {
    const parsed = await value<ParsedDecklist>('decklist.parse', { game: 'fftcg', text: fixture('materia-hunter.txt') })
    expect(parsed.name).toBe('Fire Ice Midrange')
    expect(sorted(parsed.piles.main!)).toEqual(sorted(FIRE_ICE))
  })

  it('reports bad lines in the value, not as a failed call', async () => {
    const parsed = await value<ParsedDecklist>('decklist.parse', { game: 'fftcg', text: fixture('malformed.txt') })
    expect(parsed.errors.map((l) => [l.line, l.error?.kind])).toEqual([
      [3, 'quantity'],
      [4, 'quantity'],
      [5, 'quantity'],
      [6, 'quantity'],
      [7, 'unknown-code'],
      [8, 'ambiguous-name'],
      [12, 'section-count'],
      [18, 'unreadable'],
    ])
  })

  it('refuses a payload that is not text, or too big', async () => {
    for (const payload of [{}, { text: 3 }, { text: 'x'.repeat(1024 * 1024 + 1) }, { text: '', extra: 1 }]) {
      const envelope = await call('decklist.parse', { game: 'fftcg', ...payload })
      expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    }
  })
})

describe('decklist.format', () => {
  it('writes each format, and what it writes parses back to the same deck', async () => {
    for (const writer of ['plain', 'sheet', 'untap', 'codes', 'json']) {
      const { text } = await value<FormattedDecklist>('decklist.format', { game: 'fftcg', writer, piles: { main: FIRE_ICE }, name: 'Fire Ice', format: 'limited', tags: ['ice'] })
      const parsed = await value<ParsedDecklist>('decklist.parse', { game: 'fftcg', text })
      expect(parsed.errors, writer).toEqual([])
      expect(sorted(parsed.piles.main!), writer).toEqual(sorted(FIRE_ICE))
      if (writer === 'json') expect(parsed).toMatchObject({ name: 'Fire Ice', format: 'limited', tags: ['ice'] })
    }
  })

  it('names the field of a bad request', async () => {
    const envelope = await call('decklist.format', { game: 'fftcg', writer: 'mtga', piles: { main: [{ code: '1-001H', count: -1 }] } })
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) expect(envelope.error.details?.map((d) => d.field)).toEqual(expect.arrayContaining(['writer', 'piles.main.0.count']))
  })

  it('refuses a pile the game has not got, naming it and the game’s piles', async () => {
    const envelope = await call('decklist.format', { game: 'fftcg', writer: 'plain', piles: { main: FIRE_ICE, sideboard: [{ code: '1-001H', count: 1 }] } })
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) {
      const detail = envelope.error.details?.find((d) => d.field === 'piles.sideboard')
      expect(detail?.message).toBe('no pile "sideboard" in a fftcg deck (piles: main, limitBreak)')
    }
    // the creature game has no Limit Break pile: FFTCG's pile id is not one of its
    const creature = await call('decklist.format', { game: 'creatures', writer: 'codes', piles: { main: [], limitBreak: [] } })
    expect(creature).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    if (!creature.ok) expect(creature.error.details?.map((d) => d.field)).toContain('piles.limitBreak')
  })

  it('refuses a request without the game’s main pile, and an FFTCG Limit Break pile of more than 50 codes', async () => {
    const none = await call('decklist.format', { game: 'fftcg', writer: 'plain', piles: {} })
    if (none.ok) throw new Error('accepted a deck without its main pile')
    expect(none.error.details?.find((d) => d.field === 'piles.main')?.message).toBe('the main pile is missing')
    const lb = Array.from({ length: 51 }, (_, i) => ({ code: `1-${String(i + 1).padStart(3, '0')}`, count: 1 }))
    const big = await call('decklist.format', { game: 'fftcg', writer: 'plain', piles: { main: FIRE_ICE, limitBreak: lb } })
    expect(big.ok).toBe(false)
    if (!big.ok) expect(big.error.details?.map((d) => d.field)).toContain('piles.limitBreak')
  })
})
