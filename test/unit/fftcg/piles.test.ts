import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fftcg } from '@shared/games/fftcg'
import { LIMIT_BREAK_PILE, MAIN_PILE, listsOfPiles, pilesOfLists } from '@shared/games/fftcg/deck/piles'

const entry = fc.record({ code: fc.string({ minLength: 1, maxLength: 8 }), count: fc.integer({ min: 1, max: 99 }) })

describe('FFTCG lists ↔ named piles', () => {
  it("uses the pile ids of the module's deck rules", () => {
    expect(fftcg.deck.piles.map((p) => p.id)).toEqual([MAIN_PILE, LIMIT_BREAK_PILE])
  })

  it('maps both ways and each way undoes the other (limitBreak absent, empty or filled)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), fc.option(fc.array(entry, { maxLength: 3 }), { nil: undefined }), (entries, limitBreak) => {
        const lists = { entries, ...(limitBreak ? { limitBreak } : {}) }
        const piles = pilesOfLists(lists)
        expect(piles.main).toBe(entries)
        expect('limitBreak' in piles).toBe(limitBreak !== undefined)
        expect(listsOfPiles(piles)).toEqual(lists)
        expect(pilesOfLists(listsOfPiles(piles))).toEqual(piles)
      }),
    )
  })

  it('reads a deck without a main pile as an empty main deck', () => {
    expect(listsOfPiles({})).toEqual({ entries: [] })
  })
})
