// What skills, magic cards and terrains do to this game's own figures, applied by the player
// (1.4, 2.1, 3.1): Atk/Def changes, rest, LP, and the goldfish's dummy creatures. The eight
// table actions every game has are the core's (./table.ts gives them this game's hooks).
import { accept, amountRefused, changeRefused, refuse } from '../../../game/core'
import { MAX_STAT } from '../card'
import { INTERPRETATION, RULE } from '../rules'
import { changeLife, CREATURE_SLOTS, defOf, setStatus, update, type Fail } from './state'
import { POSTURES, type CardId, type DummyId, type EngineResult, type GameEvent, type GameState, type Posture, type Side } from './types'

export const MAX_DUMMIES = CREATURE_SLOTS
/** The largest LP change one action makes. */
const MAX_LIFE_CHANGE = 100_000

function isCreatureOnField(state: GameState, id: CardId): Fail | null {
  return state.zones.creatures.includes(id) ? null : refuse('not-in-zone', RULE.board, `card ${id} is not in your creature slots`, { card: id, zone: 'creatures' })
}

/** Atk/Def changes of skills, equipment and terrains (1.4, 2.1, 3.1), kept while the card stays. */
export function modifyStats(state: GameState, id: CardId, atk: number, def: number): EngineResult {
  const refused =
    isCreatureOnField(state, id) ??
    amountRefused(atk, -MAX_STAT, MAX_STAT, RULE.flow) ??
    amountRefused(def, -MAX_STAT, MAX_STAT, RULE.flow) ??
    (atk === 0 && def === 0 ? refuse('bad-amount', RULE.levels, 'change Atk or Def by something', { amount: 0 }) : null)
  if (refused) return refused
  const s = state.status[id]!
  const next = setStatus(state, id, { atkMod: s.atkMod + atk, defMod: s.defMod + def })
  const d = defOf(state, id)
  return accept(next, [{ kind: 'statsModified', card: id, atk: Math.max(0, (d.atk ?? 0) + s.atkMod + atk), def: Math.max(0, (d.def ?? 0) + s.defMod + def) }])
}

/** Puts a creature to rest for a number of its owner's turns (0: it gets up now), as a skill may (1.2, 1.3). */
export function setRest(state: GameState, id: CardId, turns: number): EngineResult {
  const refused = isCreatureOnField(state, id) ?? amountRefused(turns, 0, 10, RULE.flow)
  if (refused) return refused
  if (turns === 0) return accept(setStatus(state, id, { posture: 'offensive', restTurns: 0 }), [{ kind: 'gotUp', card: id }])
  return accept(setStatus(state, id, { posture: 'rest', restTurns: turns }), [{ kind: 'rested', card: id, turns }])
}

/** A change of LP by hand; the end of the game at 0 LP (I10) is apply's after-action check. */
export function changeLifeBy(state: GameState, side: Side, amount: number): EngineResult {
  const refused = changeRefused(amount, MAX_LIFE_CHANGE, RULE.flow, 'the LP change')
  if (refused) return refused
  const events: GameEvent[] = []
  return accept(changeLife(state, side, amount, events), events)
}

function dummyRefused(atk: number, def: number, posture: Posture): Fail | null {
  return (
    amountRefused(atk, 0, MAX_STAT, RULE.flow) ??
    amountRefused(def, 0, MAX_STAT, RULE.flow) ??
    ((POSTURES as readonly string[]).includes(posture) ? null : refuse('bad-posture', RULE.postures, 'a posture is offensive, defensive or rest', { posture }))
  )
}

/** The goldfish's field, filled by hand with dummy creatures to test attacks ("Le Plateau": 5 slots). */
export function addDummy(state: GameState, atk: number, def: number, posture: Posture): EngineResult {
  const refused =
    dummyRefused(atk, def, posture) ??
    (state.opponent.creatures.length >= MAX_DUMMIES ? refuse('slots-full', RULE.board, `the opponent's ${MAX_DUMMIES} creature slots are full`, { slots: MAX_DUMMIES, zone: 'opponent' }) : null)
  if (refused) return refused
  const id: DummyId = `o${state.opponent.nextDummy}`
  const opponent = { ...state.opponent, creatures: [...state.opponent.creatures, { id, atk, def, posture }], nextDummy: state.opponent.nextDummy + 1 }
  return accept(update(state, { opponent }), [{ kind: 'dummyAdded', dummy: id, atk, def, posture }])
}

export function updateDummy(state: GameState, id: DummyId, atk: number, def: number, posture: Posture): EngineResult {
  const refused = dummyRefused(atk, def, posture) ?? noDummy(state, id)
  if (refused) return refused
  const creatures = state.opponent.creatures.map((d) => (d.id === id ? { id, atk, def, posture } : d))
  return accept(update(state, { opponent: { ...state.opponent, creatures } }), [{ kind: 'dummyChanged', dummy: id, atk, def, posture }])
}

export function removeDummy(state: GameState, id: DummyId): EngineResult {
  const refused = noDummy(state, id)
  if (refused) return refused
  const creatures = state.opponent.creatures.filter((d) => d.id !== id)
  return accept(update(state, { opponent: { ...state.opponent, creatures } }), [{ kind: 'dummyRemoved', dummy: id }])
}

function noDummy(state: GameState, id: DummyId): Fail | null {
  return state.opponent.creatures.some((d) => d.id === id) ? null : refuse('no-dummy', INTERPRETATION.mustTarget, `the opponent has no creature ${id}`, { dummy: id })
}
