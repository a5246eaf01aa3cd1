// The Gruul deck (mtg-deck-list.ts) as a game of Magic's engine played in memory, and the scenes
// the harness page can open it at. The harness's module is the
// engine's play part with the names the table shows, and the card key its views use.
// Seed 19 deals Forest, two Mountains, Game Trail, two Llanowar Elves and Falkenrath Reaver, and
// Deathcap Cultivator is the first draw.
import type { AnyGameModule } from '@shared/game/module'
import type { MtgCard } from '@shared/games/mtg/card'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'
import { mtg } from '@shared/games/mtg'
import { mtgPlay, type Action, type CardId, type GameState } from '@shared/games/mtg/engine'
import bundleJson from '../../resources/mtg-cards.json'
import { moduleSession, type MemorySession } from '../component/table/memory-session'
import { GRUUL_LIST } from './mtg-deck-list'

export const GRUUL_SEED = 19

export const mtgHarnessModule = { id: 'mtg', names: { en: 'Magic: The Gathering', fr: 'Magic : l’Assemblée' }, cards: mtg.cards, play: mtgPlay } as unknown as AnyGameModule

export function gruulDeck(): MtgCard[] {
  const byName = new Map(readMtgBundle(bundleJson).cards.map((c) => [c.name, c]))
  return GRUUL_LIST.flatMap(([name, n]) => {
    const card = byName.get(name)
    if (!card) throw new Error(`no ${name} in resources/mtg-cards.json`)
    return Array.from({ length: n }, () => card)
  })
}

export function gruulSession(seed = GRUUL_SEED, format = 'standard'): MemorySession {
  return moduleSession(mtgHarnessModule, gruulDeck(), { seed, onThePlay: true, format })
}

const stateOf = (session: MemorySession) => session.view!.state as GameState
export const named = (state: GameState, name: string, zone: keyof GameState['zones'] = 'hand'): CardId | undefined => state.zones[zone].find((id) => state.defs[state.instances[id]!]!.name === name)

async function play(session: MemorySession, action: Action) {
  if (!(await session.act(action))) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(session.refusal)}`)
}

/**
 * Scenes: 'opening' (the hand to keep), 'main' (kept, the first main phase), 'elves' (Forest
 * played, Llanowar Elves cast and on the stack), 'combat' (turn 2: the Elves may attack, a 1/1
 * dummy blocker on the goldfish's side), 'attackers' (then the declare attackers step's question),
 * 'blocks' (the Elves attack, blocked by two dummies: their damage order).
 */
export async function toScene(session: MemorySession, scene: string): Promise<void> {
  if (scene === 'opening') return
  const s = () => stateOf(session)
  await play(session, { type: 'keepHand', bottom: [] })
  // the upkeep gives priority (1.2): passing leads to the main phase (the draw is skipped on the play, CR 103.8a)
  while (s().phase !== 'main1') await play(session, { type: 'passPriority' })
  if (scene === 'main') return
  await play(session, { type: 'playLand', card: named(s(), 'Forest')! })
  await play(session, { type: 'tapForMana', card: named(s(), 'Forest', 'battlefield')! })
  await play(session, { type: 'cast', card: named(s(), 'Llanowar Elves')! })
  if (scene === 'elves') return
  await play(session, { type: 'passPriority' })
  await play(session, { type: 'nextTurn' })
  await play(session, { type: 'nextTurn' })
  await play(session, { type: 'playLand', card: named(s(), 'Mountain')! })
  await play(session, { type: 'addDummy', power: 1, toughness: 1 })
  if (scene === 'combat') return
  // to the declare attackers step, which asks for the attackers (3.2.a)
  while (s().phase !== 'declareAttackers') await play(session, { type: 'passPriority' })
  if (scene !== 'blocks') return
  // two dummies block the Elves, the second one declared first (3.3.b: the damage order)
  const elves = named(s(), 'Llanowar Elves', 'battlefield')!
  await play(session, { type: 'addDummy', power: 0, toughness: 1 })
  await play(session, { type: 'declareAttackers', attackers: [elves] })
  await play(session, { type: 'passPriority' })
  await play(session, { type: 'declareBlockers', blocks: [{ dummy: 'd2', attacker: elves }, { dummy: 'd1', attacker: elves }] })
}
