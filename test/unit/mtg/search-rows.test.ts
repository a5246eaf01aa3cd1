// Issue 30: the catalog's search rows make each part when the index reads it (search-rows.ts).
// They must read exactly as the eager rows of mtgSearchRow, field by field, on every bundled card.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { arenaCardsUnlessAsked } from '@shared/games/mtg/data/arena'
import { MTG_CARD_FIELDS, MTG_ROW_PARTS, mtgSearchRow } from '@shared/games/mtg/card-fields'
import { catalogCard } from '@shared/games/mtg/catalog-card'
import { mtgCatalog } from '../../../src-main/games/mtg/catalog'
import { lazySearchRows } from '../../../src-main/games/mtg/search-rows'
import { FieldSearch } from '../../../src-main/catalog/field-index'
import { cards } from './fixtures'

const catalogCards = cards.map(catalogCard)

describe("Magic's search rows, made part by part when read", () => {
  it('read as the eager rows on every bundled card, for every field and every part', () => {
    const lazy = lazySearchRows(catalogCards) as unknown as Record<string, unknown>[]
    const keys = new Set([...MTG_CARD_FIELDS.map((f) => f.key), ...Object.keys(MTG_ROW_PARTS), ...Object.keys(catalogCards[0]!)])
    expect(keys.size).toBeGreaterThan(60)
    const differ: string[] = []
    catalogCards.forEach((card, i) => {
      const eager = mtgSearchRow(card) as unknown as Record<string, unknown>
      for (const key of keys) if (!isDeepStrictEqual(lazy[i]![key], eager[key])) differ.push(`${card.name}: ${key}`)
    })
    expect(differ).toEqual([])
  })

  it('make nothing until read: a row holds its card only', () => {
    const [row] = lazySearchRows(catalogCards.slice(0, 1)) as unknown as object[]
    expect(Object.getOwnPropertyNames(row)).toEqual(['card'])
  })

  it('find what eager rows find: cloud, t:creature cloud, o:"draw a card" mv<=2, f:modern is:commander, is:hybrid, banned:legacy', () => {
    const { index } = mtgCatalog.openBundled(mtgCatalog.bundledPath())
    const eager = new FieldSearch(catalogCards.map((card) => mtgSearchRow(card) as unknown as Record<string, unknown>), MTG_CARD_FIELDS)
    const ids = (found: { cards: readonly object[] }) => found.cards.map((c) => (c as { id: string }).id).sort()
    for (const query of ['cloud', 't:creature cloud', 'o:"draw a card" mv<=2', 'f:modern is:commander', 'is:hybrid', 'banned:legacy']) {
      const found = index.search({ game: 'mtg', query, limit: 500, offset: 0 })
      expect(found.total, query).toBeGreaterThan(0)
      expect(ids(found), query).toEqual(ids(eager.find({ query: arenaCardsUnlessAsked(query).query, limit: 500, offset: 0 })))
    }
  })
})
