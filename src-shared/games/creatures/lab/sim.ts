// The creature game's opening lab: thousands of goldfish games of one deck against an empty
// field, played by a simple pilot under the rules the engine enforces (1.3 sacrifices and rest,
// RS, PA, the 5 slots; test/unit/creatures/lab.test.ts checks it against games worked out by
// hand and against exact odds). Its shuffle is the engine's: the same seed deals the same cards.
// Per game and policy, on the same deal for every policy (common random numbers): when a creature of each
// level could first be summoned (the level's sacrifices need earlier summons), which levels the
// pilot summoned, and the LP dealt by each turn. Allocation-free in the game loop (the steps told
// to `onStep` are for the replay test only, test/unit/creatures/lab-replay.test.ts).
import { RngCursor } from '../../../game/rng'
import { MAX_LEVEL, type CreatureCard } from '../card'
import { CREATURE_SLOTS, MAX_AP, OPENING_HAND, STARTING_LP } from '../engine/state'
import type { LabPolicy } from './policy'

export interface LabDeck {
  size: number
  /** Per card of the deck: its level (−1 for a non-creature) and Atk. */
  level: Int8Array
  atk: Int32Array
  codes: string[]
  /** How many creatures of each level the deck holds. */
  levelCounts: number[]
}

export function compileLabDeck(cards: readonly CreatureCard[]): LabDeck {
  const level = new Int8Array(cards.length)
  const atk = new Int32Array(cards.length)
  const levelCounts = Array.from({ length: MAX_LEVEL + 1 }, () => 0)
  cards.forEach((card, i) => {
    const l = card.category === 'creature' ? (card.level ?? 0) : -1
    level[i] = l
    atk[i] = card.atk ?? 0
    if (l >= 0) levelCounts[l]!++
  })
  return { size: cards.length, level, atk, codes: cards.map((c) => c.code), levelCounts }
}

/** What the pilot did, by card index (c{index + 1} in the engine), for the replay test. */
export type LabStep =
  /** "Le déroulement": the cards put under the deck, in that order (none: the hand is kept). */
  | { kind: 'mulligan'; bottom: number[] }
  | { kind: 'summon'; card: number; sacrifices: number[] }
  | { kind: 'attack'; card: number }
  /** After the clash: the zones the pilot sees, the rest left per creature (same order as `field`), the LP dealt so far. */
  | { kind: 'turnEnded'; turn: number; hand: number[]; field: number[]; rest: number[]; deck: number[]; dealt: number }

export interface SimOptions {
  turns: number
  onThePlay: boolean
}

/** The seed of game i of a run: every policy plays the same deal. */
export function gameSeed(baseSeed: number, i: number): number {
  return (Math.imul(baseSeed >>> 0, 0x9e3779b1) + i) >>> 0
}

/** Where each figure sits in the accumulator (a flat Float64Array that workers can add up). */
export interface LabLayout {
  turns: number
  policies: number
  perPolicy: number
  games: number
  mulligans: number
  putBack: number
  /** canSummon + (level * turns + t): a creature of that level could be summoned by own turn t+1. */
  canSummon: number
  summoned: number
  dmgSum: number
  dmgSq: number
  won: number
  /** After the policies: per other policy j ≥ 1, sums of the paired differences against policy 0. */
  pairs: number
  size: number
}

const LEVELS = MAX_LEVEL + 1

export function labLayout(turns: number, policies: number): LabLayout {
  const canSummon = 3
  const summoned = canSummon + LEVELS * turns
  const dmgSum = summoned + LEVELS * turns
  const dmgSq = dmgSum + turns
  const won = dmgSq + turns
  const perPolicy = won + turns
  const pairs = perPolicy * policies
  return { turns, policies, perPolicy, games: 0, mulligans: 1, putBack: 2, canSummon, summoned, dmgSum, dmgSq, won, pairs, size: pairs + Math.max(0, policies - 1) * 4 }
}

/** The turn a paired comparison looks at for "level-1 creature summonable". */
export const pairTurnForLevel1 = (turns: number) => Math.min(3, turns)

export class CreatureLabSim {
  readonly layout: LabLayout
  private readonly rng = new RngCursor([0, 0, 0, 0])
  private readonly order: Int32Array
  private readonly hand: Int32Array
  private readonly parked = new Int32Array(OPENING_HAND)
  private readonly field = new Int32Array(CREATURE_SLOTS)
  private readonly since = new Int32Array(CREATURE_SLOTS)
  private readonly rest = new Int32Array(CREATURE_SLOTS)
  private readonly firstCan = new Int32Array(LEVELS)
  private readonly firstSummoned = new Int32Array(LEVELS)
  private readonly damageBy: Float64Array
  private readonly bottom: Uint8Array[]
  private handSize = 0
  private fieldSize = 0
  private top = 0
  /** Tests only: told each step of the pilot (null in runs: no allocation). */
  onStep: ((step: LabStep) => void) | null = null

  constructor(
    private readonly deck: LabDeck,
    private readonly policies: readonly LabPolicy[],
    private readonly options: SimOptions,
  ) {
    this.layout = labLayout(options.turns, policies.length)
    this.order = new Int32Array(deck.size)
    this.hand = new Int32Array(deck.size)
    this.damageBy = new Float64Array(options.turns)
    // Per policy, per card of the deck: 1 if the policy puts it under the deck from the opening hand.
    this.bottom = policies.map((p) => Uint8Array.from(deck.level, (l) => (putsBack(p, l) ? 1 : 0)))
  }

  newAccumulator(): Float64Array {
    return new Float64Array(this.layout.size)
  }

  /** Plays games [from, from + count) of the run with base seed `seed`, adding into `acc`. */
  runBlock(seed: number, from: number, count: number, acc: Float64Array): void {
    const { turns } = this.options
    const first = new Float64Array(this.policies.length * 2)
    for (let g = from; g < from + count; g++) {
      for (let p = 0; p < this.policies.length; p++) {
        const put = this.play(gameSeed(seed, g), p)
        const base = p * this.layout.perPolicy
        acc[base + this.layout.games]!++
        if (put > 0) acc[base + this.layout.mulligans]!++
        acc[base + this.layout.putBack]! += put
        for (let l = 0; l < LEVELS; l++)
          for (let t = 0; t < turns; t++) {
            if (this.firstCan[l]! <= t + 1) acc[base + this.layout.canSummon + l * turns + t]!++
            if (this.firstSummoned[l]! <= t + 1) acc[base + this.layout.summoned + l * turns + t]!++
          }
        for (let t = 0; t < turns; t++) {
          const d = this.damageBy[t]!
          acc[base + this.layout.dmgSum + t]! += d
          acc[base + this.layout.dmgSq + t]! += d * d
          if (d >= STARTING_LP) acc[base + this.layout.won + t]!++
        }
        first[p * 2] = this.damageBy[turns - 1] ?? 0
        first[p * 2 + 1] = this.firstCan[1]! <= pairTurnForLevel1(turns) ? 1 : 0
      }
      for (let j = 1; j < this.policies.length; j++) {
        const at = this.layout.pairs + (j - 1) * 4
        const dd = first[0]! - first[j * 2]!
        const dl = first[1]! - first[j * 2 + 1]!
        acc[at]! += dd
        acc[at + 1]! += dd * dd
        acc[at + 2]! += dl
        acc[at + 3]! += dl * dl
      }
    }
  }

  /** One game; leaves its figures in firstCan, firstSummoned and damageBy, and returns the cards put back. */
  play(seed: number, p: number): number {
    const { deck } = this
    const n = deck.size
    const order = this.order
    this.rng.reseed(seed)
    for (let i = 0; i < n; i++) order[i] = i
    this.shuffleFrom(0)
    // Opening hand, then the partial mulligan: the chosen cards under the deck, as many drawn
    // from its top, then the deck shuffled ("Le déroulement").
    const handN = Math.min(OPENING_HAND, n)
    this.handSize = 0
    const bottom = this.bottom[p]!
    let put = 0
    for (let i = 0; i < handN; i++) {
      const c = order[i]!
      if (bottom[c]) this.parked[put++] = c
      else this.hand[this.handSize++] = c
    }
    this.top = handN
    if (put > 0) {
      // The deck becomes order[handN - put .. n): its cards moved up, the put-back ones under them.
      order.copyWithin(handN - put, handN, n)
      for (let i = 0; i < put; i++) order[n - put + i] = this.parked[i]!
      this.top = handN - put
      for (let i = 0; i < put; i++) this.hand[this.handSize++] = order[this.top++]!
      this.shuffleFrom(this.top)
    }
    this.onStep?.({ kind: 'mulligan', bottom: Array.from(this.parked.subarray(0, put)) })
    this.fieldSize = 0
    this.firstCan.fill(1 << 20)
    this.firstSummoned.fill(1 << 20)
    let dealt = 0
    for (let t = 1; t <= this.options.turns; t++) {
      // Start of the turn: resting creatures count down (1.3), 3 AP (PA), one card drawn.
      for (let i = 0; i < this.fieldSize; i++) if (this.rest[i]! > 0) this.rest[i]!--
      if (this.top < n) this.hand[this.handSize++] = order[this.top++]!
      this.noteSummonable(t)
      this.summonAll(t)
      // Clash: every creature up attacks the empty field (1.3.1), except on the first player's first
      // turn (RS). I10: the game ends at 0 LP, so the pilot declares no attack past the winning one
      // and deals nothing after it (the engine resolves no attack once the game is won).
      if (!(this.options.onThePlay && t === 1))
        for (let i = 0; i < this.fieldSize && dealt < STARTING_LP; i++)
          if (this.rest[i] === 0) {
            const c = this.field[i]!
            dealt += deck.atk[c]!
            this.rest[i] = deck.level[c]! + 1
            this.onStep?.({ kind: 'attack', card: c })
          }
      this.damageBy[t - 1] = dealt
      if (this.onStep) this.turnEnded(t, dealt)
    }
    return put
  }

  private turnEnded(turn: number, dealt: number): void {
    const field = Array.from(this.field.subarray(0, this.fieldSize))
    const rest = Array.from(this.rest.subarray(0, this.fieldSize))
    const deck = Array.from(this.order.subarray(this.top))
    this.onStep!({ kind: 'turnEnded', turn, hand: Array.from(this.hand.subarray(0, this.handSize)), field, rest, deck, dealt })
  }

  private shuffleFrom(start: number): void {
    const order = this.order
    for (let i = order.length - 1; i > start; i--) {
      const j = start + this.rng.below(i - start + 1)
      const x = order[i]!
      order[i] = order[j]!
      order[j] = x
    }
  }

  /** 1.3, RS: a level-L creature in hand, L creatures summoned before this turn, a slot once they are gone. */
  private noteSummonable(t: number): void {
    const eligible = this.fieldSize // at the start of the primary phase nothing was summoned this turn
    for (let h = 0; h < this.handSize; h++) {
      const l = this.deck.level[this.hand[h]!]!
      if (l < 0 || this.firstCan[l]! <= t) continue
      if (eligible >= l && this.fieldSize - l < CREATURE_SLOTS) this.firstCan[l] = t
    }
  }

  /** The pilot: with its 3 AP, summons the highest-level creature it can, sacrificing the weakest. */
  private summonAll(t: number): void {
    const { deck } = this
    for (let ap = MAX_AP; ap > 0; ap--) {
      let eligible = 0
      for (let i = 0; i < this.fieldSize; i++) if (this.since[i]! < t) eligible++
      let best = -1
      for (let h = 0; h < this.handSize; h++) {
        const c = this.hand[h]!
        const l = deck.level[c]!
        if (l < 0 || l > eligible || this.fieldSize - l >= CREATURE_SLOTS) continue
        if (best < 0) best = h
        else {
          const b = this.hand[best]!
          if (l > deck.level[b]! || (l === deck.level[b]! && deck.atk[c]! > deck.atk[b]!)) best = h
        }
      }
      if (best < 0) return
      const card = this.hand[best]!
      this.hand[best] = this.hand[--this.handSize]!
      const sacrifices = this.onStep ? ([] as number[]) : null
      for (let s = deck.level[card]!; s > 0; s--) {
        const gone = this.sacrificeWeakest(t)
        sacrifices?.push(gone)
      }
      if (sacrifices) this.onStep!({ kind: 'summon', card, sacrifices })
      this.field[this.fieldSize] = card
      this.since[this.fieldSize] = t
      this.rest[this.fieldSize] = 0
      this.fieldSize++
      const l = deck.level[card]!
      if (this.firstSummoned[l]! > t) this.firstSummoned[l] = t
    }
  }

  /** Sacrifices the creature of least Atk summoned before turn t, and returns it. */
  private sacrificeWeakest(t: number): number {
    let weakest = -1
    for (let i = 0; i < this.fieldSize; i++)
      if (this.since[i]! < t && (weakest < 0 || this.deck.atk[this.field[i]!]! < this.deck.atk[this.field[weakest]!]!)) weakest = i
    const gone = this.field[weakest]!
    const last = --this.fieldSize
    this.field[weakest] = this.field[last]!
    this.since[weakest] = this.since[last]!
    this.rest[weakest] = this.rest[last]!
    return gone
  }
}

function putsBack(policy: LabPolicy, level: number): boolean {
  switch (policy.bottom) {
    case 'none':
      return false
    case 'non-creatures':
      return level < 0
    case 'high-levels':
      return level < 0 || level >= 2
    case 'all-but-level-0':
      return level !== 0
  }
}
