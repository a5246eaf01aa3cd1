// The tolerant parser's headings and format names are the game's (its module's decklist): the
// generic parser knows their shape (`Name (27)`, `name: 27`, `## Name [27]`, `Format: x`), not their words.
import { describe, expect, it } from 'vitest'
import type { DecklistVocabulary } from '@shared/game/module'
import { parseDecklist, type CardResolver } from '@shared/decklist/parse'
import { fftcg } from '@shared/games/fftcg'
import { creatures } from '@shared/games/creatures'
import { parseCreatureDecklist } from '@shared/games/creatures/decklist'
import { resolver } from './fixtures'
import { DEMO_CARDS } from '../creatures/fixtures'

/** FFTCG's resolver with another game's headings: spells are a group, the sideboard another pile. */
const SPELLBOOK: DecklistVocabulary = {
  sections: [
    { id: 'main', kind: 'pile', words: ['deck'] },
    { id: 'spells', kind: 'group', words: ['spells', 'sorts'] },
    { id: 'side', kind: 'pile', words: ['sideboard'] },
    { id: 'sum', kind: 'total', words: ['sum'] },
  ],
  pileOfSection: { side: 'limitBreak' },
  formatWords: { duel: ['duel', 'one on one'] },
}
const spellbook: CardResolver = { ...resolver, decklist: SPELLBOOK }

describe('decklist headings come from the game module', () => {
  it('FFTCG’s module declares the headings its parser reads, and the pile of Limit Break', () => {
    const words = Object.fromEntries(fftcg.decklist.sections.map((s) => [s.id, s.words]))
    expect(words.forward).toContain('forwards')
    expect(words.limitBreak).toContain('limit break')
    expect(fftcg.decklist.pileOfSection).toEqual({ limitBreak: 'limitBreak' })
  })

  it('reads another game’s words: a group whose count is checked, another pile, a total', () => {
    const parsed = parseDecklist('Deck\nSorts (4)\n3 10-032H\nSideboard (1)\n1 11-005C\nsum 3\n', spellbook)
    expect(parsed.lines.map((l) => [l.status, l.section])).toEqual([
      ['section', 'main'],
      // 'Sorts (4)' announces 4 cards, and 3 follow
      ['error', 'spells'],
      ['card', undefined],
      ['section', 'side'],
      ['card', undefined],
      ['section', 'sum'],
    ])
    expect(parsed.lines[1]!.error).toMatchObject({ kind: 'section-count' })
    expect(parsed.piles.main!).toEqual([{ code: '10-032H', count: 3 }])
    expect(parsed.piles.limitBreak!).toEqual([{ code: '11-005C', count: 1 }])
    expect(parsed.lines[4]!.zone).toBe('limitBreak')
  })

  it('does not read FFTCG’s words for a game without them: `Forwards (3)` is a line it cannot read', () => {
    const parsed = parseDecklist('Forwards (3)\n3 10-032H\n', spellbook)
    expect(parsed.lines[0]!.status).toBe('error')
    expect(parseDecklist('Forwards (3)\n3 10-032H\n', resolver).lines[0]).toMatchObject({ status: 'section', section: 'forward' })
  })

  it('the creature game’s list reads its own headings, and its module declares them', () => {
    expect(creatures.decklist.sections.map((s) => s.id)).toEqual(['main', 'total'])
    const [first, second] = DEMO_CARDS
    const parsed = parseCreatureDecklist(`Main deck (4)\n3 ${first!.code}\n1 ${second!.code}\nTotal 4\n`, DEMO_CARDS)
    expect(parsed.errors).toEqual([])
    expect(parsed.lines.map((l) => l.status)).toEqual(['section', 'card', 'card', 'section'])
    expect(parseCreatureDecklist(`Backups (1)\n1 ${first!.code}\n`, DEMO_CARDS).lines[0]!.status).toBe('error')
  })

  it('reads the game’s format names on a `Format:` line, and no other game’s', () => {
    expect(parseDecklist('Format: One on One deck\n3 10-032H\n', spellbook).format).toBe('duel')
    const other = parseDecklist('Format: Light 6\n3 10-032H\n', spellbook)
    expect(other.format).toBeUndefined()
    expect(other.lines[0]).toMatchObject({ status: 'error', error: { kind: 'unreadable' } })
    expect(parseDecklist('Format: Light 6\n', resolver).format).toBe('constructed')
    const [first] = DEMO_CARDS
    expect(parseCreatureDecklist(`Format: Libre\n1 ${first!.code}\n`, DEMO_CARDS).format).toBe('free')
    // it was read as FFTCG's 'constructed', a format the creature game does not have
    expect(parseCreatureDecklist(`Format: standard\n1 ${first!.code}\n`, DEMO_CARDS).format).toBe('standard')
    expect(parseCreatureDecklist(`Format: limited\n1 ${first!.code}\n`, DEMO_CARDS).format).toBeUndefined()
  })
})
