import { describe, expect, it } from 'vitest'
import { checkUserCard, formProblems, isFieldShown, readCell, withoutHiddenFields, writeCell } from '../../../src-shared/game/user-cards'
import { FAKE_FIELDS, FakeCardSchema, fakeSpec, unit } from './fake-game'

const field = (key: string) => FAKE_FIELDS.find((f) => f.key === key)!
const row = (cells: Record<string, string>) => ({ code: 'AB-001', name: 'Wolf', kind: 'unit', power: '2', star: 'no', text: '', ...cells })

describe('user card spec: CSV rows read by the fields', () => {
  it('reads a row into a card', () => {
    expect(fakeSpec.readRow(row({ star: 'YES', text: 'Bites.' }))).toEqual({
      ok: true,
      card: { code: 'AB-001', name: 'Wolf', kind: 'unit', power: 2, star: true, text: 'Bites.' },
    })
  })

  it.each([['yes', true], ['no', false], ['1', true], ['0', false], ['true', true], ['False', false], ['', false]])('reads the flag %s as %s', (cell, flag) => {
    expect(readCell(field('star'), cell)).toEqual({ ok: true, value: flag })
  })

  it('names the column of each problem', () => {
    const read = fakeSpec.readRow(row({ kind: 'dragon', star: 'maybe' }))
    expect(read.ok).toBe(false)
    expect(!read.ok && read.problems.map((p) => p.column)).toEqual(['kind', 'star'])
    expect(!read.ok && read.problems[0]!.message).toContain('unit, spell, land')
  })

  it('refuses a number given for a field the card does not show (power of a spell)', () => {
    const read = fakeSpec.readRow(row({ kind: 'spell', power: '4' }))
    expect(read).toEqual({ ok: false, problems: [{ column: 'power', code: 'onlyFor', params: { field: 'kind', values: 'unit' }, message: 'only for kind unit: leave it empty' }] })
  })

  it('leaves an empty number out, and the schema says when it was needed', () => {
    expect(fakeSpec.readRow(row({ kind: 'spell', power: '' }))).toMatchObject({ ok: true, card: { kind: 'spell' } })
    // a rule of the game's schema (power is not a required field): its own words, under `invalid`
    expect(fakeSpec.readRow(row({ power: '' }))).toEqual({
      ok: false,
      problems: [{ column: 'power', code: 'invalid', params: { detail: 'a unit has a power' }, message: 'a unit has a power' }],
    })
  })

  it('refuses a number that is not whole', () => {
    expect(readCell(field('power'), '2.5')).toMatchObject({ ok: false })
    expect(readCell(field('power'), '1e3')).toMatchObject({ ok: false })
  })

  it('writes a card back to the same cells', () => {
    const card = unit('CD-042', { star: true, text: 'a; b, "c"' })
    expect(fakeSpec.readRow(fakeSpec.writeRow(card))).toEqual({ ok: true, card })
    expect(writeCell(field('power'), undefined)).toBe('')
  })
})

describe('user card spec: the form', () => {
  it('shows power only for units', () => {
    expect(isFieldShown(field('power'), { kind: 'unit' })).toBe(true)
    expect(isFieldShown(field('power'), { kind: 'land' })).toBe(false)
  })

  it('drops the hidden fields of a card whose kind changed', () => {
    expect(withoutHiddenFields(FAKE_FIELDS, { ...unit('AB-001'), kind: 'land' })).not.toHaveProperty('power')
  })

  it('checks a card against the schema, naming each field', () => {
    const checked = checkUserCard(FakeCardSchema, { ...unit('bad'), name: '' })
    expect(!checked.ok && checked.problems.map((p) => p.field).sort()).toEqual(['code', 'name'])
  })
})

describe('user card spec: the form’s own checks', () => {
  it('asks for required fields, whole numbers within bounds and texts within length, on shown fields only', () => {
    expect(formProblems(FAKE_FIELDS, { code: '', name: 'x'.repeat(61), kind: 'unit', power: 100, star: false })).toEqual([
      { field: 'code', kind: 'required' },
      { field: 'name', kind: 'too-long', limit: 60 },
      { field: 'power', kind: 'above-max', limit: 99 },
    ])
    expect(formProblems(FAKE_FIELDS, { code: 'AB-001', name: 'Fog', kind: 'spell', power: -5, star: false })).toEqual([])
    expect(formProblems(FAKE_FIELDS, { ...unit('AB-001'), power: 2.5 })).toEqual([{ field: 'power', kind: 'not-whole' }])
  })
})
