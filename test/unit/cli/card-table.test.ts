import { describe, expect, it } from 'vitest'
import type { CardField } from '@shared/game/module'
import { gameModule } from '@shared/games'
import { cardTable, cellText } from '../../../src-main/cli/format'

const t = (en: string) => ({ en, fr: en })
// A made-up game's fields: the table must follow them, not FFTCG's.
const FIELDS: CardField[] = [
  { key: 'id', kind: 'text', names: t('Id'), column: true },
  { key: 'title', kind: 'text', names: t('Title'), column: true },
  { key: 'secret', kind: 'text', names: t('Secret') },
  { key: 'colors', kind: 'list', names: t('Colors'), column: true },
  { key: 'attack', kind: 'number', names: t('Attack'), column: true },
]

describe('CLI card table built from the module card fields', () => {
  it('has one column per field marked column, headed by its English name, in declaration order', () => {
    const table = cardTable(FIELDS, [{ id: 'A1', title: 'Slime', secret: 'hidden', colors: ['red', 'blue'], attack: null }])
    const [head, row] = table.split('\n')
    expect(head!.split(/\s+/)).toEqual(['ID', 'TITLE', 'COLORS', 'ATTACK'])
    expect(row!.split(/\s+/)).toEqual(['A1', 'Slime', 'red/blue', '-'])
    expect(table).not.toContain('hidden')
  })

  it('lines the columns up and cuts a long value with …', () => {
    const long = 'A name far longer than any column may grow'
    const lines = cardTable(FIELDS, [{ id: 'A1', title: long, colors: [], attack: 3 }, { id: 'B22', title: 'Ok', colors: ['green'], attack: 12 }]).split('\n')
    const at = lines[0]!.indexOf('COLORS')
    expect(lines[1]!.slice(at)).toMatch(/^- +3$/)
    expect(lines[2]!.slice(at)).toMatch(/^green +12$/)
    expect(lines[1]).toContain('…')
    expect(lines[1]).not.toContain(long)
  })

  it('shows the FFTCG columns its module declares', () => {
    const fields = gameModule('fftcg').cards.fields
    const card = { code: '1-001H', name: 'Auron', elements: ['fire'], type: 'forward', cost: 5, power: 9000, set: 'Opus I', rarity: 'H' }
    const head = cardTable(fields, [card]).split('\n')[0]!
    for (const field of fields.filter((f) => f.column)) expect(head).toContain(field.names.en.toUpperCase())
    expect(cellText(card, fields.find((f) => f.key === 'elements')!)).toBe('fire')
  })
})
