// Issue 25: the eight table actions behave the same in every game where they apply (one home, the
// engine core's src-shared/game/core/table.ts). Each registered module, from a kept hand, is given
// the same actions and must give the same result, read through the generic contract only.
import { describe, expect, it } from 'vitest'
import type { AnyGameModule } from '@shared/game/module'
import { GAMES, type GameId } from '@shared/games'
import { MODULE_DECKS as DECKS } from './module-decks'


type Zones = Record<string, readonly string[]>
type Result = { ok: true; state: unknown; events: { kind: string }[] } | { ok: false; error: { kind: string; rule: string } }

for (const [id, module] of Object.entries(GAMES) as [GameId, AnyGameModule][]) {
  describe(`the table actions in ${id}`, () => {
    const play = module.play
    // the face-down pile the player draws from: the one hidden zone the hand is filled from
    const deckZone = play.zones.find((z) => z.layout === 'pile' && z.hidden && (z.id === 'deck' || z.id === 'library'))!.id
    const kept = () => {
      const start = play.newGame(DECKS[id](), { seed: 7, onThePlay: true, format: module.deck.formats[0]!.id }).state
      const keep = play.legalActions(start).find((a: { type: string }) => a.type === 'keepHand')
      const r = play.apply(start, keep) as Result
      if (!r.ok) throw new Error(`keep refused: ${r.error.kind}`)
      return r.state
    }
    const zones = (state: unknown) => play.zonesOf(state) as Zones
    const run = (state: unknown, action: object) => play.apply(state, action) as Result
    const accepted = (r: Result) => {
      if (!r.ok) throw new Error(`refused: ${r.error.kind} (${r.error.rule})`)
      return r
    }

    it('draw: the top cards of the deck join the hand, in order; a count out of range is refused', () => {
      const s = kept()
      const deck = zones(s)[deckZone]!
      const r = accepted(run(s, { type: 'draw', count: 2 }))
      expect(zones(r.state).hand!.slice(-2)).toEqual(deck.slice(0, 2))
      expect(zones(r.state)[deckZone]).toEqual(deck.slice(2))
      expect(run(s, { type: 'draw', count: 0 })).toMatchObject({ ok: false, error: { kind: 'bad-amount' } })
    })

    it('lookTop shows the top cards and changes nothing', () => {
      const s = kept()
      const r = accepted(run(s, { type: 'lookTop', count: 3 }))
      expect(zones(r.state)).toEqual(zones(s))
      expect(r.events).toContainEqual({ kind: 'looked', cards: zones(s)[deckZone]!.slice(0, 3) })
    })

    it('arrangeTop puts the top cards back in the order given, some under the deck; a wrong list is refused', () => {
      const s = kept()
      const [a, b, c] = zones(s)[deckZone]!
      const r = accepted(run(s, { type: 'arrangeTop', top: [c, a], bottom: [b] }))
      const deck = zones(r.state)[deckZone]!
      expect(deck.slice(0, 2)).toEqual([c, a])
      expect(deck.at(-1)).toBe(b)
      expect(deck.length).toBe(zones(s)[deckZone]!.length)
      expect(run(s, { type: 'arrangeTop', top: [a, a] }).ok).toBe(false)
    })

    it('shuffle keeps the same cards in the deck and touches no other zone', () => {
      const s = kept()
      const r = accepted(run(s, { type: 'shuffle' }))
      expect([...zones(r.state)[deckZone]!].sort()).toEqual([...zones(s)[deckZone]!].sort())
      expect(zones(r.state).hand).toEqual(zones(s).hand)
      expect(r.events.map((e) => e.kind)).toContain('shuffled')
    })

    it('search puts the card found into the hand and shuffles the deck after', () => {
      const s = kept()
      const card = zones(s)[deckZone]![5]!
      const r = accepted(run(s, { type: 'search', card }))
      expect(zones(r.state).hand!.at(-1)).toBe(card)
      expect([...zones(r.state)[deckZone]!].sort()).toEqual(zones(s)[deckZone]!.filter((x) => x !== card).sort())
      const kinds = r.events.map((e) => e.kind)
      expect(kinds.indexOf('searched')).toBeGreaterThanOrEqual(0)
      expect(kinds.indexOf('shuffled')).toBeGreaterThan(kinds.indexOf('searched'))
      expect(run(s, { type: 'search', card: zones(s).hand![0] }).ok).toBe(false)
    })

    it('move puts a card on the top or the bottom of the deck; an unknown card is refused', () => {
      const s = kept()
      const card = zones(s).hand![0]!
      const bottom = accepted(run(s, { type: 'move', card, to: deckZone, position: 'bottom' }))
      expect(zones(bottom.state)[deckZone]!.at(-1)).toBe(card)
      expect(zones(bottom.state).hand).not.toContain(card)
      const top = accepted(run(s, { type: 'move', card, to: deckZone, position: 'top' }))
      expect(zones(top.state)[deckZone]![0]).toBe(card)
      expect(run(s, { type: 'move', card: 'no-such-card', to: 'hand' })).toMatchObject({ ok: false, error: { kind: 'not-in-zone' } })
    })

    it('concede ends the game, lost', () => {
      const r = accepted(run(kept(), { type: 'concede' }))
      expect(play.isOver(r.state)).toBe(true)
      expect(play.progress(r.state).result).toBe('lost')
    })

    if (play.actions.some((a: { type: string }) => a.type === 'counter'))
      it('counter: a card in the hand holds none', () => {
        const s = kept()
        expect(run(s, { type: 'counter', card: zones(s).hand![0], name: 'x', delta: 1 })).toMatchObject({ ok: false, error: { kind: 'not-in-zone' } })
      })
  })
}
