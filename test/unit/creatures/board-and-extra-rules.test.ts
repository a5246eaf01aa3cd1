// "Le Plateau" (5 creature slots, the shared isolation zone) and "Règles supplémentaires" (a
// searched deck is shuffled), with the goldfish opponent's field filled by hand.
import { describe, expect, it } from 'vitest'
import { apply, boardShape } from '@shared/games/creatures/engine'
import { fetch, fetchAll, idsOf, play, started } from './fixtures'

describe('Le Plateau', () => {
  it('has 5 creature slots: a sixth creature is refused, by summon or by hand', () => {
    let s = play(started(), { type: 'endTurn' }, { type: 'endTurn' })
    const codes = ['CR-001', 'CR-002', 'CR-003', 'CR-004', 'CR-005', 'CR-006']
    let ids: string[]
    ;[s, ids] = fetchAll(s, codes)
    s = play(s, ...ids.slice(0, 5).map((card) => ({ type: 'move' as const, card, to: 'creatures' as const })))
    const summon = apply(s, { type: 'summon', card: ids[5]!, posture: 'offensive' })
    expect(summon.ok).toBe(false)
    if (!summon.ok) expect(summon.error).toMatchObject({ kind: 'slots-full', rule: 'Plateau' })
    const byHand = apply(s, { type: 'move', card: ids[5]!, to: 'creatures' })
    expect(byHand.ok).toBe(false)
  })

  it('a level-1 summon on a full field frees the slot of its sacrifice', () => {
    let s = started()
    let ids: string[]
    ;[s, ids] = fetchAll(s, ['CR-001', 'CR-002', 'CR-003', 'CR-004', 'CR-005'])
    s = play(s, ...ids.map((card) => ({ type: 'move' as const, card, to: 'creatures' as const })), { type: 'endTurn' }, { type: 'endTurn' })
    let boar: string
    ;[s, boar] = fetch(s, 'CR-013')
    s = play(s, { type: 'summon', card: boar, posture: 'offensive', sacrifices: [ids[0]!] })
    expect(s.zones.creatures).toHaveLength(5)
  })

  it('has an isolation zone cards can be moved to', () => {
    const [s, pup] = fetch(started(), 'CR-001')
    expect(play(s, { type: 'move', card: pup, to: 'isolation' }).zones.isolation).toEqual([pup])
  })

  it('lets the goldfish field hold at most 5 dummy creatures', () => {
    let s = started()
    for (let i = 0; i < 5; i++) s = play(s, { type: 'addDummy', atk: 100 * i, def: 50, posture: 'defensive' })
    expect(boardShape(s).dummies.map((d) => d.id)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5'])
    expect(apply(s, { type: 'addDummy', atk: 1, def: 1, posture: 'offensive' }).ok).toBe(false)
    s = play(s, { type: 'updateDummy', dummy: 'o2', atk: 2000, def: 10, posture: 'rest' })
    expect(s.opponent.creatures[1]).toEqual({ id: 'o2', atk: 2000, def: 10, posture: 'rest' })
  })

  it('starts the goldfish with 8000 LP and an empty field', () => {
    const s = started()
    expect(s.opponent).toEqual({ lp: 8000, creatures: [], nextDummy: 1 })
  })
})

describe('Règles supplémentaires: a searched deck is shuffled', () => {
  it('shuffles the deck after a search', () => {
    const s = started()
    const target = idsOf(s, 'CR-024')[0]!
    const deckBefore = s.zones.deck.filter((id) => id !== target)
    const result = apply(s, { type: 'search', card: target, to: 'hand' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.events.map((e) => e.kind)).toEqual(['searched', 'shuffled'])
    expect(result.state.zones.hand).toContain(target)
    expect([...result.state.zones.deck].sort()).toEqual([...deckBefore].sort())
    expect(result.state.zones.deck).not.toEqual(deckBefore)
  })
})
