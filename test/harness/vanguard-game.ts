// dsd01 (a real start deck, from the committed catalog and VanguardEngine's deck list) as a game
// of the Vanguard module played in memory, and the scenes the harness page can open it at. Seed 24
// deals two Iron Ball Dragon, Ankybowler (grade 1, Boost) and reveals a critical trigger on the
// first drive check (the component test test/component/vanguard/ plays the same game).
import type { AnyGameModule } from '@shared/game/module'
import { vanguard } from '@shared/games/vanguard'
import { entryKey } from '@shared/games/vanguard/codes'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import type { Action, CardId, GameState } from '@shared/games/vanguard/engine'
import bundleJson from '../../resources/vanguard-cards.json'
import decksJson from '../unit/vanguard/vanguardengine_decks.json'
import { moduleSession, type MemorySession } from '../component/table/memory-session'

export const ANKYBOWLER = 'D-SD01/007'

/** onThePlay false: the goldfish goes first, so the player's first turn has a battle phase (SU-first-turn). */
export function dsd01Session(seed: number, onThePlay = true): MemorySession {
  const cards = readVanguardBundle(bundleJson).cards
  const byKey = new Map(cards.map((c) => [entryKey(c.code), c]))
  const card = (id: string) => byKey.get(entryKey(id))!
  const list = decksJson.decks.dsd01
  const ride = list.rideDeck.map(card)
  const main = list.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => card(e.id)))
  return moduleSession(vanguard as unknown as AnyGameModule, [...main, ...ride], { seed, onThePlay, format: 'ride-deck', ride: ride.map((c) => c.code) })
}

/**
 * Scenes: 'opening' (the hand to keep), 'battle' (a boosted attack waiting for its trigger's unit),
 * 'after' (the trigger given, the damage dealt), 'opponent' (the goldfish's turn, its attack offered),
 * 'defence' (its attack on the player's vanguard in the guard step, one guardian called).
 */
export async function toScene(session: MemorySession, scene: string): Promise<void> {
  if (scene === 'opening') return
  const state = () => session.view!.state as GameState
  const play = async (action: Action) => {
    if (!(await session.act(action))) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(session.refusal)}`)
  }
  const ankybowler = (): CardId => state().zones.hand.find((id) => state().instances[id] === ANKYBOWLER)!
  await play({ type: 'keepHand' })
  if (scene === 'ride') return
  if (scene === 'opponent' || scene === 'defence') {
    await play({ type: 'endTurn' })
    if (scene === 'opponent') return
    await play({ type: 'opponentAttack' })
    return play({ type: 'guard', card: ankybowler() })
  }
  // on the draw (?draw=1) the goldfish's turn comes first; on the play the first turn has no battle (SU-first-turn)
  if (state().phase === 'opponent') await play({ type: 'endTurn' })
  const vc = ankybowler()
  await play({ type: 'ride', card: vc })
  await play({ type: 'nextPhase' })
  const booster = ankybowler()
  await play({ type: 'call', card: booster, circle: 'backCenter' })
  await play({ type: 'setGoldfish', grade: 1, power: 8000 })
  await play({ type: 'nextPhase' })
  await play({ type: 'attack', card: vc, booster, guard: 5000 })
  if (scene === 'battle') return
  await play({ type: 'assignTrigger', unit: vc })
  await play({ type: 'assignTrigger', unit: vc })
}
