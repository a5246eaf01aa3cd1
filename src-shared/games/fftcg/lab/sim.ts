// The goldfish pilot on compact typed arrays: the rules of the engine (src-shared/games/fftcg/engine)
// for what an opening needs (setup and mulligan 8.2, turn 9, CP payment 5.2.1 / 11.2.1.1, the
// field limits 7.7.3 and 5 Backups, Backups entering dull, attacks 10.1.2.1), re-implemented
// without a single allocation per game so that a core plays ~50,000 games a second. The engine
// is the reference: test/unit/lab/consistency.test.ts replays the pilot's decisions through
// `apply` and compares every zone. The policy is documented in docs/opening-lab.md.
import { backupsToDull, CP_PER_DISCARD } from '../engine/cp-rules'
import { mix32, RngCursor } from '../../../game/rng'
import { HAND_LIMIT } from '../engine/turn'
import { MAX_BACKUPS } from '../engine/rules'
import { BACKUP, CRYSTAL, elementMask, FORWARD, MONSTER, SUMMON, type LabDeck } from './lab-deck'
import { advisorTurns, CARD_FIELDS, labLayout, type LabLayout, type PolicyOffsets } from './layout'
import type { HandRequirement, LabPolicy } from './policy'

export interface SimOptions {
  /** The player's own turns to play (0: the opening hand only). */
  turns: number
  onThePlay: boolean
  /** 7 constructed, 6 limited (3.1.1). */
  damageLimit: number
}

/** Seed of game `i` of a run: depends on (baseSeed, i) only, so any split over workers gives the same games. */
export function gameSeed(baseSeed: number, i: number): number {
  return mix32((mix32(baseSeed >>> 0) + Math.imul(i, 0x9e3779b9)) >>> 0)
}

/** What the pilot did, for the consistency test (instance indices = engine ids c1… minus one). */
export interface LabTrace {
  /** Every card drawn, in order (the first five, the mulligan's five, then the draws). */
  dealt: number[]
  /** The hand put under the deck, in order, when the pilot took the mulligan. */
  mulligan: number[] | null
  turns: TraceTurn[]
}

export type TraceAction = { kind: 'cast'; card: number; dull: number[]; discard: number[] } | { kind: 'attack'; card: number }

export interface TraceTurn {
  /** Hand at the start of Main Phase 1 (after the draw). */
  startHand: number[]
  actions: TraceAction[]
  /** Zones at the end of Main Phase 2, before the End Phase discard. */
  hand: number[]
  field: number[]
  dull: number[]
  breakZone: number[]
  damage: number
  endDiscard: number[]
  /** Cards the pilot would play but could not pay (for the engine cross-check). */
  unpaid: number[]
}

interface CompiledPolicy {
  keep: HandRequirement[]
  keepMask: number[]
  keepElement: number[]
  backupCap: number
  highestFirst: boolean
  monsters: boolean
  summons: boolean
  perCard: number
  perTurn: number
  attack: boolean
}

const TYPE_FILTER: Record<HandRequirement['type'], number> = {
  any: 0b11111,
  character: (1 << FORWARD) | (1 << BACKUP) | (1 << MONSTER),
  forward: 1 << FORWARD,
  backup: 1 << BACKUP,
  monster: 1 << MONSTER,
  summon: 1 << SUMMON,
}

export class GoldfishSim {
  readonly layout: LabLayout
  private readonly n: number
  private readonly type: Uint8Array
  private readonly cost: Int32Array
  private readonly elems: Int32Array
  private readonly req: Int32Array
  private readonly ld: Uint8Array
  private readonly nameId: Int32Array
  private readonly uniq: Uint8Array
  private readonly haste: Uint8Array
  private readonly brave: Uint8Array
  private readonly codeId: Int32Array
  private readonly curveTurn: Int32Array
  private readonly policies: CompiledPolicy[]
  private readonly offsets: PolicyOffsets[]
  private readonly rng = new RngCursor([0, 0, 0, 0])

  // --- per-game scratch state (reused) ---
  private readonly deck: Int32Array
  private pos = 0
  private readonly bottom = new Int32Array(5)
  private bottomLen = 0
  private bottomPos = 0
  private readonly hand: Int32Array
  private handLen = 0
  private readonly field: Int32Array
  private fieldLen = 0
  private readonly dull: Uint8Array
  private readonly since: Int32Array
  private readonly handNames: Int32Array
  private readonly fieldUnique: Int32Array
  private backupsOnField = 0
  private forwardsOnField = 0
  private backupMask = 0
  private ldOnField = 0
  private damage = 0
  private seenBackups = 0
  private seenForwards = 0
  private discardsThisTurn = 0
  private turn = 0
  private gameNo = 0
  private readonly obsStamp: Int32Array
  private readonly castStamp: Int32Array
  private readonly identity: Int32Array

  // --- payment scratch ---
  private readonly score: Int32Array
  private readonly dOrder: Int32Array
  private dLen = 0
  private readonly bOrder = new Int32Array(MAX_BACKUPS + 8)
  private readonly bPen = new Int32Array(MAX_BACKUPS + 8)
  private bLen = 0
  /** Active Backups on the field in field order, gathered by refreshScores for every plan of the board. */
  private readonly active: Int32Array
  private activeBackups = 0
  /**
   * False once the board changed (hand, field, dull, discards): the scores and the plans derived
   * from them are stale. Every mutation calls changed(); refreshScores() then starts a new epoch.
   */
  private scoresFresh = false
  private epoch = 0
  // Plan memo, per card key, valid for one epoch and one discard limit: copies of a card are
  // interchangeable (same cost, elements, name), so they need the same discards (see payDiscards).
  private readonly memoEpoch: Int32Array
  private readonly memoMaxM: Int32Array
  private readonly memoDiscards: Int32Array
  private readonly demand = new Int32Array(8)
  private readonly witness: Uint8Array
  private readonly reqBits = new Int32Array(8)
  private nReq = 0
  private planK = 0
  private planM = 0
  private planCard = -1
  readonly payDull = new Int32Array(16)
  payDullLen = 0
  readonly payDisc = new Int32Array(16)
  payDiscLen = 0
  private policy!: CompiledPolicy
  private trace: LabTrace | null = null
  private traceTurn: TraceTurn | null = null

  constructor(
    deck: LabDeck,
    policies: readonly LabPolicy[],
    readonly options: SimOptions,
  ) {
    const n = (this.n = deck.size)
    this.type = Uint8Array.from(deck.type)
    this.cost = Int32Array.from(deck.cost)
    this.elems = Int32Array.from(deck.elements)
    this.req = Int32Array.from(deck.required)
    this.ld = Uint8Array.from(deck.lightDark)
    this.nameId = Int32Array.from(deck.nameId)
    this.uniq = Uint8Array.from(deck.unique)
    this.haste = Uint8Array.from(deck.haste)
    this.brave = Uint8Array.from(deck.brave)
    this.codeId = Int32Array.from(deck.codeId)
    this.curveTurn = Int32Array.from(deck.cost, (c) => Math.max(1, c - 1))
    this.layout = labLayout({ turns: options.turns, codes: deck.codes.length, damageLimit: options.damageLimit, policies: policies.length })
    this.offsets = policies.map((_, p) => this.layout.policy(p))
    this.policies = policies.map((p) => ({
      keep: p.keepIf,
      keepMask: p.keepIf.map((r) => TYPE_FILTER[r.type]),
      keepElement: p.keepIf.map((r) => (r.element === null ? 0 : elementMask([r.element]))),
      backupCap: Math.min(MAX_BACKUPS, p.maxBackups),
      highestFirst: p.forwardOrder === 'highest-cost-first',
      monsters: p.monsters,
      summons: p.summons,
      perCard: p.discards.perCard,
      perTurn: p.discards.perTurn,
      attack: p.attack,
    }))
    this.deck = new Int32Array(n)
    this.identity = Int32Array.from({ length: n }, (_, i) => i)
    this.hand = new Int32Array(n)
    this.field = new Int32Array(n)
    this.dull = new Uint8Array(n)
    this.since = new Int32Array(n)
    this.handNames = new Int32Array(deck.names.length)
    this.fieldUnique = new Int32Array(deck.names.length)
    this.obsStamp = new Int32Array(deck.codes.length)
    this.castStamp = new Int32Array(deck.codes.length)
    this.memoEpoch = new Int32Array(deck.codes.length)
    this.memoMaxM = new Int32Array(deck.codes.length)
    this.memoDiscards = new Int32Array(deck.codes.length)
    this.score = new Int32Array(n)
    this.active = new Int32Array(n)
    this.dOrder = new Int32Array(n)
    this.witness = new Uint8Array(n)
  }

  newAccumulator(): Float64Array {
    return new Float64Array(this.layout.size)
  }

  /** Plays games [from, to) of the run with every policy, adding their figures to `acc`. */
  runBlock(baseSeed: number, from: number, to: number, acc: Float64Array, onProgress?: (done: number) => void, every = 2048): void {
    const { pairs } = this.layout
    const P = this.policies.length
    for (let i = from; i < to; i++) {
      const seed = gameSeed(baseSeed, i)
      let a0 = 0
      let d0 = 0
      for (let p = 0; p < P; p++) {
        this.playGame(seed, p, acc, null)
        if (P > 1) {
          if (p === 0) {
            a0 = this.lastBackupsOk
            d0 = this.lastDamage
          } else {
            const da = a0 - this.lastBackupsOk
            const dd = d0 - this.lastDamage
            const at = pairs + (p - 1) * 4
            add(acc, at, da)
            add(acc, at + 1, da * da)
            add(acc, at + 2, dd)
            add(acc, at + 3, dd * dd)
          }
        }
      }
      if (onProgress && (i - from + 1) % every === 0) onProgress(i - from + 1)
    }
  }

  /** For the advisor: the last game's "≥ 2 Backups by turn 2" (0/1) and damage by turn 5. */
  lastBackupsOk = 0
  lastDamage = 0

  /** One game with policy `p`; figures go to `acc` (may be null), decisions to `trace`. */
  playGame(seed: number, p: number, acc: Float64Array | null, trace: LabTrace | null): void {
    this.policy = this.policies[p]!
    this.trace = trace
    this.traceTurn = null
    const o = this.offsets[p]!
    const T = this.options.turns
    const limit = this.options.damageLimit
    this.reset(seed)

    // 8.2.1.3, 8.2.1.4: five cards, one mulligan by the policy; the five go under the deck in hand order.
    for (let i = 0; i < 5; i++) this.drawOne()
    let mulligan = 0
    if (!this.keeps()) {
      mulligan = 1
      if (trace) trace.mulligan = Array.from(this.hand.subarray(0, this.handLen))
      for (let i = 0; i < this.handLen; i++) {
        this.bottom[i] = this.hand[i]!
        this.handNames[this.nameId[this.hand[i]!]!]!--
      }
      this.bottomLen = this.handLen
      this.handLen = 0
      this.changed()
      this.seenBackups = 0
      this.seenForwards = 0
      for (let i = 0; i < 5; i++) this.drawOne()
    }
    if (acc) {
      add(acc, o.games, 1)
      add(acc, o.mulligans, mulligan)
      add(acc, o.keptBackups + Math.min(5, this.seenBackups), 1)
    }

    const adv = advisorTurns(T)
    this.lastBackupsOk = 0
    this.lastDamage = 0
    let attackedEver = 0
    let ended = 0 // turn the game ended (won or lost), 0 while it goes on
    let lost = 0
    let attackedOn = 0
    let shortfall = 0
    for (let t = 1; t <= T; t++) {
      if (!ended) {
        this.turn = t
        this.discardsThisTurn = 0
        attackedOn = 0
        // 9.1.1.1: everything activates (nothing is frozen in a goldfish game).
        for (let i = 0; i < this.fieldLen; i++) this.dull[this.field[i]!] = 0
        this.changed()
        // 9.2.1.1, 9.2.1.3: two cards, one on the first player's first turn; an empty deck loses (3.1.2).
        const draws = this.options.onThePlay && t === 1 ? 1 : 2
        for (let i = 0; i < draws; i++) if (this.drawOne() < 0) lost = 1
        if (lost) {
          ended = t
        } else {
          if (trace) this.beginTraceTurn(trace)
          shortfall = this.observe(acc ? o : null, acc)
          this.mainPhase(acc ? o : null, acc)
          if (this.policy.attack) {
            attackedOn = this.attackPhase()
            if (attackedOn) attackedEver = 1
            if (this.damage >= limit) ended = t
          }
          if (trace) this.snapshotTurn()
          this.endPhase()
        }
      } else {
        attackedOn = 0
        shortfall = 0
      }
      if (t === adv.backups) this.lastBackupsOk = this.backupsOnField >= 2 ? 1 : 0
      if (t === adv.damage) this.lastDamage = this.damage
      if (!acc) continue
      const ti = t - 1
      add(acc, o.backups + ti * 6 + this.backupsOnField, 1)
      if (this.forwardsOnField > 0) add(acc, o.forwardOnField + ti, 1)
      add(acc, o.attackedOn + ti, attackedOn)
      add(acc, o.attackedBy + ti, attackedEver)
      const d = Math.min(this.damage, limit)
      add(acc, o.damage + ti * (limit + 1) + d, 1)
      add(acc, o.damageSum + ti, d)
      add(acc, o.damageSq + ti, d * d)
      if (d >= limit) add(acc, o.wonBy + ti, 1)
      if (this.seenBackups >= 1) add(acc, o.drawnBackup1 + ti, 1)
      if (this.seenBackups >= 2) add(acc, o.drawnBackup2 + ti, 1)
      if (this.seenForwards >= 1) add(acc, o.drawnForward1 + ti, 1)
      add(acc, o.shortfall + ti, shortfall)
    }
    if (acc) add(acc, o.lost, lost)
  }

  // ------------------------------------------------------------------------------------------

  private reset(seed: number): void {
    this.rng.reseed(seed)
    this.deck.set(this.identity)
    this.pos = 0
    this.bottomLen = 0
    this.bottomPos = 0
    for (let i = 0; i < this.handLen; i++) this.handNames[this.nameId[this.hand[i]!]!] = 0
    for (let i = 0; i < this.fieldLen; i++) this.fieldUnique[this.nameId[this.field[i]!]!] = 0
    this.handLen = 0
    this.fieldLen = 0
    this.backupsOnField = 0
    this.forwardsOnField = 0
    this.backupMask = 0
    this.ldOnField = 0
    this.damage = 0
    this.seenBackups = 0
    this.seenForwards = 0
    this.changed()
    this.gameNo++
    if (this.gameNo >= 0x7fffffff) {
      this.gameNo = 1
      this.obsStamp.fill(0)
      this.castStamp.fill(0)
    }
  }

  /**
   * The next card of the deck into the hand, or −1 when the deck is empty. The deck is shuffled
   * lazily (Fisher–Yates from the top: each draw picks one of the cards not yet seen), which is
   * a uniform shuffle; the mulligan's five cards wait under them in their order (8.2.1.4).
   */
  private drawOne(): number {
    let c: number
    if (this.pos < this.n) {
      const j = this.pos + this.rng.below(this.n - this.pos)
      c = this.deck[j]!
      this.deck[j] = this.deck[this.pos]!
      this.deck[this.pos++] = c
    } else if (this.bottomPos < this.bottomLen) {
      c = this.bottom[this.bottomPos++]!
    } else return -1
    this.hand[this.handLen++] = c
    this.handNames[this.nameId[c]!]!++
    this.changed()
    const type = this.type[c]
    if (type === BACKUP) this.seenBackups++
    else if (type === FORWARD) this.seenForwards++
    if (this.trace) this.trace.dealt.push(c)
    return c
  }

  private keeps(): boolean {
    const { keep, keepMask, keepElement } = this.policy
    for (let r = 0; r < keep.length; r++) {
      const q = keep[r]!
      const mask = keepMask[r]!
      const element = keepElement[r]!
      let count = 0
      for (let i = 0; i < this.handLen; i++) {
        const c = this.hand[i]!
        if (((1 << this.type[c]!) & mask) === 0) continue
        const cost = this.cost[c]!
        if (cost < q.minCost || cost > q.maxCost) continue
        if (element !== 0 && (this.elems[c]! & element) === 0) continue
        count++
      }
      if (count < q.count) return false
    }
    return true
  }

  /** May this card join the field now (7.7.3, at most 5 Backups)? Summons always may be cast. */
  private canJoin(c: number): boolean {
    const type = this.type[c]!
    if (type === SUMMON) return true
    if (type === CRYSTAL) return false
    if (type === BACKUP && this.backupsOnField >= MAX_BACKUPS) return false
    if (this.ld[c] && this.ldOnField > 0) return false
    if (this.uniq[c] && this.fieldUnique[this.nameId[c]!]! > 0) return false
    return true
  }

  /** Whether the pilot plays cards of this type now (policy). */
  private wants(c: number): boolean {
    const type = this.type[c]!
    if (type === BACKUP) return this.backupsOnField < this.policy.backupCap
    if (type === FORWARD) return true
    if (type === MONSTER) return this.policy.monsters
    if (type === SUMMON) return this.policy.summons
    return false
  }

  /**
   * How much the pilot loses by discarding a hand card (lower first): the engine's usefulness
   * (payment.ts) as it was when the golden figures were taken (−5 per CP above Backups + 1,
   * where the playtest's auto-pay now keeps the costlier card), with cards the policy never plays at 50.
   */
  private refreshScores(): void {
    if (this.scoresFresh) return
    this.scoresFresh = true
    this.newEpoch()
    const pol = this.policy
    for (let e = 0; e < this.demand.length; e++) this.demand[e] = 0
    this.dLen = 0
    let active = 0
    for (let i = 0; i < this.fieldLen; i++) {
      const f = this.field[i]!
      if (this.type[f] === BACKUP && !this.dull[f]) this.active[active++] = f
    }
    this.activeBackups = active
    for (let i = 0; i < this.handLen; i++) {
      const c = this.hand[i]!
      const type = this.type[c]!
      let s: number
      const character = type === FORWARD || type === BACKUP || type === MONSTER
      if (
        character &&
        ((this.uniq[c] && this.fieldUnique[this.nameId[c]!]! > 0) ||
          (type === BACKUP && this.backupsOnField >= pol.backupCap) ||
          (this.ld[c] && this.ldOnField > 0))
      ) {
        s = 0
      } else if ((type === SUMMON && !pol.summons) || (type === MONSTER && !pol.monsters)) {
        s = 50
      } else {
        s = 100
        if (type === BACKUP) s += 20
        if (this.elems[c]! & this.backupMask) s += 10
        if (this.handNames[this.nameId[c]!]! > 1) s -= 30
        const over = this.cost[c]! - (this.backupsOnField + 1)
        if (over > 0) s -= 5 * over
      }
      this.score[i] = s
      for (let e = this.elems[c]!; e !== 0; e &= e - 1) this.demand[31 - Math.clz32(e & -e)]!++
      // 5.2.1.3: Light and Dark cards are never discarded for CP.
      if (this.ld[c]) continue
      // Insertion by (score asc, later in hand first).
      let j = this.dLen++
      while (j > 0 && this.score[this.dOrder[j - 1]!]! >= s) {
        this.dOrder[j] = this.dOrder[j - 1]!
        j--
      }
      this.dOrder[j] = i
    }
  }

  /** The board changed: scores and memoised plans are stale. */
  private changed(): void {
    this.scoresFresh = false
  }

  private newEpoch(): void {
    if (++this.epoch >= 0x7fffffff) {
      this.epoch = 1
      this.memoEpoch.fill(0)
    }
  }

  /**
   * The number of discards of the pilot's payment for hand card `c` within `maxM`, −1 when it
   * cannot be paid: plan()'s verdict without its payment, memoised per card key for the current
   * board (refreshScores() first). Exact for copies: another copy of `c` swaps places with `c` in
   * the discard pool, which leaves the pool's elements and count unchanged.
   */
  private payDiscards(c: number, maxM: number): number {
    const code = this.codeId[c]!
    if (this.memoEpoch[code] === this.epoch && this.memoMaxM[code] === maxM) return this.memoDiscards[code]!
    const m = this.plan(c, maxM) ? this.payDiscLen : -1
    this.memoEpoch[code] = this.epoch
    this.memoMaxM[code] = maxM
    this.memoDiscards[code] = m
    return m
  }

  /** Active Backups, those whose element the rest of the hand needs least first. */
  private orderBackups(c: number): void {
    this.bLen = 0
    const own = this.elems[c]!
    for (let i = 0; i < this.activeBackups; i++) {
      const b = this.active[i]!
      let pen = 0
      for (let e = this.elems[b]!; e !== 0; e &= e - 1) {
        const bit = 31 - Math.clz32(e & -e)
        const d = this.demand[bit]! - ((own >> bit) & 1)
        if (d > pen) pen = d
      }
      let j = this.bLen++
      while (j > 0 && this.bPen[j - 1]! > pen) {
        this.bOrder[j] = this.bOrder[j - 1]!
        this.bPen[j] = this.bPen[j - 1]!
        j--
      }
      this.bOrder[j] = b
      this.bPen[j] = pen
    }
  }

  /**
   * The pilot's payment for hand card `c` with at most `maxM` discards, into payDull/payDisc:
   * fewest discards, then fewest Backups (no CP wasted unless a discard forces it, 5.2.1.3.1),
   * at least one CP of each of the card's elements (5.2.1.2; none for Light/Dark, 11.2.1.1),
   * the least useful cards discarded and the least needed Backups dulled. refreshScores() first.
   * `ignoreElements`: the same with no element rule (is the total alone enough?).
   */
  plan(c: number, maxM: number, ignoreElements = false): boolean {
    this.payDullLen = 0
    this.payDiscLen = 0
    const cost = this.cost[c]!
    if (cost <= 0) return true
    const dAvail = this.ld[c] ? this.dLen : this.dLen - 1 // the card itself is among the discardable ones unless Light/Dark
    const M = Math.min(maxM, dAvail)
    if (this.activeBackups + CP_PER_DISCARD * M < cost) return false
    this.orderBackups(c)
    const req = ignoreElements ? 0 : this.req[c]!
    this.nReq = 0
    for (let r = req; r !== 0; r &= r - 1) this.reqBits[this.nReq++] = r & -r
    this.planCard = c
    for (let m = 0; m <= M; m++) {
      for (let over = 0; over <= 1; over++) {
        const k = backupsToDull(cost, m, over as 0 | 1)
        if (k < 0 || k > this.bLen) continue
        this.planK = k
        this.planM = m
        if (this.assign(0, 0, 0)) {
          this.fill()
          return true
        }
      }
    }
    return false
  }

  /** Each required element gets its own CP unit: a Backup (1 unit) or a discard (2 units). */
  private assign(i: number, bUsed: number, dUsed: number): boolean {
    if (i === this.nReq) return true
    const e = this.reqBits[i]!
    if (bUsed < this.planK) {
      for (let j = 0; j < this.bLen; j++) {
        const b = this.bOrder[j]!
        if (this.witness[b] || (this.elems[b]! & e) === 0) continue
        this.witness[b] = 1
        if (this.assign(i + 1, bUsed + 1, dUsed)) return true
        this.witness[b] = 0
      }
    }
    for (let j = 0; j < this.dLen; j++) {
      const d = this.hand[this.dOrder[j]!]!
      if (d === this.planCard || (this.elems[d]! & e) === 0) continue
      const units = this.witness[d]!
      if (units === 1) {
        this.witness[d] = 2
        if (this.assign(i + 1, bUsed, dUsed)) return true
        this.witness[d] = 1
      } else if (units === 0 && dUsed < this.planM) {
        this.witness[d] = 1
        if (this.assign(i + 1, bUsed, dUsed + 1)) return true
        this.witness[d] = 0
      }
    }
    return false
  }

  private fill(): void {
    let k = this.planK
    let m = this.planM
    for (let j = 0; j < this.bLen; j++) {
      const b = this.bOrder[j]!
      if (this.witness[b]) {
        this.payDull[this.payDullLen++] = b
        this.witness[b] = 0
        k--
      }
    }
    for (let j = 0; j < this.dLen; j++) {
      const d = this.hand[this.dOrder[j]!]!
      if (this.witness[d]) {
        this.payDisc[this.payDiscLen++] = d
        this.witness[d] = 0
        m--
      }
    }
    for (let j = 0; j < this.bLen && k > 0; j++) {
      const b = this.bOrder[j]!
      if (!this.inList(this.payDull, this.payDullLen, b)) {
        this.payDull[this.payDullLen++] = b
        k--
      }
    }
    for (let j = 0; j < this.dLen && m > 0; j++) {
      const d = this.hand[this.dOrder[j]!]!
      if (d !== this.planCard && !this.inList(this.payDisc, this.payDiscLen, d)) {
        this.payDisc[this.payDiscLen++] = d
        m--
      }
    }
  }

  private inList(list: Int32Array, len: number, x: number): boolean {
    for (let i = 0; i < len; i++) if (list[i] === x) return true
    return false
  }

  /**
   * At the start of Main Phase 1: the per-card "castable on curve" figures, and whether a card
   * the pilot would play is short of its element only. Returns 1 for such a shortfall.
   */
  private observe(o: PolicyOffsets | null, acc: Float64Array | null): number {
    const t = this.turn
    const pol = this.policy
    const maxM = Math.min(pol.perCard, pol.perTurn)
    this.refreshScores()
    let short = 0
    for (let i = 0; i < this.handLen; i++) {
      const c = this.hand[i]!
      const onCurve = acc !== null && this.curveTurn[c] === t && this.obsStamp[this.codeId[c]!] !== this.gameNo
      const relevant = this.wants(c) && this.canJoin(c)
      if (!onCurve && (!relevant || short)) continue
      const payable = this.payDiscards(c, maxM) >= 0
      const elementShort = !payable && this.plan(c, maxM, true)
      if (relevant && elementShort) short = 1
      if (onCurve) {
        const code = this.codeId[c]!
        this.obsStamp[code] = this.gameNo
        const at = o!.cards + code * CARD_FIELDS
        add(acc, at, 1)
        if (payable) add(acc, at + 1, 1)
        if (elementShort) add(acc, at + 3, 1)
      }
    }
    return short
  }

  /** Main Phase 1: Backups while the cap allows, then Forwards (then Monsters, Summons if asked). */
  private mainPhase(o: PolicyOffsets | null, acc: Float64Array | null): void {
    const pol = this.policy
    for (;;) {
      const maxM = Math.min(pol.perCard, pol.perTurn - this.discardsThisTurn)
      this.refreshScores()
      let best = this.backupsOnField < pol.backupCap ? this.pickBackup(maxM) : -1
      if (best < 0) best = this.pickByCost(FORWARD, maxM, pol.monsters ? MONSTER : -1)
      if (best < 0 && pol.summons) best = this.pickByCost(SUMMON, maxM, -1)
      if (best < 0) break
      this.plan(best, maxM) // the payment itself (the picks only kept its number of discards)
      this.cast(best, o, acc)
    }
    if (this.traceTurn) {
      const maxM = Math.min(pol.perCard, pol.perTurn - this.discardsThisTurn)
      this.refreshScores()
      for (let i = 0; i < this.handLen; i++) {
        const c = this.hand[i]!
        if (this.wants(c) && this.canJoin(c) && !this.plan(c, maxM)) this.traceTurn.unpaid.push(c)
      }
    }
  }

  /** The Backup to play: fewest discards, then cheapest, then first in hand; −1 for none. */
  private pickBackup(maxM: number): number {
    let best = -1
    let bestM = 0
    let bestCost = 0
    for (let i = 0; i < this.handLen; i++) {
      const c = this.hand[i]!
      if (this.type[c] !== BACKUP) continue
      const cost = this.cost[c]!
      // Nothing beats a best paid without discards unless it is cheaper: skip the payment search.
      if (best >= 0 && bestM === 0 && cost >= bestCost) continue
      if (!this.canJoin(c)) continue
      const m = this.payDiscards(c, maxM)
      if (m < 0) continue
      if (best < 0 || m < bestM || (m === bestM && cost < bestCost)) (best = c), (bestM = m), (bestCost = cost)
    }
    return best
  }

  /** By the policy's cost order, then fewest discards, then first in hand; −1 for none. */
  private pickByCost(type: number, maxM: number, alsoType: number): number {
    const highest = this.policy.highestFirst
    let best = -1
    let bestM = 0
    let bestCost = 0
    for (let i = 0; i < this.handLen; i++) {
      const c = this.hand[i]!
      const t = this.type[c]
      if (t !== type && t !== alsoType) continue
      const cost = this.cost[c]!
      // A card on the wrong side of the best's cost, or at its cost when the best needs no
      // discard, cannot be better: skip the payment search.
      if (best >= 0 && (highest ? cost < bestCost : cost > bestCost)) continue
      if (best >= 0 && cost === bestCost && bestM === 0) continue
      if (!this.canJoin(c)) continue
      const m = this.payDiscards(c, maxM)
      if (m < 0) continue
      const better = best < 0 || (highest ? cost > bestCost : cost < bestCost) || (cost === bestCost && m < bestM)
      if (better) (best = c), (bestM = m), (bestCost = cost)
    }
    return best
  }

  /** Pays the planned payment (11.4.6.1: at once) and puts the card where it goes. */
  private cast(c: number, o: PolicyOffsets | null, acc: Float64Array | null): void {
    this.changed()
    this.removeFromHand(c)
    for (let i = 0; i < this.payDullLen; i++) this.dull[this.payDull[i]!] = 1
    for (let i = 0; i < this.payDiscLen; i++) this.removeFromHand(this.payDisc[i]!)
    this.discardsThisTurn += this.payDiscLen
    if (this.traceTurn) {
      this.traceTurn.actions.push({
        kind: 'cast',
        card: c,
        dull: Array.from(this.payDull.subarray(0, this.payDullLen)),
        discard: Array.from(this.payDisc.subarray(0, this.payDiscLen)),
      })
      for (let i = 0; i < this.payDiscLen; i++) this.traceTurn.breakZone.push(this.payDisc[i]!)
    }
    const type = this.type[c]!
    if (acc && this.curveTurn[c] === this.turn) {
      const code = this.codeId[c]!
      if (this.obsStamp[code] === this.gameNo && this.castStamp[code] !== this.gameNo) {
        this.castStamp[code] = this.gameNo
        add(acc, o!.cards + code * CARD_FIELDS + 2, 1)
      }
    }
    if (type === SUMMON) {
      // 11.11.10: a resolved Summon goes to the Break Zone.
      if (this.traceTurn) this.traceTurn.breakZone.push(c)
      return
    }
    this.field[this.fieldLen++] = c
    // Base rules: Backups enter dull; Forwards and Monsters active.
    this.dull[c] = type === BACKUP ? 1 : 0
    this.since[c] = this.turn
    if (type === BACKUP) {
      this.backupsOnField++
      this.backupMask |= this.elems[c]!
    } else if (type === FORWARD) this.forwardsOnField++
    if (this.uniq[c]) this.fieldUnique[this.nameId[c]!]!++
    if (this.ld[c]) this.ldOnField++
  }

  private removeFromHand(c: number): void {
    const hand = this.hand
    let i = 0
    while (hand[i] !== c) i++
    // A plain loop: for a hand of a few cards it beats the copyWithin builtin call.
    for (const last = --this.handLen; i < last; i++) hand[i] = hand[i + 1]!
    this.handNames[this.nameId[c]!]!--
    this.changed()
  }

  /** 10.1.2.1: each active Forward under control since the start of the turn (or with Haste) attacks alone; Brave ones stay active. */
  private attackPhase(): number {
    this.changed() // Forwards get dull
    let attacked = 0
    for (let i = 0; i < this.fieldLen; i++) {
      const c = this.field[i]!
      if (this.type[c] !== FORWARD || this.dull[c]) continue
      if (this.since[c]! >= this.turn && !this.haste[c]) continue
      if (!this.brave[c]) this.dull[c] = 1
      attacked = 1
      this.damage++
      if (this.traceTurn) this.traceTurn.actions.push({ kind: 'attack', card: c })
      if (this.damage >= this.options.damageLimit) break
    }
    return attacked
  }

  /** 9.5.1.2: down to 5 cards, the least useful first (ties: the latest drawn). */
  private endPhase(): void {
    let excess = this.handLen - HAND_LIMIT
    if (excess <= 0) return
    this.refreshScores()
    while (excess-- > 0) {
      let worst = -1
      let worstScore = 0
      for (let i = 0; i < this.handLen; i++) {
        const s = this.score[i]!
        if (worst < 0 || s <= worstScore) (worst = i), (worstScore = s)
      }
      const c = this.hand[worst]!
      this.score.copyWithin(worst, worst + 1, this.handLen)
      this.removeFromHand(c)
      if (this.traceTurn) {
        this.traceTurn.endDiscard.push(c)
        this.traceTurn.breakZone.push(c)
      }
    }
  }

  private beginTraceTurn(trace: LabTrace): void {
    const previous = trace.turns[trace.turns.length - 1]
    this.traceTurn = {
      startHand: Array.from(this.hand.subarray(0, this.handLen)),
      actions: [],
      hand: [],
      field: [],
      dull: [],
      breakZone: previous ? [...previous.breakZone] : [],
      damage: 0,
      endDiscard: [],
      unpaid: [],
    }
    trace.turns.push(this.traceTurn)
  }

  private snapshotTurn(): void {
    const tt = this.traceTurn!
    tt.hand = Array.from(this.hand.subarray(0, this.handLen))
    tt.field = Array.from(this.field.subarray(0, this.fieldLen))
    tt.dull = tt.field.filter((c) => this.dull[c] === 1)
    tt.damage = this.damage
  }
}

function add(acc: Float64Array, at: number, value: number): void {
  acc[at] = acc[at]! + value
}

/** A fresh trace to pass to playGame. */
export function newTrace(): LabTrace {
  return { dealt: [], mulligan: null, turns: [] }
}
