// One card from one row of a set (a CSV record or a JSON object), checked field by field: the
// same rules for both file shapes, each problem naming its line and field.
import { activeSkills, CATEGORIES, MAX_LEVEL, MAX_STAT, type Category, type CreatureCard } from '../card'
import type { SetProblem } from './problems'

export const COLUMNS = ['code', 'name', 'category', 'level', 'atk', 'def', 'type', 'unique', 'text'] as const
export type Column = (typeof COLUMNS)[number]

export const LIMITS = { code: 40, name: 100, type: 60, text: 2000, cards: 5000, picture: 200 } as const
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
const PICTURE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g|webp|gif)$/i
const FLAGS: Record<string, boolean> = { yes: true, no: false, '1': true, '0': false, true: true, false: false, '': false }

/** A row's raw values: CSV cells are strings; JSON values may be strings, numbers, booleans or null. */
export type RawRow = Partial<Record<Column | 'picture', unknown>>

export function readRow(raw: RawRow, line: number, problems: SetProblem[]): CreatureCard | null {
  const before = problems.length
  const say = (field: string, kind: SetProblem['kind'], params: SetProblem['params'] = {}) => problems.push({ line, field, kind, params })
  const text = (field: Column, max: number, required: boolean): string => {
    const value = raw[field]
    const s = value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : String(value)
    if (required && s === '') say(field, 'required')
    else if (s.length > max) say(field, 'too-long', { max })
    return s
  }
  const code = text('code', LIMITS.code, true)
  if (code && code.length <= LIMITS.code && !CODE.test(code)) say('code', 'bad-code', { value: code })
  const name = text('name', LIMITS.name, true)
  const categoryText = text('category', 20, true).toLowerCase()
  const category = (CATEGORIES as readonly string[]).includes(categoryText) ? (categoryText as Category) : null
  if (categoryText && !category) say('category', 'bad-category', { value: categoryText })
  const number = (field: 'level' | 'atk' | 'def', max: number): number | null => {
    const s = text(field, 12, category === 'creature')
    if (s === '') return null
    if (category && category !== 'creature') {
      say(field, 'not-for-category', { category, field })
      return null
    }
    if (!/^\d+$/.test(s)) {
      say(field, 'not-a-number', { value: s })
      return null
    }
    const n = Number(s)
    if (n > max) say(field, 'out-of-range', { value: n, min: 0, max })
    return n
  }
  const level = number('level', MAX_LEVEL)
  const atk = number('atk', MAX_STAT)
  const def = number('def', MAX_STAT)
  const type = text('type', LIMITS.type, false)
  const flag = text('unique', 10, false).toLowerCase()
  if (!(flag in FLAGS)) say('unique', 'bad-flag', { value: flag })
  const body = text('text', LIMITS.text, false)
  const picture = raw.picture === undefined || raw.picture === null || raw.picture === '' ? undefined : String(raw.picture)
  if (picture !== undefined && (picture.length > LIMITS.picture || !PICTURE.test(picture))) say('picture', 'bad-picture', { value: picture.slice(0, 60) })
  if (problems.length > before || !category) return null
  const card: CreatureCard = { code, name, category, level, atk, def, type, unique: FLAGS[flag]!, text: body, skills: activeSkills(body) }
  if (picture) card.picture = picture
  return card
}
