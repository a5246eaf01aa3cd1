// Issue 11: the tolerant parser carries a deck's piles by the ids of the game's deck.piles (the
// main deck first), whatever the game: FFTCG's main deck and Limit Break pile, Vanguard's ride deck
// and main deck (its module used directly: it is not registered yet).
import { describe, expect, it } from 'vitest'
import { parseDecklist } from '@shared/decklist/parse'
import { vanguard } from '@shared/games/vanguard'
import { vanguardResolver } from '@shared/games/vanguard/decklist'
import { entryKey } from '@shared/games/vanguard/codes'
import { cards, deckPiles, DECK_NAMES, engineDeckText, lookup } from '../vanguard/fixtures'
import { resolver } from './fixtures'

const asCodes = (entries: { code: string; count: number }[]) => entries.map((e) => ({ code: entryKey(e.code), count: e.count }))

describe('the parser’s piles are the game module’s', () => {
  it('a Vanguard #RideDeck / #MainDeck file read by the generic parser gives its ride and main piles, and they validate (DC-ride-deck)', () => {
    const name = DECK_NAMES[0]!
    const parsed = parseDecklist(engineDeckText(name), vanguardResolver(cards))
    expect(parsed.errors).toEqual([])
    expect(Object.keys(parsed.piles)).toEqual(vanguard.deck.piles.map((p) => p.id))
    const expected = deckPiles(name)
    expect(parsed.piles.ride).toEqual(asCodes(expected.ride))
    expect(parsed.piles.main).toEqual(asCodes(expected.main))
    expect(parsed.lines.filter((l) => l.status === 'section').map((l) => l.section)).toEqual(['ride', 'main'])
    expect(new Set(parsed.lines.filter((l) => l.status === 'card').map((l) => l.zone))).toEqual(new Set(['ride', 'main']))
    expect(vanguard.deck.validate(parsed.piles, 'ride-deck', lookup).valid).toBe(true)
  })

  it('a Vanguard ride deck holds at most 4 different codes (its PileSpec’s maxEntries): the fifth is refused on its line', () => {
    const ride = cards.slice(0, 5)
    const text = ['#RideDeck', ...ride.map((c) => `1x ${c.code}`)].join('\n')
    const parsed = parseDecklist(text, vanguardResolver(cards))
    expect(parsed.piles.ride).toHaveLength(4)
    expect(parsed.errors.map((l) => [l.line, l.error?.kind])).toEqual([[6, 'limit']])
  })

  it('FFTCG’s list has every pile of its module, the empty Limit Break pile too, and a Limit Break card line names its pile', () => {
    const plain = parseDecklist('3 10-032H\n', resolver)
    expect(plain.piles).toEqual({ main: [{ code: '10-032H', count: 3 }], limitBreak: [] })
    const withLb = parseDecklist('3 10-032H\nLimit Break (1)\n1 22-112R\n', resolver)
    expect(withLb.piles.limitBreak).toEqual([{ code: '22-112R', count: 1 }])
    expect(withLb.lines[2]!.zone).toBe('limitBreak')
    expect(withLb.lines[0]!.zone).toBe('main')
  })

  it('a game whose heading names a pile it has not got is a module mistake, said at once', () => {
    const broken = { ...resolver, decklist: { ...resolver.decklist, pileOfSection: { limitBreak: 'sideboard' } } }
    expect(() => parseDecklist('Limit Break\n1 22-112R\n', broken)).toThrow(/"sideboard" \(piles: main, limitBreak\)/)
  })

  it('a Deck Lab file read for a game without a Limit Break pile reports its Limit Break cards on their line', () => {
    const file = JSON.stringify({ deckLab: 1, deck: { entries: [{ code: '10-032H', count: 3 }], limitBreak: [{ code: '22-112R', count: 1 }] } }, null, 2)
    const noLb = { ...resolver, piles: resolver.piles.slice(0, 1) }
    const parsed = parseDecklist(file, noLb)
    expect(parsed.piles).toEqual({ main: [{ code: '10-032H', count: 3 }] })
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]!.error?.parts?.[0]).toEqual({ id: 'pileUnknown', values: { pile: 'limitBreak', piles: 'main' } })
  })
})
