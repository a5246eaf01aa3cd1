// The card's fields as the generic screens use them (filter panel, query keys, sort, statistics,
// CLI columns): every field of the schema is a search facet. A filter's key is the
// request's (VanguardFiltersSchema: `triggers`, `clans`…).
import type { CardField, Localized } from '../../game/module'
import { ORDER_TYPES, SKILLS, TRIGGERS, UNIT_TYPES } from './card'

const t = (en: string, fr: string): Localized => ({ en, fr })

export const CARD_FIELDS: readonly CardField[] = [
  { key: 'code', kind: 'text', names: t('Code', 'Code'), queryKeys: ['code', 'id'], sort: true, column: true },
  { key: 'name', kind: 'text', names: t('Name', 'Nom'), queryKeys: ['name', 'n', 'nom'], sort: true, column: true },
  { key: 'grade', kind: 'number', names: t('Grade', 'Grade'), filter: true, queryKeys: ['grade', 'g'], sort: true, stats: true, column: true },
  { key: 'power', kind: 'number', names: t('Power', 'Puissance'), filter: true, queryKeys: ['power', 'p', 'puissance'], sort: true, column: true },
  { key: 'shield', kind: 'number', names: t('Shield', 'Bouclier'), filter: true, queryKeys: ['shield', 'sh', 'bouclier'], sort: true, stats: true, column: true },
  { key: 'critical', kind: 'number', names: t('Critical', 'Critique'), filter: true, queryKeys: ['critical', 'crit', 'critique'], sort: true },
  { key: 'trigger', kind: 'enum', names: t('Trigger', 'Trigger'), values: TRIGGERS, filter: true, filterKey: 'triggers', queryKeys: ['trigger', 'tr'], sort: true, stats: true, column: true },
  { key: 'triggerPower', kind: 'number', names: t('Trigger power', 'Puissance du trigger'), filter: true, queryKeys: ['triggerpower', 'tp'], sort: true },
  { key: 'skill', kind: 'enum', names: t('Skill', 'Compétence'), values: SKILLS, filter: true, filterKey: 'skills', queryKeys: ['skill', 'sk', 'competence'], sort: true, stats: true, column: true },
  { key: 'unitType', kind: 'enum', names: t('Unit type', 'Type d’unité'), values: UNIT_TYPES, filter: true, filterKey: 'unitTypes', queryKeys: ['type', 't', 'unit'], sort: true, stats: true, column: true },
  { key: 'orderType', kind: 'enum', names: t('Order type', 'Type d’ordre'), values: ORDER_TYPES, filter: true, filterKey: 'orderTypes', queryKeys: ['order', 'o'], sort: true },
  { key: 'nations', kind: 'list', names: t('Nation', 'Nation'), filter: true, queryKeys: ['nation', 'na'], sort: true, stats: true, column: true },
  { key: 'clan', kind: 'text', names: t('Clan', 'Clan'), filter: true, filterKey: 'clans', queryKeys: ['clan', 'c'], sort: true, stats: true },
  { key: 'set', kind: 'text', names: t('Set', 'Extension'), filter: true, filterKey: 'sets', queryKeys: ['set', 's', 'extension'], sort: true, stats: true, column: true },
  { key: 'text', kind: 'text', names: t('Text', 'Texte'), queryKeys: ['text', 'x', 'texte'] },
]
