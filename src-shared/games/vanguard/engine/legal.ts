// The actions the rules allow now, found by asking the reducer's checks (no rule is written twice;
// `refusal` is what `apply` refuses, without building the next state). Manual
// actions are listed once each with a typical amount (take 1 damage, Counter Blast 1…), for the
// table's menus; the generic table actions (move, search, look, arrange) are the table's own.
import type { Action } from './actions'
import { refusal } from './apply'
import { defenceOf, gAssistAsked, triggerAsked } from './questions'
import { CIRCLES, GOLDFISH_CIRCLES, type GameState } from './types'

/** Every pair of distinct cards, for the G assist's two cards to remove. */
const pairs = (ids: readonly string[]) => ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))

function ruleCandidates(state: GameState): Action[] {
  const hand = state.zones.hand
  const field = [...state.zones.vanguard, ...state.zones.rearguard]
  const candidates: Action[] = [{ type: 'nextPhase' }]
  if (state.phase === 'mulligan') return [...candidates, { type: 'keepHand' }, { type: 'mulligan', cards: [] }, ...hand.map((id) => ({ type: 'mulligan' as const, cards: [id] }))]
  candidates.push({ type: 'endTurn' })
  if (triggerAsked(state)) return [...candidates, ...field.map((unit) => ({ type: 'assignTrigger' as const, unit }))]
  const assist = gAssistAsked(state)
  if (assist) {
    if (assist.stage === 'take') return assist.choices.map((card) => ({ type: 'gAssistTake' as const, card }))
    return pairs(hand).map((cards) => ({ type: 'gAssistRemove' as const, cards }))
  }
  if (state.phase === 'gAssist') candidates.push({ type: 'gAssist' })
  if (state.phase === 'ride') candidates.push(...hand.map((card) => ({ type: 'ride' as const, card })), ...hand.map((discard) => ({ type: 'rideFromRideDeck' as const, discard })))
  if (state.phase === 'battle')
    for (const target of ['vanguard', ...GOLDFISH_CIRCLES] as const)
      for (const card of field) {
        const on = target === 'vanguard' ? {} : { target }
        candidates.push({ type: 'attack', card, ...on })
        for (const booster of state.zones.rearguard) candidates.push({ type: 'attack', card, booster, ...on })
      }
  if (state.phase === 'main') {
    for (const card of hand) for (const circle of CIRCLES) candidates.push({ type: 'call', card, circle })
    for (const from of CIRCLES) candidates.push({ type: 'moveInColumn', from })
  }
  const defence = defenceOf(state)
  if (state.phase === 'main' || defence) candidates.push(...hand.map((card) => ({ type: 'playOrder' as const, card })))
  if (state.phase === 'opponent') candidates.push({ type: 'opponentAttack' })
  if (defence)
    candidates.push(...hand.map((card) => ({ type: 'guard' as const, card })), ...state.zones.rearguard.map((card) => ({ type: 'intercept' as const, card })), { type: 'endGuard' })
  return candidates
}

/** Adds `action` to `legal` when apply would accept it. */
function keep(state: GameState, legal: Action[], action: Action): void {
  if (refusal(state, action) === null) legal.push(action)
}

/** The manual actions that apply would accept (loops, not spread lists: this runs for every action of a game). */
function addManual(state: GameState, legal: Action[]): void {
  keep(state, legal, { type: 'takeDamage', count: 1 })
  keep(state, legal, { type: 'counterBlast', count: 1 })
  keep(state, legal, { type: 'soulBlast', count: 1 })
  keep(state, legal, { type: 'soulCharge', count: 1 })
  for (const zone of [state.zones.damage, state.zones.order]) for (const card of zone) keep(state, legal, { type: 'flipCard', card })
  for (const zone of [state.zones.vanguard, state.zones.rearguard, state.zones.guardian])
    for (const card of zone) {
      keep(state, legal, { type: 'standUnit', card })
      keep(state, legal, { type: 'restUnit', card })
      keep(state, legal, { type: 'modifyUnit', card, power: 5000, critical: 0 })
      keep(state, legal, { type: 'modifyUnit', card, power: 0, critical: 1 })
    }
}

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  const legal: Action[] = []
  for (const action of ruleCandidates(state)) keep(state, legal, action)
  addManual(state, legal)
  return legal
}
