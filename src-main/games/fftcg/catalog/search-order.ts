// Card orders for every sort key, as permutations computed once per key and direction (lazily:
// most sessions use two or three). A search then walks the permutation and keeps the cards that
// match, so results come out sorted without sorting per query. Ties always fall back to code
// order ascending, which makes every order total and therefore stable.
import type { SortKey } from '@shared/api'
import { ELEMENTS } from '@shared/games/fftcg/card'
import { NO_POWER, type SearchData } from './search-data'

export type Direction = 'asc' | 'desc'
type Primary = (a: number, b: number) => number

export function buildOrder(data: SearchData, key: SortKey, dir: Direction): Int32Array {
  const primary = primaryCompare(data, key)
  const sign = dir === 'desc' ? -1 : 1
  const rank = data.codeRank
  // Cards without power go last in both directions: "no power" is not "least power".
  const lastWhenEmpty = key === 'power' ? (i: number) => (data.power[i] === NO_POWER ? 1 : 0) : null
  const order = Array.from({ length: data.size }, (_, i) => i)
  order.sort((a, b) => {
    if (lastWhenEmpty) {
      const e = lastWhenEmpty(a) - lastWhenEmpty(b)
      if (e !== 0) return e
    }
    return sign * primary(a, b) || rank[a]! - rank[b]!
  })
  return Int32Array.from(order)
}

function primaryCompare(data: SearchData, key: SortKey): Primary {
  switch (key) {
    case 'name': return (a, b) => compareStrings(data.name[a]!, data.name[b]!)
    case 'cost': return (a, b) => data.cost[a]! - data.cost[b]!
    case 'power': return (a, b) => data.power[a]! - data.power[b]!
    case 'type': return (a, b) => data.typeId[a]! - data.typeId[b]!
    case 'element': {
      const keys = Array.from(data.elementMask, elementSortKey)
      return (a, b) => keys[a]! - keys[b]!
    }
    case 'set': {
      const keys = setSortKeys(data)
      return (a, b) => keys[data.setId[a]!]! - keys[data.setId[b]!]!
    }
    // Relevance needs a query; without one it is code order.
    case 'code':
    case 'relevance':
      return () => 0
  }
}

function compareStrings(a: string, b: string): number {
  // Empty names (crystal tokens) after every real name.
  if (a === '' || b === '') return (a === '' ? 1 : 0) - (b === '' ? 1 : 0)
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Element order as printed in the rules (fire … dark): mono-element cards of an element first,
 * then its multi-element cards; cards with no element (crystals) last.
 */
function elementSortKey(mask: number): number {
  if (mask === 0) return Number.MAX_SAFE_INTEGER
  let key = 0
  for (let e = 0; e < ELEMENTS.length; e++) if (mask & (1 << e)) key = key * 16 + e + 1
  // Pad so that a mono-element key ("1") compares before its multi keys ("1 2", "1 3"…).
  let digits = 0
  for (let m = mask; m; m &= m - 1) digits++
  return key * 16 ** (ELEMENTS.length - digits)
}

/** Release order: numbered sets by number, then the others (Legacy, Boss…) by name. */
function setSortKeys(data: SearchData): number[] {
  const unnumbered = data.sets
    .map((s, id) => ({ s, id }))
    .filter(({ s }) => s.number === null)
    .sort((a, b) => compareStrings(a.s.folded, b.s.folded))
  const keys = data.sets.map((s) => s.number ?? 0)
  unnumbered.forEach(({ id }, k) => (keys[id] = 100_000 + k))
  return keys
}
