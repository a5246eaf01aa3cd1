// The arrays a field-index search borrows (src-main/catalog/scratch.ts): reused from one search to
// the next, so each must come back cleared, and a search must never see another's bits.
import { describe, expect, it } from 'vitest'
import { countBits } from '../../../src-main/catalog/bitset'
import { FieldSearch } from '../../../src-main/catalog/field-index'
import { Scratch } from '../../../src-main/catalog/scratch'
import { MTG_CARD_FIELDS, mtgSearchRow } from '@shared/games/mtg/card-fields'
import { cards as MTG_CARDS } from '../mtg/fixtures'

describe('scratch arrays of a search', () => {
  it('lends the same arrays again after release, cleared', () => {
    const scratch = new Scratch(70)
    const bits = scratch.bits()
    bits.fill(0xffffffff)
    const bytes = scratch.bytes(10)
    bytes.fill(7)
    scratch.release()
    const again = scratch.bits()
    expect(again).toBe(bits)
    expect(countBits(again)).toBe(0)
    const bytesAgain = scratch.bytes(10)
    expect(bytesAgain).toBe(bytes)
    expect([...bytesAgain]).toEqual(new Array(10).fill(0))
  })
  it('every card, and no bit past the last card', () => {
    const scratch = new Scratch(70)
    expect(countBits(scratch.allBits())).toBe(70)
  })
  it('never lends an array twice before release', () => {
    const scratch = new Scratch(64)
    expect(scratch.bits()).not.toBe(scratch.bits())
    expect(scratch.bytes(5)).not.toBe(scratch.bytes(5))
  })
})

describe('field index: one search after another', () => {
  const rows = MTG_CARDS.map((c) => mtgSearchRow(c) as unknown as Record<string, unknown>)
  const queries = ['t:creature', 'lightnig bolt', '-o:flying c>=r', 'xyzzy t:land', 'dragon or o:"draw a card"', 'is:commander', 'bolt']
  it('finds what a fresh index finds, whatever searched before (borrowed arrays are given back cleared)', () => {
    const shared = new FieldSearch(rows, MTG_CARD_FIELDS)
    for (const first of queries)
      for (const query of queries) {
        shared.find({ query: first, offset: 0, limit: 10 })
        const fresh = new FieldSearch(rows, MTG_CARD_FIELDS).find({ query, offset: 0, limit: rows.length })
        expect(shared.find({ query, offset: 0, limit: rows.length }), `${query} after ${first}`).toEqual(fresh)
      }
  }, 30_000)
})
