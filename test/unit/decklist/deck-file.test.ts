import { describe, expect, it } from 'vitest'
import { readDeckFile, writeDeckFile } from '@shared/decklist/deck-file'
import { parseDecklist } from '@shared/decklist/parse'
import { FIRE_ICE, fixture, resolver } from './fixtures'

describe('Deck Lab deck file { "deckLab": 1, "deck": … }', () => {
  it('keeps name, notes, tags, format, entries and versions', () => {
    const parsed = parseDecklist(fixture('fire-ice.decklab.json'), resolver)
    expect(parsed).toMatchObject({
      source: 'json',
      name: 'Fire Ice Midrange',
      notes: 'Mulligan hands without a Backup.\nSide in Shivalry against Wind.',
      tags: ['fire', 'ice', 'regionals'],
      format: 'constructed',
      piles: { main: FIRE_ICE, limitBreak: [] },
    })
    expect(parsed.versions).toEqual([
      { createdAt: '2025-03-01T18:20:00.000Z', name: 'before regionals', reason: 'named', format: 'constructed', deckName: 'Fire Ice Midrange', piles: { main: [{ code: '10-032H', count: 3 }, { code: '11-005C', count: 2 + 1 }] } },
    ])
    // Entry lines are card lines; the rest of the document is data.
    expect(parsed.lines.find((l) => l.text.includes('"10-032H"'))).toMatchObject({ status: 'card', code: '10-032H', count: 3, name: 'Scylla' })
    expect(parsed.lines[0]).toMatchObject({ status: 'data' })
  })

  it('writes one entry per line and reads back what it wrote', () => {
    const text = writeDeckFile({ name: 'X', entries: [{ code: '1-001H', count: 3 }] })
    expect(text).toContain('\n      { "code": "1-001H", "count": 3 }\n')
    expect(readDeckFile(text)).toEqual({
      ok: true,
      deck: { name: 'X', notes: '', tags: [], format: 'constructed', entries: [{ code: '1-001H', count: 3 }], limitBreak: [], versions: [] },
    })
  })

  it.each([
    ['{ "deckLab": 1, "deck": ', /not valid JSON/],
    ['{ "name": "a deck from another app", "cards": [] }', /not a Deck Lab deck file/],
    ['{ "deckLab": 2, "deck": {} }', /newer Deck Lab \(file version 2/],
    ['{ "deckLab": "1", "deck": {} }', /unknown deck file version "1"/],
    ['{ "deckLab": 1, "deck": { "entries": [{ "code": "1-001H", "count": 0 }] } }', /deck\.entries\.0\.count/],
    ['{ "deckLab": 1, "deck": { "entries": [], "colour": "red" } }', /damaged.*colour/],
    ['{ "deckLab": 1 }', /damaged.*deck/],
    ['{ "deckLab": 1, "deck": { "entries": [], "createdAt": "yesterday" } }', /deck\.createdAt/],
  ])('rejects %s with a clear reason', (text, reason) => {
    const read = readDeckFile(text)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.reason).toMatch(reason)
    const parsed = parseDecklist(text, resolver)
    expect(parsed.piles.main!).toEqual([])
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]!.error).toMatchObject({ kind: 'json' })
    expect(parsed.errors[0]!.error!.message).toMatch(reason)
  })

  it('a syntax error is reported on its line', () => {
    const parsed = parseDecklist('{\n  "deckLab": 1,\n  "deck": {\n    "name": "x",,\n  }\n}', resolver)
    expect(parsed.errors.map((l) => l.line)).toEqual([4])
  })

  it('unknown codes in a file are reported on the line that holds them, and left out', () => {
    const text = writeDeckFile({ name: 'X', entries: [{ code: '10-032H', count: 3 }, { code: '99-999', count: 2 }] })
    const parsed = parseDecklist(text, resolver)
    expect(parsed.piles.main!).toEqual([{ code: '10-032H', count: 3 }])
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]).toMatchObject({ text: '      { "code": "99-999", "count": 2 }', error: { kind: 'unknown-code' } })
  })
})
