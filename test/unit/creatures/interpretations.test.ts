// Interpretations of cases the rules text leaves open that no section test above covers
// (docs/games/creatures.md lists them all, I1–I16, with the test of each).
import { describe, expect, it } from 'vitest'
import { apply, newGame } from '@shared/games/creatures/engine'
import { readCardSetFile } from '@shared/game/user-card-files'
import { creatures } from '@shared/games/creatures'
import { deckOf, everyCard, fetch, fetchAll, play, started, veteran } from './fixtures'

describe('I11: drawing from an empty deck', () => {
  it('draws nothing, says so, and the game goes on', () => {
    const tiny = deckOf([['CR-001', 3], ['CR-003', 3]])
    let s = play(newGame(tiny, { seed: 1, onThePlay: true, format: 'free' }).state, { type: 'keepHand' })
    expect(s.zones.deck).toEqual([])
    const r = apply(s, { type: 'endTurn' })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    s = play(r.state, { type: 'endTurn' })
    expect(s.result).toBe('ongoing')
    expect(s.ownTurn).toBe(2)
    const next = apply(r.state, { type: 'endTurn' })
    expect(next.ok && next.events.some((e) => e.kind === 'deckEmpty')).toBe(true)
  })
})

describe('I15: skills in the opponent’s turn', () => {
  it('an active skill may be used in the opponent’s turn, paid with the AP left', () => {
    const [s, otter] = veteran(started(), 'CR-010')
    const theirs = play(s, { type: 'endTurn' })
    expect(theirs.phase).toBe('opponent')
    expect(play(theirs, { type: 'activateSkill', card: otter, skill: 0 }).ap).toBe(1)
  })
})

describe('I16: the highest level is 5', () => {
  it('a level-5 creature is summoned by sacrificing all five creature slots', () => {
    const giant = { code: 'BIG', name: 'Giant', category: 'creature' as const, level: 5, atk: 9000, def: 9000, type: '', unique: true, text: '', skills: [] }
    let s = started({ deck: [giant, ...everyCard()] })
    let ids: string[]
    ;[s, ids] = fetchAll(s, ['CR-001', 'CR-002', 'CR-003', 'CR-004', 'CR-005'])
    s = play(s, ...ids.map((card) => ({ type: 'move' as const, card, to: 'creatures' as const })))
    s = play(s, { type: 'endTurn' }, { type: 'endTurn' })
    let big: string
    ;[s, big] = fetch(s, 'BIG')
    s = play(s, { type: 'summon', card: big, posture: 'offensive', sacrifices: ids })
    expect(s.zones.creatures).toEqual([big])
  })

  it('a card set refuses level 6, which could never be summoned', () => {
    const result = readCardSetFile(creatures.userCards!, 'code,name,category,level,atk,def,type,unique,text\nX,X,creature,6,1,1,,no,\n', { game: 'creatures' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toEqual([expect.objectContaining({ line: 2, field: 'level', code: 'aboveMax', params: { max: 5 } })])
  })
})
