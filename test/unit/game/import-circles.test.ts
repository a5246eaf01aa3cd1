// Issue 25.4: the game contracts live apart from the registries, so no generic file imports the
// list of all games through a circle. Checked on the import graph, type-only imports included.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph, type ImportGraph } from './import-graph'

const REPO = resolve(import.meta.dirname, '../../..')
/** The three folders the large circles went through before issue 25 (47, 38 and 19 files). */
const WATCHED = ['src-main/catalog/', 'src-shared/decklist/', 'src-renderer/stores/']
const MAX_CIRCLE = 7

describe('import circles (issue 25.4)', () => {
  const graph = importGraph(REPO)

  it('reads the graph: known imports are found, type-only and Vue ones too', () => {
    expect(graph.get('src-main/catalog/catalogs.ts')).toContain('src-main/catalog/catalog-service.ts')
    expect(graph.get('src-shared/decklist/parse.ts')).toContain('src-shared/decklist/parsed.ts')
    expect(graph.get('src-renderer/games/fftcg/index.ts')).toContain('src-renderer/games/fftcg/CardDetail.vue')
    expect(graph.get('src-renderer/lib/filters.ts')).toContain('src-renderer/games/own-filters.ts')
  })

  it('finds a circle when there is one', () => {
    const looped: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(importCircles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it(`no circle of more than ${MAX_CIRCLE} files goes through ${WATCHED.join(', ')}`, () => {
    const big = importCircles(graph)
      .filter((files) => files.some((f) => WATCHED.some((w) => f.startsWith(w))))
      .filter((files) => files.length > MAX_CIRCLE)
    expect(big).toEqual([])
  })

  it("a layer's contracts and generic files import no registry of all games of their layer", () => {
    // The shared types of a game id (src-shared/games) are below main and the renderer: importing them closes no circle.
    const layers = [
      { registry: 'src-shared/games/index.ts', files: ['src-shared/game/module.ts', 'src-shared/decklist/parse.ts', 'src-shared/decklist/parsed.ts', 'src-shared/decklist/parse-text.ts'] },
      { registry: 'src-main/games/index.ts', files: ['src-main/game/main-game.ts', 'src-main/catalog/catalog-service.ts', 'src-main/threads/worker-thread.ts'] },
      { registry: 'src-renderer/games/index.ts', files: ['src-renderer/games/contract.ts', 'src-renderer/lib/filters.ts', 'src-renderer/composables/useLabAdvice.ts'] },
    ]
    for (const { registry, files } of layers) {
      for (const file of files) {
        expect(graph.has(file), `${file} is in the graph`).toBe(true)
        expect({ file, imports: graph.get(file)!.filter((f) => f === registry) }).toEqual({ file, imports: [] })
      }
    }
  })

  it("main's game contract lives in src-main/game/, apart from the registry folder, and imports no game's main parts", () => {
    const contract = [...graph.keys()].filter((f) => f.startsWith('src-main/game/'))
    expect(contract).toContain('src-main/game/main-game.ts')
    expect(graph.has('src-main/games/main-game.ts')).toBe(false)
    for (const file of contract) expect({ file, imports: graph.get(file)!.filter((f) => f.startsWith('src-main/games/')) }).toEqual({ file, imports: [] })
  })
})
