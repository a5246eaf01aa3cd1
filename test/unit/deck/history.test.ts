import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { canRedo, canUndo, commit, redo, startHistory, undo } from '@shared/game/history'
import { addCopies, countOf, removeCopies, setCopies } from '@shared/games/fftcg/deck/edit'
import { diffDecks } from '@shared/games/fftcg/deck/diff'

describe('deck edits', () => {
  it('adds to the line of the same code however typed, and removes the line at 0', () => {
    let deck = addCopies([], '1-001H')
    deck = addCopies(deck, '1-1h', 2)
    expect(deck).toEqual([{ code: '1-001H', count: 3 }])
    deck = addCopies(deck, '15-001R')
    expect(countOf(deck, '1-001')).toBe(3)
    deck = removeCopies(deck, '1-001H', 3)
    expect(deck).toEqual([{ code: '15-001R', count: 1 }])
    expect(setCopies(deck, '15-001R', 0)).toEqual([])
  })
  it('never changes its input', () => {
    const deck = Object.freeze([Object.freeze({ code: '1-001H', count: 1 })])
    expect(() => addCopies(deck, '1-001H')).not.toThrow()
    expect(deck[0]!.count).toBe(1)
  })
})

describe('undo and redo without limit', () => {
  it('undoes every edit back to the start, and redoes them all', () => {
    let h = startHistory<string[]>([])
    for (let i = 0; i < 500; i++) h = commit(h, [...h.present, `e${i}`])
    while (canUndo(h)) h = undo(h)
    expect(h.present).toEqual([])
    while (canRedo(h)) h = redo(h)
    expect(h.present).toHaveLength(500)
  })
  it('a new edit after undo drops the redo branch', () => {
    let h = commit(commit(startHistory(0), 1), 2)
    h = commit(undo(h), 5)
    expect(canRedo(h)).toBe(false)
    expect(undo(h).present).toBe(1)
  })
  it('undo then redo is the identity (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (values, k) => {
        let h = startHistory(-1)
        for (const v of values) h = commit(h, v)
        const n = values.length ? k % values.length : 0
        let moved = h
        for (let i = 0; i < n; i++) moved = undo(moved)
        for (let i = 0; i < n; i++) moved = redo(moved)
        return moved.present === h.present && moved.past.length === h.past.length
      }),
    )
  })
})

describe('diff between two versions', () => {
  it('lists added, removed and changed cards with counts', () => {
    const before = [{ code: '1-001H', count: 3 }, { code: '1-003C', count: 2 }, { code: '8-017C', count: 1 }]
    const after = [{ code: '1-001h', count: 1 }, { code: '1-003C', count: 2 }, { code: '4-012C', count: 3 }]
    expect(diffDecks(before, after)).toEqual({
      lines: [
        { code: '1-001h', before: 3, after: 1, change: 'changed' },
        { code: '4-012C', before: 0, after: 3, change: 'added' },
        { code: '8-017C', before: 1, after: 0, change: 'removed' },
      ],
      added: 3,
      removed: 3,
    })
    expect(diffDecks(after, after).lines).toEqual([])
  })
})
