// What the table draws beyond the zones: the field by slot kind, postures and rest countdowns,
// AP, both LP and the goldfish's dummy creatures. Pure, so main and the renderer shape it alike.
import type { PlayProgress } from '../../../game/module'
import { foreseeClash } from './combat'
import { STARTING_LP } from './state'
import type { CardId, ClashOutcome, Dummy, DummyId, GameState, Posture } from './types'

export interface BoardShape {
  field: { creatures: CardId[]; magic: CardId[]; equipped: CardId[]; terrain: CardId[] }
  /** Each creature's posture and, while resting, the countdown of its owner's turns (1.2, 1.3). */
  postures: Record<CardId, { posture: Posture; restTurns: number }>
  /** Each equipment card's creature (2.1). */
  attachedTo: Record<CardId, CardId>
  dummies: Dummy[]
  counts: { deck: number; hand: number; graveyard: number; isolation: number; ap: number; lp: number; opponentLp: number }
  /** LP each side will lose when the clash ends, from the attacks declared so far (1.3.1); 0 outside the clash. */
  pendingLoss: { lp: number; opponentLp: number }
  /** The goldfish's dummies the declared attacks will destroy when the clash ends (1.3.1). */
  pendingDestroyed: DummyId[]
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
    ...pendingOf(state),
  }
}

function pendingOf(state: GameState): Pick<BoardShape, 'pendingLoss' | 'pendingDestroyed'> {
  const { lpLoss, clashes } = foreseeClash(state)
  const destroys = new Set<ClashOutcome>(['attacker-wins', 'both-destroyed', 'broke-through'])
  return {
    pendingLoss: { lp: lpLoss.player, opponentLp: lpLoss.opponent },
    pendingDestroyed: clashes.flatMap((c) => (c.target !== null && destroys.has(c.outcome) ? [c.target] : [])),
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
