// Playing cards and skills: summons (1.3, RS), magic cards (2.1), terrains (3.1), active skills
// (1.4), each paid in action points (PA) and allowed only in the phases the text names.
import { accept, refuse } from '../../../game/core'
import { INTERPRETATION, RULE } from '../rules'
import { CREATURE_SLOTS, defOf, freshStatus, MAGIC_SLOTS, moveCard, setStatus, update, type Fail } from './state'
import type { CardId, EngineResult, GameEvent, GameState, SummonPosture } from './types'

/** The cost of a summon whatever the level, and of activating a magic card (PA). */
export const SUMMON_AP = 1
export const MAGIC_AP = 1

function inHand(state: GameState, card: CardId): Fail | null {
  return state.zones.hand.includes(card) ? null : refuse('not-in-zone', RULE.flow, `card ${card} is not in your hand`, { card, zone: 'hand' })
}

function payable(state: GameState, ap: number): Fail | null {
  return state.ap >= ap ? null : refuse('no-ap', RULE.ap, `this costs ${ap} AP and you have ${state.ap}`, { cost: ap, ap: state.ap })
}

/** The phases where the player may do `what`, as the text lists them. */
function inPhase(state: GameState, phases: readonly string[], rule: string, what: string): Fail | null {
  return phases.includes(state.phase) ? null : refuse('wrong-phase', rule, `${what} is not possible in this phase`, { phase: state.phase, what })
}

/** The creatures a summon may sacrifice: on the field, and not summoned this turn (RS). */
export function canSacrifice(state: GameState, card: CardId): boolean {
  return state.zones.creatures.includes(card) && state.status[card]!.since !== state.ownTurn
}

export function summon(state: GameState, card: CardId, posture: SummonPosture, sacrifices: readonly CardId[]): EngineResult {
  const def = defOf(state, card)
  const refused =
    inPhase(state, ['primary'], RULE.flow, 'summoning') ??
    inHand(state, card) ??
    (def.category !== 'creature' ? refuse('wrong-category', RULE.flow, `${def.name} is not a creature`, { card }) : null) ??
    // 1.2, "Le déroulement": never straight into rest.
    ((posture as string) !== 'offensive' && (posture as string) !== 'defensive'
      ? refuse('bad-posture', RULE.postures, 'a creature is summoned in offensive or defensive posture only', { posture })
      : null) ??
    payable(state, SUMMON_AP)
  if (refused) return refused
  const level = def.level ?? 0
  // 1.3: as many sacrifices as the level.
  if (sacrifices.length !== level)
    return refuse('sacrifice-count', RULE.levels, `a level-${level} creature needs ${level} sacrifice(s), not ${sacrifices.length}`, { level, count: sacrifices.length })
  if (new Set(sacrifices).size !== sacrifices.length || sacrifices.some((id) => !state.zones.creatures.includes(id)))
    return refuse('sacrifice-invalid', RULE.levels, 'sacrifices are different creatures of your creature slots', { card })
  const fresh = sacrifices.find((id) => !canSacrifice(state, id))
  if (fresh) return refuse('sacrifice-new', RULE.extra, 'a creature summoned this turn cannot be sacrificed', { card: fresh })
  if (state.zones.creatures.length - sacrifices.length >= CREATURE_SLOTS)
    return refuse('slots-full', RULE.board, `the ${CREATURE_SLOTS} creature slots are full`, { slots: CREATURE_SLOTS, zone: 'creatures' })
  const events: GameEvent[] = []
  let next = state
  for (const id of sacrifices) next = moveCard(next, id, 'creatures', 'graveyard', 'top', undefined, events)
  next = moveCard(next, card, 'hand', 'creatures', 'top', freshStatus(next, posture))
  events.unshift({ kind: 'summoned', card, posture, sacrifices: [...sacrifices], ap: SUMMON_AP })
  return accept(update(next, { ap: next.ap - SUMMON_AP }), events)
}

/** 2.1: the phases in which magic is played from the hand (effects and equipment), and equipment activated. */
const HAND_MAGIC_PHASES = ['primary', 'final']
/** 2.1: a placed effect card is also activated in the clash phase and in the opponent's turn. */
const PLACED_EFFECT_PHASES = ['primary', 'clash', 'final', 'opponent']

/** Placing a magic card in a slot without activating it (I8: placing costs no AP). */
export function setMagic(state: GameState, card: CardId): EngineResult {
  const def = defOf(state, card)
  const refused =
    inPhase(state, HAND_MAGIC_PHASES, RULE.magic, 'placing a magic card') ??
    inHand(state, card) ??
    (def.category !== 'effect' && def.category !== 'equipment' ? refuse('wrong-category', RULE.magic, `${def.name} is not a magic card`, { card }) : null) ??
    slotFree(state)
  if (refused) return refused
  return accept(moveCard(state, card, 'hand', 'magic'), [{ kind: 'magicSet', card }])
}

function slotFree(state: GameState): Fail | null {
  return state.zones.magic.length < MAGIC_SLOTS ? null : refuse('slots-full', RULE.board, `the ${MAGIC_SLOTS} magic slots are full`, { slots: MAGIC_SLOTS, zone: 'magic' })
}

/**
 * 2.1, PA: activating a magic card costs 1 AP. An effect card is played from the hand in the
 * primary and final phases, or activated from its slot then and in the clash and the opponent's
 * turn; once used it goes to the graveyard (I6). An equipment card is activated in the primary
 * and final phases only, on one of the player's creatures, and then no longer takes a slot.
 */
export function activateMagic(state: GameState, card: CardId, target: CardId | undefined): EngineResult {
  const def = defOf(state, card)
  const from = state.zones.hand.includes(card) ? 'hand' : state.zones.magic.includes(card) ? 'magic' : null
  if (!from) return refuse('not-in-zone', RULE.magic, `card ${card} is neither in your hand nor in a magic slot`, { card, zone: 'magic' })
  if (def.category === 'effect') {
    const refused = inPhase(state, from === 'hand' ? HAND_MAGIC_PHASES : PLACED_EFFECT_PHASES, RULE.magic, 'this effect card') ?? payable(state, MAGIC_AP)
    if (refused) return refused
    const next = moveCard(state, card, from, 'graveyard')
    return accept(update(next, { ap: next.ap - MAGIC_AP }), [{ kind: 'magicActivated', card, target: null, ap: MAGIC_AP }, { kind: 'moved', card, from, to: 'graveyard', position: 'top' }])
  }
  if (def.category !== 'equipment') return refuse('wrong-category', RULE.magic, `${def.name} is not a magic card`, { card })
  const refused =
    inPhase(state, HAND_MAGIC_PHASES, RULE.magic, 'equipping') ??
    (target === undefined || !state.zones.creatures.includes(target)
      ? refuse('bad-target', RULE.magic, 'an equipment card is attached to one of your creatures', { card })
      : null) ??
    payable(state, MAGIC_AP)
  if (refused) return refused
  const next = moveCard(state, card, from, 'equipped', 'top', freshStatus(state, 'offensive', target!))
  return accept(update(next, { ap: next.ap - MAGIC_AP }), [
    { kind: 'magicActivated', card, target: target!, ap: MAGIC_AP },
    { kind: 'equipped', card, target: target! },
  ])
}

/** 3.1: a terrain goes to the terrain zone; a new one replaces the old, which goes to the graveyard (I7). */
export function playTerrain(state: GameState, card: CardId): EngineResult {
  const def = defOf(state, card)
  const refused =
    inPhase(state, HAND_MAGIC_PHASES, INTERPRETATION.freeActions, 'playing a terrain') ??
    inHand(state, card) ??
    (def.category !== 'terrain' ? refuse('wrong-category', RULE.terrain, `${def.name} is not a terrain`, { card }) : null)
  if (refused) return refused
  const events: GameEvent[] = []
  const old = state.zones.terrain[0] ?? null
  let next = state
  if (old) {
    next = moveCard(next, old, 'terrain', 'graveyard')
    events.push({ kind: 'moved', card: old, from: 'terrain', to: 'graveyard', position: 'top' })
  }
  events.unshift({ kind: 'terrainPlayed', card, replaced: old })
  return accept(moveCard(next, card, 'hand', 'terrain'), events)
}

/**
 * 1.4: an active skill costs the AP in its brackets. "Le déroulement": skills are used in the
 * primary and final phases, in the clash only when their text says so; in the opponent's turn
 * too (I15).
 */
export function activateSkill(state: GameState, card: CardId, index: number): EngineResult {
  if (!state.zones.creatures.includes(card)) return refuse('not-in-zone', RULE.skills, `card ${card} is not in your creature slots`, { card, zone: 'creatures' })
  const skill = defOf(state, card).skills[index]
  if (!skill) return refuse('no-skill', RULE.skills, 'this creature has no such active skill', { card, skill: index })
  if (state.phase === 'clash' && !skill.clash) return refuse('skill-not-in-clash', RULE.flow, 'this skill does not say it can be used in the clash phase', { card, skill: skill.name })
  const refused = inPhase(state, ['primary', 'clash', 'final', 'opponent'], RULE.flow, 'using a skill') ?? payable(state, skill.ap)
  if (refused) return refused
  return accept(update(state, { ap: state.ap - skill.ap }), [{ kind: 'skillUsed', card, skill: skill.name, ap: skill.ap }])
}

/** I9: the text says nothing of changing posture; it is allowed between offensive and defensive in the primary and final phases, not out of rest. */
export function setPosture(state: GameState, card: CardId, posture: SummonPosture): EngineResult {
  const refused =
    inPhase(state, HAND_MAGIC_PHASES, INTERPRETATION.postureChange, 'changing posture') ??
    (!state.zones.creatures.includes(card) ? refuse('not-in-zone', RULE.postures, `card ${card} is not in your creature slots`, { card, zone: 'creatures' }) : null)
  if (refused) return refused
  const status = state.status[card]!
  if (status.posture === 'rest') return refuse('resting', RULE.levels, 'a resting creature stays at rest until its countdown ends', { card, left: status.restTurns })
  if ((posture as string) !== 'offensive' && (posture as string) !== 'defensive')
    return refuse('bad-posture', RULE.postures, 'choose offensive or defensive', { posture })
  if (status.posture === posture) return refuse('bad-posture', RULE.postures, `the creature is already ${posture}`, { posture })
  return accept(setStatus(state, card, { posture }), [{ kind: 'postureChanged', card, posture }])
}
