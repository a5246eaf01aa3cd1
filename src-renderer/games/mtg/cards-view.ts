// What Magic's Cards view and deck list show in their own way: the list's columns (colours as mana
// badges, mana value, type line, power and toughness, rarity, set), the sort menu's order, the
// search box's example, the names of enum values, and how the deck list groups cards by card type.
// The filter panel and the query help are the generic ones over the module's card fields.
import { frontFace, type MtgCard } from '@shared/games/mtg/card'
import { MTG_CARD_FIELDS } from '@shared/games/mtg/card-fields'
import type { Localized } from '@shared/game/module'
import type { ListColumn } from '../../lib/card-fields'

const nameOf = (key: string): Localized => {
  const field = MTG_CARD_FIELDS.find((f) => f.key === key)
  if (!field) throw new Error(`Magic has no card field "${key}"`)
  return field.names
}

export const MTG_LIST_COLUMNS: readonly ListColumn[] = [
  { key: 'name', cell: 'name', header: nameOf('name'), widths: ['minmax(140px, 1.2fr)', 'minmax(120px, 1fr)', 'minmax(100px, 1fr)', 'minmax(90px, 1fr)'] },
  { key: 'colors', cell: 'icons', header: nameOf('colors'), widths: ['86px', '76px', '64px', null] },
  { key: 'manaValue', cell: 'number', header: nameOf('manaValue'), widths: ['56px', '48px', '40px', '40px'] },
  { key: 'typeLine', cell: 'text', header: nameOf('typeLine'), widths: ['minmax(120px, 1fr)', 'minmax(100px, 0.8fr)', null, null] },
  { key: 'power', cell: 'number', header: nameOf('power'), widths: ['56px', '48px', null, null] },
  { key: 'toughness', cell: 'number', header: nameOf('toughness'), widths: ['56px', null, null, null] },
  // narrow lists show the rarity's mark alone (its name stays in its title)
  { key: 'rarity', cell: 'value', header: nameOf('rarity'), widths: ['104px', '30px', '26px', null] },
  { key: 'set', cell: 'text', header: nameOf('set'), widths: ['60px', '56px', null, null] },
]

/** The sort menu: what players sort by first, then the other sortable fields, then relevance. */
const SORT_FIRST = ['name', 'manaValue', 'power', 'toughness', 'rarity', 'set']
const sortable = MTG_CARD_FIELDS.filter((f) => f.sort).map((f) => f.sortKey ?? f.key)
export const MTG_SORT_KEYS: readonly string[] = [...SORT_FIRST.filter((k) => sortable.includes(k)), ...sortable.filter((k) => !SORT_FIRST.includes(k)), 'relevance']

/** Green creatures of mana value 3 or less legal in Modern, in Scryfall's syntax. */
export const MTG_SEARCH_EXAMPLE = 't:creature c:g mv<=3 f:modern'

/** The deck list's groups (labels: deck.group.mtg.*), by the front face's types, a creature first (an artifact creature is a creature). */
export const GROUP_TYPES: readonly string[] = ['Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land']
export const MTG_DECK_GROUPS = {
  order: [...GROUP_TYPES.map((type) => `mtg.${type.toLowerCase()}`), 'other'],
  of(card: MtgCard): string {
    const types = frontFace(card).types
    const type = GROUP_TYPES.find((g) => types.includes(g))
    return type ? `mtg.${type.toLowerCase()}` : 'other'
  },
}

/** The card types with a name in both languages (mtg.type.*); another (an Un-set's) shows as it is. */
export const NAMED_TYPES = ['Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land', 'Kindred', 'Tribal'] as const

/** The i18n key of an enum or list field's value: colours, rarities, layouts, card types. */
const VALUE_PREFIX: Readonly<Record<string, string>> = { colors: 'mtg.color', colorIdentity: 'mtg.color', rarity: 'mtg.rarity', layout: 'mtg.layout', types: 'mtg.type' }
export function mtgValueNameKey(field: string, value: string): string | null {
  const prefix = VALUE_PREFIX[field]
  const values: readonly string[] = field === 'types' ? NAMED_TYPES : (MTG_CARD_FIELDS.find((f) => f.key === field)?.values ?? [])
  return prefix && values.includes(value) ? `${prefix}.${value}` : null
}
