// Phase de combat against the goldfish: the attack step (a [Stand] front-row unit, boosted by a
// [Stand] Boost unit behind it), the guard step (the shield the player sets for the goldfish), the
// drive step (drive checks to the trigger zone; a trigger of a nation or clan on the field waits
// for the player to say where its critical and power go), the damage step and the close step.
import { TRIGGER_POWER } from '../card'
import { BATTLE_STEP_RULE, DAMAGE_LIMIT, GAME_END_RULE, PHASE_RULE } from '../rules'
import { askGuard, askTrigger, defenceOf, triggerAsked } from './questions'
import { damageOn } from './defence'
import { circleOf, defOf, drawCards, err, isUnit, lose, moveCard, ok, vanguardOf, type Fail } from './state'
import {
  CIRCLES,
  COLUMN_OF,
  isFrontRow,
  type AttackTarget,
  type CardId,
  type Circle,
  type EngineResult,
  type GameEvent,
  type GameState,
  type GoldfishCircle,
  type PendingTrigger,
} from './types'

/** Six damage loses, the goldfish too (Étape des dommages: "6 cartes ou plus dans sa zone de dégâts"). */
export const GOLDFISH_DAMAGE_LIMIT = DAMAGE_LIMIT
const ATTACK = BATTLE_STEP_RULE.attack
const DRIVE = BATTLE_STEP_RULE.drive

/** The units on the field: the vanguard and the rear-guards. */
export const fieldUnits = (state: GameState): CardId[] => [...state.zones.vanguard, ...state.zones.rearguard]
/** Whether a card is one of the field's units (without building the list: legalActions asks it of every unit). */
export const isOnField = (state: GameState, id: CardId): boolean => state.zones.vanguard.includes(id) || state.zones.rearguard.includes(id)

export function powerOf(state: GameState, id: CardId): number {
  return (defOf(state, id).power ?? 0) + (state.boosts[id]?.power ?? 0)
}
export function criticalOf(state: GameState, id: CardId): number {
  return (defOf(state, id).critical ?? 0) + (state.boosts[id]?.critical ?? 0)
}
/** The attacking power: the attacker's, plus the booster's while it boosts (Étape d’attaque). */
export const attackPower = (state: GameState, attacker: CardId, booster: CardId | null) => powerOf(state, attacker) + (booster ? powerOf(state, booster) : 0)

/** The back-row circle behind a front-row unit (the vanguard's is the back centre). */
function behind(state: GameState, attacker: CardId): Circle | null {
  if (vanguardOf(state) === attacker) return 'backCenter'
  const circle = circleOf(state, attacker)
  if (!circle || !isFrontRow(circle)) return null
  return CIRCLES.find((c) => c !== circle && COLUMN_OF[c] === COLUMN_OF[circle]) ?? null
}

/** The goldfish's vanguard, set by the player (any time). */
export function setGoldfish(state: GameState, grade: number, power: number): EngineResult {
  return ok({ ...state, goldfish: { ...state.goldfish, grade, power } }, [{ kind: 'goldfishSet', grade, power }])
}

/** A dummy rear-guard of this power on the goldfish's front-row circle, or none (null). */
export function setGoldfishRearguard(state: GameState, circle: GoldfishCircle, power: number | null): EngineResult {
  return ok({ ...state, goldfishRearguards: { ...state.goldfishRearguards, [circle]: power } }, [{ kind: 'goldfishRearguardSet', circle, power }])
}

/** The attacked unit's power: the goldfish's vanguard's, or the dummy rear-guard's (null: none there). */
const targetPower = (state: GameState, target: AttackTarget): number | null => (target === 'vanguard' ? state.goldfish.power : state.goldfishRearguards[target])

/**
 * Étape d’attaque, then garde and conduite: the attack on one of the goldfish's front-row units,
 * its vanguard or a dummy rear-guard ("choisissez l'une des unités de votre adversaire au premier rang").
 */
export function attackRefused(state: GameState, attacker: CardId, booster: CardId | null, target: AttackTarget = 'vanguard'): Fail | null {
  if (state.phase !== 'battle') return err('wrong-phase', PHASE_RULE.battle, 'attacks are made in the battle phase', { phase: state.phase })
  if (state.battle || triggerAsked(state)) return err('pending', ATTACK, 'finish the battle under way first')
  const front = vanguardOf(state) === attacker || (circleOf(state, attacker) !== null && isFrontRow(circleOf(state, attacker)!))
  if (!front) return err('cannot-attack', ATTACK, 'only a unit of the front row attacks', { card: attacker })
  if (state.rested.includes(attacker)) return err('cannot-attack', ATTACK, 'only a [Stand] unit attacks', { card: attacker })
  if (booster !== null) {
    const circle = behind(state, attacker)
    if (!circle || state.circles[circle] !== booster) return err('cannot-boost', ATTACK, 'the booster is the unit behind the attacker, in its column', { card: booster })
    if (state.rested.includes(booster)) return err('cannot-boost', ATTACK, 'only a [Stand] unit boosts', { card: booster })
    if (defOf(state, booster).skill !== 'boost') return err('cannot-boost', ATTACK, 'only a unit with the Boost skill icon boosts', { card: booster })
  }
  if (targetPower(state, target) === null) return err('no-dummy', ATTACK, 'the opponent has no rear-guard on that circle: set one first', { target })
  return null
}

export function attack(state: GameState, attacker: CardId, booster: CardId | null, guard: number, target: AttackTarget = 'vanguard'): EngineResult {
  const refused = attackRefused(state, attacker, booster, target)
  if (refused) return refused
  const rested = [...state.rested, attacker, ...(booster ? [booster] : [])]
  const skill = defOf(state, attacker).skill
  // "toutes les unités ont le lecteur 1 … Twin Drive 2 … Triple Drive 3"; only a vanguard drives.
  const drives = vanguardOf(state) === attacker ? (skill === 'triple-drive' ? 3 : skill === 'twin-drive' ? 2 : 1) : 0
  const events: GameEvent[] = [{ kind: 'attacked', attacker, booster, power: attackPower(state, attacker, booster), guard, target }]
  return ok(driveOn({ ...state, rested, battle: { step: 'drive', target, attacker, booster, guard, drives } }, events), events)
}

/** Does a trigger resolve: its card shares a nation or clan with a unit on the field (Étape de conduite). */
export function triggerResolves(state: GameState, card: CardId): boolean {
  const def = defOf(state, card)
  if (!def.trigger) return false
  return fieldUnits(state).some((id) => {
    const unit = defOf(state, id)
    return unit.nations.some((n) => def.nations.includes(n)) || (unit.clan !== null && unit.clan === def.clan)
  })
}

/** Drive checks one by one, each resolved before the next; then the damage and close steps. */
function driveOn(state: GameState, events: GameEvent[]): GameState {
  let next = state
  while (next.battle && next.battle.drives > 0 && !triggerAsked(next)) {
    const top = next.zones.deck[0]
    if (top === undefined) {
      // A drive check needs a card: with none, the game is lost (GE-deck-out).
      events.push({ kind: 'deckEmpty' })
      return lose({ ...next, battle: { ...next.battle, drives: 0 } }, GAME_END_RULE.deckOut, 'deckOut', events)
    }
    next = { ...next, zones: { ...next.zones, deck: next.zones.deck.slice(1), trigger: [...next.zones.trigger, top] }, battle: { ...next.battle, drives: next.battle.drives - 1 } }
    const resolves = triggerResolves(next, top)
    events.push({ kind: 'driveCheck', card: top, trigger: defOf(next, top).trigger, resolves })
    next = resolves ? startTrigger(next, top, 'drive', events) : toHand(next, top, events)
  }
  if (next.battle && next.battle.drives === 0 && !triggerAsked(next)) next = damageStep(next, events)
  return next
}

/** What a trigger does before its choices: front gives its power to the front row, draw draws, heal heals, over leaves. */
export function startTrigger(state: GameState, card: CardId, check: PendingTrigger['check'], events: GameEvent[]): GameState {
  const trigger = defOf(state, card).trigger!
  let next = state
  let power = TRIGGER_POWER[trigger]
  if (trigger === 'front') {
    const frontRow = [...next.zones.vanguard, ...CIRCLES.filter(isFrontRow).map((c) => next.circles[c]).filter((id): id is CardId => id !== null)]
    for (const unit of frontRow) next = give(next, card, unit, power, 0, events)
    power = 0
  }
  if (trigger === 'draw' || trigger === 'over') {
    events.push({ kind: 'triggerEffect', card, effect: 'draw' })
    next = drawCards(next, 1, events)
  }
  // Heal only when the player has as much damage as the opponent or more (the heal trigger's condition).
  if (trigger === 'heal' && next.zones.damage.length > 0 && next.zones.damage.length >= next.goldfish.damage) {
    events.push({ kind: 'triggerEffect', card, effect: 'heal' })
    next = moveCard(next, next.zones.damage[0]!, 'damage', 'drop')
  }
  const pending: PendingTrigger = { card, trigger, check, critical: trigger === 'critical' ? 1 : 0, power, defence: defenceOf(next) }
  if (pending.critical === 0 && pending.power === 0) return finishTrigger(next, card, check, events)
  return askTrigger(next, pending)
}

function give(state: GameState, card: CardId, unit: CardId, power: number, critical: number, events: GameEvent[]): GameState {
  const was = state.boosts[unit] ?? { power: 0, critical: 0 }
  events.push({ kind: 'triggerGiven', card, unit, power, critical })
  return { ...state, boosts: { ...state.boosts, [unit]: { power: was.power + power, critical: was.critical + critical } } }
}

/** The revealed card goes to the hand (drive check) or the damage zone (damage check), or the over trigger is removed. */
function finishTrigger(state: GameState, card: CardId, check: PendingTrigger['check'], events: GameEvent[]): GameState {
  if (defOf(state, card).trigger === 'over') {
    // OT-removed: out of the game, neither to the hand nor to the damage zone.
    events.push({ kind: 'triggerEffect', card, effect: 'over-removed' })
    return moveCard(state, card, 'trigger', 'removed')
  }
  return check === 'drive' ? toHand(state, card, events) : toDamage(state, card, events)
}

/** A damage check's card goes to the damage zone; the sixth loses (5. Étape des dommages). */
export function toDamage(state: GameState, card: CardId, events: GameEvent[]): GameState {
  const next = moveCard(state, card, 'trigger', 'damage')
  events.push({ kind: 'toDamage', card, damage: next.zones.damage.length })
  return next.zones.damage.length >= DAMAGE_LIMIT ? lose(next, BATTLE_STEP_RULE.damage, 'damage', events) : next
}

function toHand(state: GameState, card: CardId, events: GameEvent[]): GameState {
  events.push({ kind: 'toHand', card })
  return moveCard(state, card, 'trigger', 'hand')
}

/** The player's answer to a pending trigger: the unit that gets its critical, then its power. */
export function assignTriggerRefused(state: GameState, unit: CardId): Fail | null {
  const pending = triggerAsked(state)
  if (!pending) return err('nothing-pending', DRIVE, 'no trigger is waiting for a unit')
  const rule = pending.check === 'drive' ? DRIVE : BATTLE_STEP_RULE.damage
  if (!isOnField(state, unit) || !isUnit(defOf(state, unit))) return err('bad-target', rule, 'choose one of your units on the field', { card: unit })
  return null
}

export function assignTrigger(state: GameState, unit: CardId): EngineResult {
  const refused = assignTriggerRefused(state, unit)
  if (refused) return refused
  const pending = triggerAsked(state)!
  const events: GameEvent[] = []
  const critical = pending.critical > 0
  let next = give(state, pending.card, unit, critical ? 0 : pending.power, critical ? 1 : 0, events)
  const left: PendingTrigger = critical ? { ...pending, critical: 0 } : { ...pending, power: 0 }
  if (left.critical > 0 || left.power > 0) return ok(askTrigger(next, left), events)
  next = finishTrigger(askGuard(next, pending.defence), pending.card, pending.check, events)
  return ok(pending.check === 'drive' ? driveOn(next, events) : damageOn(next, events), events)
}

/**
 * Étape des dommages: a hit when the attacking power reaches the guarded power. A hit vanguard
 * takes damage equal to the critical; a hit rear-guard is retired ("l'unité attaquée est retirée").
 * An attacked dummy no longer there (the player took it away) is not hit ("l'attaque est annulée").
 */
function damageStep(state: GameState, events: GameEvent[]): GameState {
  const battle = state.battle!
  const target = battle.target
  const power = attackPower(state, battle.attacker, battle.booster)
  const attacked = targetPower(state, target)
  const defence = (attacked ?? 0) + battle.guard
  const hit = attacked !== null && power >= defence
  const damage = hit && target === 'vanguard' ? Math.max(0, criticalOf(state, battle.attacker)) : 0
  const goldfishDamage = state.goldfish.damage + damage
  events.push({ kind: 'battleResult', hit, power, defence, damage, goldfishDamage, target }, { kind: 'battleClosed' })
  // Fermer l’étape: the battle is over; back to the start step.
  const rearguards = hit && target !== 'vanguard' ? { ...state.goldfishRearguards, [target]: null } : state.goldfishRearguards
  const next: GameState = { ...state, battle: null, goldfish: { ...state.goldfish, damage: goldfishDamage }, goldfishRearguards: rearguards }
  if (goldfishDamage < DAMAGE_LIMIT) return next
  events.push({ kind: 'gameWon', rule: BATTLE_STEP_RULE.damage })
  return { ...next, result: 'won', endedBy: BATTLE_STEP_RULE.damage }
}
