// The Vanguard opening lab: thousands of goldfish games of one deck, on plain typed arrays and the
// seeded generator (not the reducer), played by a simple pilot under the engine's rules. Its deal
// is the engine's, and its games replay move for move through the engine
// (test/unit/vanguard/lab.test.ts). Per game and policy, on the same deal for every policy:
// the vanguard's grade by turn (Phase de Ride, with G assist without a ride deck), the triggers
// revealed by drive checks (4. Étape de conduite), the first twin drive's trigger, a sentinel in
// hand, and the damage dealt to the opponent's vanguard, guarded or not (3. Étape de garde,
// 5. Étape des dommages). Allocation-free in the game loop (the trace is for tests only).
import { RngCursor } from '../../../game/rng'
import { TRIGGER_POWER, TRIGGERS, type Trigger } from '../card'
import { G_ASSIST_LOOK, G_ASSIST_REMOVE, GOLDFISH_DAMAGE_LIMIT, OPENING_HAND } from '../engine'
import { SETUP_RULE } from '../rules'
import { KEEP_KINDS, STAY_UNDER, type LabPolicy } from './policy'
import { curveTurn, labLayout, type LabLayout } from './layout'
import { NO_TRIGGER, RIDE_GRADES, type LabDeck } from './lab-deck'

export interface SimOptions {
  /** The player's own turns to play (0: the opening hand only). */
  turns: number
  onThePlay: boolean
}

/** The first player does not attack in their first turn (official rules; the engine skips that battle phase). */
export const FIRST_TURN_RULE = SETUP_RULE.firstTurn
/** Guards are called in steps of this shield (a D-series grade 0–1 guardian gives 10000, grade 2 5000). */
export const SHIELD_STEP = 5000

/** What the pilot did, by card index (c{index + 1} in the engine), for the replay test. */
export type LabStep =
  | { kind: 'mulligan'; returned: number[] }
  | { kind: 'gAssist'; take: number | null; remove: number[] }
  | { kind: 'ride'; card: number }
  | { kind: 'rideFromRideDeck'; card: number; discard: number }
  | { kind: 'call'; card: number; circle: number }
  /** `assign`: the units a drive check's triggers were given to, in the engine's order (critical, then power). */
  | { kind: 'attack'; attacker: number; booster: number; guard: number; assign: number[] }
  /** `circles`: the rear-guard on each circle in the engine's order (−1: none); `deck`: from its top. */
  | { kind: 'turnEnded'; turn: number; hand: number[]; vanguard: number; circles: number[]; deck: number[]; damage: number; lost: boolean }

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
  /** Per game: a sentinel in hand at the end of own turn t. */
  readonly sentinelBy: Uint8Array
  drives = 0
  /** Per game: a twin drive was made; its first one revealed a trigger. */
  twinDrive = 0
  twinTriggered = 0
  /** Per game: lost because the deck was empty (CR 1.2.2.2). */
  lost = false
  /** Tests only: told each step of the pilot (null in runs: no allocation). */
  onStep: ((step: LabStep) => void) | null = null
  private assigned: number[] = []
  private shieldLeft = 0
  private stayUnder = false
  private guard = 0
  private attacking = -1
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
    this.sentinelBy = new Uint8Array(options.turns)
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
          acc[base + L.sentinel + t]! += this.sentinelBy[t]!
        }
        acc[base + L.twinDrives]! += this.twinDrive
        acc[base + L.twinTriggered]! += this.twinTriggered
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
    this.twinDrive = 0
    this.twinTriggered = 0
    this.lost = false
    this.goldfishPower = this.policies[p]!.goldfishPower
    this.stayUnder = this.policies[p]!.guard === 'stay-under'
    for (let t = 1; t <= this.options.turns; t++) {
      // A lost game (CR 1.2.2.2) plays no more turns: its figures stay where they were.
      if (!this.lost) this.playTurn(t, p)
      this.gradeBy[t - 1] = this.vanguard < 0 ? 0 : deck.grade[this.vanguard]!
      this.damageBy[t - 1] = this.damage
      this.sentinelBy[t - 1] = this.sentinelInHand()
    }
    return put
  }

  private playTurn(t: number, p: number): void {
    // Phase de Stand: every unit stands (the pilot's units all stand at the start of its turn); Phase de pioche.
    this.draw(1)
    if (this.deckOut()) return this.turnEnded(t)
    this.gAssist()
    this.ride()
    this.callAll()
    // SU-first-turn: no battle phase in the first player's first turn.
    if (!(this.options.onThePlay && t === 1) && this.damage < GOLDFISH_DAMAGE_LIMIT) {
      this.shieldLeft = this.policies[p]!.shieldPerTurn
      this.battle()
    }
    // Phase de fin: "jusqu’à la fin du tour" effects (trigger power and critical) stop.
    this.endOfTurn()
    this.deckOut()
    this.turnEnded(t)
  }

  /** CR 1.2.2.2: no cards in the deck loses at the next check timing (after the action that emptied it). */
  private deckOut(): boolean {
    if (this.top < this.order.length || this.damage >= GOLDFISH_DAMAGE_LIMIT) return this.lost
    this.lost = true
    return true
  }

  private turnEnded(t: number): void {
    if (!this.onStep) return
    const { hand, circles, order } = this
    this.onStep({ kind: 'turnEnded', turn: t, hand: Array.from(hand.subarray(0, this.handSize)), vanguard: this.vanguard, circles: Array.from(circles), deck: Array.from(order.subarray(this.top)), damage: this.damage, lost: this.lost })
  }

  private sentinelInHand(): number {
    for (let h = 0; h < this.handSize; h++) if (this.deck.sentinel[this.hand[h]!]) return 1
    return 0
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
    const put = this.mulligan(p)
    this.onStep?.({ kind: 'mulligan', returned: Array.from(this.returned.subarray(0, put)) })
    return put
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
        const discard = this.removeFromHand(this.leastUseful(-1))
        this.rideUsed[r] = 1
        this.vanguard = unit
        this.onStep?.({ kind: 'rideFromRideDeck', card: unit, discard })
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
    if (best >= 0) {
      this.vanguard = this.removeFromHand(best)
      this.onStep?.({ kind: 'ride', card: this.vanguard })
    }
  }

  /**
   * Phase d’assistance G (without a ride deck only): when the hand holds no unit of the next grade
   * (up to grade 3), the top five are revealed; the pilot takes the best unit of that grade among
   * them, removes the two least useful other cards of its hand from the game, and the deck is
   * shuffled, as the engine does. It does not assist with fewer than 2 cards in hand (the taken
   * unit would be removed with them).
   */
  private gAssist(): void {
    const { deck, order } = this
    if (deck.rideDeck || this.vanguard < 0) return
    const next = deck.grade[this.vanguard]! + 1
    if (next > RIDE_GRADES[RIDE_GRADES.length - 1]! || this.handSize < G_ASSIST_REMOVE) return
    for (let h = 0; h < this.handSize; h++) if (deck.grade[this.hand[h]!] === next) return
    const look = Math.min(G_ASSIST_LOOK, order.length - this.top)
    let best = -1
    for (let k = 0; k < look; k++) {
      const c = order[this.top + k]!
      if (deck.grade[c] === next && (best < 0 || this.better(c, order[this.top + best]!))) best = k
    }
    let taken = -1
    if (best >= 0) {
      // The engine takes it out of the deck, keeping the others in order, then shuffles.
      taken = order[this.top + best]!
      order.copyWithin(this.top + 1, this.top, this.top + best)
      order[this.top++] = taken
      this.hand[this.handSize++] = taken
    }
    this.shuffleFrom(this.top)
    if (taken < 0) return this.onStep?.({ kind: 'gAssist', take: null, remove: [] })
    const first = this.removeFromHand(this.leastUseful(taken))
    const second = this.removeFromHand(this.leastUseful(taken))
    this.onStep?.({ kind: 'gAssist', take: taken, remove: [first, second] })
  }

  /** More drive checks, then more power: what the pilot rides. */
  private better(a: number, b: number): boolean {
    const { deck } = this
    return deck.drives[a]! > deck.drives[b]! || (deck.drives[a] === deck.drives[b] && deck.power[a]! > deck.power[b]!)
  }

  /**
   * The card the pilot parts with (a ride deck's discard, G assist's removal): an order first, then
   * the unit of least power, a sentinel last (first in hand on a tie); never `keep`.
   */
  private leastUseful(keep: number): number {
    let worst = -1
    for (let h = 0; h < this.handSize; h++) {
      const c = this.hand[h]!
      if (c === keep) continue
      if (worst < 0 || this.usefulness(c) < this.usefulness(this.hand[worst]!)) worst = h
    }
    return worst
  }

  private usefulness(c: number): number {
    const { deck } = this
    return deck.grade[c]! < 0 ? -1 : deck.sentinel[c] ? 1e9 : deck.power[c]!
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
        // Sentinels stay in hand to guard.
        if (deck.grade[c]! < 0 || deck.grade[c]! > grade || deck.sentinel[c] || (!front && !deck.boost[c])) continue
        if (best < 0 || deck.power[c]! > deck.power[this.hand[best]!]!) best = h
      }
      if (best < 0) continue
      const there = this.circles[circle]!
      if (there >= 0 && deck.power[there]! >= deck.power[this.hand[best]!]!) continue
      this.circles[circle] = this.removeFromHand(best)
      this.onStep?.({ kind: 'call', card: this.circles[circle]!, circle })
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
   * rear-guards), then the left and right columns, each boosted when it can be; the opponent guards
   * while its shield lasts (guard). Stops at the sixth damage or an empty deck.
   */
  private battle(): void {
    if (this.vanguard < 0) return
    this.attack(this.vanguard, this.boosterOf(BACK_CENTER), true)
    if (this.circles[FRONT_LEFT]! >= 0 && this.damage < GOLDFISH_DAMAGE_LIMIT && !this.deckOut()) this.attack(this.circles[FRONT_LEFT]!, this.boosterOf(BACK_LEFT), false)
    if (this.circles[FRONT_RIGHT]! >= 0 && this.damage < GOLDFISH_DAMAGE_LIMIT && !this.deckOut()) this.attack(this.circles[FRONT_RIGHT]!, this.boosterOf(BACK_RIGHT), false)
  }

  /**
   * 3. Étape de garde, before the drive checks: the opponent guards an attack that would hit with
   * the least shield (in SHIELD_STEP steps) that stops it, when its shield left this turn allows;
   * a `stay-under` opponent only when the hit's critical would bring its damage to STAY_UNDER.
   */
  private guardAgainst(power: number, critical: number): number {
    if (power < this.goldfishPower) return 0
    if (this.stayUnder && this.damage + critical < STAY_UNDER) return 0
    const needed = Math.ceil((power - this.goldfishPower + 1) / SHIELD_STEP) * SHIELD_STEP
    if (needed > this.shieldLeft) return 0
    this.shieldLeft -= needed
    return needed
  }

  private attack(attacker: number, booster: number, isVanguard: boolean): void {
    const { deck } = this
    this.attacking = attacker
    this.guard = this.guardAgainst(this.attackPower(attacker, booster), deck.critical[attacker]! + this.bonusCritical[attacker]!)
    if (this.onStep) this.assigned = []
    // 4. Étape de conduite: a vanguard makes 1, 2 (Twin Drive) or 3 (Triple Drive) drive checks, each resolved before the next.
    if (isVanguard) {
      const field = this.fieldAffiliation()
      const checks = deck.drives[attacker]!
      let triggers = 0
      for (let d = checks; d > 0 && this.top < this.order.length; d--) {
        const card = this.order[this.top++]!
        this.drives++
        const trigger = deck.trigger[card]!
        let toHand = true
        if (trigger !== NO_TRIGGER) {
          triggers++
          this.revealed[trigger]!++
          if ((deck.affiliation[card]! & field) !== 0) toHand = this.resolveTrigger(trigger)
        }
        if (toHand) this.hand[this.handSize++] = card
      }
      if (checks === 2 && !this.twinDrive) {
        this.twinDrive = 1
        this.twinTriggered = triggers > 0 ? 1 : 0
      }
    }
    // 5. Étape des dommages: a hit when the attacking power reaches the opponent's plus its guard; damage equal to the critical.
    if (this.attackPower(attacker, booster) >= this.goldfishPower + this.guard) this.damage += Math.max(0, deck.critical[attacker]! + this.bonusCritical[attacker]!)
    this.onStep?.({ kind: 'attack', attacker, booster, guard: this.guard, assign: this.assigned })
    this.attacking = -1
    this.guard = 0
  }

  /** A trigger's effects with the pilot's choices; false when the card leaves (over: to the drop zone). */
  private resolveTrigger(trigger: number): boolean {
    const power = TRIGGER_POWERS[trigger]!
    if (trigger === T_FRONT) {
      this.bonusPower[this.vanguard]! += power
      if (this.circles[FRONT_LEFT]! >= 0) this.bonusPower[this.circles[FRONT_LEFT]!]! += power
      if (this.circles[FRONT_RIGHT]! >= 0) this.bonusPower[this.circles[FRONT_RIGHT]!]! += power
    } else {
      const unit = this.powerTarget()
      this.bonusPower[unit]! += power
      if (trigger === T_CRITICAL) {
        const to = this.criticalTarget()
        this.bonusCritical[to]!++
        // The engine asks for the critical first, then the power.
        if (this.onStep) this.assigned.push(to)
      }
      if (this.onStep) this.assigned.push(unit)
    }
    if (trigger === T_DRAW || trigger === T_OVER) this.draw(1)
    // Heal: only with as much damage as the opponent or more, and at least one; the goldfish never
    // attacks, so the pilot's damage zone stays empty and a heal trigger only gives its power.
    // OT-removed: the over trigger is removed from the game, not put into the hand.
    return trigger !== T_OVER
  }

  /** How much power an attacker of this battle phase still lacks to hit (≤ 0: it hits); the attack under way against its guard. */
  private lacks(attacker: number, back: number): number {
    const guard = attacker === this.attacking ? this.guard : 0
    return this.goldfishPower + guard - this.attackPower(attacker, this.boosterOf(back))
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
