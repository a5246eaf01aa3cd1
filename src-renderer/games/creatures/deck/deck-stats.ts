// Figures of a creature-game deck for the editor's statistics tab: counts by category, by level and
// by Atk/Def band, starred cards, types, and average Atk/Def. Counting only: what makes a deck
// legal is the module's `deck.validate`, never decided here.
import { CATEGORIES, type Category, type CreatureCard } from '@shared/games/creatures/card'
import type { CardLookupOf, DeckEntry } from '@shared/game/module'

export interface Band {
  from: number
  to: number
  count: number
}

export interface CreatureDeckStats {
  total: number
  /** Copies of cards the lookup does not know (left out of every other figure). */
  unknown: number
  byCategory: Record<Category, number>
  /** Creatures by level, from 0 to the highest level in the deck. */
  levels: { level: number; count: number }[]
  atkBands: Band[]
  defBands: Band[]
  /** Cards with the yellow star, and their copies. */
  starred: { code: string; name: string; count: number }[]
  /** Creature types by copies, most first. */
  types: { name: string; count: number }[]
  /** Over the creatures' copies; null without creatures. */
  averageAtk: number | null
  averageDef: number | null
}

/** A band width that gives at most 6 bands up to the highest value. */
export function bandWidth(max: number): number {
  return [500, 1000, 2000, 5000, 10_000, 20_000].find((w) => max / w < 6) ?? 20_000
}

function bands(values: readonly { value: number; count: number }[]): Band[] {
  if (!values.length) return []
  const width = bandWidth(Math.max(...values.map((v) => v.value)))
  const out: Band[] = []
  for (const { value, count } of values) {
    const i = Math.floor(value / width)
    while (out.length <= i) out.push({ from: out.length * width, to: (out.length + 1) * width - 1, count: 0 })
    out[i]!.count += count
  }
  return out
}

export function creatureDeckStats(entries: readonly DeckEntry[], lookup: CardLookupOf<CreatureCard>): CreatureDeckStats {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>
  const levelCounts: number[] = []
  const atk: { value: number; count: number }[] = []
  const def: { value: number; count: number }[] = []
  const starred = new Map<string, { code: string; name: string; count: number }>()
  const types = new Map<string, number>()
  let total = 0
  let unknown = 0
  for (const entry of entries) {
    total += entry.count
    const card = lookup(entry.code)
    if (!card) {
      unknown += entry.count
      continue
    }
    byCategory[card.category] += entry.count
    if (card.unique) {
      const seen = starred.get(card.code)
      if (seen) seen.count += entry.count
      else starred.set(card.code, { code: card.code, name: card.name, count: entry.count })
    }
    if (card.category !== 'creature') continue
    const level = card.level ?? 0
    while (levelCounts.length <= level) levelCounts.push(0)
    levelCounts[level]! += entry.count
    atk.push({ value: card.atk ?? 0, count: entry.count })
    def.push({ value: card.def ?? 0, count: entry.count })
    if (card.type) types.set(card.type, (types.get(card.type) ?? 0) + entry.count)
  }
  const creatures = byCategory.creature
  const mean = (values: typeof atk) => (creatures ? values.reduce((s, v) => s + v.value * v.count, 0) / creatures : null)
  return {
    total,
    unknown,
    byCategory,
    levels: levelCounts.map((count, level) => ({ level, count })),
    atkBands: bands(atk),
    defBands: bands(def),
    starred: [...starred.values()],
    types: [...types].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    averageAtk: mean(atk),
    averageDef: mean(def),
  }
}
