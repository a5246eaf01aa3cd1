// What the board shows of a state, beyond the state itself: the field split by card type, and the
// zone counts. Pure, so main (the authority) and the renderer (its prediction) shape it alike.
import type { PlayProgress } from '../../../game/module'
import type { CardId, GameState } from './types'

export interface BoardShape {
  /** The field split by card type, in play order. */
  field: { forwards: CardId[]; backups: CardId[]; monsters: CardId[] }
  counts: {
    deck: number
    hand: number
    field: number
    breakZone: number
    damage: number
    removed: number
    opponentDamage: number
    damageLimit: number
  }
}

export function boardShape(state: GameState): BoardShape {
  const field: BoardShape['field'] = { forwards: [], backups: [], monsters: [] }
  for (const id of state.zones.field) {
    const type = state.defs[state.instances[id]!]!.type
    if (type === 'forward') field.forwards.push(id)
    else if (type === 'backup') field.backups.push(id)
    else field.monsters.push(id)
  }
  const z = state.zones
  return {
    field,
    counts: {
      deck: z.deck.length,
      hand: z.hand.length,
      field: z.field.length,
      breakZone: z.breakZone.length,
      damage: z.damage.length,
      removed: z.removed.length,
      opponentDamage: state.opponentDamage,
      damageLimit: state.damageLimit,
    },
  }
}

/**
 * Where the game stands for the playtest history: damage dealt to the goldfish and taken (one
 * card in the Damage Zone per point, 3.1.1), and the Backups on the field, the CP the player
 * builds the game on.
 */
export function progressOf(state: GameState): PlayProgress {
  const backups = state.zones.field.filter((id) => state.defs[state.instances[id]!]!.type === 'backup').length
  return {
    ownTurn: state.ownTurn,
    result: state.result,
    endedBy: state.endedBy?.rule ?? null,
    mulliganUsed: state.mulliganUsed,
    dealt: state.opponentDamage,
    taken: state.zones.damage.length,
    developed: backups,
  }
}
