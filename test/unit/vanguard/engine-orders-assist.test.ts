// Issue 13, item 3: orders in the Phase principale ("un seul ordre par tour", grade ≤ the
// vanguard's; a normal order to the drop zone, a set order to the order zone), blitz orders in
// the 3. Étape de garde, and the Phase d’assistance G (only without a ride deck, once per turn).
import { describe, expect, it } from 'vitest'
import { apply, gAssistAsked } from '@shared/games/vanguard/engine'
import { BATTLE_STEP_RULE, PHASE_RULE } from '@shared/games/vanguard/rules'
import { refusal, run, scene } from './engine-fixtures'

const NIRVANA = 'D-SD01/001' // grade 3
const REIYU = 'D-SD01/002' // grade 2
const RINO = 'D-SD01/003' // grade 1
const TRICKSTAR = 'D-SD01/009' // grade 0
const SUNBURST = 'D-SD01/015' // normal order, grade 2
const PROTECTOR_PRIDE = 'D-BT03/049' // set order, grade 3
const BURN_BRIGHT = 'D-BT01/068' // blitz order, grade 2
const extra = [PROTECTOR_PRIDE, BURN_BRIGHT]

describe('Phase principale: orders', () => {
  it('a normal order goes to the drop zone once played (its text applied by hand); a second order the same turn is refused', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, hand: [SUNBURST, PROTECTOR_PRIDE], extra })
    const [sunburst, pride] = state.zones.hand
    const result = apply(state, { type: 'playOrder', card: sunburst! })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.events).toEqual([{ kind: 'orderPlayed', card: sunburst, to: 'drop' }])
    expect(result.state.zones.drop).toEqual([sunburst])
    expect(refusal(result.state, { type: 'playOrder', card: pride! })).toMatchObject({ kind: 'already-played', rule: PHASE_RULE.main })
  })

  it('a set order stays in the order zone', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, hand: [PROTECTOR_PRIDE], extra })
    const next = run(state, { type: 'playOrder', card: state.zones.hand[0]! })
    expect(next.zones.order).toEqual(state.zones.hand)
  })

  it('refuses an order of a grade above the vanguard’s, outside the main phase, and a unit played as an order', () => {
    const low = scene({ phase: 'main', vanguard: RINO, hand: [SUNBURST, TRICKSTAR] })
    expect(refusal(low, { type: 'playOrder', card: low.zones.hand[0]! })).toMatchObject({ kind: 'bad-grade', rule: PHASE_RULE.main, params: { grade: 2, vanguard: 1 } })
    expect(refusal(low, { type: 'playOrder', card: low.zones.hand[1]! })).toMatchObject({ kind: 'not-an-order' })
    const battle = scene({ phase: 'battle', vanguard: NIRVANA, hand: [SUNBURST] })
    expect(refusal(battle, { type: 'playOrder', card: battle.zones.hand[0]! })).toMatchObject({ kind: 'wrong-phase', rule: PHASE_RULE.main })
  })

  it('one order per turn: the next turn may play another', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, hand: [SUNBURST, SUNBURST] })
    const played = run(state, { type: 'playOrder', card: state.zones.hand[0]! })
    const nextTurn = run(played, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'nextPhase' })
    expect(nextTurn.phase).toBe('main')
    expect(run(nextTurn, { type: 'playOrder', card: state.zones.hand[1]! }).zones.drop).toContain(state.zones.hand[1])
  })

  it('3. Étape de garde: a blitz order is played while your vanguard is attacked, not in the main phase', () => {
    const main = scene({ phase: 'main', vanguard: NIRVANA, hand: [BURN_BRIGHT], extra })
    expect(refusal(main, { type: 'playOrder', card: main.zones.hand[0]! })).toMatchObject({ kind: 'wrong-phase', rule: BATTLE_STEP_RULE.guard })
    const guarding = run({ ...main, phase: 'opponent' }, { type: 'opponentAttack' })
    expect(run(guarding, { type: 'playOrder', card: main.zones.hand[0]! }).zones.drop).toEqual(main.zones.hand)
  })
})

describe('Phase d’assistance G', () => {
  /** The G assist step of the format without a ride deck, a grade 0 vanguard, the given hand and deck top. */
  const assist = (hand: string[], top: string[]) => scene({ phase: 'gAssist', format: 'standard', vanguard: TRICKSTAR, hand, top })

  it('with no grade 1 in the hand: reveal the top five, take the grade 1 unit, remove two cards of the hand from the game, shuffle', () => {
    const state = assist([REIYU, NIRVANA, SUNBURST], [TRICKSTAR, RINO, REIYU, NIRVANA, TRICKSTAR])
    const rino = state.zones.deck[1]!
    const revealed = apply(state, { type: 'gAssist' })
    if (!revealed.ok) throw new Error(revealed.error.reason)
    expect(revealed.events[0]).toEqual({ kind: 'gAssistRevealed', cards: state.zones.deck.slice(0, 5), found: 1 })
    expect(gAssistAsked(revealed.state)).toEqual({ stage: 'take', choices: [rino] })
    expect(refusal(revealed.state, { type: 'nextPhase' })).toMatchObject({ kind: 'pending', rule: PHASE_RULE.gAssist })
    expect(refusal(revealed.state, { type: 'gAssistTake', card: state.zones.deck[0]! })).toMatchObject({ kind: 'bad-target', rule: PHASE_RULE.gAssist })
    const took = run(revealed.state, { type: 'gAssistTake', card: rino })
    expect(took.zones.hand).toEqual([...state.zones.hand, rino])
    expect(took.zones.deck).toHaveLength(state.zones.deck.length - 1)
    expect(gAssistAsked(took)).toEqual({ stage: 'remove', choices: [] })
    const [reiyu, nirvana] = state.zones.hand
    expect(refusal(took, { type: 'gAssistRemove', cards: [reiyu!] })).toMatchObject({ kind: 'bad-cards' })
    const done = run(took, { type: 'gAssistRemove', cards: [reiyu!, nirvana!] })
    expect(done.zones.removed).toEqual([reiyu, nirvana])
    expect(done.zones.hand).toEqual([state.zones.hand[2], rino])
    expect(gAssistAsked(done)).toBeNull()
    expect(refusal({ ...done, zones: { ...done.zones, hand: [] } }, { type: 'gAssist' })).toMatchObject({ kind: 'already-assisted', rule: PHASE_RULE.gAssist })
  })

  it('no unit of the next grade among the five: nothing is taken or removed, the deck is shuffled', () => {
    const state = assist([REIYU], [TRICKSTAR, REIYU, NIRVANA, TRICKSTAR, NIRVANA])
    const result = apply(state, { type: 'gAssist' })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.events.map((e) => e.kind)).toEqual(['gAssistRevealed', 'shuffled'])
    expect(result.state.zones.hand).toEqual(state.zones.hand)
    expect(gAssistAsked(result.state)).toBeNull()
  })

  it('refused with a unit of the next grade in the hand, outside its step, and with a ride deck ("n’est pas du tout appliquée")', () => {
    const state = assist([RINO], [TRICKSTAR])
    expect(refusal(state, { type: 'gAssist' })).toMatchObject({ kind: 'has-next-grade', rule: PHASE_RULE.gAssist, params: { grade: 1 } })
    expect(refusal({ ...state, zones: { ...state.zones, hand: [] }, phase: 'ride' }, { type: 'gAssist' })).toMatchObject({ kind: 'wrong-phase' })
    expect(refusal({ ...state, format: 'ride-deck' }, { type: 'gAssist' })).toMatchObject({ kind: 'wrong-phase', rule: PHASE_RULE.gAssist })
  })
})
