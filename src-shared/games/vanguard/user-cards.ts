// Vanguard cards from files and the card-set editor (issue 13, item 1): the generic card-set
// reader (src-shared/game/user-card-files.ts) checks JSON records with VanguardCardSchema, and CSV
// rows with the issue's columns `code,name,grade,power,shield,critical,trigger,skill,unit_type,
// nation,clan,set,text` (and an optional `image`: the official picture's address) read below. All or nothing; every problem names its line and column.
import { z } from 'zod'
import { coded } from '../../game/set-problems'
import { checkUserCard, LIST_SEPARATOR, type ColumnProblem, type CsvRow, type UserCardField, type UserCardSpec } from '../../game/user-cards'
import { LIMITS, ORDER_TYPES, SKILLS, TRIGGERS, UNIT_TYPES, VanguardCardSchema, type VanguardCard } from './card'
import { entryKey } from './codes'

const t = (en: string, fr: string) => ({ en, fr })
const NONE = 'none'

export const CSV_COLUMNS = ['code', 'name', 'grade', 'power', 'shield', 'critical', 'trigger', 'skill', 'unit_type', 'nation', 'clan', 'set', 'text'] as const
export const OPTIONAL_CSV_COLUMNS = ['image'] as const
type Column = (typeof CSV_COLUMNS)[number] | (typeof OPTIONAL_CSV_COLUMNS)[number]

/** The column a card property comes from (the others have the property's name). */
const COLUMN_OF_KEY: Record<string, Column> = { unitType: 'unit_type', orderType: 'unit_type', nations: 'nation', triggerPower: 'trigger' }

/** The form sends `none` for "no trigger / no skill": the schema reads it as null. */
const noneIsNull = (value: unknown) => (value === NONE ? null : value)
const FormSchema: z.ZodType<VanguardCard> = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? { ...value, ...nulled(value as Record<string, unknown>) } : value),
  VanguardCardSchema,
) as z.ZodType<VanguardCard>
function nulled(card: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const key of ['trigger', 'skill'] as const) if (key in card) out[key] = noneIsNull(card[key])
  return out
}

const onlyUnits = { field: 'unitType', is: UNIT_TYPES.filter((u) => u !== 'order') } as const
export const VANGUARD_CARD_FIELDS: readonly UserCardField[] = [
  { key: 'code', kind: 'text', names: t('Code', 'Code'), required: true, max: LIMITS.code },
  { key: 'name', kind: 'text', names: t('Name', 'Nom'), required: true, max: LIMITS.name },
  { key: 'unitType', kind: 'enum', names: t('Unit type', 'Type d’unité'), values: UNIT_TYPES, required: true },
  { key: 'orderType', kind: 'enum', names: t('Order type', 'Type d’ordre'), values: ORDER_TYPES, shownWhen: { field: 'unitType', is: ['order'] } },
  { key: 'grade', kind: 'number', names: t('Grade', 'Grade'), min: 0, max: LIMITS.grade },
  { key: 'power', kind: 'number', names: t('Power', 'Puissance'), required: true, min: 0, max: LIMITS.stat, shownWhen: onlyUnits },
  { key: 'shield', kind: 'number', names: t('Shield', 'Bouclier'), min: 0, max: LIMITS.stat, shownWhen: onlyUnits },
  { key: 'critical', kind: 'number', names: t('Critical', 'Critique'), required: true, min: 0, max: 99, shownWhen: onlyUnits },
  { key: 'trigger', kind: 'enum', names: t('Trigger', 'Trigger'), values: [NONE, ...TRIGGERS], shownWhen: { field: 'unitType', is: ['trigger'] } },
  { key: 'skill', kind: 'enum', names: t('Skill', 'Compétence'), values: [NONE, ...SKILLS], shownWhen: onlyUnits },
  { key: 'nations', kind: 'list', names: t('Nation', 'Nation'), max: LIMITS.nation },
  { key: 'clan', kind: 'text', names: t('Clan', 'Clan'), max: LIMITS.clan },
  { key: 'set', kind: 'text', names: t('Set', 'Extension'), max: LIMITS.set },
  { key: 'text', kind: 'text', names: t('Text', 'Texte'), max: LIMITS.text, multiline: true },
]

/** `Critical`, `critical trigger`, `Critical Trigger +5000` (the cfv-online CSV's spelling), `none`. */
function triggerOf(cell: string): string | null {
  const m = /^(\w+)(?:\s+trigger)?(?:\s*\+\s*\d+)?$/i.exec(cell)
  return m ? m[1]!.toLowerCase() : cell.toLowerCase()
}
/** `Twin Drive!!`, `twin drive`, `twin-drive` → `twin-drive`. */
const skillOf = (cell: string) => cell.toLowerCase().replace(/!+$/, '').trim().replace(/\s+/g, '-')
const isEmpty = (cell: string) => cell === '' || cell === '-' || cell.toLowerCase() === NONE

/** `order` and `<type> order` (`blitz order`) are orders of that type; the rest are unit types. */
function unitTypeOf(cell: string): { unitType: string; orderType?: string } {
  const m = /^(?:([\w -]+?)\s+)?order$/i.exec(cell)
  if (!m) return { unitType: cell.toLowerCase() }
  return { unitType: 'order', orderType: (m[1] ?? 'normal').toLowerCase().replace(/\s+/g, '-') }
}

export function readVanguardRow(row: CsvRow): { ok: true; card: VanguardCard } | { ok: false; problems: ColumnProblem[] } {
  const problems: ColumnProblem[] = []
  const cell = (column: Column) => (row[column] ?? '').trim()
  const draft: Record<string, unknown> = { code: cell('code'), name: cell('name'), set: cell('set'), text: row.text ?? '' }
  for (const column of ['grade', 'power', 'shield', 'critical'] as const) {
    const text = cell(column)
    if (text === '') continue
    if (/^\d+$/.test(text)) draft[column] = Number(text)
    else problems.push({ column, ...coded('notWhole', `"${text.slice(0, 40)}" is not a whole number`, { value: text.slice(0, 40) }) })
  }
  if (!isEmpty(cell('trigger'))) draft.trigger = triggerOf(cell('trigger'))
  if (!isEmpty(cell('skill'))) draft.skill = skillOf(cell('skill'))
  Object.assign(draft, unitTypeOf(cell('unit_type')))
  draft.nations = cell('nation') === '' ? [] : cell('nation').split(LIST_SEPARATOR).map((n) => n.trim())
  if (cell('clan') !== '') draft.clan = cell('clan')
  if (cell('image') !== '') draft.image = cell('image')
  if (problems.length) return { ok: false, problems }
  const checked = checkUserCard(VanguardCardSchema, draft)
  if (checked.ok) return checked
  return { ok: false, problems: checked.problems.map((p) => ({ column: columnOf(p.field), code: p.code, params: p.params, message: p.message })) }
}

function columnOf(field: string): string {
  const key = field.split('.')[0]!
  return COLUMN_OF_KEY[key] ?? key
}

export function writeVanguardRow(card: VanguardCard): Record<string, string> {
  const n = (v: number | null) => (v === null ? '' : String(v))
  const cells: Record<Column, string> = {
    code: card.code,
    name: card.name,
    grade: n(card.grade),
    power: n(card.power),
    shield: n(card.shield),
    critical: n(card.critical),
    trigger: card.trigger ?? '',
    skill: card.skill ?? '',
    unit_type: card.unitType === 'order' ? `${card.orderType ?? 'normal'} order` : card.unitType,
    nation: card.nations.join(LIST_SEPARATOR),
    clan: card.clan ?? '',
    set: card.set,
    text: card.text,
    image: card.image ?? '',
  }
  return cells
}

export const vanguardUserCards: UserCardSpec<VanguardCard> = {
  schema: FormSchema,
  fields: VANGUARD_CARD_FIELDS,
  csvColumns: CSV_COLUMNS,
  optionalCsvColumns: OPTIONAL_CSV_COLUMNS,
  readRow: readVanguardRow,
  writeRow: writeVanguardRow,
  keyOf: (card) => entryKey(card.code),
  keyField: 'code',
  blank: () => ({ code: '', name: '', unitType: 'normal', grade: 0, power: 5000, shield: 10000, critical: 1, skill: 'boost', nations: [], clan: '', set: '', text: '' }),
}
