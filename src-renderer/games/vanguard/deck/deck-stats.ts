// Figures of a Vanguard deck for the editor's statistics tab: cards by grade (units, triggers,
// orders), triggers by kind, sentinels, shields. Counting only: whether the deck meets the trigger
// and sentinel rules (DC-16-triggers, DC-4-heal, DC-1-over, DC-4-sentinels) is the module's
// `deck.validate`, and the numbers those rules name are the module's own.
import type { CardLookupOf, DeckEntry } from '@shared/game/module'
import { vanguardParts } from '@shared/games/vanguard'
import { hasTrigger, isOrder, TRIGGERS, type Trigger, type VanguardCard } from '@shared/games/vanguard/card'
import { DECK_FORMATS, MAX_HEAL, MAX_OVER, MAX_SENTINELS, TRIGGER_COUNT, type IssueKind } from '@shared/games/vanguard/deck/deck'
import { DECK_RULE } from '@shared/games/vanguard/rules'

export interface GradeCount {
  grade: number
  /** Units without a trigger icon (sentinels included). */
  units: number
  triggers: number
  orders: number
}

export interface VanguardDeckStats {
  total: number
  /** Copies of cards the lookup does not know (left out of every other figure). */
  unknown: number
  /** From grade 0 to the highest grade in the deck; orders the source prints no grade for are left out. */
  grades: GradeCount[]
  byTrigger: Record<Trigger, number>
  triggers: number
  sentinels: number
  orders: number
  /** Units by printed shield, lowest first; `null` is a unit with none printed. */
  shields: { shield: number | null; count: number }[]
  /** The shield of every unit of the deck added up. */
  totalShield: number
}

export function vanguardDeckStats(entries: readonly DeckEntry[], lookup: CardLookupOf<VanguardCard>): VanguardDeckStats {
  const grades: GradeCount[] = []
  const byTrigger = Object.fromEntries(TRIGGERS.map((k) => [k, 0])) as Record<Trigger, number>
  const shields = new Map<number | null, number>()
  const stats = { total: 0, unknown: 0, triggers: 0, sentinels: 0, orders: 0, totalShield: 0 }
  for (const { code, count } of entries) {
    stats.total += count
    const card = lookup(code)
    if (!card) {
      stats.unknown += count
      continue
    }
    if (card.grade !== null) {
      while (grades.length <= card.grade) grades.push({ grade: grades.length, units: 0, triggers: 0, orders: 0 })
      grades[card.grade]![isOrder(card) ? 'orders' : hasTrigger(card) ? 'triggers' : 'units'] += count
    }
    if (card.trigger) {
      byTrigger[card.trigger] += count
      stats.triggers += count
    }
    if (card.unitType === 'sentinel') stats.sentinels += count
    if (isOrder(card)) {
      stats.orders += count
      continue
    }
    shields.set(card.shield, (shields.get(card.shield) ?? 0) + count)
    stats.totalShield += (card.shield ?? 0) * count
  }
  const byShield = [...shields].map(([shield, count]) => ({ shield, count })).sort((a, b) => (a.shield ?? Infinity) - (b.shield ?? Infinity))
  return { ...stats, grades, byTrigger, shields: byShield }
}

/** One construction rule on triggers or sentinels, with the deck's count and the module's verdict. */
export interface RuleCheck {
  key: 'triggers' | 'heal' | 'over' | 'sentinels'
  count: number
  /** The rule's number: exactly this many (`exact`) or at most this many. */
  limit: number
  exact: boolean
  rule: string
  met: boolean
}

const CHECKS: readonly { key: RuleCheck['key']; kind: IssueKind; limit: number; exact: boolean; rule: string }[] = [
  { key: 'triggers', kind: 'triggers', limit: TRIGGER_COUNT, exact: true, rule: DECK_RULE.triggers },
  { key: 'heal', kind: 'heal', limit: MAX_HEAL, exact: false, rule: DECK_RULE.heal },
  { key: 'over', kind: 'over', limit: MAX_OVER, exact: false, rule: DECK_RULE.over },
  { key: 'sentinels', kind: 'sentinels', limit: MAX_SENTINELS, exact: false, rule: DECK_RULE.sentinel },
]

/**
 * The deck's trigger and sentinel counts against their rules. The verdict is the module's: these
 * rules count the whole deck the same way in every format, so its first format judges them.
 */
export function triggerRuleChecks(stats: VanguardDeckStats, entries: readonly DeckEntry[], lookup: CardLookupOf<VanguardCard>): RuleCheck[] {
  const { issues } = vanguardParts.deck.validate({ main: entries }, DECK_FORMATS[0], lookup)
  const broken = new Set(issues.map((issue) => issue.kind))
  const countOf: Record<RuleCheck['key'], number> = { triggers: stats.triggers, heal: stats.byTrigger.heal, over: stats.byTrigger.over, sentinels: stats.sentinels }
  return CHECKS.map(({ key, kind, limit, exact, rule }) => ({ key, count: countOf[key], limit, exact, rule, met: !broken.has(kind) }))
}
