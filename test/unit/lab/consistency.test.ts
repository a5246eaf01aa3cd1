// The engine is the reference: the pilot's decisions, translated into engine actions, are all
// accepted by `apply`, and the zones, dull Backups and damage agree after every turn; every card
// the pilot left in hand is one the engine's solver cannot pay within the policy's discards.
import { describe, expect, it } from 'vitest'
import { apply, defOf, legalActions, newGame, type Action, type CardId, type GameState } from '@shared/games/fftcg/engine'
import { compileLabDeck } from '@shared/games/fftcg/lab/lab-deck'
import { parsePolicy, type LabPolicy } from '@shared/games/fftcg/lab/policy'
import { GoldfishSim, newTrace } from '@shared/games/fftcg/lab/sim'
import { cardsOf, FIRE_WATER, ICE_WIND, type DeckList } from './fixtures'

const id = (i: number): CardId => `c${i + 1}`
const ids = (list: readonly number[]) => list.map(id)
const sorted = (list: readonly string[]) => [...list].sort()

function step(state: GameState, action: Action): GameState {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`engine refused ${JSON.stringify(action)}: ${result.error.rule} ${result.error.reason}`)
  return result.state
}

function wanted(state: GameState, policy: LabPolicy, cardId: CardId): boolean {
  const def = state.defs[state.instances[cardId]!]!
  const backups = state.zones.field.filter((f) => state.defs[state.instances[f]!]!.type === 'backup').length
  if (def.type === 'backup') return backups < policy.maxBackups
  if (def.type === 'forward') return true
  if (def.type === 'monster') return policy.monsters
  if (def.type === 'summon') return policy.summons
  return false
}

function check(list: DeckList, policy: LabPolicy, onThePlay: boolean, seeds: number, turns = 6): number {
  const cards = cardsOf(list)
  const sim = new GoldfishSim(compileLabDeck(cards), [policy], { turns, onThePlay, damageLimit: 7 })
  let casts = 0
  for (let seed = 1; seed <= seeds; seed++) {
    const trace = newTrace()
    sim.playGame(seed * 7919, 0, null, trace)
    let state = newGame(cards, { seed: 1, onThePlay, format: 'constructed' }).state
    const dealt = new Set(trace.dealt)
    const rest = cards.map((_, i) => i).filter((i) => !dealt.has(i))
    state = { ...state, zones: { ...state.zones, hand: ids(trace.dealt.slice(0, 5)), deck: ids([...trace.dealt.slice(5), ...rest]) } }
    if (trace.mulligan) state = step(state, { type: 'mulligan', bottomOrder: ids(trace.mulligan) })
    state = step(state, { type: 'keepHand' })
    const where = (t: number) => `seed ${seed} turn ${t + 1}`
    for (const [t, turn] of trace.turns.entries()) {
      expect(sorted(state.zones.hand), where(t)).toEqual(sorted(ids(turn.startHand)))
      let discards = 0
      for (const action of turn.actions) {
        if (action.kind === 'cast') {
          state = step(state, { type: 'cast', card: id(action.card), payment: { dull: ids(action.dull), discard: ids(action.discard) } })
          discards += action.discard.length
          casts++
        } else {
          if (state.phase === 'main1') state = step(state, { type: 'nextPhase' })
          state = step(state, { type: 'attack', attackers: [id(action.card)] })
        }
      }
      expect(state.opponentDamage, where(t)).toBe(turn.damage)
      if (state.result === 'won') break
      if (state.phase === 'main1') state = step(state, { type: 'nextPhase' })
      state = step(state, { type: 'nextPhase' }) // Main Phase 2
      // Nothing the pilot wants stays castable within its discards, and what it left is unpayable.
      const maxM = Math.min(policy.discards.perCard, policy.discards.perTurn - discards)
      for (const action of legalActions(state)) {
        if (action.type !== 'cast' || !wanted(state, policy, action.card)) continue
        expect(action.payment!.discard.length, `${where(t)}: the pilot missed ${action.card}`).toBeGreaterThan(maxM)
      }
      const unpaid = new Set(ids(turn.unpaid))
      for (const h of state.zones.hand) {
        const legal = legalActions(state).some((a) => a.type === 'cast' && defOf(state, a.card).key === defOf(state, h).key)
        if (wanted(state, policy, h) && legal) expect(unpaid.has(h), `${where(t)}: ${h}`).toBe(true)
      }
      expect(sorted(state.zones.hand), where(t)).toEqual(sorted(ids(turn.hand)))
      expect(state.zones.field, where(t)).toEqual(ids(turn.field))
      expect(sorted(state.zones.field.filter((f) => state.status[f]!.dull)), where(t)).toEqual(sorted(ids(turn.dull)))
      state = step(state, { type: 'endTurn', discard: ids(turn.endDiscard) })
      expect(sorted(state.zones.breakZone), where(t)).toEqual(sorted(ids(turn.breakZone)))
    }
  }
  return casts
}

// 300 games replayed through the engine each: 3–4 s alone on the shared two cores, over vitest's
// 5 s default when the whole suite and other sessions load them (seen timing out in full runs).
describe('the fast pilot plays by the engine’s rules', { timeout: 30_000 }, () => {
  it('Fire/Water, mulligan without a Backup, on the play', () => {
    expect(check(FIRE_WATER, parsePolicy('backup'), true, 300)).toBeGreaterThan(1000)
  })
  it('Fire/Water with Monsters and Summons, lowest cost first, on the draw', () => {
    const policy = parsePolicy({ base: 'backup2-forward3', monsters: true, summons: true, forwardOrder: 'lowest-cost-first', discards: { perCard: 2, perTurn: 3 } })
    expect(check(FIRE_WATER, policy, false, 300)).toBeGreaterThan(1000)
  })
  it('Ice/Wind two- and four-element Forwards, same names, never mulligan', () => {
    expect(check(ICE_WIND, parsePolicy('never'), true, 300)).toBeGreaterThan(1000)
    expect(check(ICE_WIND, parsePolicy({ base: 'two-backups', maxBackups: 3, discards: { perCard: 3, perTurn: 10 } }), false, 300)).toBeGreaterThan(1000)
  })
  it('Ice/Wind with no discards at all and up to ten turns', () => {
    check(ICE_WIND, parsePolicy({ base: 'never', discards: { perCard: 0, perTurn: 0 } }), true, 100, 10)
  })
})
