// What the table draws beyond the zones: the field by slot kind, postures and rest countdowns,
// AP, both LP and the goldfish's dummy creatures. Pure, so main and the renderer shape it alike.
import type { PlayProgress } from '../../../game/module'
import { STARTING_LP } from './state'
import type { CardId, Dummy, GameState, Posture } from './types'

export interface BoardShape {
  field: { creatures: CardId[]; magic: CardId[]; equipped: CardId[]; terrain: CardId[] }
  /** Each creature's posture and, while resting, the countdown of its owner's turns (1.2, 1.3). */
  postures: Record<CardId, { posture: Posture; restTurns: number }>
  /** Each equipment card's creature (2.1). */
  attachedTo: Record<CardId, CardId>
  dummies: Dummy[]
  counts: { deck: number; hand: number; graveyard: number; isolation: number; ap: number; lp: number; opponentLp: number }
}

export function boardShape(state: GameState): BoardShape {
  const z = state.zones
  const postures: BoardShape['postures'] = {}
  for (const id of z.creatures) postures[id] = { posture: state.status[id]!.posture, restTurns: state.status[id]!.restTurns }
  const attachedTo: BoardShape['attachedTo'] = {}
  for (const id of z.equipped) attachedTo[id] = state.status[id]!.attachedTo!
  return {
    field: { creatures: [...z.creatures], magic: [...z.magic], equipped: [...z.equipped], terrain: [...z.terrain] },
    postures,
    attachedTo,
    dummies: state.opponent.creatures.map((d) => ({ ...d })),
    counts: { deck: z.deck.length, hand: z.hand.length, graveyard: z.graveyard.length, isolation: z.isolation.length, ap: state.ap, lp: shownLp(state.lp), opponentLp: shownLp(state.opponent.lp) },
  }
}

/** LP as the table shows them: the game ends at 0 (I10), so a clash's excess reads 0, not −550 (the state and log keep it). */
const shownLp = (lp: number) => Math.max(0, lp)

/**
 * Where the game stands for the playtest history: LP taken from the goldfish and lost, from the
 * 8000 both start with (Déroulement), and the creatures on the field (Plateau).
 */
export function progressOf(state: GameState): PlayProgress {
  return {
    ownTurn: state.ownTurn,
    result: state.result,
    endedBy: state.endedBy?.rule ?? null,
    mulliganUsed: state.mulliganUsed,
    dealt: STARTING_LP - state.opponent.lp,
    taken: STARTING_LP - state.lp,
    developed: state.zones.creatures.length,
  }
}
