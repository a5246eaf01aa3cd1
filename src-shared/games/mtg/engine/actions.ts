// Every action of the Magic goldfish game, as plain JSON. Rules actions follow the turn structure;
// manual actions apply by hand what the engine does not model.
import type { TableAction } from '../../../game/table-actions'
import type { ExplicitPayment } from './cast'
import type { CardId, DummyId, ManaType, Phase, Side, ZoneName } from './types'

export type Action =
  // CR 103.5: the London mulligan; keeping after N mulligans puts N cards on the bottom
  | { type: 'keepHand'; bottom: CardId[] }
  | { type: 'mulligan' }
  // Changement de phase/étape: the goldfish always passes
  | { type: 'passPriority' }
  | { type: 'nextTurn' }
  // issue 32: priority that follows the player: to the next stop, and the stops of the phase bar
  | { type: 'passToStop' }
  | { type: 'setStop'; phase: Phase; on: boolean }
  // 2: the land play; CR 605: a plain mana ability (`choice` among its colours)
  | { type: 'playLand'; card: CardId }
  | { type: 'tapForMana'; card: CardId; choice?: number }
  // CR 601.2: cast with the auto-payer (`autoTap`: tapping the sources it chooses first), or with the mana (and life) given
  | { type: 'cast'; card: CardId; x?: number; payment?: ExplicitPayment; autoTap?: boolean }
  // 3.2.a, 3.3.a: the answers to the combat's questions
  | { type: 'declareAttackers'; attackers: CardId[] }
  | { type: 'declareBlockers'; blocks: { dummy: DummyId; attacker: CardId }[] }
  // 5.2.a; CR 704.5j
  | { type: 'discard'; cards: CardId[] }
  | { type: 'keepLegend'; card: CardId }
  // CR 903.9a: the commander to the command zone, or left in the graveyard or exile
  | { type: 'moveCommander'; card: CardId; toCommand: boolean }
  // manual actions (those of every game are in game/table-actions.ts)
  | TableAction<ZoneName, CardId>
  | { type: 'tap'; card: CardId; tapped: boolean }
  | { type: 'changeLife'; side: Side; amount: number }
  | { type: 'addMana'; mana: ManaType; count: number }
  | { type: 'addDummy'; power: number; toughness: number }
  | { type: 'removeDummy'; dummy: DummyId }

export type ActionType = Action['type']

export const ACTION_TYPES = [
  'keepHand',
  'mulligan',
  'passPriority',
  'nextTurn',
  'passToStop',
  'setStop',
  'playLand',
  'tapForMana',
  'cast',
  'declareAttackers',
  'declareBlockers',
  'discard',
  'keepLegend',
  'moveCommander',
  'move',
  'counter',
  'draw',
  'search',
  'lookTop',
  'arrangeTop',
  'shuffle',
  'concede',
  'tap',
  'changeLife',
  'addMana',
  'addDummy',
  'removeDummy',
] as const satisfies readonly ActionType[]

/** Actions that apply a card's text by hand. */
export const MANUAL_ACTIONS: ReadonlySet<ActionType> = new Set([
  'move', 'counter', 'draw', 'search', 'lookTop', 'arrangeTop', 'shuffle', 'concede', 'tap', 'changeLife', 'addMana', 'addDummy', 'removeDummy',
])

// Every action type is listed once: a type added to Action without its entry here is a compile error.
const allListed: Exclude<ActionType, (typeof ACTION_TYPES)[number]> extends never ? true : false = true
void allListed
