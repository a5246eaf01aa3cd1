// A game of the creature module brought to the middle of its second turn with engine actions:
// creatures in all three postures (one resting with its countdown), an equipment attached, a
// terrain, a placed magic card, two dummies on the goldfish's side and AP partly spent.
import type { Action, CardId, GameState } from '@shared/games/creatures/engine'
import type { MemorySession } from '../component/creatures/memory-session'

export async function toMidGame(session: MemorySession): Promise<void> {
  const state = () => session.view!.state as GameState
  const id = (code: string): CardId => Object.keys(state().instances).find((i) => state().instances[i] === code)!
  const play = async (action: Action) => {
    if (!(await session.act(action))) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(session.refusal)}`)
  }
  const toHand = async (code: string) => {
    if (!state().zones.hand.includes(id(code))) await play({ type: 'move', card: id(code), to: 'hand' })
  }
  await play({ type: 'keepHand' })
  for (const code of ['CR-001', 'CR-006', 'CR-014']) await toHand(code)
  await play({ type: 'summon', card: id('CR-001'), posture: 'offensive', sacrifices: [] })
  await play({ type: 'summon', card: id('CR-006'), posture: 'offensive', sacrifices: [] })
  await play({ type: 'endTurn' })
  await play({ type: 'endTurn' })
  for (const code of ['CR-003', 'EQ-001', 'TR-001', 'EF-002']) await toHand(code)
  await play({ type: 'summon', card: id('CR-014'), posture: 'offensive', sacrifices: [id('CR-006')] })
  // put on the field by hand (no AP), so that one AP is left
  await play({ type: 'move', card: id('CR-003'), to: 'creatures', dull: true })
  await play({ type: 'playTerrain', card: id('TR-001') })
  await play({ type: 'setMagic', card: id('EF-002') })
  await play({ type: 'nextPhase' })
  await play({ type: 'attack', card: id('CR-001') })
  await play({ type: 'nextPhase' })
  await play({ type: 'activateMagic', card: id('EQ-001'), target: id('CR-014') })
  await play({ type: 'addDummy', atk: 1200, def: 800, posture: 'offensive' })
  await play({ type: 'addDummy', atk: 500, def: 1500, posture: 'defensive' })
}
