// The combat phase (3): attackers are declared as the declare attackers step begins (3.2.a), the
// goldfish's dummy creatures block as the player chooses (3.3.a), then damage is dealt all at once
// in one or two combat damage steps (3.4). Keywords read from the card: haste, vigilance, first
// strike, double strike, trample, lifelink, deathtouch.
import { countCommanderDamage } from './commander'
import { asking, questionOf } from './questions'
import { TEXT } from './rules'
import { changeLife, defOf, err, hasKeyword, isCreature, ok, powerOf, update } from './state'
import type { CardId, Combat, Dummy, DummyId, EngineResult, GameEvent, GameState, Permanent } from './types'

export const NO_COMBAT: Combat = { attackers: [], blocks: {}, declared: false, blockersDeclared: false, struckFirst: [] }

/** 3.2.a-1: an untapped creature with haste or controlled since the turn began; null when it may attack. */
export function attackProblem(state: GameState, id: CardId): Extract<EngineResult, { ok: false }> | null {
  if (!state.zones.battlefield.includes(id)) return err('not-in-zone', TEXT.attackerChoice, `card ${id} is not on the battlefield`, { card: id, zone: 'battlefield' })
  if (!isCreature(state, id)) return err('not-a-creature', TEXT.attackerChoice, `${defOf(state, id).name} is not a creature`, { card: id })
  const p = state.permanents[id]!
  if (p.tapped) return err('tapped', TEXT.attackerChoice, `${defOf(state, id).name} is tapped`, { card: id })
  if (isSick(state, id, p)) return err('summoning-sick', TEXT.attackerChoice, `${defOf(state, id).name} came under your control this turn and has no haste`, { card: id })
  return null
}

/** CR 302.6 and 3.2.a-1: not controlled continuously since the turn began, and no haste. */
export function isSick(state: GameState, id: CardId, p: Permanent): boolean {
  return p.since >= state.turn && !hasKeyword(state, id, 'haste')
}

export function possibleAttackers(state: GameState): CardId[] {
  return state.zones.battlefield.filter((id) => isCreature(state, id) && !attackProblem(state, id))
}

/** 3.2.a: the turn-based action waits for the player's choice unless no creature can attack. */
export function askAttackers(state: GameState, events: GameEvent[]): GameState {
  const combat = state.combat ?? NO_COMBAT
  const question = questionOf(state, { kind: 'attackers' })
  if (question.choices.length) return update(state, { combat, question })
  events.push({ kind: 'attackers', cards: [] })
  return update(state, { combat: { ...combat, declared: true } })
}

export function declareAttackers(state: GameState, attackers: readonly CardId[]): EngineResult {
  if (state.question?.kind !== 'attackers') return err('not-pending', TEXT.declareAttackers, 'attackers are declared as the declare attackers step begins', { phase: state.phase })
  if (new Set(attackers).size !== attackers.length) return err('bad-attackers', TEXT.attackerChoice, 'each creature attacks once', { count: attackers.length })
  for (const id of attackers) {
    const refused = attackProblem(state, id)
    if (refused) return refused
  }
  // 3.2.a-6: the chosen creatures tap, unless they have vigilance (CR 702.20).
  let permanents = state.permanents
  for (const id of attackers)
    if (!hasKeyword(state, id, 'vigilance')) {
      if (permanents === state.permanents) permanents = { ...permanents }
      ;(permanents as Record<CardId, Permanent>)[id] = { ...permanents[id]!, tapped: true }
    }
  const combat = { ...(state.combat ?? NO_COMBAT), attackers: [...attackers], declared: true }
  return ok(update(state, { permanents, combat, question: null }), [{ kind: 'attackers', cards: [...attackers] }])
}

/** 3.3.a: with dummies on the goldfish's side, the player chooses how they block. */
export function askBlockers(state: GameState, events: GameEvent[]): GameState {
  if (state.opponent.dummies.length) return asking(state, { kind: 'blockers' })
  events.push({ kind: 'blockers', blocks: [] })
  return update(state, { combat: { ...state.combat!, blockersDeclared: true } })
}

export function declareBlockers(state: GameState, blocks: readonly { dummy: DummyId; attacker: CardId }[]): EngineResult {
  if (state.question?.kind !== 'blockers') return err('not-pending', TEXT.declareBlockers, 'blockers are declared as the declare blockers step begins', { phase: state.phase })
  const combat = state.combat!
  const seen = new Set<DummyId>()
  const byAttacker: Record<CardId, DummyId[]> = {}
  for (const { dummy, attacker } of blocks) {
    if (seen.has(dummy)) return err('bad-blockers', TEXT.blockerChoice, `dummy ${dummy} blocks one creature`, { dummy })
    seen.add(dummy)
    if (!state.opponent.dummies.some((d) => d.id === dummy)) return err('no-dummy', TEXT.blockerChoice, `the goldfish has no creature ${dummy}`, { dummy })
    if (!combat.attackers.includes(attacker)) return err('bad-blockers', TEXT.blockerChoice, `${attacker} is not attacking`, { card: attacker })
    // 3.3.b: the order the player lists the blockers in is the damage assignment order.
    ;(byAttacker[attacker] ??= []).push(dummy)
  }
  return ok(update(state, { combat: { ...combat, blocks: byAttacker, blockersDeclared: true }, question: null }), [{ kind: 'blockers', blocks: blocks.map((b) => ({ ...b })) }])
}

const strikesFirst = (state: GameState, id: CardId) => hasKeyword(state, id, 'first strike') || hasKeyword(state, id, 'double strike')

/** 3.4: a first-strike damage step only when an attacking creature has first or double strike (dummies have neither). */
export function hasFirstStrikeStep(state: GameState): boolean {
  return !!state.combat && state.combat.attackers.some((id) => strikesFirst(state, id))
}

/** 3.4: who deals damage in this step: first strikers first; then the others, and double strike again. */
function strikesNow(state: GameState, id: CardId, first: boolean): boolean {
  if (first) return strikesFirst(state, id)
  return !state.combat!.struckFirst.includes(id) || hasKeyword(state, id, 'double strike')
}

/** 3.4.a–3.4.c: damage assigned, then dealt all at once; lifelink gains life as it is dealt. */
export function combatDamage(state: GameState, first: boolean, events: GameEvent[]): GameState {
  const combat = state.combat
  if (!combat) return state
  const dummyDamage = new Map<DummyId, { amount: number; deathtouch: boolean }>()
  const creatureDamage = new Map<CardId, number>()
  let toOpponent = 0
  let lifelink = 0
  const struck: string[] = []
  const byCommander: [CardId, number][] = []
  const alive = (id: DummyId) => state.opponent.dummies.find((d) => d.id === id)
  for (const attacker of combat.attackers) {
    if (!strikesNow(state, attacker, first)) continue
    struck.push(attacker)
    const power = powerOf(state, attacker)
    if (power <= 0) continue
    const deathtouch = hasKeyword(state, attacker, 'deathtouch')
    const trample = hasKeyword(state, attacker, 'trample')
    const blockers = (combat.blocks[attacker] ?? []).map(alive).filter((d): d is Dummy => !!d)
    let left = power
    let given = 0
    if (combat.blocks[attacker]?.length) {
      // 3.4.a: lethal damage to each blocker in order before the next; the rest to the last, or
      // to the player with trample (CR 702.19b, c). A blocked creature stays blocked (3.3.a-8).
      blockers.forEach((d, i) => {
        const marked = d.damage + (dummyDamage.get(d.id)?.amount ?? 0)
        const lethal = deathtouch ? 1 : Math.max(0, d.toughness - marked)
        const amount = i === blockers.length - 1 && !trample ? left : Math.min(left, lethal)
        if (amount > 0) {
          dummyDamage.set(d.id, { amount: (dummyDamage.get(d.id)?.amount ?? 0) + amount, deathtouch: deathtouch || !!dummyDamage.get(d.id)?.deathtouch })
          events.push({ kind: 'combatDamage', source: attacker, target: d.id, amount, first })
        }
        left -= amount
        given += amount
      })
      if (!trample || left <= 0) left = 0
    }
    if (left > 0) {
      toOpponent += left
      given += left
      events.push({ kind: 'combatDamage', source: attacker, target: 'opponent', amount: left, first })
      byCommander.push([attacker, left])
    }
    // CR 702.15b: lifelink gains as much life as its damage dealt.
    if (hasKeyword(state, attacker, 'lifelink')) lifelink += given
  }
  // The dummies strike in the regular step: each deals its power to the creature it blocks.
  if (!first)
    for (const [attacker, dummies] of Object.entries(combat.blocks)) {
      if (!state.zones.battlefield.includes(attacker)) continue
      for (const id of dummies) {
        const d = alive(id)
        if (!d || d.power <= 0) continue
        creatureDamage.set(attacker, (creatureDamage.get(attacker) ?? 0) + d.power)
        events.push({ kind: 'combatDamage', source: d.id, target: attacker, amount: d.power, first })
      }
    }
  let next = dealt(state, dummyDamage, creatureDamage)
  next = changeLife(next, 'opponent', -toOpponent, events)
  next = changeLife(next, 'player', lifelink, events)
  for (const [attacker, amount] of byCommander) next = countCommanderDamage(next, attacker, amount, events)
  return first ? update(next, { combat: { ...next.combat!, struckFirst: struck } }) : next
}

function dealt(state: GameState, dummyDamage: Map<DummyId, { amount: number; deathtouch: boolean }>, creatureDamage: Map<CardId, number>): GameState {
  let next = state
  if (dummyDamage.size) {
    const dummies = state.opponent.dummies.map((d) => {
      const hit = dummyDamage.get(d.id)
      return hit ? { ...d, damage: d.damage + hit.amount, deathtouched: d.deathtouched || hit.deathtouch } : d
    })
    next = update(next, { opponent: { ...next.opponent, dummies } })
  }
  if (creatureDamage.size) {
    const permanents: Record<CardId, Permanent> = { ...next.permanents }
    for (const [id, amount] of creatureDamage) permanents[id] = { ...permanents[id]!, damage: permanents[id]!.damage + amount }
    next = update(next, { permanents })
  }
  return next
}

