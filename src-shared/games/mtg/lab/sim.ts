// The Magic opening lab: thousands of goldfish games of one deck on plain typed arrays and the
// seeded generator (not the reducer). Per game: the London mulligan (CR 103.5) under a keep
// policy, then one land a turn (CR 305.2), a draw each turn but the first on the play (CR 103.8a),
// and, on each spell's curve turn, whether the lands in play can pay its cost, every land
// untapped and making its colours (docs/games/mtg-lab.md). Spells are not cast: only the lands
// matter here; in the cleanup step the hand is discarded down to seven (5.2.a, CR 514.1).
// Allocation-free in the game loop (the steps told to `onStep` are for the replay test only,
// test/unit/mtg/lab-replay.test.ts).
import { addPairedSums } from '../../../game/paired-sums'
import { RngCursor } from '../../../game/rng'
import { MAX_HAND, OPENING_HAND } from '../engine/state'
import { NOT_A_SPELL, type LabDeck } from './lab-deck'
import { curveTurnOf, FLOOD, labLayout, SCREW, type LabLayout } from './layout'
import { landRangeAfter, type LabPolicy } from './policy'

/** What the pilot did, by card index (c{index + 1} in the engine), for the replay test. */
export type LabStep =
  /** CR 103.5: the hand kept after `mulligans` mulligans, with these cards put on the bottom in this order. */
  | { kind: 'keep'; mulligans: number; bottom: number[] }
  | { kind: 'land'; card: number }
  /** 5.2.a: the cards discarded down to seven in the cleanup step. */
  | { kind: 'discard'; cards: number[] }
  /**
   * After the own turn's land drop: the hand, the lands in play in the order played, the library
   * from its top, and the verdict on each spell whose curve turn this is (lands in play pay it).
   */
  | { kind: 'turnEnded'; turn: number; hand: number[]; lands: number[]; library: number[]; checked: { spell: number; castable: boolean }[] }

export interface SimOptions {
  /** Own turns to play (0: the opening hand only). */
  turns: number
  onThePlay: boolean
  /** Commander: the first mulligan puts no card on the bottom (CR 103.5c, as the engine does). */
  freeMulligan?: boolean
}

/** The seed of game i of a run: every policy plays the same deal, and any split over threads gives the same games. */
export const gameSeed = (baseSeed: number, i: number): number => (Math.imul(baseSeed >>> 0, 0x9e3779b1) + i) >>> 0

/** Mask bits the pilot weighs: the five colours and colourless. */
const KINDS = 6
const NEVER = 1 << 20

const bitCount = (x: number) => {
  let n = 0
  for (let m = x; m; m &= m - 1) n++
  return n
}

export class MtgLabSim {
  readonly layout: LabLayout
  private readonly rng = new RngCursor([0, 0, 0, 0])
  private readonly order: Int32Array
  private readonly library: Int32Array
  private readonly hand: Int32Array
  private readonly bottomed = new Int32Array(OPENING_HAND)
  private readonly inPlay: Uint8Array
  /** The card index of each land in play (inPlay holds what it makes). */
  private readonly landCards: Int32Array
  /** Per spell: how many pips of each kind (KINDS) its cost holds; its pips' masks in a flat list. */
  private readonly pipCount: Uint8Array
  private readonly pipStart: Int32Array
  private readonly pipMasks: Uint8Array
  /** Per card copy: how much the deck's spells ask for what the land makes (the pilot's tie-break). */
  private readonly landWeight: Float64Array
  /** Spells by curve turn, turn t's from spellsAt[t] to spellsAt[t + 1] of spellOrder. */
  private readonly spellOrder: Int32Array
  private readonly spellsAt: Int32Array
  private readonly firstSeen: Int32Array
  private readonly castable: Uint8Array
  /** Per land in play: the mask of the pip it pays in the matching under way (−1: none). */
  private readonly matchOf: Int32Array
  private readonly tried: Uint8Array
  private readonly need = new Int32Array(KINDS)
  private readonly have = new Int32Array(KINDS)
  /** Per game, for the accumulator: lands in play on own turn t + 1, lands among the cards seen by then. */
  readonly landsBy: Int32Array
  private readonly seenAt: Int32Array
  mulligans = 0
  private handSize = 0
  private libSize = 0
  private top = 0
  private played = 0
  /** Tests only: told each step of the pilot (null in runs: no allocation). */
  onStep: ((step: LabStep) => void) | null = null

  constructor(
    private readonly deck: LabDeck,
    private readonly policies: readonly LabPolicy[],
    private readonly options: SimOptions,
  ) {
    const S = deck.spells.length
    const T = options.turns
    this.layout = labLayout(T, S, policies.length)
    this.order = new Int32Array(deck.size)
    this.library = new Int32Array(deck.size)
    this.hand = new Int32Array(deck.size + OPENING_HAND)
    this.inPlay = new Uint8Array(T + 1)
    this.landCards = new Int32Array(T + 1)
    this.matchOf = new Int32Array(T + 1)
    this.tried = new Uint8Array(T + 1)
    this.pipCount = new Uint8Array(S * KINDS)
    this.pipStart = new Int32Array(S + 1)
    this.pipMasks = Uint8Array.from(deck.spells.flatMap((s) => s.pips))
    deck.spells.forEach((spell, s) => {
      this.pipStart[s + 1] = this.pipStart[s]! + spell.pips.length
      for (const m of spell.pips) for (let k = 0; k < KINDS; k++) if (m === 1 << k) this.pipCount[s * KINDS + k]!++
    })
    this.landWeight = Float64Array.from(deck.makes, (m) => deck.deckPips.reduce((w, pips, k) => (m & (1 << k) ? w + pips : w), 0))
    const byTurn = Array.from({ length: T + 2 }, () => [] as number[])
    deck.spells.forEach((spell, s) => byTurn[curveTurnOf(spell.manaValue, T)]!.push(s))
    this.spellOrder = Int32Array.from(byTurn.flat())
    this.spellsAt = new Int32Array(T + 2)
    for (let t = 1; t < T + 2; t++) this.spellsAt[t] = this.spellsAt[t - 1]! + byTurn[t - 1]!.length
    this.firstSeen = new Int32Array(S)
    this.castable = new Uint8Array(S)
    this.landsBy = new Int32Array(T)
    this.seenAt = new Int32Array(T)
  }

  newAccumulator(): Float64Array {
    return new Float64Array(this.layout.size)
  }

  /** Plays games [from, to) of the run with base seed `seed`, adding into `acc`. */
  runBlock(seed: number, from: number, to: number, acc: Float64Array): void {
    const L = this.layout
    const T = this.options.turns
    const P = this.policies.length
    const S = this.deck.spells.length
    const first = new Float64Array(P * 2)
    for (let g = from; g < to; g++) {
      for (let p = 0; p < P; p++) {
        this.play(gameSeed(seed, g), p)
        const base = p * L.perPolicy
        const m = this.mulligans
        acc[base + L.games]!++
        if (m > 0) acc[base + L.mulliganed]!++
        acc[base + L.mulligansSum]! += m
        acc[base + L.mulligansSq]! += m * m
        const screwed = T >= SCREW.turn && this.landsBy[SCREW.turn - 1]! < SCREW.lands ? 1 : 0
        const flooded = T >= FLOOD.turn && this.seenAt[FLOOD.turn - 1]! >= FLOOD.landsSeen ? 1 : 0
        acc[base + L.screw]! += screwed
        acc[base + L.flood]! += flooded
        for (let t = 0; t < T; t++) {
          const lands = this.landsBy[t]!
          acc[base + L.landsSum + t]! += lands
          acc[base + L.landsSq + t]! += lands * lands
          if (lands > t) acc[base + L.drops + t]!++
        }
        for (let s = 0; s < S; s++) {
          if (!this.castable[s]) continue
          acc[base + L.castable + s]!++
          if (this.firstSeen[s]! <= curveTurnOf(this.deck.spells[s]!.manaValue, T)) acc[base + L.onCurve + s]!++
        }
        first[p * 2] = screwed
        first[p * 2 + 1] = flooded
      }
      addPairedSums(acc, L.pairs, first, P, 2)
    }
  }

  /** One game with policy p; leaves its figures in landsBy, seenAt, castable, firstSeen and mulligans. */
  play(seed: number, p: number): void {
    const { deck } = this
    const T = this.options.turns
    this.deal(seed, p)
    this.played = 0
    this.castable.fill(0)
    let seen = 0
    for (let i = 0; i < this.handSize; i++) seen += deck.land[this.hand[i]!]!
    for (let t = 1; t <= T; t++) {
      // CR 103.8a: the player who plays first skips the draw of their first turn.
      if (!(this.options.onThePlay && t === 1) && this.top < this.libSize) {
        const c = this.library[this.top++]!
        this.hand[this.handSize++] = c
        seen += deck.land[c]!
        const s = deck.spell[c]!
        if (s !== NOT_A_SPELL && this.firstSeen[s]! > t) this.firstSeen[s] = t
      }
      this.playLand()
      this.landsBy[t - 1] = this.played
      this.seenAt[t - 1] = seen
      for (let i = this.spellsAt[t]!; i < this.spellsAt[t + 1]!; i++) {
        const s = this.spellOrder[i]!
        if (this.canPay(s)) this.castable[s] = 1
      }
      if (this.onStep) this.turnEnded(t)
      if (this.handSize > MAX_HAND) this.discardDown()
    }
  }

  private turnEnded(turn: number): void {
    const checked: { spell: number; castable: boolean }[] = []
    for (let i = this.spellsAt[turn]!; i < this.spellsAt[turn + 1]!; i++) checked.push({ spell: this.spellOrder[i]!, castable: this.canPay(this.spellOrder[i]!) })
    const { hand, landCards, library } = this
    this.onStep!({ kind: 'turnEnded', turn, hand: Array.from(hand.subarray(0, this.handSize)), lands: Array.from(landCards.subarray(0, this.played)), library: Array.from(library.subarray(this.top, this.libSize)), checked })
  }

  /**
   * 5.2.a (CR 514.1): the cleanup step discards down to seven. The hand holds more only when it
   * had no land to play, so the pilot discards spells, the highest mana value first (as it
   * bottoms them).
   */
  private discardDown(): void {
    const { deck, hand } = this
    const gone = this.onStep ? ([] as number[]) : null
    while (this.handSize > MAX_HAND) {
      let pick = -1
      for (let i = 0; i < this.handSize; i++) {
        const s = deck.spell[hand[i]!]!
        if (s === NOT_A_SPELL) continue
        if (pick < 0 || deck.spells[s]!.manaValue > deck.spells[deck.spell[hand[pick]!]!]!.manaValue) pick = i
      }
      if (pick < 0) pick = 0
      gone?.push(hand[pick]!)
      hand[pick] = hand[--this.handSize]!
    }
    if (gone) this.onStep!({ kind: 'discard', cards: gone })
  }

  /** CR 103.5, the London mulligan under policy p: the kept hand in `hand`, the library below it with the bottomed cards last. */
  private deal(seed: number, p: number): void {
    const { deck, order } = this
    const policy = this.policies[p]!
    const n = deck.size
    for (let i = 0; i < n; i++) order[i] = i
    this.rng.reseed(seed)
    const h = Math.min(OPENING_HAND, n)
    let m = 0
    let put = 0
    for (;;) {
      // As the engine does (CR 103.5): the hand goes under the library, which is shuffled.
      if (m > 0) {
        this.library.set(order.subarray(h))
        this.library.set(order.subarray(0, h), n - h)
        order.set(this.library)
      }
      this.shuffle()
      this.handSize = 0
      for (let i = 0; i < h; i++) this.hand[this.handSize++] = order[i]!
      put = this.bottom(Math.min(this.options.freeMulligan ? Math.max(0, m - 1) : m, h))
      let lands = 0
      for (let i = 0; i < this.handSize; i++) lands += deck.land[this.hand[i]!]!
      const range = landRangeAfter(policy, m)
      if (m >= policy.maxMulligans || (lands >= range.min && lands <= range.max)) break
      m++
    }
    this.mulligans = m
    this.onStep?.({ kind: 'keep', mulligans: m, bottom: Array.from(this.bottomed.subarray(0, put)) })
    this.libSize = 0
    for (let i = h; i < n; i++) this.library[this.libSize++] = order[i]!
    for (let i = 0; i < put; i++) this.library[this.libSize++] = this.bottomed[i]!
    this.top = 0
    this.firstSeen.fill(NEVER)
    // CR 903.6: a commander waits in the command zone from the start
    deck.spells.forEach((spell, s) => (spell.always ? (this.firstSeen[s] = 0) : 0))
    for (let i = 0; i < this.handSize; i++) {
      const s = deck.spell[this.hand[i]!]!
      if (s !== NOT_A_SPELL) this.firstSeen[s] = 0
    }
  }

  /** The kept hand after the deal and policy p's mulligans, and the cards it put on the bottom, for tests. */
  openingHand(seed: number, p: number): { hand: number[]; bottom: number[]; mulligans: number } {
    this.deal(seed, p)
    const put = this.options.freeMulligan ? Math.max(0, this.mulligans - 1) : this.mulligans
    return { hand: Array.from(this.hand.subarray(0, this.handSize)), bottom: Array.from(this.library.subarray(this.libSize - put, this.libSize)), mulligans: this.mulligans }
  }

  /** The engine's Fisher–Yates over the whole library (the same seed deals the same cards). */
  private shuffle(): void {
    const order = this.order
    for (let i = order.length - 1; i > 0; i--) {
      const j = this.rng.below(i + 1)
      const x = order[i]!
      order[i] = order[j]!
      order[j] = x
    }
  }

  /**
   * Puts `count` cards of the hand on the bottom, one at a time: a land while more than half the
   * hand is lands, else the spell of highest mana value. The land is the one playLand would play
   * last: fewest kinds the hand's spells lack, then fewest colours, then least asked for by the
   * deck (a Mountain before an Island in a hand of red spells and a blue deck).
   */
  private bottom(count: number): number {
    const { deck, hand } = this
    for (let k = 0; k < count; k++) {
      let lands = 0
      for (let i = 0; i < this.handSize; i++) lands += deck.land[hand[i]!]!
      const wantLand = lands * 2 > this.handSize || lands === this.handSize
      const lacking = wantLand ? this.lackingKinds(0) : 0
      let pick = -1
      let best = Infinity
      for (let i = 0; i < this.handSize; i++) {
        const c = hand[i]!
        if (deck.land[c] !== (wantLand ? 1 : 0)) continue
        const score = wantLand ? this.landRank(c, lacking) : -deck.spells[deck.spell[c]!]!.manaValue
        if (score < best) {
          best = score
          pick = i
        }
      }
      this.bottomed[k] = hand[pick]!
      hand[pick] = hand[--this.handSize]!
    }
    return count
  }

  /**
   * CR 305.2: one land a turn, when the hand holds one. The pilot plays the land that makes the
   * most kinds of mana the hand's spells still lack (a spell asking CC lacks C until two lands make
   * it); on a tie, the one making what the deck's spells ask for most.
   */
  private playLand(): void {
    const { deck, hand } = this
    const lacking = this.lackingKinds(this.played)
    let pick = -1
    let best = -1
    for (let i = 0; i < this.handSize; i++) {
      const c = hand[i]!
      if (!deck.land[c]) continue
      const score = bitCount(deck.makes[c]! & lacking) * 1e9 + this.landWeight[c]!
      if (score > best) {
        best = score
        pick = i
      }
    }
    if (pick < 0) return
    const land = hand[pick]!
    this.landCards[this.played] = land
    this.inPlay[this.played++] = deck.makes[land]!
    hand[pick] = hand[--this.handSize]!
    this.onStep?.({ kind: 'land', card: land })
  }

  /** The kinds of mana (mask) the hand's spells ask for more of than the first `inPlay` lands in play make. */
  private lackingKinds(inPlay: number): number {
    const { deck, hand, need, have } = this
    need.fill(0)
    for (let i = 0; i < this.handSize; i++) {
      const s = deck.spell[hand[i]!]!
      if (s === NOT_A_SPELL) continue
      for (let k = 0; k < KINDS; k++) if (this.pipCount[s * KINDS + k]! > need[k]!) need[k] = this.pipCount[s * KINDS + k]!
    }
    have.fill(0)
    for (let i = 0; i < inPlay; i++) for (let k = 0; k < KINDS; k++) if (this.inPlay[i]! & (1 << k)) have[k]!++
    let lacking = 0
    for (let k = 0; k < KINDS; k++) if (need[k]! > have[k]!) lacking |= 1 << k
    return lacking
  }

  /** A land's rank for the bottom (lowest first): the kinds it makes that the hand lacks, then its colours, then the deck's weight on them. */
  private landRank(c: number, lacking: number): number {
    const makes = this.deck.makes[c]!
    return bitCount(makes & lacking) * 1e12 + bitCount(makes) * 1e9 + this.landWeight[c]!
  }

  /** Whether the lands in play pay spell s: as many lands as its mana value, and each pip matched to its own land (Kuhn's matching). */
  canPay(s: number): boolean {
    if (this.played < this.deck.spells[s]!.manaValue) return false
    const from = this.pipStart[s]!
    const to = this.pipStart[s + 1]!
    if (to - from > this.played) return false
    this.matchOf.fill(-1, 0, this.played)
    for (let i = from; i < to; i++) {
      this.tried.fill(0, 0, this.played)
      if (!this.augment(this.pipMasks[i]!)) return false
    }
    return true
  }

  private augment(mask: number): boolean {
    for (let l = 0; l < this.played; l++) {
      if (this.tried[l] || !(this.inPlay[l]! & mask)) continue
      this.tried[l] = 1
      const other = this.matchOf[l]!
      if (other < 0 || this.augment(other)) {
        this.matchOf[l] = mask
        return true
      }
    }
    return false
  }
}
