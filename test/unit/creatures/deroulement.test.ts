// "Le déroulement du jeu": 8000 LP, a hand of 5, the partial mulligan once then a shuffle, a
// draw at the start of each turn, the phases, and (Règles supplémentaires) no attack on the
// first player's first turn.
import { describe, expect, it } from 'vitest'
import { apply, newGame, pending, type GameState } from '@shared/games/creatures/engine'
import { demoDeck, fetch, play, started } from './fixtures'

const fresh = (seed = 3, onThePlay = true) => newGame(demoDeck(), { seed, onThePlay, format: 'standard' }).state

describe('Déroulement: the start of the game', () => {
  it('each player starts with 8000 LP and the player draws 5 cards', () => {
    const s = fresh()
    expect(s.lp).toBe(8000)
    expect(s.opponent.lp).toBe(8000)
    expect(s.zones.hand).toHaveLength(5)
    expect(s.zones.deck).toHaveLength(35)
  })

  it('asks which cards go under the deck, any number from 0 to 5', () => {
    const choice = pending(fresh())!
    expect(choice).toMatchObject({ kind: 'partialMulligan', min: 0, max: 5, rule: 'Déroulement' })
    expect(choice.prompt.fr).toContain('sous votre deck')
  })

  it('puts the chosen cards under the deck, draws as many, then shuffles the deck', () => {
    const s = fresh()
    const chosen = s.zones.hand.slice(0, 2)
    const kept = s.zones.hand.slice(2)
    const result = apply(s, { type: 'mulligan', cards: chosen })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const after = result.state
    // The 2 new cards are the top two of the deck before the shuffle; the turn's draw comes after.
    const [drawEvent] = result.events.filter((e) => e.kind === 'drew')
    expect(drawEvent).toEqual({ kind: 'drew', cards: s.zones.deck.slice(0, 2) })
    expect(result.events.map((e) => e.kind)).toContain('shuffled')
    expect(after.zones.hand.slice(0, 5)).toEqual([...kept, ...s.zones.deck.slice(0, 2)])
    // Shuffled: the put-back cards are no longer the bottom two in that order for every seed.
    const bottoms = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const g = fresh(seed)
      const r = apply(g, { type: 'mulligan', cards: g.zones.hand.slice(0, 2) })
      return r.ok ? r.state.zones.deck.slice(-2).join() === g.zones.hand.slice(0, 2).join() : true
    })
    expect(bottoms.some((stillBottom) => !stillBottom)).toBe(true)
  })

  it('allows the mulligan only once, at the very start', () => {
    const s = play(fresh(), { type: 'mulligan', cards: [] })
    const again = apply(s, { type: 'mulligan', cards: [s.zones.hand[0]!] })
    expect(again.ok).toBe(false)
    if (!again.ok) expect(again.error).toMatchObject({ kind: 'mulligan-used', rule: 'Déroulement' })
  })

  it('refuses a card that is not in the hand', () => {
    const s = fresh()
    const r = apply(s, { type: 'mulligan', cards: [s.zones.deck[0]!] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.rule).toBe('Déroulement')
  })
})

describe('Déroulement: the turn', () => {
  it('draws one card at the start of each of your turns, the first one included', () => {
    const s = started()
    expect(s.zones.hand).toHaveLength(6)
    expect(s.phase).toBe('primary')
    const next = play(s, { type: 'endTurn' }, { type: 'endTurn' })
    expect(next.ownTurn).toBe(2)
    expect(next.zones.hand).toHaveLength(7)
  })

  it('goes primary → clash → final → opponent’s turn → your next turn', () => {
    let s: GameState = started()
    const phases: string[] = [s.phase]
    for (let i = 0; i < 4; i++) {
      s = play(s, { type: 'nextPhase' })
      phases.push(s.phase)
    }
    expect(phases).toEqual(['primary', 'clash', 'final', 'opponent', 'primary'])
    expect(s.turn).toBe(3)
  })

  it('on the draw, the opponent’s turn comes first', () => {
    const s = started({ onThePlay: false })
    expect(s.phase).toBe('opponent')
    expect(s.ownTurn).toBe(0)
  })

  it('refuses a summon outside the primary phase, naming the rule', () => {
    let [s, id] = fetch(started(), 'CR-001')
    s = play(s, { type: 'nextPhase' })
    const r = apply(s, { type: 'summon', card: id, posture: 'offensive' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'wrong-phase', rule: 'Déroulement' })
  })

  it('plays nothing but the opening choice during setup', () => {
    const s = fresh()
    const r = apply(s, { type: 'draw', count: 1 })
    expect(r.ok).toBe(false)
  })
})

describe('Règles supplémentaires: the first player cannot attack on their first turn', () => {
  it('refuses the attack on turn 1 on the play, allows it on turn 2', () => {
    let [s, id] = fetch(started(), 'CR-006')
    s = play(s, { type: 'summon', card: id, posture: 'offensive' }, { type: 'nextPhase' })
    const r = apply(s, { type: 'attack', card: id })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'first-turn-attack', rule: 'RS' })
    s = play(s, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'nextPhase' })
    expect(apply(s, { type: 'attack', card: id }).ok).toBe(true)
  })

  it('lets the second player attack on their first turn', () => {
    let [s, id] = fetch(started({ onThePlay: false }), 'CR-006')
    s = play(s, { type: 'endTurn' }, { type: 'summon', card: id, posture: 'offensive' }, { type: 'nextPhase' })
    expect(s.ownTurn).toBe(1)
    expect(apply(s, { type: 'attack', card: id }).ok).toBe(true)
  })
})
