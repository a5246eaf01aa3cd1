// Issue 25.2: the catalog's counts are what the game's module declares, its `stats` card fields and
// its data figures (data.figures); the generic counting names no game's fields. A made-up game
// with other fields and another figure is counted by the same code, and so is FFTCG.
import { describe, expect, it } from 'vitest'
import type { CardField, DataFigure } from '@shared/game/module'
import { fftcg } from '@shared/games/fftcg'
import type { CatalogStats } from '@shared/api'
import { catalogCounts } from '../../../src-main/catalog/catalog-counts'
import { fftcgCardIndex } from '../../../src-main/games/fftcg/catalog/card-index'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { statsText } from '../../../src-main/cli/format'

interface Potion {
  id: string
  colour: string
  tags: string[]
  brewed: boolean | null
}
const POTIONS: Potion[] = [
  { id: 'p1', colour: 'red', tags: ['fizzy', 'hot'], brewed: true },
  { id: 'p2', colour: 'red', tags: [], brewed: null },
  { id: 'p3', colour: 'blue', tags: ['hot'], brewed: null },
]
const FIELDS: CardField[] = [
  { key: 'colour', kind: 'enum', names: { en: 'Colour', fr: 'Couleur' }, stats: true },
  { key: 'tags', kind: 'list', names: { en: 'Tag', fr: 'Étiquette' }, stats: true },
  { key: 'id', kind: 'text', names: { en: 'Id', fr: 'Identifiant' } },
]
const UNBREWED: DataFigure<Potion> = { key: 'unbrewed', names: { en: 'Brew unknown', fr: 'Brassage inconnu' }, counts: (p) => p.brewed === null }

describe("the catalog's counts follow the game's module", () => {
  it("counts a made-up game by its stats fields and its figure, and nothing else", () => {
    const counts = catalogCounts(POTIONS, FIELDS, [UNBREWED])
    expect(counts).toEqual({ total: 3, byField: { colour: { red: 2, blue: 1 }, tags: { fizzy: 1, hot: 2 } }, figures: { unbrewed: 2 } })
  })

  it('has no figures when the module declares none', () => {
    expect(catalogCounts(POTIONS, FIELDS)).not.toHaveProperty('figures')
  })

  it("the CLI names a made-up game's fields and figure in the module's words", () => {
    const stats: CatalogStats = { ...catalogCounts(POTIONS, FIELDS, [UNBREWED]), provenance: { source: 's', builtAt: 'b', cardCount: 3, imports: [] } }
    const text = statsText(stats, FIELDS, [UNBREWED])
    expect(text).toContain('Brew unknown: 2')
    expect(text).toMatch(/By colour:\n\s+red\s+2\n\s+blue\s+1/)
    expect(text).toMatch(/By tag:/)
    expect(text).not.toMatch(/element|multicard|By set/i)
  })

  it("FFTCG's catalog counts its module's stats fields and its unknown multicard flags (its data.figures)", () => {
    const { cards } = loadBundledCards()
    const stats = fftcgCardIndex(cards).stats()
    expect(Object.keys(stats.byField)).toEqual(fftcg.cards.fields.filter((f) => f.stats).map((f) => f.key))
    expect(fftcg.data?.figures?.map((f) => f.key)).toEqual(['multicardUnknown'])
    const unknown = cards.filter((c) => c.multicard === null).length
    expect(unknown).toBeGreaterThan(0)
    expect(stats.figures).toEqual({ multicardUnknown: unknown })
    expect(stats.byField.type!.forward).toBe(cards.filter((c) => c.type === 'forward').length)
    expect(stats.byField.elements!.fire).toBe(cards.filter((c) => c.elements.includes('fire')).length)
    expect(Object.values(stats.byField.set!).reduce((a, b) => a + b, 0)).toBe(cards.length)
  })
})
