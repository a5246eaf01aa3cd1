// Issue 14, item 4: the combat phase (3) of ../shared/rules/mtg-structure-du-tour.txt: declaring
// attackers (3.2.a), dummy blockers (3.3.a), first-strike and regular damage (3.4), end of
// combat (3.5), and the keywords the engine reads (CR 702).
import { describe, expect, it } from 'vitest'
import { apply, CR, TEXT, type GameState } from '@shared/games/mtg/engine'
import { find, inMain, run } from './engine-fixtures'

const pass = { type: 'passPriority' } as const

/** From the main phase to the declare attackers step's question. */
function toAttackers(state: GameState): GameState {
  const s = run(state, pass, pass)
  expect(s.phase).toBe('declareAttackers')
  return s
}

function attackWith(state: GameState, names: string[]): GameState {
  return run(toAttackers(state), { type: 'declareAttackers', attackers: names.map((n) => find(state, n, 'battlefield')) })
}

describe('3.2.a: declaring attackers', () => {
  it('asks as the step begins; 3.2.a-6: the attackers tap', () => {
    const state = toAttackers(inMain({ battlefield: ['Grizzly Bears'] }))
    expect(state.question?.data).toEqual({ kind: 'attackers' })
    expect(apply(state, pass)).toMatchObject({ ok: false, error: { kind: 'pending' } })
    const bears = find(state, 'Grizzly Bears', 'battlefield')
    const after = run(state, { type: 'declareAttackers', attackers: [bears] })
    expect(after.permanents[bears]!.tapped).toBe(true)
    expect(after.combat!.attackers).toEqual([bears])
  })

  it('3.2.a-1 and CR 302.6: a creature that came this turn cannot attack; CR 702.10: one with haste can', () => {
    const state = toAttackers(inMain({ battlefield: ['Grizzly Bears', 'Raging Goblin'], sick: true }))
    const bears = find(state, 'Grizzly Bears', 'battlefield')
    expect(apply(state, { type: 'declareAttackers', attackers: [bears] })).toMatchObject({ ok: false, error: { kind: 'summoning-sick', rule: TEXT.attackerChoice } })
    const goblin = find(state, 'Raging Goblin', 'battlefield')
    expect(run(state, { type: 'declareAttackers', attackers: [goblin] }).combat!.attackers).toEqual([goblin])
  })

  it('3.2.a-1: a tapped creature cannot attack; a creature cast last turn can', () => {
    let state = inMain({ battlefield: ['Grizzly Bears', 'Llanowar Elves'] })
    const elves = find(state, 'Llanowar Elves', 'battlefield')
    state = run(state, { type: 'tapForMana', card: elves })
    const attackers = toAttackers(state)
    expect(apply(attackers, { type: 'declareAttackers', attackers: [elves] })).toMatchObject({ ok: false, error: { kind: 'tapped', rule: TEXT.attackerChoice } })
    // the bears cast this turn attack next turn
    let next = run(inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] }))
    const [f1, f2] = next.zones.battlefield
    const bears = find(next, 'Grizzly Bears', 'hand')
    next = run(next, { type: 'tapForMana', card: f1! }, { type: 'tapForMana', card: f2! }, { type: 'cast', card: bears }, pass, { type: 'nextTurn' }, { type: 'nextTurn' })
    next = toAttackers(next)
    expect(run(next, { type: 'declareAttackers', attackers: [bears] }).combat!.attackers).toEqual([bears])
  })

  it('CR 702.20: a creature with vigilance does not tap to attack', () => {
    const state = attackWith(inMain({ battlefield: ['Serra Angel'] }), ['Serra Angel'])
    expect(state.permanents[find(state, 'Serra Angel', 'battlefield')]!.tapped).toBe(false)
  })

  it('3.2: no creature able to attack: no question, and the blockers and damage steps are skipped', () => {
    const state = run(inMain({ battlefield: ['Forest'] }), pass, pass)
    expect(state.question).toBeNull()
    expect(run(state, pass).phase).toBe('endCombat')
  })
})

describe('3.4: unblocked damage, and 3.3.a: dummy blockers on the goldfish’s side', () => {
  it('an unblocked attacker deals its power to the goldfish’s life', () => {
    // 3.3: the declare blockers step happens (the goldfish has nothing to block with), then damage
    const state = run(attackWith(inMain({ battlefield: ['Grizzly Bears'] }), ['Grizzly Bears']), pass, pass)
    expect(state.phase).toBe('combatDamage')
    expect(state.opponent.life).toBe(18)
  })

  it('a dummy blocks as the player chooses; 3.4.c: both deal damage at once; CR 704.5g: lethal damage destroys', () => {
    let state = run(inMain({ battlefield: ['Grizzly Bears', 'Serra Angel'] }), { type: 'addDummy', power: 2, toughness: 2 }, { type: 'addDummy', power: 1, toughness: 5 })
    state = attackWith(state, ['Grizzly Bears', 'Serra Angel'])
    state = run(state, pass)
    expect(state.phase).toBe('declareBlockers')
    expect(state.question?.data).toEqual({ kind: 'blockers' })
    const bears = find(state, 'Grizzly Bears', 'battlefield')
    const angel = find(state, 'Serra Angel', 'battlefield')
    const bad = apply(state, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: bears }, { dummy: 'd1', attacker: angel }] })
    expect(bad.ok || bad.error).toMatchObject({ kind: 'bad-blockers', rule: TEXT.blockerChoice })
    state = run(state, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: bears }, { dummy: 'd2', attacker: angel }] }, pass)
    expect(state.zones.graveyard).toEqual([bears])
    expect(state.opponent.dummies.map((d) => d.id)).toEqual(['d2'])
    expect(state.opponent.dummies[0]!.damage).toBe(4)
    expect(state.permanents[angel]!.damage).toBe(1)
    expect(state.opponent.life).toBe(20)
  })

  it('5.2: damage wears off in the cleanup step, on the player’s creatures and the dummies', () => {
    let state = run(inMain({ battlefield: ['Serra Angel'] }), { type: 'addDummy', power: 1, toughness: 5 })
    state = attackWith(state, ['Serra Angel'])
    const angel = find(state, 'Serra Angel', 'battlefield')
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: angel }] }, pass)
    expect([state.permanents[angel]!.damage, state.opponent.dummies[0]!.damage]).toEqual([1, 4])
    state = run(state, { type: 'nextTurn' })
    expect([state.permanents[angel]!.damage, state.opponent.dummies[0]!.damage]).toEqual([0, 0])
  })

  it('3.5: the combat ends with the end of combat step; the attackers are removed from combat', () => {
    let state = run(attackWith(inMain({ battlefield: ['Grizzly Bears'] }), ['Grizzly Bears']), pass, pass)
    expect(state.combat).not.toBeNull()
    state = run(state, pass)
    expect(state.phase).toBe('endCombat')
    state = run(state, pass)
    expect([state.phase, state.combat]).toEqual(['main2', null])
  })
})

describe('3.4 with CR 702.7 and 702.4: first strike and double strike', () => {
  it('a first striker kills its blocker in the first-strike step and takes no damage', () => {
    let state = run(inMain({ battlefield: ['White Knight'] }), { type: 'addDummy', power: 3, toughness: 2 })
    state = attackWith(state, ['White Knight'])
    const knight = find(state, 'White Knight', 'battlefield')
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: knight }] }, pass)
    expect(state.phase).toBe('firstStrikeDamage')
    expect(state.opponent.dummies).toEqual([])
    state = run(state, pass)
    expect(state.phase).toBe('combatDamage')
    expect(state.zones.battlefield).toContain(knight)
    expect(state.permanents[knight]!.damage).toBe(0)
  })

  it('double strike deals damage in both steps; without a first striker there is one damage step', () => {
    let state = attackWith(inMain({ battlefield: ['Boros Swiftblade'] }), ['Boros Swiftblade'])
    state = run(state, pass, pass)
    expect([state.phase, state.opponent.life]).toEqual(['firstStrikeDamage', 19])
    state = run(state, pass)
    expect([state.phase, state.opponent.life]).toEqual(['combatDamage', 18])
    const plain = run(attackWith(inMain({ battlefield: ['Grizzly Bears'] }), ['Grizzly Bears']), pass, pass)
    expect(plain.phase).toBe('combatDamage')
  })
})

describe('CR 702.19, 702.15, 702.2: trample, lifelink, deathtouch', () => {
  it('trample: lethal damage to the blocker, the rest to the goldfish', () => {
    let state = run(inMain({ battlefield: ['Craw Wurm Trampler'] }), { type: 'addDummy', power: 0, toughness: 2 })
    state = attackWith(state, ['Craw Wurm Trampler'])
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: find(state, 'Craw Wurm Trampler', 'battlefield') }] }, pass)
    expect(state.opponent.life).toBe(16)
    expect(state.opponent.dummies).toEqual([])
  })

  it('without trample a blocked creature deals all its damage to its blocker, none to the goldfish', () => {
    let state = run(inMain({ battlefield: ['Serra Angel'] }), { type: 'addDummy', power: 0, toughness: 1 })
    state = attackWith(state, ['Serra Angel'])
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: find(state, 'Serra Angel', 'battlefield') }] }, pass)
    expect(state.opponent.life).toBe(20)
  })

  it('lifelink gains the damage dealt; deathtouch: 1 damage is lethal (CR 704.5h)', () => {
    let state = run(inMain({ battlefield: ['Vampire Nighthawk'] }), { type: 'addDummy', power: 0, toughness: 8 })
    state = attackWith(state, ['Vampire Nighthawk'])
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: find(state, 'Vampire Nighthawk', 'battlefield') }] }, pass)
    expect(state.life).toBe(22)
    expect(state.opponent.dummies).toEqual([])
  })

  it('deathtouch with trample: 1 damage is lethal to the blocker, the rest tramples over (CR 702.19c)', () => {
    let state = run(inMain({ battlefield: ['Grim Trampler'] }), { type: 'addDummy', power: 0, toughness: 5 })
    state = attackWith(state, ['Grim Trampler'])
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: find(state, 'Grim Trampler', 'battlefield') }] }, pass)
    expect(state.opponent.life).toBe(18)
    expect(state.opponent.dummies).toEqual([])
  })

  it('3.3.b, 3.4.a: a trampler blocked by two assigns lethal damage in the order given, the rest to the goldfish', () => {
    let state = run(inMain({ battlefield: ['Craw Wurm Trampler'] }), { type: 'addDummy', power: 0, toughness: 2 }, { type: 'addDummy', power: 0, toughness: 3 })
    state = attackWith(state, ['Craw Wurm Trampler'])
    const wurm = find(state, 'Craw Wurm Trampler', 'battlefield')
    state = run(state, pass, { type: 'declareBlockers', blocks: [{ dummy: 'd2', attacker: wurm }, { dummy: 'd1', attacker: wurm }] }, pass)
    // 3.3.b: in the order given: 3 to d2, 2 to d1, 1 to the goldfish
    expect(state.opponent.life).toBe(19)
    expect(state.opponent.dummies).toEqual([])
  })
})

describe('CR rules named by refusals in combat', () => {
  it('the combat questions are answered only when asked', () => {
    const state = inMain({ battlefield: ['Grizzly Bears'] })
    expect(apply(state, { type: 'declareAttackers', attackers: [] })).toMatchObject({ ok: false, error: { kind: 'not-pending', rule: TEXT.declareAttackers } })
    expect(apply(state, { type: 'declareBlockers', blocks: [] })).toMatchObject({ ok: false, error: { kind: 'not-pending', rule: TEXT.declareBlockers } })
    expect(CR.trample).toBe('CR 702.19')
  })
})
