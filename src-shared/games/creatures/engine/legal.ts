// The rules actions the player may take now (manual actions are always offered by the table).
// Each listed action is accepted by `apply`; the property suite checks it.
import type { PendingChoice } from '../../../game/module'
import { RULE } from '../rules'
import type { Action } from './actions'
import { canAttackProblem } from './combat'
import { canSacrifice, MAGIC_AP, SUMMON_AP } from './play'
import { CREATURE_SLOTS, defOf, MAGIC_SLOTS } from './state'
import type { CardId, GameState } from './types'

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  if (state.phase === 'setup') return [{ type: 'keepHand' }, { type: 'mulligan', cards: [...state.zones.hand] }]
  const actions: Action[] = [{ type: 'nextPhase' }, { type: 'endTurn' }]
  const { hand, creatures, magic } = state.zones
  const primaryOrFinal = state.phase === 'primary' || state.phase === 'final'
  if (state.phase === 'primary' && state.ap >= SUMMON_AP) {
    const eligible = creatures.filter((id) => canSacrifice(state, id))
    for (const card of hand) {
      const def = defOf(state, card)
      if (def.category !== 'creature') continue
      const level = def.level ?? 0
      if (eligible.length < level || creatures.length - level >= CREATURE_SLOTS) continue
      actions.push({ type: 'summon', card, posture: 'offensive', sacrifices: eligible.slice(0, level) }, { type: 'summon', card, posture: 'defensive', sacrifices: eligible.slice(0, level) })
    }
  }
  if (primaryOrFinal) {
    for (const card of hand) {
      const category = defOf(state, card).category
      if ((category === 'effect' || category === 'equipment') && magic.length < MAGIC_SLOTS) actions.push({ type: 'setMagic', card })
      if (category === 'terrain') actions.push({ type: 'playTerrain', card })
    }
    for (const card of creatures) {
      const posture = state.status[card]!.posture
      if (posture !== 'rest') actions.push({ type: 'setPosture', card, posture: posture === 'offensive' ? 'defensive' : 'offensive' })
    }
  }
  if (state.ap >= MAGIC_AP) {
    const sources: CardId[] = primaryOrFinal ? [...hand, ...magic] : state.phase === 'clash' || state.phase === 'opponent' ? [...magic] : []
    for (const card of sources) {
      const category = defOf(state, card).category
      if (category === 'effect') actions.push({ type: 'activateMagic', card })
      else if (category === 'equipment' && primaryOrFinal && creatures.length) actions.push({ type: 'activateMagic', card, target: creatures[0]! })
    }
  }
  for (const card of creatures) {
    defOf(state, card).skills.forEach((skill, i) => {
      if (skill.ap <= state.ap && (state.phase !== 'clash' || skill.clash)) actions.push({ type: 'activateSkill', card, skill: i })
    })
    if (state.phase === 'clash' && !canAttackProblem(state, card)) {
      const target = state.opponent.creatures[0]?.id
      actions.push(target ? { type: 'attack', card, target } : { type: 'attack', card })
    }
  }
  return actions
}

/** "Le déroulement": before the first turn, the player chooses the cards to put under the deck. */
export function pending(state: GameState): PendingChoice | null {
  if (state.phase !== 'setup' || state.result !== 'ongoing') return null
  return {
    kind: 'partialMulligan',
    prompt: {
      en: 'Choose any number of cards to put under your deck; you draw as many, then the deck is shuffled.',
      fr: 'Choisissez autant de cartes que vous voulez à placer sous votre deck ; vous en repiochez autant, puis le deck est mélangé.',
    },
    from: [...state.zones.hand],
    min: 0,
    max: state.zones.hand.length,
    rule: RULE.flow,
  }
}
