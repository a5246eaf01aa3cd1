// Issue 29, defect 9 and point 7: a player's own set has cards named like the demo set's ("Sudden
// Gust", "Second Wind"). A decklist naming them takes the player's own cards, and each line says
// which it took and which demo card shares the name; two of the player's own of one name stay
// ambiguous (the line asks for the code).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/decklist/parse'
import { createMainServices } from '../../../src-main/services'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-own-names-')) })
async function call<T>(channel: string, payload: object): Promise<T> {
  const envelope = await services.dispatch(channel, { game: 'creatures', ...payload }, { transport: 'http' })
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message}`)
  return envelope.value as T
}
const effect = (code: string, name: string) => ({ code, name, category: 'effect', text: 'Draw 1 card.' })

describe('user sets resolve names before the demo set', () => {
  it('takes the player’s “Sudden Gust” and “Second Wind” over the demo set’s, and says so on each line', async () => {
    const before = await call<ParsedDecklist>('decklist.parse', { text: '2 Sudden Gust' })
    expect(before.piles.main).toEqual([{ code: 'EF-001', count: 2 }])

    await call('sets.save', { name: 'Storm riders', cards: [effect('SR-001', 'Sudden Gust'), effect('SR-002', 'Second Wind')], pictures: {} })
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: '2 Sudden Gust\n3 second wind\n1 EF-001' })
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main).toEqual([{ code: 'SR-001', count: 2 }, { code: 'SR-002', count: 3 }, { code: 'EF-001', count: 1 }])
    const notes = parsed.lines.filter((l) => l.status === 'card').map((l) => l.notes ?? [])
    expect(notes).toEqual([
      ['"Sudden Gust" is also the name of EF-001: took SR-001, from your card set "Storm riders"'],
      ['"second wind" is also the name of EF-002: took SR-002, from your card set "Storm riders"'],
      [],
    ])
  })

  it('keeps a name two of the player’s own cards share ambiguous, listing every card of that name', async () => {
    await call('sets.save', { name: 'Twins', cards: [effect('TW-001', 'Twin Spark'), effect('TW-002', 'Twin Spark')], pictures: {} })
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: '1 Twin Spark' })
    expect(parsed.lines.filter((l) => l.error).map((l) => [l.error!.kind, l.error!.candidates])).toEqual([['ambiguous-name', ['TW-001', 'TW-002']]])
  })
})
