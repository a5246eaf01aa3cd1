// The log in English and French: every event and every refusal of a real game is described in
// both languages, and the refusal names its rule in both.
import { describe, expect, it } from 'vitest'
import { apply, describeError, describeEvent, legalActions, namesFrom, newGame, type GameEvent } from '@shared/games/creatures/engine'
import { everyCard, fetch, play, started } from './fixtures'

describe('log text', () => {
  it('describes every event of random games in English and in French, differently', () => {
    const seen = new Map<string, GameEvent>()
    for (let seed = 0; seed < 30; seed++) {
      const start = newGame(everyCard(), { seed, onThePlay: seed % 2 === 0, format: 'standard' })
      let s = start.state
      for (const e of start.events) seen.set(e.kind, e)
      s = play(s, { type: 'addDummy', atk: 500, def: 500, posture: seed % 3 === 0 ? 'offensive' : 'defensive' })
      for (let i = 0; i < 120 && s.result === 'ongoing'; i++) {
        const legal = legalActions(s)
        const r = apply(s, legal[(seed * 31 + i * 7) % legal.length]!)
        if (!r.ok) continue
        for (const e of r.events) seen.set(e.kind, e)
        s = r.state
      }
    }
    expect(seen.size).toBeGreaterThan(15)
    for (const event of seen.values()) {
      const en = describeEvent(event, 'en')
      const fr = describeEvent(event, 'fr')
      expect(en.length, event.kind).toBeGreaterThan(3)
      expect(fr.length, event.kind).toBeGreaterThan(3)
      expect(fr, event.kind).not.toBe(en)
    }
  })

  it('names cards by name and code', () => {
    const [s, pup] = fetch(started(), 'CR-001')
    const r = apply(s, { type: 'summon', card: pup, posture: 'defensive' })
    if (!r.ok) throw new Error(r.error.reason)
    expect(describeEvent(r.events[0]!, 'en', namesFrom(s))).toBe('Summoned Ember Pup (CR-001) in defensive posture (1 AP)')
    expect(describeEvent(r.events[0]!, 'fr', namesFrom(s))).toBe('Invocation de Ember Pup (CR-001) en posture défensive (1 PA)')
  })

  it('says the rule of a refusal in both languages', () => {
    const s = play(started(), { type: 'nextPhase' })
    const r = apply(s, { type: 'attack', card: 'c1' })
    if (r.ok) throw new Error('accepted')
    expect(describeError(r.error, 'en')).toMatch(/^Refused \(rule (RS|Plateau)\): /)
    expect(describeError(r.error, 'fr')).toMatch(/^Refusé \(règle (RS|Plateau)\) : /)
  })
})
