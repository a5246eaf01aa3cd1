// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input.
import { RULE } from '../rules'
import type { Action } from './actions'
import { attack } from './combat'
import * as manual from './manual'
import { activateMagic, activateSkill, playTerrain, setMagic, setPosture, summon } from './play'
import { err } from './state'
import { endTurn, keepHand, mulligan, nextPhase } from './turn'
import type { EngineResult, GameState } from './types'

// The goldfish's field may be set up before the first turn too.
const SETUP = new Set<Action['type']>(['keepHand', 'mulligan', 'nextPhase', 'concede', 'addDummy', 'updateDummy', 'removeDummy'])

export function apply(state: GameState, action: Action): EngineResult {
  if (state.result !== 'ongoing') return err('game-over', RULE.flow, `the game is over (${state.result})`, { result: state.result })
  if (state.phase === 'setup' && !SETUP.has(action.type))
    return err('wrong-phase', RULE.flow, 'keep your hand or put cards under the deck before anything else', { phase: state.phase })
  return run(state, action)
}

function run(state: GameState, action: Action): EngineResult {
  switch (action.type) {
    case 'keepHand':
      return keepHand(state)
    case 'mulligan':
      return mulligan(state, action.cards)
    case 'nextPhase':
      return nextPhase(state)
    case 'endTurn':
      return endTurn(state)
    case 'summon':
      return summon(state, action.card, action.posture, action.sacrifices ?? [])
    case 'setMagic':
      return setMagic(state, action.card)
    case 'activateMagic':
      return activateMagic(state, action.card, action.target)
    case 'playTerrain':
      return playTerrain(state, action.card)
    case 'activateSkill':
      return activateSkill(state, action.card, action.skill)
    case 'attack':
      return attack(state, action.card, action.target)
    case 'setPosture':
      return setPosture(state, action.card, action.posture)
    case 'move':
      return manual.move(state, action.card, action.to, action.position, action.dull)
    case 'counter':
      return manual.counter(state, action.card, action.name, action.delta)
    case 'draw':
      return manual.draw(state, action.count)
    case 'search':
      return manual.search(state, action.card, action.to, action.dull)
    case 'lookTop':
      return manual.lookTop(state, action.count)
    case 'arrangeTop':
      return manual.arrangeTop(state, action.top, action.bottom ?? [])
    case 'shuffle':
      return manual.shuffle(state)
    case 'concede':
      return manual.concede(state)
    case 'modifyStats':
      return manual.modifyStats(state, action.card, action.atk, action.def)
    case 'setRest':
      return manual.setRest(state, action.card, action.turns)
    case 'changeLife':
      return manual.changeLifeBy(state, action.side, action.amount)
    case 'addDummy':
      return manual.addDummy(state, action.atk, action.def, action.posture)
    case 'updateDummy':
      return manual.updateDummy(state, action.dummy, action.atk, action.def, action.posture)
    case 'removeDummy':
      return manual.removeDummy(state, action.dummy)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', RULE.flow, `unknown action ${JSON.stringify(unknown)}`)
}
