// Issue 15, item 2: a decklist written with French card names resolves as an English one, exact
// first, then the parser's tolerant matching (case, accents, a typo).
import { describe, expect, it } from 'vitest'
import { createCardResolver } from '@shared/games/fftcg/card-resolver'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import { parseDecklist } from '@shared/decklist/parse'
import { cards as bundled } from '../decklist/fixtures'
import { KNIGHT_RAW, frenchCards } from './french-cards'

// The update's cards replace the bundled printings of the same code, as the catalog merge does.
const updated = frenchCards()
// A card whose French name has accents and differs from the English one.
const ELITE = normalizeCard({ ...KNIGHT_RAW, fullCode: '27-091C', name: 'Elite Guard', locales: { fr: { name: 'Garde d’élite' } } })
const resolver = createCardResolver([...bundled.filter((c) => !updated.some((u) => u.code === c.code)), ...updated, ELITE])
const cardLines = (text: string) => parseDecklist(text, resolver).lines.map((l) => (l.status === 'card' ? l.code : l.error?.kind))

describe('a decklist in French card names', () => {
  it('resolves a French name as the English one', () => {
    expect(cardLines('3 Mog (XIV)\n3 Elite Guard\n3 Garde d’élite')).toEqual(['27-002C', '27-091C', '27-091C'])
    expect(parseDecklist('3 Mog (XIV)\n2 Garde d’élite', resolver).piles.main).toEqual([
      { code: '27-002C', count: 3 },
      { code: '27-091C', count: 2 },
    ])
  })

  it('ignores case, accents and apostrophes in French names', () => {
    expect(cardLines("1 MOG (xiv)\n1 GARDE D'ELITE\n1 garde d’Élite")).toEqual(['27-002C', '27-091C', '27-091C'])
  })

  it('offers the French card for a misspelt French name', () => {
    const line = parseDecklist('3 Garde d’élitte', resolver).lines[0]!
    expect(line.status).toBe('error')
    expect(line.error?.candidates).toContain('27-091C')
  })
})
