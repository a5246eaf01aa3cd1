// `sets list|show|import|export|delete` over the real store and handler table, in a temp
// user-data folder. The made-up game's spec stands in for a registered game with user cards.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDispatch, type HandlerTable } from '../../../src-main/api/dispatch'
import { setHandlers } from '../../../src-main/api/handlers/sets'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { setsCommand } from '../../../src-main/cli/commands/sets'
import { UsageError, createContext } from '../../../src-main/cli/context'
import type { GameId } from '../../../src-shared/games'
import { fakeSpec, unit } from '../card-sets/fake-game'

const CSV = 'code,name,kind,power,star,text\nAB-001,Ember Fox,unit,3,no,\nAB-002,Ash Rain,spell,,yes,Deal 2.\n'

let dir: string
let store: CardSetStore
let out: string[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-cli-sets-'))
  store = new CardSetStore({ userDataDir: dir, specOf: (game) => (game === 'fftcg' ? fakeSpec : undefined) })
  out = []
  vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text))
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => (out.push(String(text)), true))
})
afterEach(() => vi.restoreAllMocks())

function sets(args: string[], options: Record<string, string | boolean> = {}) {
  const dispatch = createDispatch(setHandlers(store) as HandlerTable)
  return setsCommand(args, createContext(dispatch, options, 'fftcg' as GameId))
}
function file(name: string, text: string): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('npm run cli -- sets …', () => {
  it('import makes a set named after the CSV file; list and show print it', async () => {
    expect(await sets(['import', file('Fire Deck.csv', CSV)])).toBe(0)
    expect(out.join('\n')).toContain('2 added, 0 replaced; 2 cards in the set')
    const [stored] = store.list('fftcg').sets
    expect(stored).toMatchObject({ name: 'Fire Deck', cardCount: 2 })

    out = []
    await sets(['list'])
    expect(out.join('\n')).toContain(`${stored!.id}  Fire Deck  (2 cards, revision 1`)
    out = []
    await sets(['show', stored!.id])
    const shown = out.join('\n')
    expect(shown).toMatch(/^CODE +NAME +KIND +POWER +STAR/m)
    expect(shown).toMatch(/^AB-002 +Ash Rain +spell +- +true/m)
    expect(shown).not.toContain('Deal 2.')
  })

  it('--json prints the API’s own values', async () => {
    await sets(['import', file('set.csv', CSV)], { json: true })
    const imported = JSON.parse(out[0]!)
    expect(imported).toMatchObject({ added: 2, replaced: 0, set: { name: 'set', revision: 1 } })
    out = []
    await sets(['list'], { json: true })
    expect(JSON.parse(out[0]!)).toEqual(store.list('fftcg'))
  })

  it('import --into merges by code and counts the replaced cards', async () => {
    const base = await store.save({ game: 'fftcg', name: 'Base', cards: [unit('AB-001', { power: 9 })], pictures: {} })
    await sets(['import', file('more.csv', CSV)], { into: base.id })
    const merged = store.get('fftcg', base.id)
    expect(merged.revision).toBe(2)
    expect(merged.cards).toHaveLength(2)
    expect(merged.cards[0]).toMatchObject({ code: 'AB-001', power: 3 })
    expect(out.join('\n')).toContain('1 added, 1 replaced')
  })

  it('a refused file exits with every problem by line and field, and makes no set', async () => {
    const bad = file('bad.csv', 'code,name,kind,power,star,text\nAB-001,Fox,unit,x,no,\nAB-002,Rain,dragon,,no,\n')
    await expect(sets(['import', bad])).rejects.toThrow(/line 2, field "power": "x" is not a whole number\n.*line 3, field "kind"/)
    expect(store.list('fftcg').sets).toEqual([])
  })

  it('a file with bytes that are not UTF-8 is refused saying where, and makes no set (issue 29.4)', async () => {
    const head = 'code,name,kind,power,star,text\nAB-001,Em'
    const path = join(dir, 'latin1.csv')
    writeFileSync(path, Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('ber Fox,unit,3,no,\n')]))
    await expect(sets(['import', path])).rejects.toThrow(`${path}: bytes that are not UTF-8 at line 2, column 10, field "name", byte ${head.length}: save the file as UTF-8 and try again; nothing was imported`)
    expect(store.list('fftcg').sets).toEqual([])
  })

  it('export writes JSON or CSV that imports back to the same cards', async () => {
    const saved = await store.save({ game: 'fftcg', name: 'Round', cards: [unit('AB-001'), unit('AB-002', { star: true })], pictures: {} })
    const csvPath = join(dir, 'round.csv')
    await sets(['export', saved.id], { out: csvPath })
    expect(readFileSync(csvPath, 'utf8').split('\n')[0]).toBe(fakeSpec.csvColumns.join(','))
    out = []
    await sets(['export', saved.id])
    const json = JSON.parse(out.join(''))
    expect(json).toMatchObject({ deckLabCardSet: 1, game: 'fftcg', name: 'Round' })
    expect(json.cards).toEqual(saved.cards)

    await sets(['import', csvPath], { name: 'Back' })
    const back = store.list('fftcg').sets.find((s) => s.name === 'Back')!
    expect(store.get('fftcg', back.id).cards).toEqual(saved.cards)
  })

  it('delete removes the set at its current revision', async () => {
    const saved = await store.save({ game: 'fftcg', name: 'Gone', cards: [unit('AB-001')], pictures: {} })
    await store.save({ game: 'fftcg', id: saved.id, revision: 1, name: 'Gone', cards: [], pictures: {} })
    expect(await sets(['delete', saved.id])).toBe(0)
    expect(store.list('fftcg').sets).toEqual([])
    await expect(sets(['show', saved.id])).rejects.toThrow(`No card set "${saved.id}"`)
  })

  it('usage mistakes are usage errors', async () => {
    await expect(sets(['show'])).rejects.toBeInstanceOf(UsageError)
    await expect(sets(['rename', 'x'])).rejects.toThrow('Unknown command: sets rename')
    await expect(sets(['export', 'set-1'], { format: 'xml' })).rejects.toThrow('--format takes json or csv')
  })

  it('a game whose players do not make cards says so', async () => {
    store = new CardSetStore({ userDataDir: dir, specOf: () => undefined })
    await expect(sets(['list'])).rejects.toThrow('fftcg has no user-made card sets')
  })
})
