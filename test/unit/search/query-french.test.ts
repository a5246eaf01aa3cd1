// Issue 31: FFTCG's query language reads the French words printed on French cards (Feu, Soutien,
// Légende…), case and accents folded, as Magic reads `c:rouge`; a misspelt word is answered with
// the nearest value in both languages.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema } from '@shared/api'
import { parseQuery } from '@shared/games/fftcg/query'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'

const ok = (text: string) => {
  const r = parseQuery(text)
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`)
  return r.query
}
const err = (text: string) => {
  const r = parseQuery(text)
  if (r.ok) throw new Error(`${text} parsed`)
  return r.error
}

describe('FFTCG query: French words', () => {
  it('reads the eight elements by their French names, accents and case folded', () => {
    for (const [text, element] of [
      ['e:feu', 'fire'], ['e:glace', 'ice'], ['e:vent', 'wind'], ['e:terre', 'earth'], ['e:foudre', 'lightning'],
      ['e:eau', 'water'], ['e:lumière', 'light'], ['e:LUMIERE', 'light'], ['e:ténèbres', 'dark'], ['e:Tenebres', 'dark'],
    ] as const) expect(ok(text), text).toEqual({ kind: 'element', elements: [element], mode: 'any' })
  })

  it('reads French prefixes after English ones: fo is foudre, gl glace, but e and ea stay earth', () => {
    expect(ok('e:fo')).toEqual({ kind: 'element', elements: ['lightning'], mode: 'any' })
    expect(ok('e:gl')).toEqual({ kind: 'element', elements: ['ice'], mode: 'any' })
    expect(ok('e:ea')).toEqual({ kind: 'element', elements: ['earth'], mode: 'any' })
    expect(ok('e:feu+glace')).toEqual({ kind: 'element', elements: ['fire', 'ice'], mode: 'all' })
  })

  it('reads card types in French; t:s stays summon (English initials first)', () => {
    expect(ok('t:soutien')).toEqual({ kind: 'type', types: ['backup'] })
    expect(ok('t:Avant,invocation,monstre,cristal')).toEqual({ kind: 'type', types: ['forward', 'summon', 'monster', 'crystal'] })
    expect(ok('t:sou')).toEqual({ kind: 'type', types: ['backup'] })
    expect(ok('t:s')).toEqual({ kind: 'type', types: ['summon'] })
  })

  it('reads rarities in French', () => {
    expect(ok('r:commune,héros,Légende')).toEqual({ kind: 'rarity', rarities: ['C', 'H', 'L'] })
  })

  it('suggests the nearest value in both languages', () => {
    const fire = err('e:fue')
    expect(fire.parts).toContainEqual({ id: 'didYouMeanEither', values: { word: 'fire', other: 'feu' } })
    expect(fire.message).toContain("'fire'")
    expect(fire.message).toContain("'feu'")
    expect(err('t:soutient').parts).toContainEqual({ id: 'didYouMeanEither', values: { word: 'backup', other: 'soutien' } })
    expect(err('r:legnde').parts).toContainEqual({ id: 'didYouMeanEither', values: { word: 'legend', other: 'legende' } })
  })
})

describe('FFTCG search: French words find the same cards', () => {
  const { cards } = loadBundledCards(resolve(import.meta.dirname, '..', '..', '..', 'resources', 'cards.json'))
  const index = buildSearchIndex(cards)
  const codes = (query: string) => {
    const found = searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', query, limit: 500 }))
    expect(found.total).toBe(found.cards.length) // every match on one page
    return found.cards.map((c) => c.fullCode)
  }

  it('e:feu t:soutien gives the cards of e:fire t:backup (the issue’s example)', () => {
    const english = codes('e:fire t:backup')
    // Counted from the card data, not by the search: Fire Backups in the bundled snapshot.
    const fireBackups = cards.filter((c) => c.elements.includes('fire') && c.type === 'backup').length
    expect(english.length).toBe(fireBackups)
    expect(codes('e:feu t:soutien')).toEqual(english)
  })

  it('r:légende t:avant gives the cards of r:legend t:forward', () => {
    const english = codes('r:legend t:forward')
    expect(english.length).toBeGreaterThan(0)
    expect(codes('r:légende t:avant')).toEqual(english)
  })
})
