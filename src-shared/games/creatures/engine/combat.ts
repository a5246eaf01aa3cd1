// The clash (1.3.1): attacks are declared in the clash phase and their damage is computed only
// at its end ("Le déroulement"), in the order they were declared. Cases the text leaves open
// are interpretations I3 (equal Atk), I4 (Atk equal to Def), I5 (a target gone before the end),
// I12 (a creature may attack the turn it is summoned), I13 (a field with creatures must be targeted).
import { accept, refuse } from '../../../game/core'
import { INTERPRETATION, RULE } from '../rules'
import { atkOf, changeLife, checkEnd, defOf, moveCard, setStatus, update, type Fail } from './state'
import type { CardId, ClashOutcome, Dummy, DummyId, EngineResult, GameEvent, GameState, Side } from './types'

export function canAttackProblem(state: GameState, card: CardId): Fail | null {
  if (state.phase !== 'clash') return refuse('wrong-phase', RULE.flow, 'creatures attack only in your clash phase', { phase: state.phase })
  // RS: the player who goes first cannot attack on their first turn.
  if (state.onThePlay && state.ownTurn === 1) return refuse('first-turn-attack', RULE.extra, 'the first player cannot attack on their first turn')
  if (!state.zones.creatures.includes(card)) return refuse('not-in-zone', RULE.board, `card ${card} is not in your creature slots`, { card, zone: 'creatures' })
  const status = state.status[card]!
  if (status.attacked) return refuse('already-attacked', RULE.postures, 'this creature has already attacked this turn', { card })
  // 1.2: only an offensive creature attacks; a defensive or resting one cannot.
  if (status.posture !== 'offensive') return refuse('cannot-attack', RULE.postures, `a creature in ${status.posture} posture cannot attack`, { card, posture: status.posture })
  return null
}

export function attack(state: GameState, card: CardId, target: DummyId | undefined): EngineResult {
  const refused = canAttackProblem(state, card)
  if (refused) return refused
  const dummies = state.opponent.creatures
  if (target === undefined && dummies.length > 0)
    return refuse('must-target', INTERPRETATION.mustTarget, 'the opponent has creatures: choose one to attack', { card })
  if (target !== undefined && !dummies.some((d) => d.id === target)) return refuse('bad-target', RULE.clash, `the opponent has no creature ${target}`, { target })
  const next = update(setStatus(state, card, { attacked: true }), { attacks: [...state.attacks, { attacker: card, target: target ?? null }] })
  // Damage is dealt at the end of the clash (1.3.1), but the player sees at once what this attack will do.
  const foreseen = foreseeClash(next).clashes.findLast((c) => c.attacker === card)
  return accept(next, [{ kind: 'attackDeclared', card, target: target ?? null, ...(foreseen ? { foreseen: { outcome: foreseen.outcome, damage: foreseen.damage, damaged: foreseen.damaged } } : {}) }])
}

export type ClashEvent = Extract<GameEvent, { kind: 'clash' }>

/**
 * What the end of the clash would do with the attacks declared so far, as things stand (1.3.1):
 * each clash, and the LP each side would lose. The engine is pure, so this is the resolution run
 * on the current state and thrown away; nothing changes until the phase ends.
 */
export function foreseeClash(state: GameState): { clashes: ClashEvent[]; lpLoss: Record<Side, number> } {
  const lpLoss: Record<Side, number> = { player: 0, opponent: 0 }
  if (state.attacks.length === 0) return { clashes: [], lpLoss }
  const events: GameEvent[] = []
  resolveAttacks(state, events)
  const clashes = events.filter((e): e is ClashEvent => e.kind === 'clash')
  for (const c of clashes) if (c.damaged) lpLoss[c.damaged] += c.damage
  return { clashes, lpLoss }
}

/** The end of the clash phase: every declared attack in order, then the attackers rest (1.2, 1.3). */
export function resolveAttacks(state: GameState, events: GameEvent[]): GameState {
  let next = update(state, { attacks: [] })
  for (const { attacker, target } of state.attacks) {
    if (next.result !== 'ongoing') break
    if (!next.zones.creatures.includes(attacker)) continue
    next = clash(next, attacker, target, events)
    if (next.zones.creatures.includes(attacker)) {
      // 1.3: it rests for as many of its owner's turns as its level; the countdown counts turn
      // starts, so a level-0 creature gets up at the start of the next turn, level 1 the one after.
      const turns = (defOf(next, attacker).level ?? 0) + 1
      next = setStatus(next, attacker, { posture: 'rest', restTurns: turns })
      events.push({ kind: 'rested', card: attacker, turns })
    }
    next = checkEnd(next, events)
  }
  return next
}

/** What a clash does: its outcome, the LP lost and by whom, and who is destroyed. */
interface Verdict {
  outcome: ClashOutcome
  damage: number
  damaged: Side | null
  dummyDestroyed: boolean
  attackerDestroyed: boolean
}
const verdict = (outcome: ClashOutcome, damage: number, damaged: Side | null, dummyDestroyed: boolean, attackerDestroyed: boolean): Verdict => ({ outcome, damage, damaged, dummyDestroyed, attackerDestroyed })

/** 1.3.1: an attacker of `atk` Atk against a dummy creature. */
function judge(atk: number, dummy: Dummy): Verdict {
  if (dummy.posture === 'offensive') {
    // Offensive vs offensive: the higher Atk destroys the other; its owner loses the difference.
    const other = dummy.atk
    if (atk > other) return verdict('attacker-wins', atk - other, 'opponent', true, false)
    if (other > atk) return verdict('defender-wins', other - atk, 'player', false, true)
    return verdict('both-destroyed', 0, null, true, true) // I3
  }
  // Offensive vs defensive, and vs rest ("même chose"): Atk against Def.
  const def = dummy.def
  if (atk > def) return verdict('broke-through', 0, null, true, false)
  if (def > atk) return verdict('repelled', def - atk, 'player', false, false)
  return verdict('no-effect', 0, null, false, false) // I4
}

function clash(state: GameState, attacker: CardId, target: DummyId | null, events: GameEvent[]): GameState {
  const atk = atkOf(state, attacker)
  if (target === null) {
    // 1.3.1: no creature on the opponent's field: its LP lose the attacker's Atk.
    events.push({ kind: 'clash', attacker, target, attackerAtk: atk, defenderStat: null, defenderPosture: null, outcome: 'direct', damage: atk, damaged: 'opponent' })
    return changeLife(state, 'opponent', -atk, events)
  }
  const dummy = state.opponent.creatures.find((d) => d.id === target)
  if (!dummy) {
    events.push({ kind: 'clash', attacker, target, attackerAtk: atk, defenderStat: null, defenderPosture: null, outcome: 'target-gone', damage: 0, damaged: null }) // I5
    return state
  }
  const { outcome, damage, damaged, dummyDestroyed, attackerDestroyed } = judge(atk, dummy)
  const defenderStat = dummy.posture === 'offensive' ? dummy.atk : dummy.def
  events.push({ kind: 'clash', attacker, target, attackerAtk: atk, defenderStat, defenderPosture: dummy.posture, outcome, damage, damaged })
  let next = state
  if (dummyDestroyed) {
    events.push({ kind: 'dummyDestroyed', dummy: target })
    next = update(next, { opponent: { ...next.opponent, creatures: next.opponent.creatures.filter((d) => d.id !== target) } })
  }
  if (attackerDestroyed) {
    events.push({ kind: 'destroyed', card: attacker })
    next = moveCard(next, attacker, 'creatures', 'graveyard', 'top', undefined, events)
  }
  return damaged ? changeLife(next, damaged, -damage, events) : next
}

