// Card sets made by players (issue 12, item 1): the pure readers of JSON and CSV. A result is
// the whole set or the list of its problems, each naming its line and field; the export reads
// back to the same cards.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '@shared/games/creatures/card'
import { describeProblem, readSetCsv, readSetJson, writeSetCsv, writeSetJson } from '@shared/games/creatures'
import { DEMO_CARDS, DEMO_SET_PATH } from './fixtures'

const HEADER = 'code,name,category,level,atk,def,type,unique,text'

describe('the bundled demo set', () => {
  it('is read whole: about 40 original cards of every category', () => {
    const result = readSetJson(readFileSync(DEMO_SET_PATH, 'utf8'))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.set.cards.length).toBeGreaterThanOrEqual(38)
    for (const category of CATEGORIES) expect(result.set.cards.some((c) => c.category === category), category).toBe(true)
    expect(result.set.cards.some((c) => c.unique)).toBe(true)
    expect(new Set(result.set.cards.map((c) => c.level)).size).toBeGreaterThanOrEqual(4)
  })
})

describe('CSV', () => {
  it('reads the columns in any order and case, with yes/no, 1/0 and true/false stars', () => {
    const csv = [
      'Name,CODE,category,level,atk,def,type,unique,text',
      'Glow Newt,N-1,creature,0,500,600,Amphibian,yes,',
      'Tide Charm,N-2,effect,,,,,0,Draw a card.',
      'Stone Gate,N-3,terrain,,,,,false,',
    ].join('\n')
    const result = readSetCsv(csv)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.set.cards).toEqual([
      { code: 'N-1', name: 'Glow Newt', category: 'creature', level: 0, atk: 500, def: 600, type: 'Amphibian', unique: true, text: '', skills: [] },
      { code: 'N-2', name: 'Tide Charm', category: 'effect', level: null, atk: null, def: null, type: '', unique: false, text: 'Draw a card.', skills: [] },
      { code: 'N-3', name: 'Stone Gate', category: 'terrain', level: null, atk: null, def: null, type: '', unique: false, text: '', skills: [] },
    ])
  })

  it('round-trips the demo set, quoted commas, quotes and line breaks included', () => {
    const tricky = { ...DEMO_CARDS[0]!, text: 'Roar (1): "loud", very\nloud.', skills: [{ name: 'Roar', ap: 1, clash: false }] }
    const cards = [tricky, ...DEMO_CARDS.slice(1)]
    const back = readSetCsv(writeSetCsv(cards))
    expect(back.ok).toBe(true)
    if (back.ok) expect(back.set.cards).toEqual(cards)
  })

  it('names the line and field of every rejected row and keeps nothing of the set', () => {
    const csv = [
      HEADER,
      'A-1,Good,creature,0,100,100,Beast,no,',
      'A-2,Bad Atk,creature,0,12a,100,Beast,no,',
      'A-3,,creature,9,100,100,Beast,maybe,',
      'A-4,Spell,effect,1,,,,no,',
      'A-1,Twin,spell,,,,,no,',
    ].join('\n')
    const result = readSetCsv(csv)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => [p.line, p.field, p.kind])).toEqual([
      [3, 'atk', 'not-a-number'],
      [4, 'name', 'required'],
      [4, 'level', 'out-of-range'],
      [4, 'unique', 'bad-flag'],
      [5, 'level', 'not-for-category'],
      [6, 'category', 'bad-category'],
    ])
    expect(describeProblem(result.problems[0]!, 'en')).toBe('line 3, atk: "12a" is not a whole number')
    expect(describeProblem(result.problems[0]!, 'fr')).toBe('ligne 3, atk : « 12a » n’est pas un nombre entier')
  })

  it('counts lines inside a quoted multi-line text', () => {
    const csv = `${HEADER}\nA-1,One,creature,0,1,1,,no,"two\nlines"\nA-2,Two,creature,0,x,1,,no,`
    const result = readSetCsv(csv)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 4, field: 'atk' })
  })

  it('reports a duplicate code with the line of the first one', () => {
    const result = readSetCsv(`${HEADER}\nA-1,One,creature,0,1,1,,no,\na-1,Again,creature,0,1,1,,no,`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toEqual([{ line: 3, field: 'code', kind: 'duplicate-code', params: { value: 'a-1', first: 2 } }])
  })

  it('refuses a header with a missing or unknown column, and a row with too few cells', () => {
    const missing = readSetCsv('code,name,category,level,atk,def,type,unique,flavour\n')
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(missing.problems.map((p) => [p.field, p.kind])).toEqual([['flavour', 'unknown-column'], ['text', 'missing-column']])
    const short = readSetCsv(`${HEADER}\nA-1,One,creature`)
    expect(short.ok).toBe(false)
    if (!short.ok) expect(short.problems[0]).toMatchObject({ line: 2, kind: 'cell-count', params: { found: 3, expected: 9 } })
  })

  it('refuses an unclosed quote with its line', () => {
    const result = readSetCsv(`${HEADER}\nA-1,"One,creature,0,1,1,,no,`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 2, kind: 'syntax' })
  })
})

describe('JSON', () => {
  it('round-trips a set with its name and pictures', () => {
    const set = { name: 'Mine', cards: [{ ...DEMO_CARDS[0]!, picture: 'ember-pup.png' }, ...DEMO_CARDS.slice(1, 5)] }
    const back = readSetJson(writeSetJson(set))
    expect(back).toEqual({ ok: true, set })
  })

  it('names the line where the bad card starts and the field', () => {
    const text = '{\n  "name": "x",\n  "cards": [\n    { "code": "A-1", "name": "One", "category": "creature", "level": 0, "atk": 1, "def": 1, "type": "", "unique": false, "text": "" },\n    {\n      "code": "A-2",\n      "name": "Two",\n      "category": "creature", "level": -1, "atk": 1, "def": 1, "type": "", "unique": "no", "text": "{not json}"\n    }\n  ]\n}'
    const result = readSetJson(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toEqual([{ line: 5, field: 'level', kind: 'not-a-number', params: { value: '-1' } }])
  })

  it('refuses a picture that is not an image file name, and unknown properties', () => {
    const result = readSetJson(JSON.stringify([{ code: 'A', name: 'A', category: 'terrain', type: '', unique: false, text: '', picture: '../etc/passwd', colour: 'red' }]))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.map((p) => [p.line, p.field, p.kind])).toEqual([[1, 'colour', 'unknown-column'], [1, 'picture', 'bad-picture']])
  })

  it('refuses what is not a set, and broken JSON', () => {
    expect(readSetJson('{"cards": 3}')).toEqual({ ok: false, problems: [{ line: 1, field: '', kind: 'not-a-set', params: {} }] })
    const broken = readSetJson('{"cards": [')
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.problems[0]!.kind).toBe('syntax')
  })
})
