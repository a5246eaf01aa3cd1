// What the table asks the rules about one card or the turn, beyond the legal actions: the
// renderer's FFTCG parts read these instead of testing card types or phases themselves.
import { HAND_LIMIT } from './turn'
import { MAX_BACKUPS } from './rules'
import { defOf, isCharacter } from './state'
import type { CardId, GameState } from './types'

/** The field as the table draws it (boardShape's groups), with the Backups' five places (base rules, 7.7.3). */
export const FIELD_ROWS: readonly { id: 'forwards' | 'backups' | 'monsters'; slots?: number }[] = [
  { id: 'forwards' },
  { id: 'backups', slots: MAX_BACKUPS },
  { id: 'monsters' },
]

/** 5.2.3.1: every card but a Crystal token is cast from the hand (whether it can be now is cast's question). */
export function isCastable(state: GameState, id: CardId): boolean {
  return defOf(state, id).type !== 'crystal'
}

/** 11.2: a card of cost 0 is cast with no payment to choose. */
export function costsCp(state: GameState, id: CardId): boolean {
  return defOf(state, id).cost > 0
}

/** 5.2.3.1.2.1: only Characters are put onto the field. */
export function entersField(state: GameState, id: CardId): boolean {
  return isCharacter(defOf(state, id))
}

/** 5.2.3.1.1.2: a Forward on the field, the only card that attacks (attackerError says whether it may now). */
export function attacksFromField(state: GameState, id: CardId): boolean {
  return state.zones.field.includes(id) && defOf(state, id).type === 'forward'
}

/** 9.4: attacks are declared in the Attack Phase. */
export function inAttackPhase(state: GameState): boolean {
  return state.phase === 'attack'
}

/** 5.2.6.1: only Forwards (and Monsters acting as Forwards) have power, take damage and change power. */
export function hasPower(state: GameState, id: CardId): boolean {
  return defOf(state, id).power !== null
}

/** 9.5.1.2: the cards over the hand limit, to discard at the end of the turn. */
export function handExcess(state: GameState): number {
  return Math.max(0, state.zones.hand.length - HAND_LIMIT)
}
