// The registry and what the FFTCG module declares: one declaration that the other layers read.
import { describe, expect, it } from 'vitest'
import { channels, CHANNELS, SORT_KEYS } from '@shared/api'
import { GAME_CHANNELS, withGame } from '@shared/game-channels'
import { GAME_IDS, gameModule, isGameId } from '@shared/games'
import { fftcg } from '@shared/games/fftcg'
import { KEY_ALIASES } from '@shared/games/fftcg/query-vocabulary'
import { phaseName, TURN_PHASES } from '@shared/games/fftcg/engine'
import { deckOf, MIXED_DECK } from '../engine/fixtures'

/** Whether a channel's request schema (or the object under its transform) has a `game` field. */
function schemaHasGame(schema: unknown): boolean {
  const s = schema as { shape?: Record<string, unknown>; in?: unknown }
  if (s.shape) return 'game' in s.shape
  return s.in !== undefined && schemaHasGame(s.in)
}

describe('registry', () => {
  it('finds a module by id and refuses an unknown id with the list of games', () => {
    expect(gameModule('fftcg')).toBe(fftcg)
    expect(isGameId('fftcg')).toBe(true)
    expect(isGameId('toString')).toBe(false)
    expect(() => gameModule('chess')).toThrow(/Unknown game "chess" \(games: fftcg, creatures, vanguard, mtg\)/)
    expect(GAME_IDS).toEqual(['fftcg', 'creatures', 'vanguard', 'mtg'])
  })

  it('gives every game a short name for the header in both languages, shorter than its full name (issue 16: "FINAL FANTASY T…" at 1024 px)', () => {
    for (const id of GAME_IDS) {
      const game = gameModule(id)
      for (const locale of ['en', 'fr'] as const) {
        expect(game.shortNames[locale].length, `${id} ${locale}`).toBeGreaterThan(0)
        expect(game.shortNames[locale].length, `${id} ${locale}`).toBeLessThanOrEqual(Math.min(game.names[locale].length, 10))
      }
    }
  })

  it('lists as game channels exactly the channels whose request names its game', () => {
    const withGameField = CHANNELS.filter((c) => schemaHasGame(channels[c].request))
    expect([...GAME_CHANNELS].sort()).toEqual(withGameField.sort())
  })

  it('puts the game into a game channel’s request only, keeping a game the caller named', () => {
    expect(withGame('cards.search', { query: 'x' }, 'fftcg')).toEqual({ game: 'fftcg', query: 'x' })
    expect(withGame('images.cacheInfo', {}, 'fftcg')).toEqual({})
    expect(withGame('cards.search', { game: 'other', query: 'x' }, 'fftcg')).toEqual({ game: 'other', query: 'x' })
    expect(withGame('cards.search', 'not an object', 'fftcg')).toBe('not an object')
  })
})

describe('FFTCG module declarations', () => {
  it('9: the turn is Active, Draw, Main 1, Attack, Main 2, End, after setup (8.2)', () => {
    expect(fftcg.play.phases.map((p) => p.id)).toEqual(['setup', 'active', 'draw', 'main1', 'attack', 'main2', 'end'])
    expect(TURN_PHASES).toEqual(['active', 'draw', 'main1', 'attack', 'main2', 'end'])
    // 9.1.1.2, 9.2.1.2: nobody has priority in the Active and Draw Phases, so they pass by themselves
    expect(fftcg.play.phases.filter((p) => p.auto).map((p) => p.id)).toEqual(['active', 'draw'])
    expect(phaseName('attack', 'fr')).toBe('Phase d’attaque')
  })

  it('3.1.1, 8.2.1.3, 9.2.1.1: damage limit 7 (6 in limited), five cards in hand, two drawn each turn', () => {
    expect(fftcg.meta).toMatchObject({ lifeKind: 'damage', lifeByFormat: { constructed: 7, limited: 6 }, openingHand: 5, drawPerTurn: 2, firstTurnDraw: 1 })
    const start = fftcg.play.newGame(deckOf(MIXED_DECK), { seed: 3, onThePlay: true, format: 'limited' }).state
    expect(start.zones.hand).toHaveLength(5)
    expect(start.damageLimit).toBe(6)
  })

  it('every spelling of the query language belongs to a card field, and every sort key but relevance is a field', () => {
    const spelled = new Set(fftcg.cards.fields.flatMap((f) => f.queryKeys ?? []))
    expect(Object.keys(KEY_ALIASES).filter((word) => !spelled.has(word))).toEqual([])
    const sortable = fftcg.cards.fields.filter((f) => f.sort).map((f) => (f.key === 'elements' ? 'element' : f.key))
    expect(SORT_KEYS.filter((k) => k !== 'relevance' && !sortable.includes(k))).toEqual([])
  })

  it('8.1.1.1: validate reads the main pile with the format’s size and names the rule', () => {
    const lookup = (code: string) => deckOf([code])[0] ?? null
    const result = fftcg.deck.validate({ main: [{ code: '1-001H', count: 3 }] }, 'constructed', lookup)
    expect(result.issues[0]).toMatchObject({ kind: 'deck-size', rule: '8.1.1.1' })
    expect(() => fftcg.deck.validate({ main: [] }, 'vintage', lookup)).toThrow(/Unknown FFTCG deck format "vintage"/)
    expect(fftcg.deck.formats.find((f) => f.id === 'limited')!.sizes.main).toEqual({ min: 40, rule: '8.1.1.1' })
  })
})
