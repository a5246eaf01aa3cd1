// Structural sharing of the playtest store: what main sends again unchanged keeps its object, so
// the table redraws only what changed. It reads no field by name, so any game's view works.
import { describe, expect, it } from 'vitest'
import { shareUnchanged } from '../../../src-renderer/stores/share-unchanged'
import { isTimelinePoint, summarize } from '../../../src-renderer/composables/usePlaytestSummary'

describe('shareUnchanged', () => {
  const prev = { zones: { hand: ['c1', 'c2'], deck: ['c3'] }, status: { c4: { dull: false, counters: {} } }, lp: 8000 }

  it('gives the previous object back when nothing changed, however deep', () => {
    const again = JSON.parse(JSON.stringify(prev)) as typeof prev
    expect(shareUnchanged(prev, again)).toBe(prev)
  })

  it('keeps the parts that did not change and takes the new ones', () => {
    const next = { zones: { hand: ['c2'], deck: ['c3'] }, status: { c4: { dull: true, counters: {} } }, lp: 7000 }
    const shared = shareUnchanged(prev, next)
    expect(shared).toEqual(next)
    expect(shared).not.toBe(prev)
    expect(shared.zones.deck).toBe(prev.zones.deck)
    expect(shared.zones.hand).not.toBe(prev.zones.hand)
    expect(shared.status.c4.counters).toBe(prev.status.c4.counters)
    expect(shared.status.c4).not.toBe(prev.status.c4)
  })

  it('sees a key that came or went, and an array that grew, as a change', () => {
    expect(shareUnchanged({ a: 1 } as Record<string, number>, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 })
    expect(shareUnchanged({ a: 1, b: 2 } as Record<string, number>, { a: 1 })).toEqual({ a: 1 })
    expect(shareUnchanged({ a: undefined } as Record<string, unknown>, { b: undefined })).toEqual({ b: undefined })
    expect(shareUnchanged(['c1'], ['c1', 'c2'])).toEqual(['c1', 'c2'])
  })
})

describe('the playtest summary of any game', () => {
  it('sums up the module’s figures by own turn: the last point of each turn, damage as differences', () => {
    const point = (ownTurn: number, developed: number, dealt: number, taken: number, result: 'ongoing' | 'won' = 'ongoing') => ({ ownTurn, developed, dealt, taken, result })
    // each figure under the key a module names it by (issue 11: no game's names in the summary)
    const figures = [{ key: 'board', from: 'developed' }, { key: 'hits', from: 'dealt' }, { key: 'hurt', from: 'taken' }] as const
    const summary = summarize([point(0, 0, 0, 0), point(1, 1, 0, 0), point(1, 2, 500, 0), point(2, 2, 500, 300), point(2, 3, 8000, 300, 'won')], figures, 'I10')
    expect(summary).toEqual({
      turns: [
        { turn: 1, figures: { board: 2, hits: 500, hurt: 0 } },
        { turn: 2, figures: { board: 3, hits: 7500, hurt: 300 } },
      ],
      result: 'won',
      endedOnTurn: 2,
      endedBy: 'I10',
    })
  })

  it('tells a saved point from what a tab’s storage may hold instead (an older shape, junk)', () => {
    expect(isTimelinePoint({ ownTurn: 1, developed: 0, dealt: 2, taken: 1, result: 'ongoing' })).toBe(true)
    expect(isTimelinePoint({ ownTurn: 1, backups: 0, opponentDamage: 2, damageTaken: 1, result: 'ongoing' })).toBe(false)
    expect(isTimelinePoint({ ownTurn: 1, developed: 0, dealt: 2, taken: 1, result: 'drawn' })).toBe(false)
    expect(isTimelinePoint(null)).toBe(false)
  })
})
