// Issue 12, item 1: the creature game's cards through the generic card-set files and form. The
// CSV columns are the (`code,name,category,level,atk,def,type,unique,text`); level, Atk
// and Def belong to creatures only (1.3); active skills are read from the text (1.4).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readCardSetFile, writeCardSetCsv, writeCardSetJson } from '@shared/game/user-card-files'
import { formProblems } from '@shared/game/user-cards'
import { creatures } from '@shared/games/creatures'
import { CATEGORIES } from '@shared/games/creatures/card'

const spec = creatures.userCards!
const demoText = readFileSync(resolve(import.meta.dirname, '../../../resources/creatures-demo-set.json'), 'utf8')
const demo = readCardSetFile(spec, demoText, { game: 'creatures', format: 'json' })
if (!demo.ok) throw new Error('demo set')

const HEADER = 'code,name,category,level,atk,def,type,unique,text'

describe('creature cards made by the user (issue 12.1)', () => {
  it('bundles a demo set of about 40 original cards of every category (12.2)', () => {
    expect(demo.cards.length).toBeGreaterThanOrEqual(38)
    for (const category of CATEGORIES) expect(demo.cards.some((c) => c.category === category), category).toBe(true)
    expect(demo.cards.some((c) => c.unique)).toBe(true)
    expect(new Set(demo.cards.map((c) => c.level)).size).toBeGreaterThanOrEqual(4)
  })

  it('reads the issue’s CSV: a creature with its stats and skill, magic and terrain without, the star in any spelling', () => {
    const csv = [
      HEADER,
      'US-001,Cinder Fox,creature,1,1400,800,Beast,yes,"Flare (2): +500 Atk until the end of the turn."',
      'US-002,Mirror Ward,effect,,,,,0,Cancel one attack.',
      'US-003,Iron Fang,equipment,,,,Beast,no,+300 Atk to the equipped creature.',
      'US-004,Ash Plains,terrain,,,,,TRUE,Beasts get +100 Atk.',
    ].join('\n')
    const read = readCardSetFile(spec, csv, { game: 'creatures' })
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    const [fox, ward, fang, plains] = read.cards
    expect(fox).toMatchObject({ code: 'US-001', level: 1, atk: 1400, def: 800, unique: true, skills: [{ name: 'Flare', ap: 2, clash: false }] })
    expect(ward).toMatchObject({ category: 'effect', level: null, atk: null, def: null, unique: false, skills: [] })
    expect(fang).toMatchObject({ category: 'equipment', type: 'Beast', unique: false })
    expect(plains).toMatchObject({ category: 'terrain', unique: true })
  })

  it('refuses a level on a magic card and a creature without Atk, naming the line and the column; nothing is read', () => {
    const csv = [HEADER, 'US-001,Cinder Fox,creature,1,,800,Beast,no,', 'US-002,Mirror Ward,effect,2,,,,no,'].join('\n')
    const read = readCardSetFile(spec, csv, { game: 'creatures' })
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems).toEqual([
      expect.objectContaining({ line: 2, field: 'atk' }),
      expect.objectContaining({ line: 3, field: 'level' }),
    ])
  })

  it('every card of the demo set passes the schema as the generic set reader reads it, and round-trips through CSV and JSON', () => {
    for (const card of demo.cards) expect(spec.schema.parse(card)).toEqual(card)
    const csv = readCardSetFile(spec, writeCardSetCsv(spec, demo.cards), { game: 'creatures' })
    expect(csv.ok && csv.cards).toEqual(demo.cards)
    const json = readCardSetFile(spec, writeCardSetJson('creatures', 'Demo', demo.cards), { game: 'creatures' })
    expect(json.ok && json.cards).toEqual(demo.cards)
  })

  it('the form asks level, Atk and Def of a creature only', () => {
    const creature = { ...spec.blank(), code: 'US-9', name: 'X', category: 'creature' }
    expect(formProblems(spec.fields, creature).map((p) => p.field)).toEqual(['level', 'atk', 'def'])
    expect(formProblems(spec.fields, { ...creature, category: 'terrain' })).toEqual([])
    expect(formProblems(spec.fields, { ...creature, level: 6, atk: 1, def: 1 })).toEqual([{ field: 'level', kind: 'above-max', limit: 5 }])
  })
})
