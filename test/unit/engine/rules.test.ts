// The rules of fftcg-regles-completes.txt, one describe per rule, with real cards by code.
import { describe, expect, it } from 'vitest'
import {
  apply,
  bestPayment,
  checkPayment,
  defOf,
  describeError,
  leastUsefulFirst,
  legalActions,
  listPayments,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
  type RuleError,
} from '@shared/games/fftcg/engine'
import { board, deckOf, MIXED_DECK } from './fixtures'

function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${describeError(result.error)}`)
  return result
}
function refuse(state: GameState, action: Action): RuleError {
  const result = apply(state, action)
  if (result.ok) throw new Error(`accepted ${JSON.stringify(action)}`)
  return result.error
}
const kinds = (events: GameEvent[]) => events.map((e) => e.kind)

// Card codes used below (resources/cards.json)
const ZACK = '1-012' // Fire Forward, cost 3, 6000
const TIFA = '1-016' // Fire Forward, cost 2, 4000, Haste
const SAMURAI = '1-014' // Fire Forward, cost 3, 6000, Brave, multicard
const FANG = '1-020' // Fire Forward, cost 4, 7000
const RED_MAGE = '1-003' // Fire Backup, cost 2, multicard
const SAZH = '1-013' // Fire Backup, cost 3, not multicard
const EVOKER = '1-011' // Fire Backup, cost 1, multicard
const SCHOLAR = '1-157' // Water Backup, multicard
const VAAN = '1-154' // Water Forward, cost 5
const AGRIAS = '1-151' // Water Forward, EX Burst
const TIDUS = '7-116' // Water Forward, cost 3, Back Attack
const LEON = '12-113' // Fire/Ice Forward, cost 2
const ARGATH = '1-033' // Ice Forward
const ONION_KNIGHT = '1-181' // Light Forward, cost 2, Haste
const CLOUD_LIGHT = '1-182' // Light Forward, Brave
const CHAOS = '1-184' // Dark Backup, cost 2
const EMPEROR = '1-185' // Dark Forward
const BLACK_MAGE_21 = '21-005' // Fire Forward, multicard unknown (null)
const IFRIT = '1-004' // Fire Summon, cost 1, EX Burst
const VARUNA = '7-006' // Fire Monster

describe('8.2 setup and the mulligan', () => {
  const deck = deckOf(MIXED_DECK)

  it('8.2.1.1, 8.2.1.3: shuffles and draws five cards', () => {
    const { state, events } = newGame(deck, { seed: 5, onThePlay: true, format: 'constructed' })
    expect(state.zones.hand).toHaveLength(5)
    expect(state.zones.deck).toHaveLength(45)
    expect(state.phase).toBe('setup')
    expect(kinds(events)).toEqual(['gameStarted', 'shuffled', 'drew'])
  })

  it('8.2.1.4: the mulligan puts the five at the bottom in the chosen order and draws five new ones', () => {
    const { state } = newGame(deck, { seed: 5, onThePlay: true, format: 'constructed' })
    const order = [...state.zones.hand].reverse()
    const next = act(state, { type: 'mulligan', bottomOrder: order }).state
    expect(next.zones.deck.slice(-5)).toEqual(order)
    expect(next.zones.hand).toEqual(state.zones.deck.slice(0, 5))
    expect(next.zones.deck).toHaveLength(45)
  })

  it('8.2.1.4: only once, and only with exactly the cards of the hand', () => {
    const { state } = newGame(deck, { seed: 5, onThePlay: true, format: 'constructed' })
    expect(refuse(state, { type: 'mulligan', bottomOrder: state.zones.hand.slice(0, 4) })).toMatchObject({ rule: '8.2.1.4', kind: 'bad-order' })
    const once = act(state, { type: 'mulligan', bottomOrder: [...state.zones.hand] }).state
    expect(refuse(once, { type: 'mulligan', bottomOrder: [...once.zones.hand] })).toMatchObject({ rule: '8.2.1.4', kind: 'mulligan-used' })
  })

  it('8.2.1.4: nothing but keep or mulligan before the first turn', () => {
    const { state } = newGame(deck, { seed: 5, onThePlay: true, format: 'constructed' })
    expect(refuse(state, { type: 'draw', count: 1 }).rule).toBe('8.2.1.4')
  })
})

describe('8.2.1.5, 9.2.1.3 the first player draws one card on turn 1', () => {
  const deck = deckOf(MIXED_DECK)

  it('on the play: turn 1, one card drawn, Main Phase 1', () => {
    const { state } = newGame(deck, { seed: 9, onThePlay: true, format: 'constructed' })
    const { state: next, events } = act(state, { type: 'keepHand' })
    expect(next.zones.hand).toHaveLength(6)
    expect([next.turn, next.ownTurn, next.phase]).toEqual([1, 1, 'main1'])
    expect(events.find((e) => e.kind === 'drew')).toMatchObject({ cards: [state.zones.deck[0]] })
  })

  it('on the draw: the goldfish plays turn 1, the player draws two on turn 2', () => {
    const { state } = newGame(deck, { seed: 9, onThePlay: false, format: 'constructed' })
    const { state: next, events } = act(state, { type: 'keepHand' })
    expect(next.zones.hand).toHaveLength(7)
    expect([next.turn, next.ownTurn]).toEqual([2, 1])
    expect(kinds(events)).toContain('opponentTurn')
  })

  it('9: the player’s turns are 1, 3, 5… on the play', () => {
    let { state } = newGame(deck, { seed: 9, onThePlay: true, format: 'constructed' })
    state = act(state, { type: 'keepHand' }).state
    const turns = [state.turn]
    for (let i = 0; i < 2; i++) {
      const excess = state.zones.hand.length - 5
      state = act(state, { type: 'endTurn', discard: excess > 0 ? state.zones.hand.slice(0, excess) : undefined }).state
      turns.push(state.turn)
    }
    expect(turns).toEqual([1, 3, 5])
    expect(state.ownTurn).toBe(3)
  })
})

describe('3.1.2 drawing from an empty deck loses', () => {
  it('in the Draw Phase', () => {
    const { state } = board({ hand: [ZACK], deck: [FANG], phase: 'main2' })
    const next = act(state, { type: 'endTurn' }).state
    expect(next.result).toBe('lost')
    expect(next.endedBy).toEqual({ rule: '3.1.2', kind: 'draw-empty' })
  })

  it('with an ability that draws', () => {
    const { state } = board({ deck: [] })
    expect(act(state, { type: 'draw', count: 1 }).state.result).toBe('lost')
  })

  it('3.1: nothing can be done once the game is over', () => {
    const { state } = board({ deck: [] })
    const over = act(state, { type: 'draw', count: 1 }).state
    expect(refuse(over, { type: 'nextPhase' })).toMatchObject({ rule: '3.1', kind: 'game-over' })
  })
})

describe('9.1 Active Phase and 15.2.4 Freeze', () => {
  it('9.1.1.1: dull Characters activate', () => {
    const { state, field } = board({ field: [{ code: ZACK, dull: true }, { code: RED_MAGE, dull: true }], deck: [FANG, FANG], phase: 'end' })
    const next = act(state, { type: 'endTurn' }).state
    expect(field.map((id) => next.status[id]!.dull)).toEqual([false, false])
  })

  it('15.2.4.2: a frozen Character stays dull and stops being frozen', () => {
    const { state, field } = board({ field: [{ code: ZACK, dull: true, frozen: true }], deck: [FANG, FANG, FANG, FANG], phase: 'end' })
    const { state: next, events } = act(state, { type: 'endTurn' })
    expect(next.status[field[0]!]).toMatchObject({ dull: true, frozen: false })
    expect(kinds(events)).toContain('stayedFrozen')
    const after = act(next, { type: 'endTurn' }).state
    expect(after.status[field[0]!]!.dull).toBe(false)
  })
})

describe('9.5 End Phase', () => {
  it('9.5.1.2: discards down to 5, the cards the player chooses', () => {
    const { state, hand } = board({ hand: [ZACK, FANG, TIFA, SAZH, RED_MAGE, IFRIT, VAAN], deck: [FANG, FANG] })
    expect(refuse(state, { type: 'endTurn' })).toMatchObject({ rule: '9.5.1.2', kind: 'hand-size', params: { excess: 2 } })
    expect(refuse(state, { type: 'endTurn', discard: [hand[0]!] }).rule).toBe('9.5.1.2')
    const next = act(state, { type: 'endTurn', discard: [hand[5]!, hand[6]!] }).state
    expect(next.zones.breakZone).toEqual([hand[5], hand[6]])
    expect(next.zones.hand).toHaveLength(7) // 5 kept + 2 drawn
  })

  it('9.5.1.2: no discard with 5 cards or fewer', () => {
    const { state, hand } = board({ hand: [ZACK], deck: [FANG, FANG] })
    expect(refuse(state, { type: 'endTurn', discard: [hand[0]!] }).rule).toBe('9.5.1.2')
  })

  it('9.5.1.3.1: damage on Forwards is removed', () => {
    const { state, field } = board({ field: [{ code: FANG, damage: 5000 }], deck: [FANG, FANG] })
    const next = act(state, { type: 'endTurn' }).state
    expect(next.status[field[0]!]!.damage).toBe(0)
  })

  it('9.5.1.3.2: power changes until the end of the turn end', () => {
    const { state, field } = board({ field: [FANG], deck: [FANG, FANG] })
    const boosted = act(state, { type: 'modifyPower', card: field[0]!, amount: 2000 }).state
    expect(act(boosted, { type: 'endTurn' }).state.status[field[0]!]!.powerMod).toBe(0)
  })

  it('9: nextPhase walks Main 1 → Attack → Main 2 → End → next turn', () => {
    let { state } = board({ deck: [FANG, FANG] })
    const phases: string[] = []
    for (let i = 0; i < 4; i++) {
      state = act(state, { type: 'nextPhase' }).state
      phases.push(state.phase)
    }
    expect(phases).toEqual(['attack', 'main2', 'end', 'main1'])
  })
})

describe('11.2 paying CP', () => {
  it('refuses a Water discard alone for a Fire Forward', () => {
    const { state, hand } = board({ hand: [TIFA, VAAN] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })).toMatchObject({
      rule: '5.2.1.2',
      kind: 'payment-element',
    })
  })

  it('accepts the same Water discard with a Fire Backup dulled (one CP more than the cost, lost)', () => {
    const { state, hand, field } = board({ hand: [TIFA, VAAN], field: [RED_MAGE] })
    const { state: next, events } = act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!], discard: [hand[1]!] } })
    expect(next.zones.field).toContain(hand[0])
    expect(next.status[field[0]!]!.dull).toBe(true)
    expect(next.zones.breakZone).toEqual([hand[1]])
    expect(events[0]).toMatchObject({ kind: 'cast', cp: 3, wasted: 1 })
  })

  it('accepts a Water discard and a Fire Backup for a cost-3 Fire Forward (exact)', () => {
    const { state, hand, field } = board({ hand: [ZACK, VAAN], field: [RED_MAGE] })
    expect(act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!], discard: [hand[1]!] } }).events[0]).toMatchObject({ cp: 3, wasted: 0 })
  })

  it('5.2.1.3.1: a cost-2 card paid with one discard is legal, with two discards is not', () => {
    const { state, hand } = board({ hand: [TIFA, ZACK, FANG] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!, hand[2]!] } })).toMatchObject({
      rule: '5.2.1.3.1',
      kind: 'payment-excess',
    })
    expect(act(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } }).state.zones.field).toEqual([hand[0]])
  })

  it('5.2.1.3.1: without a discard, the CP must be exact', () => {
    const { state, hand, field } = board({ hand: [TIFA], field: [RED_MAGE, EVOKER, SAZH] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: field, discard: [] } }).kind).toBe('payment-excess')
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!], discard: [] } }).kind).toBe('payment-short')
  })

  it('5.2.1.3: Light and Dark cards cannot be discarded for CP', () => {
    const { state, hand } = board({ hand: [TIFA, ONION_KNIGHT] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })).toMatchObject({
      rule: '5.2.1.3',
      kind: 'payment-light-dark-discard',
    })
  })

  it('11.2.1.1: a Light card is paid with CP of any element', () => {
    const { state, hand } = board({ hand: [ONION_KNIGHT, VAAN] })
    expect(act(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } }).state.zones.field).toEqual([hand[0]])
  })

  it('5.2.1.2: a Fire/Ice card needs a CP of each of its elements', () => {
    const { state, hand, field } = board({ hand: [LEON, FANG, ARGATH], field: [RED_MAGE, SCHOLAR] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } }).kind).toBe('payment-element')
    expect(act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!], discard: [hand[2]!] } }).state.zones.field).toContain(hand[0])
  })

  it('5.2.3.1.1.3: a dull Backup gives no CP; only Backups can be dulled for CP', () => {
    const { state, hand, field } = board({ hand: [TIFA], field: [{ code: RED_MAGE, dull: true }, EVOKER, ZACK] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!, field[1]!], discard: [] } }).kind).toBe('payment-backup-dull')
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[2]!, field[1]!], discard: [] } }).kind).toBe('payment-not-backup')
  })

  it('11.2.1.1: a card cannot pay for itself, nor a card twice', () => {
    const { state, hand, field } = board({ hand: [TIFA, FANG], field: [RED_MAGE] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[0]!] } }).kind).toBe('payment-self')
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!, field[0]!], discard: [] } }).kind).toBe('payment-duplicate')
  })

  it('leaves the state untouched on a refusal', () => {
    const { state, hand } = board({ hand: [TIFA, VAAN] })
    const before = JSON.stringify(state)
    refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })
    expect(JSON.stringify(state)).toBe(before)
  })
})

describe('11.2 the CP payment solver', () => {
  it('prefers dulling Backups to discarding', () => {
    const { state, hand, field } = board({ hand: [ZACK, FANG, VAAN], field: [RED_MAGE, EVOKER, SAZH] })
    expect(bestPayment(state, hand[0]!)).toEqual({ dull: field, discard: [] })
  })

  it('uses a Backup of the card’s element to meet 5.2.1.2, and discards the least useful card', () => {
    // Fang (cost 4): one Water Backup cannot pay the Fire CP; a Fire card must go.
    const { state, hand } = board({ hand: [FANG, ZACK, ZACK, TIFA], field: [SCHOLAR, SCHOLAR] })
    const payment = bestPayment(state, hand[0]!)!
    expect(payment.discard).toHaveLength(1)
    expect([hand[1], hand[2]]).toContain(payment.discard[0]) // the duplicate Zack, not the lone Tifa
    expect(payment.dull).toHaveLength(2)
    expect(checkPayment(state, hand[0]!, payment)).toBeNull()
  })

  it('discards first a card that cannot join the field (a non-multicard name already there)', () => {
    const { state, hand } = board({ hand: [FANG, ZACK, TIFA], field: [ZACK] })
    expect(bestPayment(state, hand[0]!, {})!.discard).toContain(hand[1])
  })

  it('never discards a card the player keeps', () => {
    const { state, hand } = board({ hand: [TIFA, ZACK, FANG] })
    expect(bestPayment(state, hand[0]!, { keep: [hand[1]!] })!.discard).toEqual([hand[2]])
    expect(bestPayment(state, hand[0]!, { keep: [hand[1]!, hand[2]!] })).toBeNull()
  })

  it('finds nothing when no payment is legal, and cast says so', () => {
    const { state, hand } = board({ hand: [TIFA, VAAN] })
    expect(bestPayment(state, hand[0]!)).toBeNull()
    expect(refuse(state, { type: 'cast', card: hand[0]!, keep: [] }).kind).toBe('no-payment')
  })

  // Issue 16: the Wind/Earth deck, own turn 3, Backups of Wind and Earth, hand Y'shtola, Sylph, Bartz.
  const YSHTOLA = '12-119' // Wind/Earth Forward, cost 3
  const SYLPH = '1-074' // Wind Summon, cost 1
  const BARTZ = '1-080' // Wind Forward, cost 5
  const WIND_BACKUP = '1-070' // Thief, Wind Backup
  const EARTH_BACKUP = '1-115' // Geomancer, Earth Backup
  const yshtolaTurn = () =>
    board({ hand: [YSHTOLA, SYLPH, BARTZ], field: [WIND_BACKUP, EARTH_BACKUP], ownTurn: 3 })

  it('5.2.1.2: auto-pay for Y’shtola discards the 1-cost Sylph, not the 5-cost Bartz', () => {
    const { state, hand, field } = yshtolaTurn()
    expect(bestPayment(state, hand[0]!)).toEqual({ dull: [field[1]], discard: [hand[1]] })
    const after = act(state, { type: 'cast', card: hand[0]! }).state
    expect(after.zones.breakZone).toEqual([hand[1]])
    expect(after.zones.hand).toEqual([hand[2]])
  })

  // Issue 16, seed 39 (test/e2e/play-decks.ts): own turn 1, no Backup on the field, hand
  // Evoker, Ifrit, Orran, Red Mage, Tifa and Zack. Zack (Fire, 3) needs two discards, one Fire.
  const ORRAN = '1-034' // Ice Backup, cost 3, the only Ice card of the hand
  const seed39Hand = () => board({ hand: [ZACK, EVOKER, IFRIT, ORRAN, RED_MAGE, TIFA] })

  it('5.2.1.2 / 11.2.1.1: auto-pay for Zack discards Orran (no Ice CP to cast it soon) and Ifrit, not Tifa', () => {
    const { state, hand } = seed39Hand()
    const payment = bestPayment(state, hand[0]!)!
    expect(payment.dull).toEqual([])
    expect([...payment.discard].sort()).toEqual([hand[2]!, hand[3]!].sort())
    expect(checkPayment(state, hand[0]!, payment)).toBeNull()
  })

  it('5.2.1.2: an Ice card with an Ice Backup on the field can be cast soon, so Tifa goes before it', () => {
    const { state, hand } = board({ hand: [ZACK, EVOKER, IFRIT, ORRAN, RED_MAGE, TIFA], field: ['1-036'] }) // Bard, Ice Backup
    // Zack: one Backup (Ice) and one Fire discard; the cheapest Fire card, Ifrit, goes
    expect(bestPayment(state, hand[0]!)!.discard).toEqual([hand[2]])
    // End Phase order: Orran is no longer dead weight (Backup, 3 CP): it is kept longest
    expect(leastUsefulFirst(state, hand.slice(1))).toEqual([hand[2], hand[5], hand[1], hand[4], hand[3]])
  })

  it('11.2.1.1: of two cards that cannot be cast soon, the costlier goes first; one that can is kept', () => {
    // Fire/Water deck on Water Backups only: Fang (Fire, 4) and Tifa (Fire, 2) have no Fire source but each other
    const { state, hand } = board({ hand: [VAAN, FANG, ARGATH, TIFA], field: [SCHOLAR] })
    expect(leastUsefulFirst(state, hand)[0]).toBe(hand[2]) // Argath, the only Ice card
    const lone = board({ hand: [VAAN, FANG, ARGATH], field: [SCHOLAR] })
    // Vaan (Water, 5) has a Water Backup; Fang (4) and Argath (Ice) have no source: Fang, the costlier, first
    expect(leastUsefulFirst(lone.state, lone.hand)).toEqual([lone.hand[1], lone.hand[2], lone.hand[0]])
  })

  it('5.2.1.2: lists both Wind discards for Y’shtola (Sylph or Bartz), each with the Earth Backup', () => {
    const { state, hand, field } = yshtolaTurn()
    const options = listPayments(state, hand[0]!).map((o) => o.payment)
    // then the same discards with both Backups: one CP lost, legal only because a card was discarded (5.2.1.3.1)
    expect(options).toEqual([
      { dull: [field[1]], discard: [hand[1]] },
      { dull: [field[1]], discard: [hand[2]] },
      { dull: [field[1], field[0]], discard: [hand[1]] },
      { dull: [field[1], field[0]], discard: [hand[2]] },
    ])
  })

  it('lists copies of one card once, and different cards of one element apart', () => {
    // Fang (Fire, 4) with no Backup: two discards from Zack, Zack, Tifa, Samurai (all Fire).
    const { state, hand } = board({ hand: [FANG, ZACK, ZACK, TIFA, SAMURAI] })
    const discards = listPayments(state, hand[0]!).map((o) => o.payment.discard.map((id) => defOf(state, id).key).sort().join('+'))
    expect(new Set(discards).size).toBe(discards.length)
    // {Zack, Zack}, {Zack, Tifa}, {Zack, Samurai}, {Tifa, Samurai}
    expect(discards).toHaveLength(4)
    for (const option of listPayments(state, hand[0]!)) expect(checkPayment(state, hand[0]!, option.payment)).toBeNull()
  })

  it('puts auto-pay first in the list of legal payments', () => {
    const { state, hand } = board({ hand: [FANG, ZACK, VAAN, TIFA], field: [RED_MAGE, SCHOLAR, EVOKER] })
    expect(listPayments(state, hand[0]!)[0]!.payment).toEqual(bestPayment(state, hand[0]!))
  })

  it('lists every legal payment, each one accepted by checkPayment', () => {
    const { state, hand } = board({ hand: [FANG, ZACK, VAAN, TIFA], field: [RED_MAGE, SCHOLAR, EVOKER] })
    const options = listPayments(state, hand[0]!)
    expect(options.length).toBeGreaterThan(2)
    for (const option of options) expect(checkPayment(state, hand[0]!, option.payment)).toBeNull()
    expect(options[0]!.payment.discard).toHaveLength(1)
  })
})

describe('11.4 playing Characters', () => {
  it('base rules: a Backup enters the field dull; Forwards and Monsters enter active', () => {
    const { state, hand } = board({ hand: [RED_MAGE, TIFA, VARUNA, FANG, VAAN, ZACK] })
    let s = act(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[3]!] } }).state
    s = act(s, { type: 'cast', card: hand[1]!, payment: { dull: [], discard: [hand[5]!] } }).state
    expect(s.status[hand[0]!]!.dull).toBe(true)
    expect(s.status[hand[1]!]!.dull).toBe(false)
    const monster = board({ hand: [VARUNA, FANG] })
    const m = act(monster.state, { type: 'cast', card: monster.hand[0]!, payment: { dull: [], discard: [monster.hand[1]!] } }).state
    expect(m.status[monster.hand[0]!]!.dull).toBe(false)
  })

  it('base rules: a sixth Backup is refused', () => {
    const { state, hand } = board({ hand: [RED_MAGE, FANG], field: [RED_MAGE, RED_MAGE, RED_MAGE, SCHOLAR, SCHOLAR] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })).toMatchObject({ kind: 'backups-full' })
  })

  it('11.4.1: Characters are not played in the Attack Phase; 15.2.5.2: Back Attack ones are', () => {
    const { state, hand, field } = board({ hand: [ZACK, TIDUS, VAAN, FANG], field: [SCHOLAR], phase: 'attack' })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[3]!] } }).rule).toBe('11.4.1')
    expect(act(state, { type: 'cast', card: hand[1]!, payment: { dull: [field[0]!], discard: [hand[2]!] } }).state.zones.field).toContain(hand[1])
  })

  it('9.5.1.1: nothing is cast in the End Phase', () => {
    const { state, hand } = board({ hand: [IFRIT, FANG], phase: 'end' })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } }).kind).toBe('wrong-phase')
  })
})

describe('11.11.10 Summons go to the Break Zone once cast', () => {
  it('in the Main Phase and in the Attack Phase (9.3.1.6)', () => {
    for (const phase of ['main1', 'attack'] as const) {
      const { state, hand, field } = board({ hand: [IFRIT], field: [RED_MAGE], phase })
      const { state: next, events } = act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[0]!], discard: [] } })
      expect(next.zones.breakZone).toEqual([hand[0]])
      expect(kinds(events)).toContain('summonResolved')
    }
  })
})

describe('7.7.3, 12.4.6 one copy of a Character without the multicard icon', () => {
  it('refuses a second Zack', () => {
    const { state, hand } = board({ hand: [ZACK, FANG], field: [RED_MAGE, RED_MAGE, ZACK] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })).toMatchObject({ rule: '7.7.3', kind: 'same-name' })
  })

  it('accepts a second multicard Samurai and Red Mage', () => {
    const { state, hand, field } = board({ hand: [SAMURAI, FANG], field: [SAMURAI, RED_MAGE, RED_MAGE] })
    expect(act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[1]!], discard: [hand[1]!] } }).state.zones.field).toContain(hand[0])
  })

  it('accepts a card whose multicard flag is unknown, with a warning for the player', () => {
    const { state, hand, field } = board({ hand: [BLACK_MAGE_21, FANG], field: [BLACK_MAGE_21, RED_MAGE] })
    const { state: next, events } = act(state, { type: 'cast', card: hand[0]!, payment: { dull: [field[1]!], discard: [hand[1]!] } })
    expect(next.zones.field).toContain(hand[0])
    expect(events).toContainEqual({ kind: 'multicardUnknown', card: hand[0], others: [field[0]] })
  })

  it('12.4.6: an effect that puts a second Zack onto the field breaks both', () => {
    const { state, hand, field } = board({ hand: [ZACK], field: [ZACK] })
    const { state: next, events } = act(state, { type: 'move', card: hand[0]!, to: 'field' })
    expect(next.zones.field).toEqual([])
    expect([...next.zones.breakZone].sort()).toEqual([field[0], hand[0]].sort())
    expect(events.filter((e) => e.kind === 'broken').map((e) => (e as { rule: string }).rule)).toEqual(['12.4.6', '12.4.6'])
  })
})

describe('12.4.7 one Light or Dark Character', () => {
  it('refuses a second Light or Dark Character', () => {
    const { state, hand } = board({ hand: [ONION_KNIGHT, FANG], field: [CHAOS] })
    expect(refuse(state, { type: 'cast', card: hand[0]!, payment: { dull: [], discard: [hand[1]!] } })).toMatchObject({ rule: '7.7.3', kind: 'light-dark' })
  })

  it('puts both into the Break Zone when an effect brings a second one', () => {
    const { state, hand } = board({ hand: [EMPEROR], field: [CLOUD_LIGHT, ZACK] })
    const next = act(state, { type: 'move', card: hand[0]!, to: 'field' }).state
    expect(next.zones.field).toHaveLength(1)
    expect(next.zones.breakZone).toHaveLength(2)
  })
})

describe('10.1.2 declaring attacks', () => {
  it('10.1.2.1.1: a Forward that entered this turn cannot attack', () => {
    const { state, field } = board({ field: [{ code: ZACK, new: true }], phase: 'attack' })
    expect(refuse(state, { type: 'attack', attackers: [field[0]!] })).toMatchObject({ rule: '10.1.2.1.1', kind: 'attack-summoning-sick' })
  })

  it('15.2.2: Haste can attack on entry', () => {
    const { state, hand, field } = board({ hand: [TIFA], field: [RED_MAGE, EVOKER] })
    let s = act(state, { type: 'cast', card: hand[0]!, payment: { dull: field, discard: [] } }).state
    s = act(s, { type: 'nextPhase' }).state
    expect(act(s, { type: 'attack', attackers: [hand[0]!] }).state.opponentDamage).toBe(1)
  })

  it('10.1.2.1.1: a dull Forward cannot attack; 10.1.2.1.2: nor one that already attacked', () => {
    const { state, field } = board({ field: [{ code: ZACK, dull: true }, CLOUD_LIGHT], phase: 'attack' })
    expect(refuse(state, { type: 'attack', attackers: [field[0]!] }).kind).toBe('attack-dull')
    const once = act(state, { type: 'attack', attackers: [field[1]!] }).state
    expect(refuse(once, { type: 'attack', attackers: [field[1]!] })).toMatchObject({ rule: '10.1.2.1.2', kind: 'attack-already' })
  })

  it('10.1.2.2: the attacker dulls; 15.2.1: Brave does not dull', () => {
    const { state, field } = board({ field: [ZACK, SAMURAI], phase: 'attack' })
    const s = act(act(state, { type: 'attack', attackers: [field[0]!] }).state, { type: 'attack', attackers: [field[1]!] }).state
    expect(s.status[field[0]!]!.dull).toBe(true)
    expect(s.status[field[1]!]!.dull).toBe(false)
  })

  it('9.4.1: attacks only in the Attack Phase; 5.2.3.1.1.2: only Forwards attack', () => {
    const { state, field } = board({ field: [ZACK, RED_MAGE] })
    expect(refuse(state, { type: 'attack', attackers: [field[0]!] }).kind).toBe('wrong-phase')
    const attack = { ...state, phase: 'attack' as const }
    expect(refuse(attack, { type: 'attack', attackers: [field[1]!] }).kind).toBe('not-a-forward')
  })
})

describe('10.1.4.1 an unblocked attack deals 1 damage; 15.1.1.9 parties', () => {
  it('each unblocked attack deals 1 damage', () => {
    const { state, field } = board({ field: [ZACK, FANG], phase: 'attack' })
    const s = act(act(state, { type: 'attack', attackers: [field[0]!] }).state, { type: 'attack', attackers: [field[1]!] }).state
    expect(s.opponentDamage).toBe(2)
  })

  it('15.1.1.9.1: a party of Forwards sharing an element attacks as one Forward: 1 damage', () => {
    const { state, field } = board({ field: [ZACK, FANG, LEON], phase: 'attack' })
    const s = act(state, { type: 'attack', attackers: field }).state
    expect(s.opponentDamage).toBe(1)
    expect(field.every((id) => s.status[id]!.dull)).toBe(true)
  })

  it('15.1.1.9.2: a party needs a shared element', () => {
    const { state, field } = board({ field: [ZACK, VAAN], phase: 'attack' })
    expect(refuse(state, { type: 'attack', attackers: field })).toMatchObject({ rule: '15.1.1.9.2', kind: 'party-element' })
  })

  it('3.1.1: 7 damage to the goldfish wins (6 in limited)', () => {
    const { state, field } = board({ field: [ZACK], phase: 'attack' })
    const six = { ...state, opponentDamage: 6 }
    expect(act(six, { type: 'attack', attackers: [field[0]!] }).state).toMatchObject({ result: 'won', endedBy: { rule: '3.1.1' } })
    const limited = board({ field: [ZACK], phase: 'attack', format: 'limited' })
    const five = { ...limited.state, opponentDamage: 5 }
    expect(act(five, { type: 'attack', attackers: [limited.field[0]!] }).state.result).toBe('won')
  })
})

describe('6.5, 7.8 taking damage', () => {
  it('6.5.2: one card at a time from the top of the deck; 6.5.2.1: EX Burst cards are surfaced', () => {
    const { state, deck } = board({ deck: [ZACK, AGRIAS, FANG] })
    const { state: next, events } = act(state, { type: 'damageSelf', amount: 2 })
    expect(next.zones.damage).toEqual([deck[0], deck[1]])
    expect(kinds(events)).toEqual(['damageTaken', 'damageTaken', 'exBurst'])
  })

  it('3.1.1, 7.8.2: the 7th damage loses', () => {
    const { state } = board({ deck: [ZACK, FANG], damage: Array(6).fill(FANG) })
    const next = act(state, { type: 'damageSelf', amount: 2 }).state
    expect(next.result).toBe('lost')
    expect(next.zones.damage).toHaveLength(7)
    expect(next.zones.deck).toHaveLength(1)
  })

  it('3.1.1: the 6th damage loses in limited', () => {
    const { state } = board({ deck: [ZACK], damage: Array(5).fill(FANG), format: 'limited' })
    expect(act(state, { type: 'damageSelf', amount: 1 }).state.result).toBe('lost')
  })

  it('3.1.3: damage with an empty deck loses', () => {
    const { state } = board({ deck: [] })
    expect(act(state, { type: 'damageSelf', amount: 1 }).state.endedBy).toEqual({ rule: '3.1.3', kind: 'damage-empty' })
  })

  it('12.4.1: a Damage Zone filled by an effect loses too', () => {
    const { state, hand } = board({ hand: [ZACK], damage: Array(6).fill(FANG) })
    expect(act(state, { type: 'move', card: hand[0]!, to: 'damage' }).state.endedBy?.rule).toBe('12.4.1')
  })
})

describe('12.4 rule processes on Forwards', () => {
  it('12.4.5: damage equal to power breaks the Forward', () => {
    const { state, field } = board({ field: [ZACK, FANG] })
    const less = act(state, { type: 'damageForward', card: field[0]!, amount: 5000 }).state
    expect(less.zones.field).toContain(field[0])
    const { state: next, events } = act(less, { type: 'damageForward', card: field[0]!, amount: 1000 })
    expect(next.zones.breakZone).toEqual([field[0]])
    expect(events).toContainEqual({ kind: 'broken', card: field[0], rule: '12.4.5' })
  })

  it('12.4.4: power reduced to 0 breaks the Forward', () => {
    const { state, field } = board({ field: [ZACK] })
    expect(act(state, { type: 'modifyPower', card: field[0]!, amount: -6000 }).state.zones.breakZone).toEqual([field[0]])
  })
})

describe('manual actions', () => {
  it('15.1.1.8.1: search takes the card from the deck and shuffles', () => {
    const { state, deck } = board({ deck: [ZACK, FANG, TIFA, VAAN, SAZH] })
    const { state: next, events } = act(state, { type: 'search', card: deck[3]! })
    expect(next.zones.hand).toEqual([deck[3]])
    expect(kinds(events)).toEqual(['searched', 'shuffled'])
    expect(next.rng).not.toEqual(state.rng)
  })

  it('looks at the top cards and puts them back in a chosen order', () => {
    const { state, deck } = board({ deck: [ZACK, FANG, TIFA, VAAN] })
    expect(act(state, { type: 'lookTop', count: 2 }).events).toEqual([{ kind: 'looked', cards: [deck[0], deck[1]] }])
    const next = act(state, { type: 'arrangeTop', top: [deck[1]!], bottom: [deck[0]!] }).state
    expect(next.zones.deck).toEqual([deck[1], deck[2], deck[3], deck[0]])
    expect(refuse(state, { type: 'arrangeTop', top: [deck[2]!] }).kind).toBe('bad-order')
  })

  it('moves cards between zones, top or bottom of the deck; 7.4: a card entering the field is new', () => {
    const { state, hand, field } = board({ hand: [ZACK], field: [{ code: FANG, damage: 2000 }], deck: [TIFA] })
    let s = act(state, { type: 'move', card: hand[0]!, to: 'deck', position: 'bottom' }).state
    expect(s.zones.deck).toEqual(['c3', hand[0]])
    s = act(s, { type: 'move', card: field[0]!, to: 'hand' }).state
    expect(s.status[field[0]!]).toBeUndefined()
    s = act(s, { type: 'move', card: field[0]!, to: 'field' }).state
    expect(s.status[field[0]!]).toMatchObject({ damage: 0, since: s.turn, dull: false })
    expect(refuse(s, { type: 'move', card: field[0]!, to: 'field' }).kind).toBe('same-zone')
  })

  it('5.2.3.1.2.1: a Summon never goes onto the field', () => {
    const { state, hand } = board({ hand: [IFRIT] })
    expect(refuse(state, { type: 'move', card: hand[0]!, to: 'field' }).kind).toBe('not-a-character')
  })

  it('dulls, activates, freezes, counts counters, hits the opponent', () => {
    const { state, field } = board({ field: [ZACK] })
    let s = act(state, { type: 'dull', card: field[0]! }).state
    expect(s.status[field[0]!]!.dull).toBe(true)
    s = act(s, { type: 'activate', card: field[0]! }).state
    s = act(s, { type: 'freeze', card: field[0]! }).state
    s = act(s, { type: 'counter', card: field[0]!, name: 'KO', delta: 2 }).state
    s = act(s, { type: 'counter', card: field[0]!, name: 'KO', delta: -5 }).state
    expect(s.status[field[0]!]).toMatchObject({ dull: false, frozen: true, counters: {} })
    expect(act(s, { type: 'damageOpponent', amount: 3 }).state.opponentDamage).toBe(3)
  })

  it('2.1: the player may concede', () => {
    const { state } = board({})
    expect(act(state, { type: 'concede' }).state).toMatchObject({ result: 'lost', endedBy: { rule: '2.1' } })
  })
})

describe('legalActions', () => {
  it('offers keep and mulligan at setup, then only keep', () => {
    const { state } = newGame(deckOf(MIXED_DECK), { seed: 3, onThePlay: true, format: 'constructed' })
    expect(legalActions(state).map((a) => a.type)).toEqual(['keepHand', 'mulligan'])
  })

  it('offers casts with a payment, the attacks and parties, and the next phase', () => {
    const { state } = board({ hand: [TIFA, ZACK], field: [FANG, SAMURAI, RED_MAGE, EVOKER], phase: 'attack' })
    const actions = legalActions(state)
    expect(actions.filter((a) => a.type === 'attack')).toHaveLength(3)
    expect(actions.some((a) => a.type === 'cast')).toBe(false) // no Back Attack, no Summon
    const main = legalActions({ ...state, phase: 'main1' })
    expect(main.filter((a) => a.type === 'cast').map((a) => (a as { card: string }).card)).toEqual(['c1', 'c2'])
  })
})
