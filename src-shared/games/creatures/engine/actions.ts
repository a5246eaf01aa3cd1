// Every action of the creature game, as plain JSON (docs/games/creatures.md lists them).
// Rules actions follow the turn; manual actions are what skills, magic and terrains do, by hand.
import type { TableAction } from '../../../game/table-actions'
import type { CardId, DummyId, Posture, Side, SummonPosture, ZoneName } from './types'

export type Action =
  // "Le déroulement": keep the 5 cards, or put any number under the deck and draw as many (once)
  | { type: 'keepHand' }
  | { type: 'mulligan'; cards: CardId[] }
  | { type: 'nextPhase' }
  | { type: 'endTurn' }
  // 1.3, RS: a summon sacrifices as many creatures as its level
  | { type: 'summon'; card: CardId; posture: SummonPosture; sacrifices?: CardId[] }
  // 2.1: place a magic card in a slot; activate one (from the hand or its slot; equipment needs a creature)
  | { type: 'setMagic'; card: CardId }
  | { type: 'activateMagic'; card: CardId; target?: CardId }
  // 3.1
  | { type: 'playTerrain'; card: CardId }
  // 1.4: an active skill, by its index among the card's active skills
  | { type: 'activateSkill'; card: CardId; skill: number }
  // 1.3.1: an attack on a dummy creature, or on an empty field
  | { type: 'attack'; card: CardId; target?: DummyId }
  // I9: offensive ↔ defensive outside the clash
  | { type: 'setPosture'; card: CardId; posture: SummonPosture }
  // manual actions (those of every game are in game/table-actions.ts)
  | TableAction<ZoneName, CardId>
  | { type: 'modifyStats'; card: CardId; atk: number; def: number }
  | { type: 'setRest'; card: CardId; turns: number }
  | { type: 'changeLife'; side: Side; amount: number }
  | { type: 'addDummy'; atk: number; def: number; posture: Posture }
  | { type: 'updateDummy'; dummy: DummyId; atk: number; def: number; posture: Posture }
  | { type: 'removeDummy'; dummy: DummyId }

export type ActionType = Action['type']

export const ACTION_TYPES = [
  'keepHand',
  'mulligan',
  'nextPhase',
  'endTurn',
  'summon',
  'setMagic',
  'activateMagic',
  'playTerrain',
  'activateSkill',
  'attack',
  'setPosture',
  'move',
  'counter',
  'draw',
  'search',
  'lookTop',
  'arrangeTop',
  'shuffle',
  'concede',
  'modifyStats',
  'setRest',
  'changeLife',
  'addDummy',
  'updateDummy',
  'removeDummy',
] as const satisfies readonly ActionType[]

/** Actions that apply a card's text by hand (the table's generic actions and this game's own). */
export const MANUAL_ACTIONS: ReadonlySet<ActionType> = new Set([
  'move', 'counter', 'draw', 'search', 'lookTop', 'arrangeTop', 'shuffle', 'concede',
  'modifyStats', 'setRest', 'changeLife', 'addDummy', 'updateDummy', 'removeDummy',
])

// Every action type is listed once: a type added to Action without its entry here is a compile error.
const allListed: Exclude<ActionType, (typeof ACTION_TYPES)[number]> extends never ? true : false = true
void allListed
