// A card's value of a field that some games' cards have and others' not (FFTCG's cost, elements,
// jobs…): the generic lists read such fields by key, and show nothing for a card without them.
import type { CardField, Locale } from '@shared/game/module'

type Row = Readonly<Record<string, unknown>>

export function numberField(card: object | null | undefined, key: string): number | null {
  const value = (card as Row | null | undefined)?.[key]
  return typeof value === 'number' ? value : null
}

export function listField(card: object | null | undefined, key: string): string[] {
  const value = (card as Row | null | undefined)?.[key]
  return Array.isArray(value) ? value.map(String) : []
}

export function flagField(card: object | null | undefined, key: string): boolean {
  return (card as Row | null | undefined)?.[key] === true
}

export function textField(card: object | null | undefined, key: string): string | null {
  const value = (card as Row | null | undefined)?.[key]
  return typeof value === 'string' ? value : null
}

// --- the generic screens built from a game's card fields (cards.fields) -----------------------------


/** How a list cell shows its value: an enum or list value as its icon (ValueIcon) and/or its name. */
export type CellKind = 'code' | 'name' | 'text' | 'number' | 'icons' | 'value' | 'flag' | 'list'

/**
 * One column of the card list. `widths` are its grid widths in a wide list and under each narrower
 * breakpoint (660, 500, 380 px); null hides the column from that width down.
 */
export interface ListColumn {
  /** Names the column (its cells' class is `col-<key>`). */
  readonly key: string
  /** The card field it shows, when not `key`. */
  readonly field?: string
  readonly cell: CellKind
  /** An i18n key, or the field's names. */
  readonly header: string | Readonly<Record<Locale, string>>
  /** The header shows the field's mark instead of its name (FFTCG's element diamond). */
  readonly headerMark?: boolean
  readonly widths: readonly [string, string | null, string | null, string | null]
}

/** The container widths (px) under which the list uses the next entry of a column's `widths`. */
export const LIST_BREAKPOINTS = [660, 500, 380] as const

function columnOf(field: CardField): ListColumn | null {
  const header = field.names
  if (field.key === 'code') return { key: 'code', cell: 'code', header, widths: ['76px', '76px', '72px', '72px'] }
  if (field.key === 'name') return { key: 'name', cell: 'name', header, widths: ['minmax(110px, 1fr)', 'minmax(110px, 1fr)', 'minmax(100px, 1fr)', 'minmax(90px, 1fr)'] }
  switch (field.kind) {
    case 'number':
      // room for a heading such as NIVEAU; narrow lists let it end in an ellipsis
      return { key: field.key, cell: 'number', header, widths: ['64px', '56px', '44px', '44px'] }
    case 'enum':
      // narrow lists show the value's mark alone (its name stays in its title)
      return { key: field.key, cell: 'value', header, widths: ['112px', '112px', '24px', '24px'] }
    case 'list':
      return { key: field.key, cell: 'list', header, widths: ['minmax(90px, 0.6fr)', null, null, null] }
    case 'flag':
      return { key: field.key, cell: 'flag', header, widths: ['30px', '30px', '26px', '24px'] }
    case 'text':
      return { key: field.key, cell: 'text', header, widths: ['minmax(80px, 0.6fr)', 'minmax(80px, 0.6fr)', null, null] }
  }
}

/** A game's list columns when its renderer parts give none: its `column` fields, code and name first. */
export function columnsFromFields(fields: readonly CardField[]): ListColumn[] {
  const shown = fields.filter((f) => f.column)
  const first = ['code', 'name'].flatMap((key) => shown.filter((f) => f.key === key))
  const rest = shown.filter((f) => f.key !== 'code' && f.key !== 'name')
  const columns = [...first, ...rest].map(columnOf).filter((c): c is ListColumn => c !== null)
  return columns.map((c) => (c.cell === 'number' && columns.filter((o) => o.cell === 'number').indexOf(c) >= NARROWEST_NUMBERS ? hiddenWhenNarrowest(c) : c))
}

/** Number columns a list at its narrowest keeps (the deck editor's search pane at 1024 px): more would push the last past its edge. */
const NARROWEST_NUMBERS = 2
const hiddenWhenNarrowest = (column: ListColumn): ListColumn => ({ ...column, widths: [column.widths[0], column.widths[1], column.widths[2], null] })

/** The `grid-template-columns` of each width (wide, then under each breakpoint). */
export function gridTemplates(columns: readonly ListColumn[]): string[] {
  return [0, 1, 2, 3].map((level) => columns.flatMap((c) => c.widths[level] ?? []).join(' '))
}

/** The query's spelling of a field: its shortest query key (`e` for elements, `lv` for level). */
export function shortQueryKey(field: CardField): string | null {
  const keys = field.queryKeys ?? []
  return keys.length ? keys.reduce((a, b) => (b.length < a.length ? b : a)) : null
}

/** A search example built from the fields: an enum value, a number bound, a flag (`c:creature lv>=2 is:unique`). */
export function queryExample(fields: readonly CardField[]): string {
  const terms: string[] = []
  const enumField = fields.find((f) => (f.kind === 'enum' || f.kind === 'list') && f.values?.length && shortQueryKey(f))
  if (enumField) terms.push(`${shortQueryKey(enumField)}:${enumField.values![0]!.toLowerCase()}`)
  const numberField = fields.find((f) => f.kind === 'number' && shortQueryKey(f))
  if (numberField) terms.push(`${shortQueryKey(numberField)}>=2`)
  const flagField = fields.find((f) => f.kind === 'flag' && shortQueryKey(f))
  if (flagField) terms.push(`${shortQueryKey(flagField)}:${(flagField.flagWord ?? flagField.key).toLowerCase()}`)
  return terms.join(' ')
}

/** One line of the query help: an example of the syntax (not translated) and what it finds. */
export interface SyntaxRow {
  readonly example: string
  /** An i18n key under `syntax.`, with values for it. */
  readonly key: string
  readonly values?: Readonly<Record<string, string>>
}

/** The query help's lines for a field: what each of its spellings finds, in the field's words. */
export function syntaxRowsOf(fields: readonly CardField[], locale: Locale): SyntaxRow[] {
  const flagGroups = flagsByQueryKeys(fields)
  const numbers = fields.filter((f) => f.kind === 'number' && shortQueryKey(f))
  return fields.flatMap((field): SyntaxRow[] => {
    const keys = field.queryKeys ?? []
    if (!keys.length) return []
    const name = field.names[locale]
    const spelled = (to: (key: string) => string) => keys.map(to).join('  ')
    if (field.valueSet) return [valueSetRow(field, name)]
    if (field.symbols) {
      const k = keys[0]!
      const [full, short] = field.symbols.examples
      return [{ example: `${keys.map((key) => `${key}:${full}`).join('  ')}  ${k}:${short}  ${k}=${full}  ${k}<=${short}`, key: 'field.symbols', values: { name } }]
    }
    switch (field.kind) {
      case 'number': {
        const row: SyntaxRow = { example: spelled((k) => `${k}>=2`), key: 'field.number', values: { name } }
        // After the last number, how two numbers of a card compare (the first is often a cost or level: the next two make the example).
        if (field !== numbers.at(-1) || numbers.length < 2) return [row]
        const [a, b] = numbers.length >= 3 ? [numbers[1]!, numbers[2]!] : [numbers[0]!, numbers[1]!]
        const names = numbers.map((f) => shortQueryKey(f)).join(', ')
        return [row, { example: `${shortQueryKey(a)}>${shortQueryKey(b)}  ${shortQueryKey(a)}=${shortQueryKey(b)}`, key: 'field.compare', values: { names } }]
      }
      case 'flag': {
        // Flags asked for by the same keys (Magic's f:modern, f:pauper…) make one line, at the first.
        const group = flagGroups.get(keys.join(' '))!
        const word = (f: CardField) => (f.flagWord ?? f.key).toLowerCase()
        if (group.length === 1) return [{ example: `${keys[0]}:${word(field)}`, key: 'field.flag', values: { name } }]
        if (group[0] !== field) return []
        return [{ example: spelled((k) => `${k}:${word(field)}`), key: 'field.flags', values: { values: group.map(word).join(', ') } }]
      }
      case 'enum':
      case 'list': {
        // A list with no fixed values (Magic's keywords) is searched for its words, as text is.
        if (!field.values?.length) return [{ example: spelled((k) => `${k}:"…"`), key: 'field.text', values: { name } }]
        const value = field.values?.[0]?.toLowerCase() ?? 'x'
        return [{ example: spelled((k) => `${k}:${value}`), key: 'field.value', values: { name, values: (field.values ?? []).join(', ').toLowerCase() } }]
      }
      case 'text':
        return [{ example: spelled((k) => `${k}:"…"`), key: 'field.text', values: { name } }]
    }
  })
}

/** A set of letters (Magic's colours): compared as sets, `:` meaning at least or within as the field says. */
function valueSetRow(field: CardField, name: string): SyntaxRow {
  const spec = field.valueSet!
  const k = shortQueryKey(field)!
  const [a = 'a', b = 'b'] = (field.values ?? []).map((v) => v.toLowerCase())
  const names = Object.keys(spec.names ?? {}).filter((n) => (spec.names![n]?.length ?? 0) >= 2).slice(0, 2)
  return {
    example: `${k}:${a}${b}  ${k}>=${a}${b}  ${k}<=${a}  ${k}=${a}${b}`,
    key: spec.colon === '>=' ? 'field.setAtLeast' : 'field.setWithin',
    values: { name, values: (field.values ?? []).join(', ').toLowerCase(), names: names.join(', ') },
  }
}

function flagsByQueryKeys(fields: readonly CardField[]): Map<string, CardField[]> {
  const groups = new Map<string, CardField[]>()
  for (const field of fields) {
    if (field.kind !== 'flag' || !field.queryKeys?.length) continue
    const id = field.queryKeys.join(' ')
    groups.set(id, [...(groups.get(id) ?? []), field])
  }
  return groups
}

/** The fields the filter panel shows, in the module's order. */
export const filterFields = (fields: readonly CardField[]) => fields.filter((f) => f.filter)

/** A field's name in the game's filters and facets (`types` for `type`). */
export const filterKeyOf = (field: CardField) => field.filterKey ?? field.key

/** The query help of a game without its own: words, phrases, each field's spellings, then negation and grouping. */
export function genericSyntaxRows(fields: readonly CardField[], locale: Locale): SyntaxRow[] {
  const first = queryExample(fields).split(' ')[0] || 'word'
  return [
    { example: 'word  other', key: 'words' },
    { example: '"two words"', key: 'phrase' },
    ...syntaxRowsOf(fields, locale),
    { example: `-${first}`, key: 'negate' },
    { example: 'word or other', key: 'or' },
    { example: `(word or other) -${first}`, key: 'group' },
  ]
}
