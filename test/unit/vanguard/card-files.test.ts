// Issue 13, item 1: Vanguard cards from JSON and from CSV with the columns
// `code,name,grade,power,shield,critical,trigger,skill,unit_type,nation,clan,set,text`, through the
// generic card-set reader: all or nothing, every refused row naming its line and column.
import { describe, expect, it } from 'vitest'
import { readCardSetFile, writeCardSetCsv, writeCardSetJson } from '@shared/game/user-card-files'
import { formProblems, withoutHiddenFields } from '@shared/game/user-cards'
import { vanguardUserCards as spec } from '@shared/games/vanguard/user-cards'
import { card, cards } from './fixtures'

const HEADER = 'code,name,grade,power,shield,critical,trigger,skill,unit_type,nation,clan,set,text'
const read = (text: string) => readCardSetFile(spec, text, { game: 'vanguard' })

describe('CSV with the issue’s columns', () => {
  it('reads units, triggers with their power, sentinels, orders with their type, dual nations and clans', () => {
    const csv = [
      HEADER,
      'BT03/001EN,Demonic Lord of the Abyss,3,11000,0,1,,Twin Drive!!,normal,Dark Zone,Dark Irregulars,BT03,"Soul Blast (8): +10000"',
      'BT03/019EN,Bloody Calf,0,4000,10000,1,Critical Trigger +5000,Boost,trigger,Dark Zone,Dark Irregulars,BT03,',
      'X-01,Over Dragon,0,5000,15000,1,over,boost,trigger,Dragon Empire|Stoicheia,,X,',
      'X-02,Wall,1,5000,0,1,none,intercept,sentinel,Keter Sanctuary,,X,Sentinel',
      'X-03,Swift Blitz,2,,,,,,blitz order,Keter Sanctuary,,X,Play this',
    ].join('\n')
    const result = read(csv)
    if (!result.ok) throw new Error(JSON.stringify(result.problems))
    const [lord, calf, over, wall, blitz] = result.cards
    expect(lord).toMatchObject({ code: 'BT03/001EN', grade: 3, skill: 'twin-drive', trigger: null, triggerPower: 0, nations: ['Dark Zone'], clan: 'Dark Irregulars', text: 'Soul Blast (8): +10000' })
    expect(calf).toMatchObject({ trigger: 'critical', triggerPower: 10_000, skill: 'boost', unitType: 'trigger' })
    expect(over).toMatchObject({ trigger: 'over', triggerPower: 100_000_000, nations: ['Dragon Empire', 'Stoicheia'], clan: null })
    expect(wall).toMatchObject({ unitType: 'sentinel', trigger: null, skill: 'intercept' })
    expect(blitz).toMatchObject({ unitType: 'order', orderType: 'blitz', power: null, critical: null, skill: null, grade: 2 })
  })

  it('refuses the whole file, naming each bad row’s line and column', () => {
    const csv = [
      HEADER,
      'A-1,Fine,1,8000,5000,1,,boost,normal,Dragon Empire,,A,',
      'A-2,Bad grade,one,8000,5000,1,,boost,normal,Dragon Empire,,A,',
      'A-3,Trigger without icon,0,5000,15000,1,,boost,trigger,Dragon Empire,,A,',
      '"A-4","Quoted,\nname",1,8000,5000,1,,quadruple drive,normal,,,A,',
      'A-5,Order with power,1,5000,,,,,order,,,A,',
      'A-1,Twice,1,8000,5000,1,,boost,normal,,,A,',
    ].join('\n')
    const result = read(csv)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'grade'],
      [4, 'trigger'],
      [5, 'skill'],
      [7, 'power'],
    ])
    expect(result.problems[0]!.message).toBe('"one" is not a whole number')
    expect(result.problems[2]!.message).toContain('twin-drive')
    expect(result.problems[3]!.message).toBe('an order has no power: leave it empty')
  })

  it('refuses a duplicate code (codes are keys in any spelling) and a wrong header', () => {
    const dup = read([HEADER, 'D-BT01/001,A,1,8000,5000,1,,boost,normal,,,A,', 'd-bt01-001,B,1,8000,5000,1,,boost,normal,,,A,'].join('\n'))
    expect(dup.ok ? [] : dup.problems).toEqual([{ line: 3, field: 'code', code: 'duplicateKeyLine', params: expect.any(Object), message: 'D-BT01/001 is already the code of line 2' }])
    const header = read('code,name,grade\nA,B,1\n')
    expect(header.ok ? [] : header.problems[0]!.message).toContain('missing columns: power, shield, critical, trigger, skill, unit_type, nation, clan, set, text')
  })

  it('writes the catalog to CSV and JSON, and reads both back to the same cards', () => {
    const sample = cards.filter((_, i) => i % 7 === 0)
    const csv = read(writeCardSetCsv(spec, sample))
    const json = read(writeCardSetJson('vanguard', 'sample', sample))
    expect(csv.ok && csv.cards).toEqual(sample)
    expect(json.ok && json.cards).toEqual(sample)
    expect(writeCardSetCsv(spec, [card('dbt04_084')])).toContain('\nD-BT04/084,Shining Selfishness,2,,,,,,blitz order,Dark States,,D-BT04,"Play this with COST [Soul Blast (4)]!\nChoose one')
  })
})

describe('JSON card sets', () => {
  it('refuses a record naming its index, code and field; nothing is read', () => {
    const file = { deckLabCardSet: 1, game: 'vanguard', name: 'mine', cards: [{ ...card('dsd01_013') }, { ...card('dsd01_011'), code: 'X-2', trigger: 'mega' }] }
    const result = read(JSON.stringify(file))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toEqual([{ record: '#2 X-2', field: 'trigger', code: expect.any(String), params: expect.any(Object), message: expect.stringContaining('critical') }])
  })
})

describe('the card-set editor’s form', () => {
  it('asks for power and critical of a unit, the trigger of a trigger unit, the order type of an order only', () => {
    const blank = spec.blank()
    expect(formProblems(spec.fields, { ...blank, code: 'A', name: 'B' })).toEqual([])
    expect(formProblems(spec.fields, { ...blank, code: 'A', name: 'B', power: undefined })).toEqual([{ field: 'power', kind: 'required' }])
    const order = withoutHiddenFields(spec.fields, { ...blank, unitType: 'order', orderType: 'set' })
    expect(Object.keys(order)).not.toContain('power')
    expect(spec.schema.safeParse({ ...order, code: 'A', name: 'B' }).data).toMatchObject({ unitType: 'order', orderType: 'set', power: null, skill: null })
  })

  it('reads the form’s `none` as no trigger and no skill', () => {
    const parsed = spec.schema.safeParse({ ...spec.blank(), code: 'A', name: 'B', trigger: 'none', skill: 'none' })
    expect(parsed.data).toMatchObject({ trigger: null, skill: null, triggerPower: 0 })
  })
})
