// Issue 14, item 4: the land play (2), plain mana abilities (CR 605), casting with its timing
// (2; CR 307.1, 702.8) and its cost paid from the pool (CR 601.2h), the stack (CR 405.5).
import { describe, expect, it } from 'vitest'
import { apply, CR, legalActions, parseManaLine, parseManaAbilities, payCost, TEXT, type ManaPool } from '@shared/games/mtg/engine'
import { CARDS, costOf } from './mtg-cards'
import { find, inMain, run } from './engine-fixtures'

const pool = (p: Partial<ManaPool>): ManaPool => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...p })
const tap = (card: string, choice?: number) => (choice === undefined ? { type: 'tapForMana' as const, card } : { type: 'tapForMana' as const, card, choice })

describe('CR 605.1a: plain mana abilities read from oracle text', () => {
  it('reads one colour, a choice of colours, two colourless and any colour; the reminder’s parentheses too', () => {
    expect(parseManaLine('{T}: Add {G}.')).toEqual({ choices: [['G']] })
    expect(parseManaLine('({T}: Add {W}.)')).toEqual({ choices: [['W']] })
    expect(parseManaLine('{T}: Add {R} or {G}.')).toEqual({ choices: [['R'], ['G']] })
    expect(parseManaLine('{T}: Add {W}, {U}, or {B}.')).toEqual({ choices: [['W'], ['U'], ['B']] })
    expect(parseManaLine('{T}: Add {C}{C}.')).toEqual({ choices: [['C', 'C']] })
    expect(parseManaLine('{T}: Add one mana of any color.')?.choices).toHaveLength(5)
  })

  it('leaves abilities with more than {T} or a rider to the player', () => {
    expect(parseManaLine('{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.')).toBeNull()
    expect(parseManaLine('{1}, {T}: Add {G}{G}.')).toBeNull()
    expect(parseManaLine('{T}, Sacrifice a creature: Add {C}{C}.')).toBeNull()
    expect(parseManaAbilities(CARDS.karplusan.faces[0]!.oracleText, [])).toEqual([{ choices: [['C']] }])
  })

  it('CR 305.6: a land with basic land types and no text taps for their colours', () => {
    expect(parseManaAbilities('', ['Mountain', 'Forest'])).toEqual([{ choices: [['R'], ['G']] }])
  })

  it('tapping adds the chosen mana to the pool and taps the source; a tapped source cannot again', () => {
    let state = inMain({ battlefield: ['Birds of Paradise'] })
    const birds = find(state, 'Birds of Paradise', 'battlefield')
    state = run(state, tap(birds, 2))
    expect(state.pool).toEqual(pool({ B: 1 }))
    expect(state.permanents[birds]!.tapped).toBe(true)
    const again = apply(state, tap(birds))
    expect(again.ok || again.error).toMatchObject({ kind: 'tapped', rule: CR.manaAbility })
  })

  it('CR 302.6: a creature that came under control this turn cannot use its {T} mana ability', () => {
    const state = inMain({ battlefield: ['Llanowar Elves'], sick: true })
    const r = apply(state, tap(find(state, 'Llanowar Elves', 'battlefield')))
    expect(r.ok || r.error).toMatchObject({ kind: 'summoning-sick', rule: CR.sick })
  })

  it('a card without a plain mana ability is refused, naming the rule', () => {
    const state = inMain({ battlefield: ['Grizzly Bears'] })
    const r = apply(state, tap(find(state, 'Grizzly Bears', 'battlefield')))
    expect(r.ok || r.error).toMatchObject({ kind: 'no-mana-ability', rule: CR.manaAbility })
  })
})

describe('2: one land per turn, in a main phase of the player’s turn, with the stack empty', () => {
  it('plays a land without the stack, then refuses a second one this turn', () => {
    let state = inMain({ hand: ['Forest', 'Mountain'] })
    state = run(state, { type: 'playLand', card: find(state, 'Forest', 'hand') })
    expect(state.zones.battlefield).toHaveLength(1)
    expect(state.zones.stack).toEqual([])
    const second = apply(state, { type: 'playLand', card: find(state, 'Mountain', 'hand') })
    expect(second.ok || second.error).toMatchObject({ kind: 'land-played', rule: TEXT.main })
    expect(legalActions(state).some((a) => a.type === 'playLand')).toBe(false)
  })

  it('refuses a land outside a main phase, in the goldfish’s turn, and with a spell on the stack', () => {
    const state = inMain({ hand: ['Forest', 'Lightning Bolt'], battlefield: ['Mountain'] })
    const forest = find(state, 'Forest', 'hand')
    const combat = run(state, { type: 'passPriority' })
    expect(apply(combat, { type: 'playLand', card: forest })).toMatchObject({ ok: false, error: { kind: 'wrong-step', rule: TEXT.main } })
    const goldfish = run(state, { type: 'nextTurn' })
    expect(apply(goldfish, { type: 'playLand', card: forest })).toMatchObject({ ok: false, error: { kind: 'not-your-turn', rule: TEXT.main } })
    const stacked = run(state, tap(find(state, 'Mountain', 'battlefield')), { type: 'cast', card: find(state, 'Lightning Bolt', 'hand') })
    expect(apply(stacked, { type: 'playLand', card: forest })).toMatchObject({ ok: false, error: { kind: 'stack-not-empty', rule: TEXT.main } })
  })

  it('a new turn allows a new land; a land is never cast', () => {
    let state = inMain({ hand: ['Forest', 'Mountain'] })
    state = run(state, { type: 'playLand', card: find(state, 'Forest', 'hand') }, { type: 'nextTurn' }, { type: 'nextTurn' })
    expect(state.landsPlayed).toBe(0)
    const mountain = find(state, 'Mountain', 'hand')
    expect(apply(state, { type: 'cast', card: mountain })).toMatchObject({ ok: false, error: { kind: 'is-a-land' } })
    expect(run(state, { type: 'playLand', card: mountain }).landsPlayed).toBe(1)
  })
})

describe('2, CR 307.1, CR 702.8: when a spell can be cast', () => {
  it('a creature at sorcery speed: refused in combat and in the goldfish’s turn, allowed in either main phase', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] })
    const bears = find(state, 'Grizzly Bears', 'hand')
    const combat = run(state, { type: 'passPriority' })
    expect(apply(combat, { type: 'cast', card: bears })).toMatchObject({ ok: false, error: { kind: 'sorcery-speed', rule: TEXT.main } })
    expect(apply(run(state, { type: 'nextTurn' }), { type: 'cast', card: bears })).toMatchObject({ ok: false, error: { kind: 'sorcery-speed' } })
    let main2 = state
    while (main2.phase !== 'main2') main2 = run(main2, { type: 'passPriority' })
    const forests = main2.zones.battlefield
    expect(run(main2, tap(forests[0]!), tap(forests[1]!), { type: 'cast', card: bears }).zones.stack).toEqual([bears])
  })

  it('an instant and a creature with flash: in the goldfish’s turn and in response to a spell', () => {
    let state = inMain({ hand: ['Lightning Bolt', 'Giant Growth', 'Ambush Viper'], battlefield: ['Mountain', 'Forest', 'Forest', 'Forest'] })
    const [m, f1, f2, f3] = state.zones.battlefield
    state = run(state, { type: 'nextTurn' })
    expect(state.phase).toBe('opponent')
    state = run(state, tap(m!), { type: 'cast', card: find(state, 'Lightning Bolt', 'hand') }, tap(f1!), { type: 'cast', card: find(state, 'Giant Growth', 'hand') })
    state = run(state, tap(f2!), tap(f3!), { type: 'cast', card: find(state, 'Ambush Viper', 'hand') })
    expect(state.zones.stack.map((id) => state.defs[state.instances[id]!]!.name)).toEqual(['Lightning Bolt', 'Giant Growth', 'Ambush Viper'])
  })

  it('a sorcery is refused while the stack holds a spell (CR 307.1)', () => {
    let state = inMain({ hand: ['Lightning Bolt', 'Divination'], battlefield: ['Mountain', 'Island', 'Island', 'Island'] })
    for (const id of state.zones.battlefield) state = run(state, tap(id))
    state = run(state, { type: 'cast', card: find(state, 'Lightning Bolt', 'hand') })
    expect(apply(state, { type: 'cast', card: find(state, 'Divination', 'hand') })).toMatchObject({ ok: false, error: { kind: 'stack-not-empty', rule: CR.timing } })
  })
})

describe('CR 405.5, 608.3: the stack resolves last in, first out, when the player passes', () => {
  it('resolves the top first; a permanent enters the battlefield, an instant goes to the graveyard', () => {
    let state = inMain({ hand: ['Lightning Bolt', 'Ambush Viper'], battlefield: ['Mountain', 'Forest', 'Forest'] })
    const [m, f1, f2] = state.zones.battlefield
    const bolt = find(state, 'Lightning Bolt', 'hand')
    const viper = find(state, 'Ambush Viper', 'hand')
    state = run(state, tap(m!), { type: 'cast', card: bolt }, tap(f1!), tap(f2!), { type: 'cast', card: viper })
    const first = apply(state, { type: 'passPriority' })
    if (!first.ok) throw new Error()
    expect(first.events).toEqual([{ kind: 'resolved', card: viper, to: 'battlefield' }])
    const second = run(first.state, { type: 'passPriority' })
    expect(second.zones.graveyard).toEqual([bolt])
    expect(second.zones.battlefield).toContain(viper)
    expect(second.permanents[viper]!.since).toBe(second.turn)
  })

  it('a planeswalker enters with its loyalty counters (CR 306.5b)', () => {
    let state = inMain({ hand: ['Ajani Goldmane'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] })
    for (const id of state.zones.battlefield) state = run(state, tap(id))
    state = run(state, { type: 'cast', card: find(state, 'Ajani Goldmane', 'hand') }, { type: 'passPriority' })
    expect(state.permanents[find(state, 'Ajani Goldmane', 'battlefield')]!.counters).toEqual({ loyalty: 4 })
  })
})

describe('CR 601.2h: the auto-payer', () => {
  it('pays coloured symbols first and generic last, keeping the colours the pool has least of', () => {
    expect(payCost(costOf('{1}{G}'), 0, pool({ G: 1, R: 2 }), false, 20)?.mana).toEqual(pool({ G: 1, R: 1 }))
    expect(payCost(costOf('{2}'), 0, pool({ G: 1, R: 2, C: 1 }), false, 20)?.mana).toEqual(pool({ C: 1, R: 1 }))
    expect(payCost(costOf('{1}{G}'), 0, pool({ R: 2 }), false, 20)).toBeNull()
  })

  it('chooses hybrid colours so that every symbol is paid ({G/W}{G/W} from G and W)', () => {
    expect(payCost(costOf('{1}{G/W}{G/W}'), 0, pool({ G: 1, W: 1, R: 1 }), false, 20)?.mana).toEqual(pool({ G: 1, W: 1, R: 1 }))
    expect(payCost(costOf('{W/U}{U/B}'), 0, pool({ U: 1, W: 1 }), false, 20)?.mana).toEqual(pool({ U: 1, W: 1 }))
  })

  it('pays a Phyrexian symbol with its colour when the pool has it, else with 2 life', () => {
    expect(payCost(costOf('{U/P}'), 0, pool({ U: 1 }), false, 20)).toEqual({ mana: pool({ U: 1 }), life: 0 })
    expect(payCost(costOf('{U/P}'), 0, pool({}), false, 20)).toEqual({ mana: pool({}), life: 2 })
    expect(payCost(costOf('{U/P}'), 0, pool({}), false, 1)).toBeNull()
  })

  it('pays {2/W} with W, or with two generic mana', () => {
    expect(payCost(costOf('{2/W}{2/W}{2/W}'), 0, pool({ W: 1, R: 4 }), false, 20)?.mana).toEqual(pool({ W: 1, R: 4 }))
  })

  it('CR 107.3: X is chosen by the player and paid as generic mana; {C} needs colourless mana', () => {
    expect(payCost(costOf('{X}{R}'), 3, pool({ R: 4 }), false, 20)?.mana).toEqual(pool({ R: 4 }))
    expect(payCost(costOf('{X}{R}'), 4, pool({ R: 4 }), false, 20)).toBeNull()
    expect(payCost(costOf('{2}{C}'), 0, pool({ G: 3 }), false, 20)).toBeNull()
  })

  it('casting takes the mana from the pool and leaves the rest; life paid for Phyrexian mana', () => {
    let state = inMain({ hand: ['Fireball', 'Gitaxian Probe'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest'] })
    for (const id of state.zones.battlefield) state = run(state, tap(id))
    const fireball = apply(state, { type: 'cast', card: find(state, 'Fireball', 'hand'), x: 2 })
    if (!fireball.ok) throw new Error()
    expect(fireball.state.pool).toEqual(pool({ G: 1 }))
    expect(fireball.events[0]).toMatchObject({ kind: 'cast', x: 2, paid: ['R', 'R', 'R'] })
    const probed = run(fireball.state, { type: 'passPriority' }, { type: 'cast', card: find(state, 'Gitaxian Probe', 'hand') })
    expect(probed.life).toBe(18)
    expect(probed.pool).toEqual(pool({ G: 1 }))
  })

  it('refuses a cost the pool cannot pay, and an X on a card without X', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest'] })
    const bears = find(state, 'Grizzly Bears', 'hand')
    const tapped = run(state, tap(state.zones.battlefield[0]!))
    expect(apply(tapped, { type: 'cast', card: bears })).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
    expect(apply(tapped, { type: 'cast', card: bears, x: 1 })).toMatchObject({ ok: false, error: { kind: 'bad-amount', rule: CR.x } })
  })
})

describe('CR 601.2h: the player overrides the auto-payer with an explicit payment', () => {
  it('spends exactly the mana given (a hybrid paid with G instead of W)', () => {
    let state = inMain({ hand: ['Kitchen Finks'], battlefield: ['Forest', 'Forest', 'Plains', 'Plains'] })
    for (const id of state.zones.battlefield) state = run(state, tap(id))
    const finks = find(state, 'Kitchen Finks', 'hand')
    const paid = run(state, { type: 'cast', card: finks, payment: { mana: { G: 2, W: 1 } } })
    expect(paid.pool).toEqual(pool({ W: 1 }))
  })

  it('refuses a payment that does not pay the cost exactly, or more mana than the pool has', () => {
    let state = inMain({ hand: ['Kitchen Finks', 'Gitaxian Probe'], battlefield: ['Forest', 'Forest', 'Plains', 'Island'] })
    for (const id of state.zones.battlefield) state = run(state, tap(id))
    const finks = find(state, 'Kitchen Finks', 'hand')
    expect(apply(state, { type: 'cast', card: finks, payment: { mana: { G: 2 } } })).toMatchObject({ ok: false, error: { kind: 'bad-payment', rule: CR.costPaid } })
    expect(apply(state, { type: 'cast', card: finks, payment: { mana: { G: 2, W: 1, U: 1 } } })).toMatchObject({ ok: false, error: { kind: 'bad-payment' } })
    expect(apply(state, { type: 'cast', card: finks, payment: { mana: { W: 3 } } })).toMatchObject({ ok: false, error: { kind: 'bad-payment' } })
    // Phyrexian: 2 life instead of the Island's U, when the player says so
    const probe = run(state, { type: 'cast', card: find(state, 'Gitaxian Probe', 'hand'), payment: { mana: {}, life: 2 } })
    expect([probe.life, probe.pool.U]).toEqual([18, 1])
  })
})
