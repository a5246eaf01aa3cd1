// The D-series records of ../shared/data/vanguard/vanguardengine_dseries_cards.json (converted
// from VanguardEngine's cards.db, enums already decoded: SOURCE.md §1) as Vanguard cards. Pure:
// the build script reads the file, this decides what each record becomes and what is left out.
import { TRIGGER_POWER, type OrderType, type Skill, type Trigger, type UnitType, type VanguardCard } from '../card'
import { codeOfEngineId } from '../codes'

/** The fields of a record this reads (the rest, `raw`, `abilities`, `race`…, is not kept). */
export interface EngineRecord {
  id: string
  setCode: string
  number: string
  name: string | null
  grade: number | null
  power: number | null
  shield: number | null
  critical: number | null
  skill: string | null
  unitType: string | null
  orderType: string | null
  trigger: string | null
  triggerPower: number
  nation: string | null
  dualNation: string | null
  clan: string | null
  text: string | null
}

/** A record left out or changed, and why (the bundle's meta lists them: provenance of every gap). */
export interface SourceNote {
  id: string
  action: 'skipped' | 'corrected'
  reason: string
}

const SKILL: Record<string, Skill> = { Boost: 'boost', Intercept: 'intercept', 'Twin Drive': 'twin-drive', 'Triple Drive': 'triple-drive' }
const UNIT: Record<string, UnitType> = { Normal: 'normal', Trigger: 'trigger', Sentinel: 'sentinel', overDress: 'overdress', Token: 'token' }
const ORDER: Record<string, OrderType> = {
  Normal: 'normal', Blitz: 'blitz', Set: 'set', Music: 'music', Prison: 'prison', World: 'world', Song: 'song', Gem: 'gem',
  Meteorite: 'meteorite', LeftDeityArms: 'left-deity-arms', RightDeityArms: 'right-deity-arms', FoxArt: 'fox-art', Research: 'research',
}
// The source's own clans (SOURCE.md: "1 Royal Paladin, 2 Shadow Paladin, 3 Kagero").
const CLANS = new Set(['Royal Paladin', 'Shadow Paladin', 'Kagero'])

export function cardOfRecord(record: EngineRecord, notes: SourceNote[]): VanguardCard | null {
  const note = (action: SourceNote['action'], reason: string) => notes.push({ id: record.id, action, reason })
  const code = codeOfEngineId(record.id)
  if (!code) return note('skipped', `"${record.id}" is not an engine id (set_number)`), null
  // SOURCE.md: dsd02_019 has a data row but no text row, so no name: nothing names it.
  if (!record.name?.trim()) return note('skipped', 'no name (a data row without a text row)'), null
  const trigger = record.trigger ? (record.trigger.toLowerCase() as Trigger) : null
  if (trigger && !(trigger in TRIGGER_POWER)) throw new Error(`${record.id}: unknown trigger "${record.trigger}"`)
  let unitType: UnitType = record.orderType ? 'order' : record.unitType ? unitOf(record) : 'order'
  // Orders have no unit type, stats or skill icon; the D-BT04 orders store 0 stats instead of
  // none, and a few orders carry a unit type or a skill: all of it is dropped, and noted.
  const isOrder = unitType === 'order'
  const unitParts = isOrder ? orderUnitParts(record) : []
  if (unitParts.length) note('corrected', `an order stored with ${unitParts.join(', ')}: dropped`)
  // dsd02_001, a grade 3 vanguard, is stored as a trigger unit with no trigger.
  if (unitType === 'trigger' && !trigger) {
    unitType = 'normal'
    note('corrected', 'trigger unit without a trigger: read as a normal unit')
  }
  let clan: string | null = record.clan
  // dlbt02_008 has clan "1-" (SOURCE.md: a source error).
  if (clan !== null && !CLANS.has(clan)) {
    note('corrected', `clan "${clan}" is not a clan: left empty`)
    clan = null
  }
  return {
    code,
    name: record.name.trim(),
    grade: record.grade,
    power: isOrder ? null : record.power,
    shield: isOrder ? null : record.shield,
    critical: isOrder ? null : record.critical,
    trigger,
    triggerPower: trigger ? record.triggerPower : 0,
    skill: record.skill && !isOrder ? (SKILL[record.skill] ?? fail(record, 'skill')) : null,
    unitType,
    orderType: unitType === 'order' ? (ORDER[record.orderType ?? 'Normal'] ?? fail(record, 'orderType')) : null,
    nations: [record.nation, record.dualNation].filter((n): n is string => n !== null),
    clan,
    set: record.setCode,
    text: (record.text ?? '').replace(/\r\n?/g, '\n'),
  }
}

function orderUnitParts(record: EngineRecord): string[] {
  const parts: string[] = []
  if (record.unitType !== null) parts.push(`unit type ${record.unitType}`)
  const stats = (['power', 'shield', 'critical'] as const).filter((k) => record[k] !== null)
  if (stats.length) parts.push(stats.map((k) => `${k} ${record[k]}`).join(' '))
  if (record.skill !== null) parts.push(`skill ${record.skill}`)
  return parts
}

function unitOf(record: EngineRecord): UnitType {
  return UNIT[record.unitType!] ?? fail(record, 'unitType')
}

function fail(record: EngineRecord, field: keyof EngineRecord): never {
  throw new Error(`${record.id}: unknown ${field} "${String(record[field])}"`)
}

/** The codes in catalog order: set, then number (`T01` tokens after the numbered cards). */
export function compareCodes(a: string, b: string): number {
  const [setA = '', numA = ''] = a.split('/')
  const [setB = '', numB = ''] = b.split('/')
  if (setA !== setB) return setA < setB ? -1 : 1
  return numA.localeCompare(numB, 'en', { numeric: true })
}

/** Every record as a card, sorted by code, with the notes of what was left out or corrected. */
export function cardsOfRecords(records: readonly EngineRecord[]): { cards: VanguardCard[]; notes: SourceNote[] } {
  const notes: SourceNote[] = []
  const cards = records.map((r) => cardOfRecord(r, notes)).filter((c): c is VanguardCard => c !== null)
  const seen = new Set<string>()
  for (const card of cards) {
    if (seen.has(card.code)) throw new Error(`two records have the code ${card.code}`)
    seen.add(card.code)
  }
  return { cards: cards.sort((a, b) => compareCodes(a.code, b.code)), notes }
}
