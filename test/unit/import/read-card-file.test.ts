import { describe, expect, it } from 'vitest'
import { ApiError } from '@shared/api'
import { readCardFile } from '../../../src-main/games/fftcg/import/read-card-file'
import { scrapeTextToMarkup } from '../../../src-main/games/fftcg/import/cardbrowser-scrape'
import { MAX_DETAILS } from '../../../src-main/catalog/import/problems'
import { fixture, rejection } from './fixtures'

const byCode = <T extends { fullCode: string }>(cards: T[], code: string) => cards.find((c) => c.fullCode === code)

describe('official card-browser API, object shape {count, cards}', () => {
  const { format, cards } = readCardFile('get-cards.json', fixture('official-api-object.json'))

  it('is recognised by its keys and reads every record', () => {
    expect(format).toBe('official-api-object')
    expect(cards.map((c) => c.fullCode)).toEqual(['1-001H', '15-139S', '1-008C', '15-001R/9-002H', '21-027L'])
  })

  it('reads Auron 1-001H: kanji element, string cost and power, "0" flags', () => {
    expect(byCode(cards, '1-001H')).toEqual({
      fullCode: '1-001H', name: 'Auron', elements: ['fire'], type: 'forward', cost: 6, power: 9000,
      jobs: ['Guardian'], category1: 'X', category2: null, rarity: 'H', set: 'Opus I',
      text: 'When Auron deals damage to your opponent, you may play 1 Fire Backup from your hand onto the field dull.',
      exBurst: false, multicard: false, image: 'https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg',
    })
  })

  it('keeps both elements of 15-139S Cloud (Fire/Earth)', () => {
    expect(byCode(cards, '15-139S')?.elements).toEqual(['fire', 'earth'])
  })

  it('reads a 2-cost backup with power "" as no power and multicard "1" as true', () => {
    expect(byCode(cards, '1-008C')).toMatchObject({ type: 'backup', cost: 2, power: null, multicard: true, exBurst: false })
  })

  it('leaves absent flags unknown, takes the first set of a reprint', () => {
    expect(byCode(cards, '15-001R/9-002H')).toMatchObject({ multicard: null, exBurst: null, set: 'Crystal Dominion', jobs: [] })
  })

  it('splits "MOBIUS &middot; VIII" into category 1 and 2', () => {
    expect(byCode(cards, '21-027L')).toMatchObject({ category1: 'MOBIUS', category2: 'VIII', elements: ['ice'] })
  })
})

describe('official card-browser API, array shape', () => {
  it('reads a bare array, English element names and boolean flags', () => {
    const { format, cards } = readCardFile('cards.json', fixture('official-api-array.json'))
    expect(format).toBe('official-api-array')
    expect(byCode(cards, '1-004C')).toMatchObject({ elements: ['fire'], cost: 1, exBurst: true, multicard: false })
    expect(byCode(cards, '12-114R')?.elements).toEqual(['ice', 'wind'])
  })
})

describe('flat card list', () => {
  it('reads a slice of the real fftcg_real_cards.json', () => {
    const { format, cards } = readCardFile('fftcg_real_cards.json', fixture('flat-list-slice.json'))
    expect(format).toBe('flat-list')
    expect(cards).toHaveLength(19)
    // the base file has only the first element of multi-element cards
    expect(byCode(cards, '15-139S')?.elements).toEqual(['fire'])
    expect(byCode(cards, '1-008C')).toMatchObject({ power: 0, multicard: null, exBurst: null, jobs: ['Standard Unit'] })
    expect(byCode(cards, '21-027L')).toMatchObject({ category1: 'MOBIUS', category2: 'VIII' })
  })

  it('prefers the merged file’s elements[] and reads its flags', () => {
    const { cards } = readCardFile('cards.merged.json', fixture('merged-slice.json'))
    expect(byCode(cards, '15-139S')?.elements).toEqual(['fire', 'earth'])
    expect(byCode(cards, '12-114R')?.elements).toEqual(['ice', 'wind'])
    expect(byCode(cards, '1-008C')).toMatchObject({ multicard: true, exBurst: false })
  })

  it('splits multi-job cards on "/"', () => {
    const json = JSON.stringify([
      { id: '21-035C', name: 'Rosa', element: 'ice', type: 'backup', cost: 2, power: 0, job: 'White Mage/Rebel', category: 'IV', rarity: 'C', text: '', set: 'Beyond Destiny', image: '' },
    ])
    expect(readCardFile('x.json', json).cards[0]?.jobs).toEqual(['White Mage', 'Rebel'])
  })
})

describe('card-browser scrape (Opus XXVII, the only source of its 121 cards)', () => {
  const { format, cards } = readCardFile('Opus27_cards.json', fixture('se-cardbrowser-scrape_opus27.json'))

  it('reads all 121 cards', () => {
    expect(format).toBe('cardbrowser-scrape')
    expect(cards).toHaveLength(121)
    expect(new Set(cards.map((c) => c.set))).toEqual(new Set(['Journey of Discovery']))
  })

  it('splits "Fire/Wind" into two elements on the 9 multi-element cards', () => {
    const multi = cards.filter((c) => c.elements.length > 1)
    expect(multi.map((c) => c.fullCode)).toEqual([
      '27-113R', '27-114R', '27-115R', '27-116R', '27-117R', '27-118R', '27-119R', '27-120R', '27-121R',
    ])
    expect(byCode(cards, '27-113R')?.elements).toEqual(['fire', 'wind'])
    expect(byCode(cards, '27-120R')?.elements).toEqual(['lightning', 'fire'])
  })

  it('turns rarity words into letters and "DFF · X" into two categories', () => {
    expect(byCode(cards, '27-001R')).toMatchObject({ rarity: 'R', category1: 'DFF', category2: 'X', type: 'backup', power: 0 })
  })

  it('rewrites the icons into the official markup', () => {
    expect(byCode(cards, '27-002H')?.text).toContain('[[i]]Card Name Ifrit[[/]]')
    expect(byCode(cards, '27-002H')?.text).toContain('[[ex]]EX BURST[[/]] Choose 1 Forward.')
    expect(byCode(cards, '27-001R')?.text).toMatch(/^《ダル》, put Auron into the Break Zone/)
    for (const card of cards) expect(card.text).not.toMatch(/\[(?:F|I|W|E|L|A|Lt|D|C|S|Dull|EX|ability|genericicon|\d+)\]/)
  })

  it('maps every icon', () => {
    expect(scrapeTextToMarkup('[F][I][W][E][L][A][Lt][D][C][S][X][Dull][1][10]')).toBe(
      '《火》《氷》《風》《土》《雷》《水》《光》《闇》《C》《S》《X》《ダル》《1》《10》',
    )
    expect(scrapeTextToMarkup('Break it. [ability] [S][F]: Draw 1 card.')).toBe('Break it.[[br]]《S》《火》: Draw 1 card.')
    expect(scrapeTextToMarkup('Choose 1 Character without [genericicon].')).toBe('Choose 1 Character without 《一般》.')
  })
})

describe('CSV', () => {
  const header = 'code,name,elements,type,cost,power,job,category,category2,rarity,set,text,ex_burst,multicard,image'

  it('reads comma-separated rows with quoted fields holding commas and quotes', () => {
    const csv = [
      header,
      '1-001H,Auron,Fire,Forward,6,9000,Guardian,X,,H,Opus I,"When Auron deals damage to your opponent, you may play 1 Fire Backup from your hand onto the field dull.",no,no,',
      '15-139S,Cloud,Fire/Earth,Forward,6,8000,Merc,VII,,S,Crystal Dominion,"Select up to 2: ""Choose 1 Forward. Deal it 10000 damage.""",,,',
    ].join('\n')
    const { format, cards } = readCardFile('my cards.csv', csv)
    expect(format).toBe('csv')
    expect(cards[0]).toMatchObject({ fullCode: '1-001H', elements: ['fire'], exBurst: false, multicard: false, image: null })
    expect(cards[0]?.text).toContain('opponent, you may')
    expect(cards[1]).toMatchObject({ elements: ['fire', 'earth'], exBurst: null, multicard: null })
    expect(cards[1]?.text).toBe('Select up to 2: "Choose 1 Forward. Deal it 10000 damage."')
  })

  it('reads semicolon-separated files with headers in any case and order', () => {
    const csv = [
      'Name;CODE;Type;Cost;Elements;Job;Category;Rarity;Set;Text;EX_Burst;Multicard',
      'Ranger;1-008C;Backup;2;fire;Standard Unit;III;C;Opus I;"《火》《1》《ダル》: Choose 1 Forward of cost 3 or less; deal it 2000 damage.";0;1',
      '',
      'Ifrit;1-004C;Summon;1;FIRE;;FFT;;Opus I;[[ex]]EX BURST[[/]] Choose 1 Forward. Deal it 4000 damage.;yes;false',
    ].join('\r\n')
    const { cards } = readCardFile('cards.txt', csv)
    expect(cards).toHaveLength(2)
    expect(cards[0]).toMatchObject({ fullCode: '1-008C', type: 'backup', power: null, multicard: true, exBurst: false })
    expect(cards[0]?.text).toContain('or less; deal it')
    // blank rarity: the code's letter
    expect(cards[1]).toMatchObject({ rarity: 'C', jobs: [], exBurst: true, multicard: false })
  })

  it('names the line (header = line 1) and the column of every bad value', () => {
    const csv = [
      header,
      '1-001H,Auron,Fire,Forward,6,9000,Guardian,X,,H,Opus I,,,,',
      '1-004C,Ifrit,Fire,Summon,abc,,,FFT,,C,Opus I,,maybe,,',
      '1-008C,Ranger,Fyre,Backup,2,,Standard Unit,III,,C,Opus I,,,,',
      '1-009C,Too short,Fire,Forward,2',
    ].join('\n')
    const error = rejection(() => readCardFile('bad.csv', csv))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('import-rejected')
    expect(error.details).toEqual([
      expect.objectContaining({ line: 3, record: '1-004C', field: 'cost', message: 'line 3 (1-004C), column "cost": expected a whole number 0–20, got "abc"' }),
      expect.objectContaining({ line: 3, field: 'ex_burst' }),
      expect.objectContaining({ line: 4, record: '1-008C', field: 'elements', message: expect.stringContaining('unknown element "Fyre"') }),
      expect.objectContaining({ line: 5, record: '1-009C', message: expect.stringContaining('has 5 fields but the header has 15') }),
    ])
  })

  it('counts lines inside multi-line quoted fields', () => {
    const csv = [header, '1-001H,Auron,Fire,Forward,6,9000,Guardian,X,,H,Opus I,"line one', 'line two",,,', '1-004C,Ifrit,Fire,Summon,x,,,FFT,,C,Opus I,,,,'].join('\n')
    expect(rejection(() => readCardFile('a.csv', csv)).details[0]).toMatchObject({ line: 4, field: 'cost' })
  })

  it('asks for a header row naming the required columns', () => {
    const error = rejection(() => readCardFile('a.csv', '1-001H,Auron,Fire,Forward,6'))
    expect(error.details[0]?.message).toMatch(/header row must name the columns; missing: code, name, elements, type, cost/)
  })
})

describe('malformed files', () => {
  it('gives the line and column of a JSON syntax error', () => {
    const text = '{\n  "cards": [\n    { "code": "1-001H", "cost": 6 }\n    { "code": "1-002R" }\n  ]\n}'
    const error = rejection(() => readCardFile('cards.json', text))
    expect(error.code).toBe('import-rejected')
    expect(error.message).toMatch(/not valid JSON: expected ',' or '\]' after an array element \(line 4, column 5\)/)
    expect(error.details[0]).toMatchObject({ line: 4 })
  })

  it('reports a truncated file at its end', () => {
    const error = rejection(() => readCardFile('cards.json', '[{"code": "1-001H",\n "name_en": "Aur'))
    expect(error.message).toMatch(/string is never closed \(line 2, column 13\)/)
  })

  it('names the accepted shapes when the JSON shape is unknown', () => {
    const error = rejection(() => readCardFile('deck.json', '{"deck": {"name": "Fire", "cards": 50}}'))
    expect(error.message).toMatch(/Accepted: the official card browser API/)
    expect(error.message).toMatch(/flat card list/)
    expect(error.message).toMatch(/scrape/)
    expect(error.message).toMatch(/CSV/)
    const records = rejection(() => readCardFile('x.json', '[{"foo": 1}, {"bar": 2}]'))
    expect(records.message).toMatch(/not in any known card shape/)
  })

  it('names record and field: a record without code, a non-numeric cost, an unknown element', () => {
    const records = JSON.parse(fixture('official-api-object.json')) as { cards: Record<string, unknown>[] }
    delete records.cards[0]!.code
    records.cards[1]!.cost = 'abc'
    records.cards[2]!.element = ['火', 'Fyre']
    const error = rejection(() => readCardFile('get-cards.json', JSON.stringify(records)))
    expect(error.message).toBe('get-cards.json: 3 problems found in 5 records; nothing was imported')
    expect(error.details).toEqual([
      {
        record: '#1',
        field: 'code',
        message: 'record 1, field "code": missing: every card needs its code, e.g. "1-001H"',
        problem: { code: 'codeMissing', params: {}, field: 'code' },
      },
      {
        record: '15-139S',
        field: 'cost',
        message: 'record 2 (15-139S), field "cost": expected a whole number 0–20, got "abc"',
        problem: { code: 'costBad', params: { value: '"abc"' }, field: 'cost' },
      },
      {
        record: '1-008C',
        field: 'element',
        message: expect.stringMatching(/^record 3 \(1-008C\), field "element": unknown element "Fyre" \(expected Fire, Ice/),
        problem: { code: 'elementUnknown', params: { value: '"Fyre"' }, field: 'element' },
      },
    ])
    expect(error.problem).toEqual({ code: 'rejected', params: { file: 'get-cards.json', count: 3, records: 5 } })
  })

  it('gives each whole-file refusal a code: empty, not JSON (with its line), no card list, no cards', () => {
    expect(rejection(() => readCardFile('e.json', '  ')).problem).toEqual({ code: 'fileEmpty', params: { file: 'e.json' } })
    const notJson = rejection(() => readCardFile('t.json', '[\n{"code": }'))
    expect(notJson.problem).toMatchObject({ code: 'notJsonFile', params: { file: 't.json', line: 2 } })
    expect(notJson.details[0]!.problem).toMatchObject({ code: 'notJson', line: 2 })
    expect(rejection(() => readCardFile('o.json', '{"a": 1}')).problem).toEqual({ code: 'noCardListFile', params: { file: 'o.json' } })
    expect(rejection(() => readCardFile('n.json', '[]')).problem).toEqual({ code: 'noCards', params: { file: 'n.json' } })
  })

  it('codes the CSV layout problems: a row with too many fields is csvFieldCount with both counts', () => {
    const csv = 'code,name,element,type,cost\n1-001H,Auron,Fire,Forward,6,extra\n'
    expect(rejection(() => readCardFile('c.csv', csv)).details[0]!.problem).toEqual({ code: 'csvFieldCount', params: { found: 6, expected: 5 }, line: 2 })
  })

  it('reports the shared card checks under the file’s own field names', () => {
    const json = JSON.stringify([{ code: '1-001Q', name_en: 'Auron', element: ['火'], type_en: 'Forward', cost: '6', rarity: 'H' }])
    expect(rejection(() => readCardFile('x.json', json)).details[0]).toMatchObject({ record: '1-001Q', field: 'code' })
  })

  it('refuses a file that lists the same card twice', () => {
    const json = JSON.stringify([
      { code: '1-001H', name_en: 'Auron', element: ['火'], type_en: 'Forward', cost: '6', power: '9000' },
      { code: '1-001h', name_en: 'Auron', element: ['火'], type_en: 'Forward', cost: '6', power: '9000' },
    ])
    expect(rejection(() => readCardFile('x.json', json)).details[0]?.message).toBe(
      'record 2 (1-001h): the same card (1-001) as record 1: list each card once',
    )
  })

  it(`lists at most ${MAX_DETAILS} problems, then counts the rest`, () => {
    const bad = Array.from({ length: 60 }, (_, i) => ({ id: `1-${String(i + 1).padStart(3, '0')}C`, name: 'X', element: 'fire', type: 'forward', cost: 'lots' }))
    const error = rejection(() => readCardFile('x.json', JSON.stringify(bad)))
    expect(error.details).toHaveLength(MAX_DETAILS + 1)
    expect(error.details[MAX_DETAILS]?.message).toBe('… and 10 more problems')
    expect(error.message).toMatch(/^x.json: 60 problems found in 60 records/)
  })

  it('refuses an empty file and a file with no cards', () => {
    expect(rejection(() => readCardFile('a.json', '  ')).message).toMatch(/empty/)
    expect(rejection(() => readCardFile('a.json', '{"count": 0, "cards": []}')).message).toMatch(/holds no cards/)
  })
})
