// Auto-tap (issue 32): casting taps the sources that keep the most options open (CR 601.2g: mana
// abilities before paying; CR 601.2h: the cost paid), one test per colour puzzle.
import { describe, expect, it } from 'vitest'
import { apply, castTaps, CR, legalActions, type Action, type CardId, type GameState } from '@shared/games/mtg/engine'
import { all, find, inMain, run } from './engine-fixtures'

const nameOf = (s: GameState, id: CardId) => s.defs[s.instances[id]!]!.name
/** The mana sources on the battlefield, tapped or not, by name. */
const sources = (s: GameState) => s.zones.battlefield.filter((id) => s.defs[s.instances[id]!]!.manaChoices.length)
const tappedNames = (s: GameState) => sources(s).filter((id) => s.permanents[id]!.tapped).map((id) => nameOf(s, id)).sort()
const untappedNames = (s: GameState) => sources(s).filter((id) => !s.permanents[id]!.tapped).map((id) => nameOf(s, id)).sort()
const castAuto = (s: GameState, name: string, x?: number): Action => ({ type: 'cast', card: find(s, name, 'hand'), autoTap: true, ...(x ? { x } : {}) })
const resolve = (s: GameState) => run(s, { type: 'passPriority' })

describe('CR 601.2g–h, auto-tap: one colour', () => {
  it('a 1-drop with an untapped Mountain: the Mountain taps, the spell is on the stack and the pool is empty', () => {
    const state = inMain({ hand: ['Raging Goblin'], battlefield: ['Mountain'] })
    const cast = run(state, castAuto(state, 'Raging Goblin'))
    expect(tappedNames(cast)).toEqual(['Mountain'])
    expect(cast.zones.stack.map((id) => nameOf(cast, id))).toEqual(['Raging Goblin'])
    expect(cast.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 })
  })

  it('without autoTap the pool alone pays, as before (the refusal names CR 601.2h)', () => {
    const state = inMain({ hand: ['Raging Goblin'], battlefield: ['Mountain'] })
    expect(apply(state, { type: 'cast', card: find(state, 'Raging Goblin', 'hand') })).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
  })

  it('pays from the pool first: mana tapped by hand is spent, nothing more taps (the player’s override)', () => {
    let state = inMain({ hand: ['Raging Goblin'], battlefield: ['Mountain', 'Mountain'] })
    const [first] = all(state, 'Mountain').filter((id) => state.zones.battlefield.includes(id))
    state = run(state, { type: 'tapForMana', card: first! })
    const cast = run(state, castAuto(state, 'Raging Goblin'))
    expect(tappedNames(cast)).toEqual(['Mountain'])
    expect(cast.permanents[first!]!.tapped).toBe(true)
  })

  it('keeps the colour the rest of the hand needs: {1}{G} taps Forest and Plains, the Mountain stays for Raging Goblin', () => {
    const state = inMain({ hand: ['Grizzly Bears', 'Raging Goblin'], battlefield: ['Mountain', 'Forest', 'Plains'] })
    const cast = resolve(run(state, castAuto(state, 'Grizzly Bears')))
    expect(untappedNames(cast)).toEqual(['Mountain'])
    expect(legalActions(cast)).toContainEqual(castAuto(cast, 'Raging Goblin'))
  })

  it('refuses, naming CR 601.2h, when even every untapped source cannot pay', () => {
    const state = inMain({ hand: ['Serra Angel'], battlefield: ['Plains', 'Plains', 'Mountain', 'Mountain'] })
    expect(apply(state, castAuto(state, 'Serra Angel'))).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false)
  })

  it('CR 302.6: a creature that came this turn does not tap for mana', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Llanowar Elves', 'Mountain'], sick: true })
    expect(castTaps(state, find(state, 'Grizzly Bears', 'hand'))).toMatchObject({ ok: false, error: { kind: 'cannot-pay' } })
  })
})

describe('auto-tap: two-colour lands', () => {
  it('a dual land makes the colour no other source makes (Taiga for {G}), a basic pays the generic', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Taiga', 'Mountain'] })
    const cast = run(state, castAuto(state, 'Grizzly Bears'))
    expect(tappedNames(cast)).toEqual(['Mountain', 'Taiga'])
    const r = apply(state, castAuto(state, 'Grizzly Bears'))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events.filter((e) => e.kind === 'manaAdded').flatMap((e) => (e.kind === 'manaAdded' ? e.mana : [])).sort()).toEqual(['G', 'R'])
  })

  it('taps a basic before a dual land that makes the same colour (the dual keeps two options open)', () => {
    const state = inMain({ hand: ['Raging Goblin'], battlefield: ['Taiga', 'Mountain'] })
    expect(untappedNames(run(state, castAuto(state, 'Raging Goblin')))).toEqual(['Taiga'])
  })

  it('Karplusan Forest: its {C} pays generic, so {2}{C} of Matter Reshaper is paid by it and two basics', () => {
    const state = inMain({ hand: ['Matter Reshaper'], battlefield: ['Karplusan Forest', 'Forest', 'Mountain'] })
    const r = apply(state, castAuto(state, 'Matter Reshaper'))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events.find((e) => e.kind === 'cast')).toMatchObject({ paid: expect.arrayContaining(['C']) })
    expect(untappedNames(r.state)).toEqual([])
  })
})

describe('auto-tap: hybrid and {2/W} symbols', () => {
  it('{1}{G/W}{G/W} from Forest, Plains and Mountain: each hybrid takes a colour a source makes', () => {
    const state = inMain({ hand: ['Kitchen Finks'], battlefield: ['Forest', 'Plains', 'Mountain'] })
    expect(tappedNames(run(state, castAuto(state, 'Kitchen Finks')))).toEqual(['Forest', 'Mountain', 'Plains'])
  })

  it('a hybrid cost leaves the Mountain the hand needs untapped when Forests and a Plains pay it', () => {
    const state = inMain({ hand: ['Kitchen Finks', 'Raging Goblin'], battlefield: ['Forest', 'Forest', 'Plains', 'Mountain'] })
    expect(untappedNames(run(state, castAuto(state, 'Kitchen Finks')))).toEqual(['Mountain'])
  })

  it('{2/W}{2/W}{2/W} with one Plains and four Mountains: W once, two generic twice (five sources)', () => {
    const state = inMain({ hand: ['Spectral Procession'], battlefield: ['Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] })
    expect(untappedNames(run(state, castAuto(state, 'Spectral Procession')))).toEqual([])
  })
})

describe('auto-tap: “any color” sources', () => {
  it('Birds of Paradise makes the {G} no land makes; the Mountain pays the generic', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Birds of Paradise', 'Mountain'] })
    const r = apply(state, castAuto(state, 'Grizzly Bears'))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events).toContainEqual({ kind: 'manaAdded', card: find(state, 'Birds of Paradise', 'battlefield'), mana: ['G'] })
  })

  it('an “any color” source is tapped last: {G} with a Forest and Birds taps the Forest', () => {
    const state = inMain({ hand: ['Llanowar Elves'], battlefield: ['Birds of Paradise', 'Forest'] })
    expect(untappedNames(run(state, castAuto(state, 'Llanowar Elves')))).toEqual(['Birds of Paradise'])
  })
})

describe('CR 107.3, auto-tap: X costs', () => {
  it('Fireball with X = 3 taps four sources, X = 4 is refused with four', () => {
    const state = inMain({ hand: ['Fireball'], battlefield: ['Mountain', 'Forest', 'Forest', 'Forest'] })
    const r = apply(state, castAuto(state, 'Fireball', 3))
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events.find((e) => e.kind === 'cast')).toMatchObject({ x: 3, paid: ['R', 'G', 'G', 'G'] })
    expect(apply(state, castAuto(state, 'Fireball', 4))).toMatchObject({ ok: false, error: { kind: 'cannot-pay', rule: CR.costPaid } })
  })

  it('a source of two mana counts twice: X = 2 taps Sol Ring and the Mountain, the Forests stay', () => {
    const state = inMain({ hand: ['Fireball'], battlefield: ['Sol Ring', 'Mountain', 'Forest', 'Forest'] })
    expect(untappedNames(run(state, castAuto(state, 'Fireball', 2)))).toEqual(['Forest', 'Forest'])
  })

  it('refuses an X on a card without X, naming CR 107.3', () => {
    const state = inMain({ hand: ['Raging Goblin'], battlefield: ['Mountain'] })
    expect(apply(state, castAuto(state, 'Raging Goblin', 1))).toMatchObject({ ok: false, error: { kind: 'bad-amount', rule: CR.x } })
  })
})

describe('auto-tap is one action: undo covers it', () => {
  it('the state before the cast is unchanged (every source untapped), so undo returns to it', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Mountain'] })
    const before = JSON.stringify(state)
    run(state, castAuto(state, 'Grizzly Bears'))
    expect(JSON.stringify(state)).toBe(before)
    expect(tappedNames(state)).toEqual([])
  })

  it('the plan shown before casting is the one the cast taps', () => {
    const state = inMain({ hand: ['Grizzly Bears', 'Raging Goblin'], battlefield: ['Mountain', 'Forest', 'Plains', 'Taiga'] })
    const taps = castTaps(state, find(state, 'Grizzly Bears', 'hand'))
    if ('ok' in taps) throw new Error(taps.error.reason)
    const cast = run(state, castAuto(state, 'Grizzly Bears'))
    expect(taps.map((t) => t.card).sort()).toEqual(cast.zones.battlefield.filter((id) => cast.permanents[id]!.tapped).sort())
  })
})
