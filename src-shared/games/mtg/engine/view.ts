// What the table draws beyond the zones: the battlefield by rows (lands, creatures, other
// permanents), tapped cards, damage, the pool, both life totals and the goldfish's dummies.
import type { PlayProgress } from '../../../game/module'
import { hasType, powerOf, startingLifeOf, toughnessOf } from './state'
import type { CardId, Dummy, GameState } from './types'

export interface BoardShape {
  field: { lands: CardId[]; creatures: CardId[]; other: CardId[] }
  tapped: CardId[]
  /** Each creature's power, toughness and marked damage. */
  creatures: Record<CardId, { power: number; toughness: number; damage: number }>
  dummies: Dummy[]
  counts: { library: number; hand: number; graveyard: number; exile: number; stack: number; life: number; opponentLife: number; W: number; U: number; B: number; R: number; G: number; C: number }
}

export function boardShape(state: GameState): BoardShape {
  const field: BoardShape['field'] = { lands: [], creatures: [], other: [] }
  const creatures: BoardShape['creatures'] = {}
  for (const id of state.zones.battlefield) {
    if (hasType(state, id, 'Creature')) {
      field.creatures.push(id)
      creatures[id] = { power: powerOf(state, id), toughness: toughnessOf(state, id), damage: state.permanents[id]!.damage }
    } else if (hasType(state, id, 'Land')) field.lands.push(id)
    else field.other.push(id)
  }
  const z = state.zones
  return {
    field,
    tapped: z.battlefield.filter((id) => state.permanents[id]!.tapped),
    creatures,
    dummies: state.opponent.dummies.map((d) => ({ ...d })),
    counts: { library: z.library.length, hand: z.hand.length, graveyard: z.graveyard.length, exile: z.exile.length, stack: z.stack.length, life: state.life, opponentLife: state.opponent.life, ...state.pool },
  }
}

/** Where the game stands for the playtest history: life taken from the goldfish and lost, lands in play. */
export function progressOf(state: GameState): PlayProgress {
  return {
    ownTurn: state.ownTurn,
    result: state.result,
    endedBy: state.endedBy?.rule ?? null,
    mulliganUsed: state.mulligans > 0,
    dealt: startingLifeOf(state.format) - state.opponent.life,
    taken: startingLifeOf(state.format) - state.life,
    developed: state.zones.battlefield.filter((id) => hasType(state, id, 'Land')).length,
  }
}
