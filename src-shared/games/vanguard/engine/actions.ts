// The actions of the Vanguard engine: the mulligan, the turn, ride and call, the battle on both
// sides (the goldfish guards with a number; the player guards with cards), orders, G assist, and
// the manual actions that apply abilities by hand.
import type { TableAction } from '../../../game/table-actions'
import type { AttackTarget, CardId, Circle, GoldfishCircle, ZoneName } from './types'

export type Action =
  | { type: 'keepHand' }
  /** Before the first turn, once: these cards go back into the deck, which is shuffled, and as many are drawn. */
  | { type: 'mulligan'; cards: CardId[] }
  | { type: 'nextPhase' }
  | { type: 'endTurn' }
  /** Phase d’assistance G: reveal the top five when the hand has no unit of the next grade. */
  | { type: 'gAssist' }
  /** G assist: the revealed unit of the next grade to put into the hand. */
  | { type: 'gAssistTake'; card: CardId }
  /** G assist: the two cards of the hand removed from the game. */
  | { type: 'gAssistRemove'; cards: CardId[] }
  /** Phase de Ride: a unit from the hand onto (VC). */
  | { type: 'ride'; card: CardId }
  /** Phase de Ride with a ride deck: discard `discard` to ride the ride deck's unit one grade up. */
  | { type: 'rideFromRideDeck'; discard: CardId }
  /** Phase principale: a unit from the hand onto a rear-guard circle (an appel normal). */
  | { type: 'call'; card: CardId; circle: Circle }
  /** Phase principale: a rear-guard to the other circle of its column (swapping with one there). */
  | { type: 'moveInColumn'; from: Circle }
  /** Phase principale: an order from the hand (one per turn); a blitz order in the guard step. */
  | { type: 'playOrder'; card: CardId }
  /** Phase de combat: a front-row unit attacks the goldfish's vanguard (or the dummy rear-guard `target`), boosted or not; `guard` is the goldfish's shield (0 if absent). */
  | { type: 'attack'; card: CardId; booster?: CardId; guard?: number; target?: AttackTarget }
  /** The unit that gets a revealed trigger's critical, then its power. */
  | { type: 'assignTrigger'; unit: CardId }
  /** The goldfish's vanguard. */
  | { type: 'setGoldfish'; grade: number; power: number }
  /** A dummy rear-guard of this power on the goldfish's front-row circle (null: none there). */
  | { type: 'setGoldfishRearguard'; circle: GoldfishCircle; power: number | null }
  /** The goldfish's turn: its vanguard attacks yours (power and critical as you set them; absent: its power, critical 1). */
  | { type: 'opponentAttack'; power?: number; critical?: number }
  /** 3. Étape de garde: a unit of the hand called to (GC). */
  | { type: 'guard'; card: CardId }
  /** 3. Étape de garde: a front-row rear-guard with Intercept moved to (GC). */
  | { type: 'intercept'; card: CardId }
  /** 3. Étape de garde: no more guardians; on to the damage step. */
  | { type: 'endGuard' }
  // manual actions (those of every game are in game/table-actions.ts; Vanguard has no counters)
  | Exclude<TableAction<ZoneName, CardId>, { type: 'counter' }>
  /** A unit to a named rear-guard circle, by hand. */
  | { type: 'moveToCircle'; card: CardId; circle: Circle }
  /** Your own damage check, N times (each trigger resolved). */
  | { type: 'takeDamage'; count: number }
  /** A damage (or order) zone card turned face down, or back up. */
  | { type: 'flipCard'; card: CardId }
  | { type: 'standUnit'; card: CardId }
  | { type: 'restUnit'; card: CardId }
  /** [Power] and [Critical] changed until end of turn. */
  | { type: 'modifyUnit'; card: CardId; power: number; critical: number }
  | { type: 'counterBlast'; count: number }
  | { type: 'soulBlast'; count: number }
  | { type: 'soulCharge'; count: number }

export type ActionType = Action['type']

export const ACTION_TYPES = [
  'keepHand',
  'mulligan',
  'nextPhase',
  'endTurn',
  'gAssist',
  'gAssistTake',
  'gAssistRemove',
  'ride',
  'rideFromRideDeck',
  'call',
  'moveInColumn',
  'playOrder',
  'attack',
  'assignTrigger',
  'setGoldfish',
  'setGoldfishRearguard',
  'opponentAttack',
  'guard',
  'intercept',
  'endGuard',
  'move',
  'draw',
  'search',
  'lookTop',
  'arrangeTop',
  'shuffle',
  'concede',
  'moveToCircle',
  'takeDamage',
  'flipCard',
  'standUnit',
  'restUnit',
  'modifyUnit',
  'counterBlast',
  'soulBlast',
  'soulCharge',
] as const satisfies readonly ActionType[]

/** Actions that apply a card's text by hand (the table's generic actions and this game's own). */
export const MANUAL_ACTIONS: ReadonlySet<ActionType> = new Set<ActionType>([
  'move', 'draw', 'search', 'lookTop', 'arrangeTop', 'shuffle', 'concede',
  'moveToCircle', 'takeDamage', 'flipCard', 'standUnit', 'restUnit', 'modifyUnit', 'counterBlast', 'soulBlast', 'soulCharge',
])

// Every action type is listed once: a type added to Action without its entry here is a compile error.
const allListed: Exclude<ActionType, (typeof ACTION_TYPES)[number]> extends never ? true : false = true
void allListed
