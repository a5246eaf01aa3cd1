// The engine core on a toy game of its own (no real game's rules): the runner walks phases as data,
// the gate refuses before game code, the question slot lets through only its answers, and the table
// actions do what src-shared/game/table-actions.ts declares.
import { describe, expect, it } from 'vitest'
import { seedRng } from '../../../../src-shared/game/rng'
import {
  advancePhase,
  advanceUntil,
  applyTableAction,
  ask,
  answered,
  defineFlow,
  describeTableEvent,
  enterPhase,
  gateRefusal,
  pendingView,
  refuse,
  type CoreState,
  type FlowPhase,
  type Question,
  type TableEvent,
  type TableHooks,
} from '../../../../src-shared/game/core'

type Zone = 'deck' | 'hand' | 'field' | 'grave'
type Phase = 'setup' | 'up' | 'draw' | 'main' | 'fight' | 'end'
type Ev = TableEvent<Zone> | { kind: 'phase'; phase: Phase } | { kind: 'skipped'; phase: Phase; rule: string } | { kind: 'turn'; turn: number } | { kind: 'drew'; cards: string[] } | { kind: 'lost' } | { kind: 'ended' }
interface Toy extends CoreState<Zone, Phase> {
  counters: Record<string, Record<string, number>>
  tapped: string[]
}

const ZONES: Zone[] = ['deck', 'hand', 'field', 'grave']
function toy(cards = 10): Toy {
  const ids = Array.from({ length: cards }, (_, i) => `c${i + 1}`)
  return {
    seed: 1,
    rng: seedRng(1),
    turn: 0,
    phase: 'setup',
    result: 'ongoing',
    instances: Object.fromEntries(ids.map((id) => [id, 'X'])),
    zones: { deck: ids, hand: [], field: [], grave: [] },
    question: null,
    counters: {},
    tapped: [],
  }
}

const draw = (s: Toy, n: number, events: Ev[]): Toy => {
  const drawn = s.zones.deck.slice(0, n)
  events.push({ kind: 'drew', cards: drawn })
  const next = { ...s, zones: { ...s.zones, deck: s.zones.deck.slice(n), hand: [...s.zones.hand, ...drawn] } }
  if (drawn.length < n) {
    events.push({ kind: 'lost' })
    return { ...next, result: 'lost' }
  }
  return next
}

const PHASES: FlowPhase<Phase, Toy, Ev>[] = [
  { id: 'setup', names: { en: 'Setup', fr: 'Mise en place' }, beforeTurns: true, allows: new Set(['keep', 'concede']), refuses: { kind: 'wrong-phase', rule: 'T1', reason: 'keep first' } },
  {
    id: 'up',
    names: { en: 'Up', fr: 'Debout' },
    auto: true,
    beginsTurn: (s, e) => (e.push({ kind: 'turn', turn: s.turn + 1 }), { ...s, turn: s.turn + 1 }),
    onBegin: (s) => ({ ...s, tapped: [] }),
  },
  { id: 'draw', names: { en: 'Draw', fr: 'Pioche' }, auto: true, onBegin: (s, e) => draw(s, 1, e) },
  { id: 'main', names: { en: 'Main', fr: 'Principale' } },
  { id: 'fight', names: { en: 'Fight', fr: 'Combat' }, skip: (s) => (s.turn === 1 ? 'T9' : null) },
  { id: 'end', names: { en: 'End', fr: 'Fin' }, onEnd: (s, e) => (e.push({ kind: 'ended' }), s) },
]
const flow = defineFlow<Phase, Toy, Ev>(PHASES, {
  setPhase: (s, phase) => ({ ...s, phase }),
  entered: (phase) => ({ kind: 'phase', phase }),
  skipped: (phase, rule) => ({ kind: 'skipped', phase, rule }),
})

describe('the turn runner', () => {
  it('begins a turn, passes the auto phases, and stops at the first that waits', () => {
    const events: Ev[] = []
    const s = enterPhase(flow, toy(), 'up', events)
    expect(s.phase).toBe('main')
    expect(s.turn).toBe(1)
    expect(s.zones.hand).toEqual(['c1'])
    expect(events.map((e) => e.kind)).toEqual(['turn', 'phase', 'phase', 'drew', 'phase'])
  })

  it('skips a phase with the rule that skips it, and runs a phase end before the next', () => {
    const events: Ev[] = []
    let s = enterPhase(flow, toy(), 'up', [])
    s = advancePhase(flow, s, events)
    expect(s.phase).toBe('end')
    expect(events).toEqual([{ kind: 'skipped', phase: 'fight', rule: 'T9' }, { kind: 'phase', phase: 'end' }])
    const more: Ev[] = []
    s = advancePhase(flow, s, more)
    // after the last phase the turn wraps to the first phase of a turn, which begins the next turn
    expect(more.map((e) => e.kind)).toEqual(['ended', 'turn', 'phase', 'phase', 'drew', 'phase'])
    expect(s.turn).toBe(2)
    const third = advancePhase(flow, s, [])
    expect(third.phase).toBe('fight')
  })

  it('stops moving when the game ends in an auto phase', () => {
    const s = enterPhase(flow, toy(0), 'up', [])
    expect(s.result).toBe('lost')
    expect(s.phase).toBe('draw')
  })

  it('stops in a phase that passes by itself when the game says it waits (a question asked there)', () => {
    const asking = defineFlow<Phase, Toy, Ev>(PHASES, { ...flow.hooks, waits: (s) => s.tapped.length > 0 })
    // the toy's 'up' phase clears `tapped`: with one tapped card left by the draw's onBegin, 'draw' waits
    const phases = PHASES.map((p) => (p.id === 'draw' ? { ...p, onBegin: (s: Toy, e: Ev[]) => ({ ...draw(s, 1, e), tapped: ['c1'] }) } : p))
    const waiting = defineFlow<Phase, Toy, Ev>(phases, asking.hooks)
    expect(enterPhase(waiting, toy(), 'up', []).phase).toBe('draw')
    // without the hook the same phases go on to the main phase
    expect(enterPhase(defineFlow<Phase, Toy, Ev>(phases, flow.hooks), toy(), 'up', []).phase).toBe('main')
  })

  it('knows the phase declared after each, the last wrapping to the first phase of a turn', () => {
    expect(PHASES.map((p) => flow.following(p.id))).toEqual(['up', 'draw', 'main', 'fight', 'end', 'up'])
  })

  it('advances until a condition holds', () => {
    const s = advanceUntil(flow, enterPhase(flow, toy(), 'up', []), [], (x) => x.phase === 'main')
    expect(s.turn).toBe(2)
  })
})

type T = 'keep' | 'answer' | 'manual' | 'next' | 'concede'
const gate = {
  flow,
  overRule: 'T0',
  questions: {
    pick: { answers: new Set<T>(['answer']), open: 'only' as const, others: new Set<T>(['concede']), reason: 'answer first' },
    soft: { answers: new Set<T>(['answer']), open: 'all-but' as const, others: new Set<T>(['next']), reason: 'answer first', params: (q: Question) => ({ card: q.choices[0]! }) },
  },
}
const question = (kind: string): Question => ({ kind, prompt: { en: 'Pick', fr: 'Choisir' }, choices: ['c1'], min: 1, max: 1, rule: 'Q1', data: null })

describe('the gate', () => {
  it('refuses everything once the game is over, naming the rule', () => {
    expect(gateRefusal(gate, { ...toy(), phase: 'main', result: 'won' }, 'manual')?.error).toMatchObject({ kind: 'game-over', rule: 'T0' })
  })
  it('lets a phase that lists its actions take only those', () => {
    expect(gateRefusal(gate, toy(), 'keep')).toBeNull()
    expect(gateRefusal(gate, toy(), 'manual')?.error).toEqual({ kind: 'wrong-phase', rule: 'T1', reason: 'keep first', params: { phase: 'setup' } })
    expect(gateRefusal(gate, { ...toy(), phase: 'main' }, 'manual')).toBeNull()
  })
  it('lets a waiting question take only its answers and what its kind leaves open', () => {
    const strict = ask({ ...toy(), phase: 'main' as Phase }, question('pick'))
    expect(gateRefusal(gate, strict, 'answer')).toBeNull()
    expect(gateRefusal(gate, strict, 'concede')).toBeNull()
    expect(gateRefusal(gate, strict, 'manual')?.error).toMatchObject({ kind: 'pending', rule: 'Q1', params: { pending: 'pick' } })
    const soft = ask({ ...toy(), phase: 'main' as Phase }, question('soft'))
    expect(gateRefusal(gate, soft, 'manual')).toBeNull()
    expect(gateRefusal(gate, soft, 'next')?.error).toMatchObject({ kind: 'pending', params: { card: 'c1' } })
    expect(gateRefusal(gate, answered(soft), 'next')).toBeNull()
  })
  it('names the kind’s own rule in the refusal when the kind gives one', () => {
    const ruled = { ...gate, questions: { pick: { ...gate.questions.pick, rule: 'P9' } } }
    const strict = ask({ ...toy(), phase: 'main' as Phase }, question('pick'))
    expect(gateRefusal(ruled, strict, 'manual')?.error).toMatchObject({ kind: 'pending', rule: 'P9' })
  })
  it('shows the question as the generic table reads it', () => {
    expect(pendingView(question('pick'))).toEqual({ kind: 'pick', prompt: { en: 'Pick', fr: 'Choisir' }, from: ['c1'], min: 1, max: 1, rule: 'Q1' })
    expect(pendingView(null)).toBeNull()
  })
})

const hooks: TableHooks<Zone, Toy, Ev> = {
  deck: 'deck',
  deckWord: 'deck',
  rules: { move: 'M1', search: 'S1', arrange: 'A1', amount: 'N1', counter: 'C1' },
  maxAmount: 20,
  zoneOf: (s, id) => ZONES.find((z) => s.zones[z].includes(id)) ?? null,
  entryRefused: (s, id, to) => (to === 'field' && s.zones.field.length >= 2 ? refuse('full', 'F1', 'the field holds two', { card: id }) : null),
  place: (s, id, from, to, position, dull) => {
    const zones = { ...s.zones, [from]: s.zones[from].filter((c) => c !== id) }
    zones[to] = to === 'deck' && position === 'top' ? [id, ...zones[to]] : [...zones[to], id]
    return { ...s, zones, tapped: dull ? [...s.tapped, id] : s.tapped }
  },
  draw,
  concede: (s, e) => (e.push({ kind: 'lost' }), { ...s, result: 'lost' }),
  counters: {
    refused: (s, id) => (s.zones.field.includes(id) ? null : refuse('not-in-zone', 'C2', 'not on the field', { card: id })),
    get: (s, id) => s.counters[id] ?? {},
    set: (s, id, c) => ({ ...s, counters: { ...s.counters, [id]: { ...c } } }),
  },
}
const run = (s: Toy, a: Parameters<typeof applyTableAction<Zone, Toy, Ev>>[2]) => applyTableAction(hooks, s, a, 'hand')

describe('the table actions, once for every game', () => {
  it('moves a card to the zone asked, entering tapped when asked, with the game’s limits', () => {
    const r = run(toy(), { type: 'move', card: 'c3', to: 'field', dull: true })
    expect(r.ok && r.state.zones.field).toEqual(['c3'])
    expect(r.ok && r.state.tapped).toEqual(['c3'])
    expect(r.ok && r.events).toEqual([{ kind: 'moved', card: 'c3', from: 'deck', to: 'field', position: 'top' }])
    const full = { ...toy(), zones: { ...toy().zones, field: ['c1', 'c2'], deck: toy().zones.deck.slice(2) } }
    expect(run(full, { type: 'move', card: 'c3', to: 'field' })).toMatchObject({ ok: false, error: { kind: 'full', rule: 'F1' } })
    expect(run(toy(), { type: 'move', card: 'zz', to: 'hand' })).toMatchObject({ ok: false, error: { kind: 'not-in-zone', rule: 'M1' } })
    const inHand = run(toy(), { type: 'move', card: 'c1', to: 'hand' })
    expect(inHand.ok && run(inHand.state, { type: 'move', card: 'c1', to: 'hand' })).toMatchObject({ ok: false, error: { kind: 'same-zone' } })
    // the deck takes a card on its bottom when asked, and a card of the deck may move within it
    const bottom = run(toy(), { type: 'move', card: 'c1', to: 'deck', position: 'bottom' })
    expect(bottom.ok && bottom.state.zones.deck.at(-1)).toBe('c1')
  })

  it('moves a card within its own zone only where the game says so (movesWithin, additive: absent means none)', () => {
    const onField = run(toy(), { type: 'move', card: 'c1', to: 'field' })
    if (!onField.ok) throw new Error('move refused')
    expect(run(onField.state, { type: 'move', card: 'c1', to: 'field' })).toMatchObject({ ok: false, error: { kind: 'same-zone', rule: 'M1' } })
    const within = applyTableAction({ ...hooks, movesWithin: new Set<Zone>(['field']) }, onField.state, { type: 'move', card: 'c1', to: 'field' }, 'hand')
    expect(within.ok && within.events).toEqual([{ kind: 'moved', card: 'c1', from: 'field', to: 'field', position: 'top' }])
    expect(applyTableAction({ ...hooks, movesWithin: new Set<Zone>(['field']) }, onField.state, { type: 'move', card: 'c1', to: 'hand' }, 'hand').ok).toBe(true)
  })

  it('draws through the game’s draw, refusing amounts out of range', () => {
    const r = run(toy(), { type: 'draw', count: 3 })
    expect(r.ok && r.state.zones.hand).toEqual(['c1', 'c2', 'c3'])
    expect(run(toy(), { type: 'draw', count: 0 })).toMatchObject({ ok: false, error: { kind: 'bad-amount', rule: 'N1', params: { min: 1, max: 20 } } })
    expect(run(toy(), { type: 'draw', count: 21 }).ok).toBe(false)
  })

  it('searches the deck, puts the card where asked and shuffles after', () => {
    const r = run(toy(), { type: 'search', card: 'c7' })
    expect(r.ok && r.state.zones.hand).toEqual(['c7'])
    expect(r.ok && r.events.map((e) => e.kind)).toEqual(['searched', 'shuffled'])
    expect(r.ok && r.state.rng).not.toEqual(toy().rng)
    expect(r.ok && [...r.state.zones.deck].sort()).toEqual(toy().zones.deck.filter((c) => c !== 'c7').sort())
    expect(run(toy(), { type: 'search', card: 'c7', to: 'deck' })).toMatchObject({ ok: false, error: { kind: 'same-zone', rule: 'S1' } })
    const drawn = run(toy(), { type: 'draw', count: 1 })
    expect(drawn.ok && run(drawn.state, { type: 'search', card: 'c1' })).toMatchObject({ ok: false, error: { kind: 'not-in-zone' } })
  })

  it('looks at and arranges the top, refusing an order that is not the top cards once each', () => {
    const start = toy()
    const look = run(start, { type: 'lookTop', count: 3 })
    expect(look.ok && look.events).toEqual([{ kind: 'looked', cards: ['c1', 'c2', 'c3'] }])
    expect(look.ok && look.state).toBe(start)
    const arranged = run(toy(), { type: 'arrangeTop', top: ['c3', 'c1'], bottom: ['c2'] })
    expect(arranged.ok && arranged.state.zones.deck.slice(0, 2)).toEqual(['c3', 'c1'])
    expect(arranged.ok && arranged.state.zones.deck.at(-1)).toBe('c2')
    expect(run(toy(), { type: 'arrangeTop', top: ['c1', 'c1'] })).toMatchObject({ ok: false, error: { kind: 'bad-order', rule: 'A1' } })
    expect(run(toy(), { type: 'arrangeTop', top: ['c2'] }).ok).toBe(false)
  })

  it('keeps counters per card, never below zero, only where the game allows them', () => {
    const onField = run(toy(), { type: 'move', card: 'c1', to: 'field' })
    if (!onField.ok) throw new Error('move refused')
    const plus = run(onField.state, { type: 'counter', card: 'c1', name: '+1/+1', delta: 2 })
    expect(plus.ok && plus.state.counters.c1).toEqual({ '+1/+1': 2 })
    const gone = plus.ok && run(plus.state, { type: 'counter', card: 'c1', name: '+1/+1', delta: -5 })
    expect(gone && gone.ok && gone.state.counters.c1).toEqual({})
    expect(run(onField.state, { type: 'counter', card: 'c1', name: 'x', delta: 0 })).toMatchObject({ ok: false, error: { kind: 'bad-amount' } })
    expect(run(toy(), { type: 'counter', card: 'c2', name: 'x', delta: 1 })).toMatchObject({ ok: false, error: { kind: 'not-in-zone', rule: 'C2' } })
  })

  it('shuffles and concedes', () => {
    const shuffledDeck = run(toy(), { type: 'shuffle' })
    expect(shuffledDeck.ok && shuffledDeck.state.zones.deck).not.toEqual(toy().zones.deck)
    const conceded = run(toy(), { type: 'concede' })
    expect(conceded.ok && conceded.state.result).toBe('lost')
  })
})

describe('the table events’ log text', () => {
  const words = { zone: (z: Zone, l: 'en' | 'fr') => (l === 'fr' ? { deck: 'deck', hand: 'main', field: 'terrain', grave: 'cimetière' } : { deck: 'deck', hand: 'hand', field: 'field', grave: 'graveyard' })[z], deck: { en: 'library', fr: 'bibliothèque', feminine: true }, deckZone: 'deck' as Zone }
  const name = (id: string) => `Card ${id}`
  it('writes each table event in English and French, with the game’s words', () => {
    expect(describeTableEvent({ kind: 'shuffled' }, 'en', words, name)).toBe('Library shuffled')
    expect(describeTableEvent({ kind: 'shuffled' }, 'fr', words, name)).toBe('Bibliothèque mélangée')
    expect(describeTableEvent({ kind: 'moved', card: 'c1', from: 'hand', to: 'deck', position: 'bottom' }, 'en', words, name)).toBe('Card c1: hand → deck (bottom)')
    expect(describeTableEvent({ kind: 'moved', card: 'c1', from: 'hand', to: 'deck', position: 'top' }, 'fr', words, name)).toBe('Card c1 : main → deck (dessus)')
    expect(describeTableEvent({ kind: 'looked', cards: ['c1', 'c2'] }, 'fr', words, name)).toBe('Regard sur le dessus de la bibliothèque : Card c1, Card c2')
    expect(describeTableEvent({ kind: 'arranged', top: ['c1'], bottom: [] }, 'en', words, name)).toBe('Arranged the top of the library (1 on top, 0 at the bottom)')
    expect(describeTableEvent({ kind: 'searched', card: 'c2', to: 'hand' }, 'fr', words, name)).toBe('Recherche dans la bibliothèque : Card c2 → main')
    expect(describeTableEvent({ kind: 'gameWon' }, 'en', words, name)).toBeNull()
  })
})
