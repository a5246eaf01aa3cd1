// Issue 13, item 3: the manual actions that apply abilities by hand (COMPETENCES DES CARTES): any
// card to any zone, [Stand]/[Rest], power and critical until end of turn (Phase de fin), face-down
// damage, Counter Blast, Soul Blast, Soul Charge.
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { ACTION_TYPES, ActionSchema, describeEvent, legalActions, powerOf } from '@shared/games/vanguard/engine'
import { ABILITY_RULE, PHASE_RULE } from '@shared/games/vanguard/rules'
import { refusal, run, scene } from './engine-fixtures'
import en from '../../../src-renderer/i18n/en.json'
import fr from '../../../src-renderer/i18n/fr.json'

const NIRVANA = 'D-SD01/001'
const REIYU = 'D-SD01/002'
const RINO = 'D-SD01/003'
const TRICKSTAR = 'D-SD01/009'
const SUNBURST = 'D-SD01/015'

describe('manual actions (COMPETENCES DES CARTES applied by hand)', () => {
  it('move: a unit to the first empty rear-guard circle, or to (VC), whose vanguard goes to the soul', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, circles: { frontLeft: RINO }, hand: [REIYU, TRICKSTAR] })
    const [reiyu, trickstar] = state.zones.hand
    const called = run(state, { type: 'move', card: reiyu!, to: 'rearguard' })
    expect(called.circles.backLeft).toBe(reiyu)
    const rode = run(called, { type: 'move', card: trickstar!, to: 'vanguard' })
    expect(rode.zones.vanguard).toEqual([trickstar])
    expect(rode.zones.soul).toEqual(state.zones.vanguard)
    const named = run(state, { type: 'moveToCircle', card: reiyu!, circle: 'frontRight' })
    expect(named.circles.frontRight).toBe(reiyu)
    expect(refusal(state, { type: 'moveToCircle', card: reiyu!, circle: 'frontLeft' })).toMatchObject({ kind: 'bad-circle', rule: PHASE_RULE.main })
  })

  it('move: a rear-guard leaving the field empties its circle, loses its [Rest] and its power until end of turn; an order never goes on a circle', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, circles: { frontLeft: RINO }, hand: [SUNBURST] })
    const rino = state.circles.frontLeft!
    const changed = run(state, { type: 'restUnit', card: rino }, { type: 'modifyUnit', card: rino, power: 5000, critical: 0 })
    const dropped = run(changed, { type: 'move', card: rino, to: 'drop' })
    expect(dropped.circles.frontLeft).toBeNull()
    expect(dropped.rested).toEqual([])
    expect(dropped.boosts).toEqual({})
    expect(refusal(state, { type: 'move', card: state.zones.hand[0]!, to: 'rearguard' })).toMatchObject({ kind: 'not-a-unit', rule: ABILITY_RULE })
    expect(run(state, { type: 'move', card: state.zones.hand[0]!, to: 'deck', position: 'bottom' }).zones.deck.at(-1)).toBe(state.zones.hand[0])
  })

  it('[Stand] and [Rest] by an ability; power and critical until end of turn end with the Phase de fin', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA })
    const vc = state.zones.vanguard[0]!
    const rested = run(state, { type: 'restUnit', card: vc })
    expect(rested.rested).toEqual([vc])
    expect(refusal(rested, { type: 'restUnit', card: vc })).toMatchObject({ kind: 'same-zone' })
    expect(run(rested, { type: 'standUnit', card: vc }).rested).toEqual([])
    const stronger = run(state, { type: 'modifyUnit', card: vc, power: 10000, critical: 1 })
    expect(powerOf(stronger, vc)).toBe(23000)
    const ended = run(stronger, { type: 'nextPhase' }, { type: 'nextPhase' })
    expect(ended.phase).toBe('end')
    expect(powerOf(ended, vc)).toBe(13000)
  })

  it('Counter Blast turns the oldest face-up damage face down, and is refused without enough; flipCard turns one back up', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, damage: [TRICKSTAR, RINO, REIYU] })
    const [a, b, c] = state.zones.damage
    const paid = run(state, { type: 'counterBlast', count: 2 })
    expect(paid.faceDown).toEqual([a, b])
    expect(refusal(paid, { type: 'counterBlast', count: 2 })).toMatchObject({ kind: 'bad-amount', params: { amount: 2, available: 1 } })
    expect(run(paid, { type: 'flipCard', card: a! }).faceDown).toEqual([b])
    expect(run(paid, { type: 'flipCard', card: c! }).faceDown).toEqual([a, b, c])
  })

  it('Soul Charge puts the top of the deck into the soul; Soul Blast drops the oldest soul cards, and is refused without enough', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [RINO, REIYU] })
    const [rino, reiyu] = state.zones.deck
    const charged = run(state, { type: 'soulCharge', count: 2 })
    expect(charged.zones.soul).toEqual([rino, reiyu])
    const blasted = run(charged, { type: 'soulBlast', count: 1 })
    expect(blasted.zones.soul).toEqual([reiyu])
    expect(blasted.zones.drop).toEqual([rino])
    expect(refusal(blasted, { type: 'soulBlast', count: 2 })).toMatchObject({ kind: 'bad-amount', rule: ABILITY_RULE })
  })

  it('the log says what was done, in English and French', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA })
    const names = vanguard.play.log.namesFrom(state)
    const vc = state.zones.vanguard[0]!
    const event = { kind: 'unitModified', card: vc, power: 5000, critical: -1 } as const
    expect(describeEvent(event, 'en', names)).toBe('Chakrabarthi Divine Dragon, Nirvana (D-SD01/001): [Power]+5000, [Critical]-1 until end of turn')
    expect(describeEvent(event, 'fr', names)).toBe('Chakrabarthi Divine Dragon, Nirvana (D-SD01/001) : [Puissance]+5000, [Critique]-1 jusqu’à la fin du tour')
  })

  it('the table actions’ lines are the engine core’s, in Vanguard’s words (its zones, its deck)', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, hand: [RINO] })
    const names = vanguard.play.log.namesFrom(state)
    const rino = state.zones.hand[0]!
    const moved = vanguard.play.apply(state, { type: 'move', card: rino, to: 'drop' })
    if (!moved.ok) throw new Error(moved.error.reason)
    expect(moved.events.map((e) => describeEvent(e, 'en', names))).toEqual(['Blaze Maiden, Rino (D-SD01/003): the hand → the drop zone'])
    expect(moved.events.map((e) => describeEvent(e, 'fr', names))).toEqual(['Blaze Maiden, Rino (D-SD01/003) : la main → la zone de largage'])
    expect(describeEvent({ kind: 'moved', card: rino, from: 'hand', to: 'deck', position: 'bottom' }, 'fr', names)).toMatch(/: la main → le deck \(dessous\)$/)
    expect(describeEvent({ kind: 'shuffled' }, 'fr')).toBe('Deck mélangé')
    expect(describeEvent({ kind: 'looked', cards: [rino] }, 'en', names)).toBe('Looked at the top of the deck: Blaze Maiden, Rino (D-SD01/003)')
  })
})

describe('the table lists every action kind', () => {
  it('legal actions include the manual ones and those of the guard step, each passing the action schema', () => {
    const state = scene({ phase: 'opponent', vanguard: NIRVANA, circles: { frontLeft: REIYU }, hand: [RINO], damage: [TRICKSTAR], soul: [TRICKSTAR] })
    const guarding = run({ ...state, rested: [state.circles.frontLeft!] }, { type: 'opponentAttack' })
    const kinds = new Set(legalActions(guarding).map((a) => a.type))
    for (const kind of ['guard', 'intercept', 'endGuard', 'takeDamage', 'flipCard', 'standUnit', 'restUnit', 'modifyUnit', 'counterBlast', 'soulBlast', 'soulCharge'])
      expect(kinds, kind).toContain(kind)
    for (const action of legalActions(guarding)) expect(ActionSchema.safeParse(action).success, JSON.stringify(action)).toBe(true)
  })

  it('every action the table offers on a card or as a button has a label in English and French (vanguard.table.action)', () => {
    // the turn's own buttons (keep, mulligan, next phase, end turn, the goldfish) and the generic table actions have theirs elsewhere
    const elsewhere = new Set(['keepHand', 'mulligan', 'nextPhase', 'endTurn', 'setGoldfish', 'move', 'draw', 'search', 'lookTop', 'arrangeTop', 'shuffle', 'concede'])
    const labels = (messages: typeof en) => (messages as unknown as { vanguard: { table: { action: Record<string, string> } } }).vanguard.table.action
    for (const type of ACTION_TYPES.filter((t) => !elsewhere.has(t) && !['ride', 'rideFromRideDeck', 'call', 'moveInColumn', 'attack', 'assignTrigger'].includes(t))) {
      expect(labels(en)[type], `en ${type}`).toEqual(expect.any(String))
      expect(labels(fr)[type], `fr ${type}`).toEqual(expect.any(String))
      expect(labels(fr)[type]).not.toBe(labels(en)[type])
    }
  })
})
