// Every action the player can take, as plain JSON (documented in docs/engine-actions.md).
// Rules actions follow the turn; manual actions are what card abilities do, applied by hand.
import type { TableAction } from '../../../game/table-actions'
import type { CardId, ZoneName } from './types'

/** CP sources for one card (11.2.1.1): active Backups to dull (1 CP each), hand cards to discard (2 CP each). */
export interface Payment {
  dull: CardId[]
  discard: CardId[]
}

export type Action =
  // setup (8.2.1.4)
  | { type: 'keepHand' }
  | { type: 'mulligan'; bottomOrder: CardId[] }
  // turn (9)
  | { type: 'nextPhase' }
  | { type: 'endTurn'; discard?: CardId[] }
  // playing cards (11.3, 11.4) and attacking (10)
  | { type: 'cast'; card: CardId; payment?: Payment; keep?: CardId[] }
  | { type: 'attack'; attackers: CardId[] }
  // manual actions: what abilities do (those of every game are in game/table-actions.ts)
  | TableAction<ZoneName, CardId>
  | { type: 'dull'; card: CardId }
  | { type: 'activate'; card: CardId }
  | { type: 'freeze'; card: CardId; frozen?: boolean }
  | { type: 'damageForward'; card: CardId; amount: number }
  | { type: 'modifyPower'; card: CardId; amount: number }
  | { type: 'damageSelf'; amount: number }
  | { type: 'damageOpponent'; amount: number }

export type ActionType = Action['type']

export const ACTION_TYPES = [
  'keepHand',
  'mulligan',
  'nextPhase',
  'endTurn',
  'cast',
  'attack',
  'move',
  'dull',
  'activate',
  'freeze',
  'damageForward',
  'modifyPower',
  'counter',
  'draw',
  'search',
  'lookTop',
  'arrangeTop',
  'shuffle',
  'damageSelf',
  'damageOpponent',
  'concede',
] as const satisfies readonly ActionType[]

// Every action type is listed once: a type added to Action without its entry here is a compile error.
const allListed: Exclude<ActionType, (typeof ACTION_TYPES)[number]> extends never ? true : false = true
void allListed
