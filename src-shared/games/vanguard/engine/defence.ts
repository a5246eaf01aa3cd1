// The player's side of a battle: the goldfish's attack on the player's vanguard (its power and
// critical set by the player), 3. Étape de garde (guardians called from the hand, intercepts from
// the front row), 5. Étape des dommages (guardians retired, then one damage check per damage,
// each trigger resolved) and 6. Fermer l’étape. "Take N damage" runs the same damage checks.
import { BATTLE_STEP_RULE, GAME_END_RULE, PHASE_RULE } from '../rules'
import { fieldUnits, powerOf, startTrigger, toDamage, triggerResolves } from './battle'
import { askGuard, defenceOf, triggerAsked } from './questions'
import { circleOf, defOf, err, isUnit, lose, moveCard, ok, vanguardOf, type Fail } from './state'
import { isFrontRow, type CardId, type EngineResult, type GameEvent, type GameState } from './types'

const GUARD = BATTLE_STEP_RULE.guard
const DAMAGE = BATTLE_STEP_RULE.damage
/** Damage a single action may deal, and the most power an attack may be given. */
export const MAX_DAMAGE = 6
export const MAX_POWER = 1_000_000

/** Damage checks one by one, each resolved before the next; then the close step of a battle on the vanguard. */
export function damageOn(state: GameState, events: GameEvent[]): GameState {
  let next = state
  while (next.damageChecks > 0 && !triggerAsked(next) && next.result === 'ongoing') {
    const top = next.zones.deck[0]
    if (top === undefined) {
      // A damage check needs a card: with none, the game is lost (GE-deck-out).
      events.push({ kind: 'deckEmpty' })
      return lose({ ...next, damageChecks: 0 }, GAME_END_RULE.deckOut, 'deckOut', events)
    }
    next = { ...next, damageChecks: next.damageChecks - 1, zones: { ...next.zones, deck: next.zones.deck.slice(1), trigger: [...next.zones.trigger, top] } }
    const resolves = triggerResolves(next, top)
    events.push({ kind: 'damageCheck', card: top, trigger: defOf(next, top).trigger, resolves })
    next = resolves ? startTrigger(next, top, 'damage', events) : toDamage(next, top, events)
  }
  if (next.damageChecks === 0 && next.question?.kind === 'guard' && next.question.data.step === 'damage') {
    events.push({ kind: 'battleClosed' })
    next = askGuard(next, null)
  }
  return next
}

function checksUnderWay(state: GameState): Fail | null {
  if (state.damageChecks > 0 || triggerAsked(state)) return err('pending', DAMAGE, 'finish the damage checks under way first')
  return null
}

/** Take N damage, by hand: N damage checks, each trigger resolved, each card then to the damage zone. */
export function takeDamageRefused(state: GameState, count: number): Fail | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_DAMAGE) return err('bad-amount', DAMAGE, `take from 1 to ${MAX_DAMAGE} damage`, { amount: count })
  return checksUnderWay(state)
}

export function takeDamage(state: GameState, count: number): EngineResult {
  const refused = takeDamageRefused(state, count)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(damageOn({ ...state, damageChecks: count }, events), events)
}

/** The goldfish's vanguard attacks the player's, in the goldfish's turn: on to the guard step. */
export function opponentAttackRefused(state: GameState): Fail | null {
  if (state.phase !== 'opponent') return err('wrong-phase', PHASE_RULE.battle, 'the opponent attacks in its own turn', { phase: state.phase })
  if (defenceOf(state)) return err('pending', GUARD, 'finish the battle under way first')
  const refused = checksUnderWay(state)
  if (refused) return refused
  if (vanguardOf(state) === null) return err('not-in-zone', BATTLE_STEP_RULE.attack, 'you have no vanguard to attack')
  return null
}

export function opponentAttack(state: GameState, power: number, critical: number): EngineResult {
  const refused = opponentAttackRefused(state)
  if (refused) return refused
  return ok(askGuard(state, { step: 'guard', power, critical }), [{ kind: 'opponentAttacked', power, critical }])
}

export function atGuardStep(state: GameState): Fail | null {
  if (state.question?.kind !== 'guard' || state.question.data.step !== 'guard' || state.damageChecks > 0) return err('wrong-phase', GUARD, 'guardians are called in the guard step of an attack on your vanguard')
  return null
}

/** "Une unité sans valeur [Shield] imprimée est considérée comme ayant [Shield] 0." */
const shieldOf = (state: GameState, id: CardId) => defOf(state, id).shield ?? 0

/** A unit of the hand, of any grade, called to (GC) as [Rest]: its shield guards the vanguard. */
export function guardRefused(state: GameState, card: CardId): Fail | null {
  const refused = atGuardStep(state)
  if (refused) return refused
  if (!state.zones.hand.includes(card)) return err('not-in-zone', GUARD, 'call a guardian from your hand', { card })
  if (!isUnit(defOf(state, card))) return err('cannot-guard', GUARD, 'only a unit is called to the guardian circle', { card })
  return null
}

export function guard(state: GameState, card: CardId): EngineResult {
  const refused = guardRefused(state, card)
  if (refused) return refused
  const next = moveCard(state, card, 'hand', 'guardian')
  return ok({ ...next, rested: [...next.rested, card] }, [{ kind: 'guarded', card, shield: shieldOf(state, card), from: 'hand' }])
}

/** A front-row rear-guard with the Intercept icon, [Stand] or [Rest], moves to (GC) as [Rest] (not a call). */
export function interceptRefused(state: GameState, card: CardId): Fail | null {
  const refused = atGuardStep(state)
  if (refused) return refused
  const circle = circleOf(state, card)
  if (!circle || !isFrontRow(circle)) return err('cannot-intercept', GUARD, 'only a rear-guard of the front row intercepts', { card })
  if (defOf(state, card).skill !== 'intercept') return err('cannot-intercept', GUARD, 'only a rear-guard with the Intercept skill icon intercepts', { card })
  return null
}

export function intercept(state: GameState, card: CardId): EngineResult {
  const refused = interceptRefused(state, card)
  if (refused) return refused
  const circle = circleOf(state, card)!
  const moved = moveCard(state, card, 'rearguard', 'guardian')
  const next = { ...moved, circles: { ...moved.circles, [circle]: null }, rested: [...moved.rested, card] }
  return ok(next, [{ kind: 'guarded', card, shield: shieldOf(state, card), from: circle }])
}

/** 3. Étape de garde: the player's vanguard's power plus the shields of the guardians on (GC). */
export function guardedPower(state: GameState): number {
  const vanguard = vanguardOf(state)
  return (vanguard === null ? 0 : powerOf(state, vanguard)) + state.zones.guardian.reduce((sum, id) => sum + shieldOf(state, id), 0)
}

/**
 * No more guardians: 5. Étape des dommages. The attack hits when its power reaches the vanguard's
 * power plus its guardians' shields; every unit on (GC) is retired first, hit or not; a hit makes
 * as many damage checks as the critical; then 6. Fermer l’étape.
 */
export function endGuard(state: GameState): EngineResult {
  const refused = atGuardStep(state)
  if (refused) return refused
  const attack = defenceOf(state)!
  const { power, critical } = attack
  const guardians = state.zones.guardian
  const vanguard = vanguardOf(state)
  const defence = guardedPower(state)
  // "Si l’un des adversaires de la bataille a quitté le terrain … l’attaque est annulée et ne touche pas."
  const hit = vanguard !== null && power >= defence
  const damage = hit ? Math.max(0, critical) : 0
  const events: GameEvent[] = [{ kind: 'defenceResult', hit, power, defence, damage }]
  let next = state
  if (guardians.length) {
    events.push({ kind: 'guardiansRetired', cards: [...guardians] })
    for (const id of guardians) next = moveCard(next, id, 'guardian', 'drop')
  }
  return ok(damageOn({ ...askGuard(next, { ...attack, step: 'damage' }), damageChecks: damage }, events), events)
}

/** The units that can guard now: the hand's units, and the front row's interceptors. */
export const guardCandidates = (state: GameState) => ({
  hand: state.zones.hand.filter((id) => isUnit(defOf(state, id))),
  interceptors: fieldUnits(state).filter((id) => defOf(state, id).skill === 'intercept'),
})
