// What Vanguard's Cards view and deck list show in their own way: the list's columns (the trigger
// with its icon, grade and stats as numbers), the sort menu's order, the search box's example, and
// how the deck list groups cards (by grade, triggers by kind, orders). Headers are the module's
// field names; the filter panel and the query help are the generic ones over its card fields.
import { vanguardParts } from '@shared/games/vanguard'
import { hasTrigger, isOrder, type VanguardCard } from '@shared/games/vanguard/card'
import type { Localized } from '@shared/game/module'
import type { ListColumn } from '../../lib/card-fields'

const nameOf = (key: string): Localized => {
  const field = vanguardParts.cards.fields.find((f) => f.key === key)
  if (!field) throw new Error(`Vanguard has no card field "${key}"`)
  return field.names
}

export const VANGUARD_LIST_COLUMNS: readonly ListColumn[] = [
  { key: 'code', cell: 'code', header: nameOf('code'), widths: ['92px', '88px', '84px', '84px'] },
  { key: 'name', cell: 'name', header: nameOf('name'), widths: ['minmax(120px, 1fr)', 'minmax(110px, 1fr)', 'minmax(100px, 1fr)', 'minmax(90px, 1fr)'] },
  { key: 'grade', cell: 'number', header: nameOf('grade'), widths: ['52px', '48px', '44px', '44px'] },
  // narrow lists show the trigger's icon alone (its name stays in its title)
  { key: 'trigger', cell: 'value', header: nameOf('trigger'), widths: ['96px', '88px', '30px', '30px'] },
  { key: 'unitType', cell: 'value', header: nameOf('unitType'), widths: ['118px', '104px', null, null] },
  { key: 'power', cell: 'number', header: nameOf('power'), widths: ['68px', '64px', '60px', null] },
  { key: 'shield', cell: 'number', header: nameOf('shield'), widths: ['72px', '68px', null, null] },
  { key: 'skill', cell: 'value', header: nameOf('skill'), widths: ['104px', null, null, null] },
  { key: 'nations', cell: 'list', header: nameOf('nations'), widths: ['minmax(90px, 0.6fr)', null, null, null] },
]

/** The sort menu: the numbers players sort by first, then the other sortable fields, then relevance. */
const SORT_FIRST = ['grade', 'power', 'shield', 'critical', 'name', 'code']
const sortable = vanguardParts.cards.fields.filter((f) => f.sort).map((f) => f.sortKey ?? f.key)
export const VANGUARD_SORT_KEYS: readonly string[] = [...SORT_FIRST.filter((k) => sortable.includes(k)), ...sortable.filter((k) => !SORT_FIRST.includes(k)), 'relevance']

/** Grade 3 units with Twin Drive!!, in the query language built from the module's query keys. */
export const VANGUARD_SEARCH_EXAMPLE = 'g:3 sk:twin-drive p>=13000'

/** The deck list's groups (labels: deck.group.vanguard.*): units by grade, triggers by kind, orders. */
const TOP_GRADE = 4
export const VANGUARD_DECK_GROUPS = {
  order: ['grade4', 'grade3', 'grade2', 'grade1', 'grade0', 'critical', 'draw', 'front', 'heal', 'stand', 'over', 'order'].map((id) => `vanguard.${id}`),
  of(card: VanguardCard): string {
    if (isOrder(card)) return 'vanguard.order'
    if (hasTrigger(card)) return `vanguard.${card.trigger}`
    return `vanguard.grade${Math.min(card.grade ?? 0, TOP_GRADE)}`
  },
}

/** The i18n key of an enum field's value: triggers, skills, unit and order types. */
const VALUE_PREFIX: Readonly<Record<string, string>> = { trigger: 'vanguard.trigger', skill: 'vanguard.skill', unitType: 'vanguard.unitType', orderType: 'vanguard.orderType' }
export function vanguardValueNameKey(field: string, value: string): string | null {
  const prefix = VALUE_PREFIX[field]
  const values = vanguardParts.cards.fields.find((f) => f.key === field)?.values ?? []
  return prefix && values.includes(value) ? `${prefix}.${value}` : null
}
