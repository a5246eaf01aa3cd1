// The Vanguard opening lab: thousands of goldfish games of one deck, on plain typed arrays and the
// seeded generator (not the reducer), played by a simple pilot under the engine's rules. Its deal
// is the engine's (the same seed gives the same cards: test/unit/vanguard/lab.test.ts). Per game
// and policy, on the same deal for every policy: the vanguard's grade by turn (Phase de Ride), the
// triggers revealed by drive checks (4. Étape de conduite) and the damage dealt to a goldfish
// vanguard that never guards (5. Étape des dommages). Allocation-free in the game loop.
import { RngCursor } from '../../../game/rng'
import { TRIGGER_POWER, TRIGGERS, type Trigger } from '../card'
import { GOLDFISH_DAMAGE_LIMIT, OPENING_HAND } from '../engine'
import { KEEP_KINDS, type LabPolicy } from './policy'
import { curveTurn, labLayout, type LabLayout } from './layout'
import { NO_TRIGGER, RIDE_GRADES, type LabDeck } from './lab-deck'

export interface SimOptions {
  /** The player's own turns to play (0: the opening hand only). */
  turns: number
  onThePlay: boolean
}

/**
 * The first player does not attack in their first turn (official rules, like the deck rules: not
 * in the French text, and not enforced by the engine's first part yet).
 */
export const FIRST_TURN_RULE = 'SU-first-turn'

/** The seed of game i of a run: every policy plays the same deal, and any split over threads gives the same games. */
export function gameSeed(baseSeed: number, i: number): number {
  return (Math.imul(baseSeed >>> 0, 0x9e3779b1) + i) >>> 0
}

// The circles in the engine's order (CIRCLES); (VC) is apart.
const FRONT_LEFT = 0
const BACK_LEFT = 1
const BACK_CENTER = 2
const BACK_RIGHT = 3
const FRONT_RIGHT = 4
/** The pilot fills the front row first, then the boosters behind (VC) and the front circles. */
const CALL_ORDER = [FRONT_LEFT, FRONT_RIGHT, BACK_CENTER, BACK_LEFT, BACK_RIGHT] as const
const isFront = (circle: number) => circle === FRONT_LEFT || circle === FRONT_RIGHT
const T_CRITICAL = TRIGGERS.indexOf('critical')
const T_FRONT = TRIGGERS.indexOf('front')
const T_DRAW = TRIGGERS.indexOf('draw')
const T_OVER = TRIGGERS.indexOf('over')
const TRIGGER_POWERS = Int32Array.from(TRIGGERS, (t: Trigger) => TRIGGER_POWER[t])

/** Which KEEP_KINDS count a card falls under in the opening hand. */
function keepKind(deck: LabDeck, card: number): number {
  if (deck.grade[card]! < 0) return KEEP_KINDS.indexOf('order')
  if (deck.trigger[card] !== NO_TRIGGER) return KEEP_KINDS.indexOf('trigger')
  return Math.min(3, deck.grade[card]!)
}

export class VanguardLabSim {
  readonly layout: LabLayout
  private readonly rng = new RngCursor([0, 0, 0, 0])
  private readonly order: Int32Array
  private readonly hand: Int32Array
  private readonly returned = new Int32Array(OPENING_HAND)
  private readonly circles = new Int32Array(5)
  private readonly bonusPower: Int32Array
  private readonly bonusCritical: Int32Array
  private readonly rideUsed: Uint8Array
  private readonly kind: Uint8Array
  private readonly keep: Int32Array[]
  private readonly kept = new Int32Array(KEEP_KINDS.length)
  /** Per game, for the accumulator: the grade by own turn, damage by own turn, triggers revealed. */
  readonly gradeBy: Int8Array
  readonly damageBy: Float64Array
  readonly revealed = new Int32Array(TRIGGERS.length)
  drives = 0
  private goldfishPower = 0
  private handSize = 0
  private top = 0
  private vanguard = -1
  private damage = 0

  constructor(
    private readonly deck: LabDeck,
    private readonly policies: readonly LabPolicy[],
    private readonly options: SimOptions,
  ) {
    this.layout = labLayout(options.turns, policies.length)
    this.order = new Int32Array(deck.rest.length)
    this.hand = new Int32Array(deck.size)
    this.bonusPower = new Int32Array(deck.size)
    this.bonusCritical = new Int32Array(deck.size)
    this.rideUsed = new Uint8Array(deck.ridePile.length)
    this.kind = Uint8Array.from({ length: deck.size }, (_, c) => keepKind(deck, c))
    this.keep = policies.map((p) => Int32Array.from(KEEP_KINDS, (k) => p.keep[k]))
    this.gradeBy = new Int8Array(options.turns)
    this.damageBy = new Float64Array(options.turns)
  }

  newAccumulator(): Float64Array {
    return new Float64Array(this.layout.size)
  }

  /** Plays games [from, to) of the run with base seed `seed`, adding into `acc`. */
  runBlock(seed: number, from: number, to: number, acc: Float64Array): void {
    const L = this.layout
    const T = this.options.turns
    const P = this.policies.length
    const curve = curveTurn(T)
    const first = new Float64Array(P * 2)
    for (let g = from; g < to; g++) {
      for (let p = 0; p < P; p++) {
        const put = this.play(gameSeed(seed, g), p)
        const base = p * L.perPolicy
        acc[base + L.games]!++
        if (put > 0) acc[base + L.mulligans]!++
        acc[base + L.returned]! += put
        acc[base + L.drivesSum]! += this.drives
        acc[base + L.drivesSq]! += this.drives * this.drives
        for (let k = 0; k < TRIGGERS.length; k++) {
          const r = this.revealed[k]!
          acc[base + L.triggerSum + k]! += r
          acc[base + L.triggerSq + k]! += r * r
        }
        for (let r = 0; r < RIDE_GRADES.length; r++)
          for (let t = 0; t < T; t++) if (this.gradeBy[t]! >= RIDE_GRADES[r]!) acc[base + L.rode + r * T + t]!++
        for (let t = 0; t < T; t++) {
          const d = this.damageBy[t]!
          acc[base + L.dmgSum + t]! += d
          acc[base + L.dmgSq + t]! += d * d
          if (d >= GOLDFISH_DAMAGE_LIMIT) acc[base + L.won + t]!++
        }
        first[p * 2] = curve > 0 && this.gradeBy[curve - 1]! >= curve ? 1 : 0
        first[p * 2 + 1] = T > 0 ? this.damageBy[T - 1]! : 0
      }
      for (let j = 1; j < P; j++) {
        const at = L.pairs + (j - 1) * 4
        const dc = first[0]! - first[j * 2]!
        const dd = first[1]! - first[j * 2 + 1]!
        acc[at]! += dc
        acc[at + 1]! += dc * dc
        acc[at + 2]! += dd
        acc[at + 3]! += dd * dd
      }
    }
  }

  /** One game with policy p; leaves its figures in gradeBy, damageBy, revealed and drives, and returns the cards returned. */
  play(seed: number, p: number): number {
    const { deck } = this
    const put = this.deal(seed, p)
    this.circles.fill(-1)
    this.damage = 0
    this.drives = 0
    this.revealed.fill(0)
    this.goldfishPower = this.policies[p]!.goldfishPower
    for (let t = 1; t <= this.options.turns; t++) {
      // Phase de Stand: every unit stands (the pilot's units all stand at the start of its turn); Phase de pioche.
      this.draw(1)
      this.ride()
      this.gradeBy[t - 1] = this.vanguard < 0 ? 0 : deck.grade[this.vanguard]!
      this.callAll()
      if (!(this.options.onThePlay && t === 1) && this.damage < GOLDFISH_DAMAGE_LIMIT) this.battle()
      // Phase de fin: "jusqu’à la fin du tour" effects (trigger power and critical) stop.
      this.endOfTurn()
      this.damageBy[t - 1] = this.damage
    }
    return put
  }

  /** SU-setup and SU-mulligan: the ride pile's grade 0 on (VC), a ride deck set aside, a hand of 5, the policy's mulligan. */
  private deal(seed: number, p: number): number {
    const { deck, order } = this
    order.set(deck.rest)
    this.rng.reseed(seed)
    this.shuffleFrom(0)
    this.vanguard = deck.ridePile.length ? deck.ridePile[0]! : -1
    this.rideUsed.fill(0)
    this.handSize = 0
    this.top = 0
    this.draw(OPENING_HAND)
    return this.mulligan(p)
  }

  /** The hand after the deal and policy p's mulligan, and the cards it returned (by card index), for tests. */
  openingHand(seed: number, p: number): { hand: number[]; returned: number[] } {
    const put = this.deal(seed, p)
    return { hand: Array.from(this.hand.subarray(0, this.handSize)), returned: Array.from(this.returned.subarray(0, put)) }
  }

  private draw(count: number): void {
    for (let i = 0; i < count && this.top < this.order.length; i++) this.hand[this.handSize++] = this.order[this.top++]!
  }

  /** The engine's Fisher–Yates over the deck from `start` to its end (deck[start] is its top). */
  private shuffleFrom(start: number): void {
    const order = this.order
    const n = order.length - start
    for (let i = n - 1; i > 0; i--) {
      const j = this.rng.below(i + 1)
      const x = order[start + i]!
      order[start + i] = order[start + j]!
      order[start + j] = x
    }
  }

  /** SU-mulligan: the cards over the policy's counts go back, the deck is shuffled, as many are drawn. */
  private mulligan(p: number): number {
    const keep = this.keep[p]!
    const kept = this.kept
    kept.fill(0)
    let put = 0
    let size = 0
    for (let h = 0; h < this.handSize; h++) {
      const c = this.hand[h]!
      const k = this.kind[c]!
      if (kept[k]! < keep[k]!) {
        kept[k]!++
        this.hand[size++] = c
      } else this.returned[put++] = c
    }
    if (put === 0) return 0
    this.handSize = size
    // The deck becomes its remaining cards, then the returned ones at its end (as the engine puts them), shuffled.
    const order = this.order
    order.copyWithin(this.top - put, this.top, order.length)
    this.top -= put
    for (let i = 0; i < put; i++) order[order.length - put + i] = this.returned[i]!
    this.shuffleFrom(this.top)
    this.draw(put)
    return put
  }

  private removeFromHand(h: number): number {
    const c = this.hand[h]!
    // Keep the hand's order (the engine's hand is a list in arrival order).
    this.hand.copyWithin(h, h + 1, this.handSize)
    this.handSize--
    return c
  }

  /** Phase de Ride: once; with a ride deck, discard a card to ride its next grade; else a unit one grade above from the hand. */
  private ride(): void {
    const { deck } = this
    if (this.vanguard < 0) return
    const next = deck.grade[this.vanguard]! + 1
    if (deck.rideDeck && this.handSize > 0) {
      for (let r = 1; r < deck.ridePile.length; r++) {
        const unit = deck.ridePile[r]!
        if (this.rideUsed[r] || deck.grade[unit] !== next) continue
        this.removeFromHand(this.leastUseful())
        this.rideUsed[r] = 1
        this.vanguard = unit
        return
      }
    }
    // Ride normale: grade equal or one above; the pilot only rides up, its best unit of that grade.
    let best = -1
    for (let h = 0; h < this.handSize; h++) {
      const c = this.hand[h]!
      if (deck.grade[c] !== next) continue
      if (best < 0 || this.better(c, this.hand[best]!)) best = h
    }
    if (best >= 0) this.vanguard = this.removeFromHand(best)
  }

  /** More drive checks, then more power: what the pilot rides. */
  private better(a: number, b: number): boolean {
    const { deck } = this
    return deck.drives[a]! > deck.drives[b]! || (deck.drives[a] === deck.drives[b] && deck.power[a]! > deck.power[b]!)
  }

  /** The ride deck's discard: an order first, then the unit of least power (first in hand on a tie). */
  private leastUseful(): number {
    const { deck } = this
    let worst = 0
    for (let h = 1; h < this.handSize; h++) {
      const c = this.hand[h]!
      const w = this.hand[worst]!
      const cv = deck.grade[c]! < 0 ? -1 : deck.power[c]!
      const wv = deck.grade[w]! < 0 ? -1 : deck.power[w]!
      if (cv < wv) worst = h
    }
    return worst
  }

  /**
   * Phase principale, appel normal: units of grade ≤ the vanguard's. Each front circle takes the
   * strongest unit of the hand, each back circle the strongest Boost unit, when stronger than the
   * unit already there (which is retired to the drop zone).
   */
  private callAll(): void {
    const { deck } = this
    if (this.vanguard < 0) return
    const grade = deck.grade[this.vanguard]!
    for (const circle of CALL_ORDER) {
      const front = isFront(circle)
      let best = -1
      for (let h = 0; h < this.handSize; h++) {
        const c = this.hand[h]!
        if (deck.grade[c]! < 0 || deck.grade[c]! > grade || (!front && !deck.boost[c])) continue
        if (best < 0 || deck.power[c]! > deck.power[this.hand[best]!]!) best = h
      }
      if (best < 0) continue
      const there = this.circles[circle]!
      if (there >= 0 && deck.power[there]! >= deck.power[this.hand[best]!]!) continue
      this.circles[circle] = this.removeFromHand(best)
    }
  }

  private fieldAffiliation(): number {
    let mask = this.deck.affiliation[this.vanguard]!
    for (let i = 0; i < 5; i++) if (this.circles[i]! >= 0) mask |= this.deck.affiliation[this.circles[i]!]!
    return mask
  }

  private powerOf(unit: number): number {
    return this.deck.power[unit]! + this.bonusPower[unit]!
  }

  /** The attacking power: the attacker's, plus its booster's (2. Étape d’attaque). */
  private attackPower(attacker: number, booster: number): number {
    return this.powerOf(attacker) + (booster >= 0 ? this.powerOf(booster) : 0)
  }

  /** The [Stand] Boost unit behind a front-row circle, or −1. */
  private boosterOf(back: number): number {
    const b = this.circles[back]!
    return b >= 0 && this.deck.boost[b] ? b : -1
  }

  /**
   * Phase de combat: the vanguard attacks first (its drive checks' triggers can still go to the
   * rear-guards), then the left and right columns, each boosted when it can be; the goldfish never
   * guards. Stops at the sixth damage.
   */
  private battle(): void {
    if (this.vanguard < 0) return
    this.attack(this.vanguard, this.boosterOf(BACK_CENTER), true)
    if (this.circles[FRONT_LEFT]! >= 0 && this.damage < GOLDFISH_DAMAGE_LIMIT) this.attack(this.circles[FRONT_LEFT]!, this.boosterOf(BACK_LEFT), false)
    if (this.circles[FRONT_RIGHT]! >= 0 && this.damage < GOLDFISH_DAMAGE_LIMIT) this.attack(this.circles[FRONT_RIGHT]!, this.boosterOf(BACK_RIGHT), false)
  }

  private attack(attacker: number, booster: number, isVanguard: boolean): void {
    const { deck } = this
    // 4. Étape de conduite: a vanguard makes 1, 2 (Twin Drive) or 3 (Triple Drive) drive checks, each resolved before the next.
    if (isVanguard) {
      const field = this.fieldAffiliation()
      for (let d = deck.drives[attacker]!; d > 0 && this.top < this.order.length; d--) {
        const card = this.order[this.top++]!
        this.drives++
        const trigger = deck.trigger[card]!
        let toHand = true
        if (trigger !== NO_TRIGGER) {
          this.revealed[trigger]!++
          if ((deck.affiliation[card]! & field) !== 0) toHand = this.resolveTrigger(trigger)
        }
        if (toHand) this.hand[this.handSize++] = card
      }
    }
    // 5. Étape des dommages: a hit when the attacking power reaches the goldfish's; damage equal to the critical.
    if (this.attackPower(attacker, booster) >= this.goldfishPower) this.damage += Math.max(0, deck.critical[attacker]! + this.bonusCritical[attacker]!)
  }

  /** A trigger's effects with the pilot's choices; false when the card leaves (over: to the drop zone). */
  private resolveTrigger(trigger: number): boolean {
    const power = TRIGGER_POWERS[trigger]!
    if (trigger === T_FRONT) {
      this.bonusPower[this.vanguard]! += power
      if (this.circles[FRONT_LEFT]! >= 0) this.bonusPower[this.circles[FRONT_LEFT]!]! += power
      if (this.circles[FRONT_RIGHT]! >= 0) this.bonusPower[this.circles[FRONT_RIGHT]!]! += power
    } else this.bonusPower[this.powerTarget()]! += power
    if (trigger === T_CRITICAL) this.bonusCritical[this.criticalTarget()]!++
    if (trigger === T_DRAW || trigger === T_OVER) this.draw(1)
    // Heal: only with as much damage as the opponent or more, and at least one; the goldfish never
    // attacks, so the pilot's damage zone stays empty and a heal trigger only gives its power.
    return trigger !== T_OVER
  }

  /** How much power an attacker of this battle phase still lacks to hit (≤ 0: it hits). */
  private lacks(attacker: number, back: number): number {
    return this.goldfishPower - this.attackPower(attacker, this.boosterOf(back))
  }

  /** The power goes to the first attacker, in attack order, that does not hit yet; else to the vanguard. */
  private powerTarget(): number {
    if (this.lacks(this.vanguard, BACK_CENTER) > 0) return this.vanguard
    const left = this.circles[FRONT_LEFT]!
    if (left >= 0 && this.lacks(left, BACK_LEFT) > 0) return left
    const right = this.circles[FRONT_RIGHT]!
    if (right >= 0 && this.lacks(right, BACK_RIGHT) > 0) return right
    return this.vanguard
  }

  /** The critical goes to the first attacker that hits; else to the vanguard. */
  private criticalTarget(): number {
    if (this.lacks(this.vanguard, BACK_CENTER) <= 0) return this.vanguard
    const left = this.circles[FRONT_LEFT]!
    if (left >= 0 && this.lacks(left, BACK_LEFT) <= 0) return left
    const right = this.circles[FRONT_RIGHT]!
    if (right >= 0 && this.lacks(right, BACK_RIGHT) <= 0) return right
    return this.vanguard
  }

  private endOfTurn(): void {
    if (this.vanguard >= 0) {
      this.bonusPower[this.vanguard] = 0
      this.bonusCritical[this.vanguard] = 0
    }
    for (let i = 0; i < 5; i++) {
      const c = this.circles[i]!
      if (c < 0) continue
      this.bonusPower[c] = 0
      this.bonusCritical[c] = 0
    }
  }
}
