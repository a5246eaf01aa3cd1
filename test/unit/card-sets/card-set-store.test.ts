import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src-shared/api'
import { CardSetStore, STALE_TEMP_MS } from '../../../src-main/card-sets/card-set-store'
import { withSetPictures } from '../../../src-main/card-sets/picture-door'
import { answerCardImage, cardImageRequestOf } from '../../../src-main/images/image-http'
import { cardImageUrl } from '../../../src-shared/images/card-image-url'
import { fakeSpec, unit } from './fake-game'
import { makePng } from './pictures'

const game = 'fake'
let dir: string
let store: CardSetStore

const newStore = () => new CardSetStore({ userDataDir: dir, specOf: (g) => (g === game ? fakeSpec : undefined), now: () => new Date('2026-11-24T01:00:00Z') })
const save = (extra: Partial<Parameters<CardSetStore['save']>[0]> = {}) => store.save({ game, name: 'Mine', cards: [unit('AB-001')], pictures: {}, ...extra })
const setFiles = () => readdirSync(join(dir, 'card-sets', game)).filter((name) => name.endsWith('.json'))

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<ApiError> {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-sets-'))
  store = newStore()
})

describe('card set store: saving', () => {
  it('creates a set in <userData>/card-sets/<game>/<id>.json at revision 1, and lists it', async () => {
    const set = await save()
    expect(set).toMatchObject({ game, name: 'Mine', revision: 1, cards: [unit('AB-001')], updatedAt: '2026-11-24T01:00:00.000Z' })
    expect(setFiles()).toEqual([`${set.id}.json`])
    expect(JSON.parse(readFileSync(join(dir, 'card-sets', game, `${set.id}.json`), 'utf8'))).toMatchObject({ deckLabCardSet: 1, id: set.id, revision: 1 })
    expect(store.list(game)).toEqual({ sets: [{ id: set.id, name: 'Mine', revision: 1, cardCount: 1, updatedAt: set.updatedAt }], problems: [] })
    expect(store.get(game, set.id)).toEqual(set)
  })

  it('replaces a set saved on its current revision, and counts up', async () => {
    const first = await save()
    const second = await save({ id: first.id, revision: 1, cards: [unit('AB-001'), unit('AB-002')] })
    expect(second.revision).toBe(2)
    expect(store.get(game, first.id).cards).toHaveLength(2)
  })

  it('refuses a save made on an older revision (another window) and keeps the newer set', async () => {
    const first = await save()
    await save({ id: first.id, revision: 1, name: 'Newer' })
    const error = await refusal(save({ id: first.id, revision: 1, name: 'Stale' }))
    expect(error.message).toContain('was changed elsewhere (now revision 2, this edit was made on 1)')
    expect(store.get(game, first.id).name).toBe('Newer')
  })

  it('refuses a stale save from another process sharing the folder', async () => {
    const first = await save()
    const otherProcess = newStore()
    await otherProcess.save({ game, id: first.id, revision: 1, name: 'From the CLI', cards: [], pictures: {} })
    expect((await refusal(save({ id: first.id, revision: 1 }))).code).toBe('invalid-request')
    expect(store.get(game, first.id).name).toBe('From the CLI')
  })

  it('runs two saves of the same revision at once one after the other: the second is refused', async () => {
    const first = await save()
    const outcomes = await Promise.allSettled([save({ id: first.id, revision: 1, name: 'A' }), save({ id: first.id, revision: 1, name: 'B' })])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected'])
    expect(store.get(game, first.id)).toMatchObject({ name: 'A', revision: 2 })
  })

  it('checks every card by the game’s schema, naming the card and field, and writes nothing', async () => {
    const error = await refusal(save({ cards: [unit('AB-001'), { ...unit('AB-002'), power: 'high' }, unit('AB-001')] }))
    expect(error.details).toEqual([
      { record: '#2', field: 'power', problem: { code: 'wrongType', params: { expected: 'number' } }, message: expect.any(String) },
      { record: '#3', field: 'code', problem: { code: 'duplicateCard', params: { key: 'AB-001', first: 1 } }, message: 'AB-001 is already the code of card #1' },
    ])
    expect(existsSync(join(dir, 'card-sets', game))).toBe(false)
  })

  it('answers a clear invalid-request for a game whose players make no cards', async () => {
    const error = await refusal(() => store.list('fftcg'))
    expect(error).toMatchObject({ code: 'invalid-request', message: 'fftcg has no user-made card sets: its cards come from its own data' })
  })

  it('deletes a set on its current revision only', async () => {
    const set = await save()
    expect((await refusal(store.remove(game, set.id, 5))).message).toContain('changed elsewhere')
    await store.remove(game, set.id, 1)
    expect(store.list(game).sets).toEqual([])
    expect((await refusal(() => store.get(game, set.id))).code).toBe('not-found')
  })

  it('tells the catalog after each change, and gives it every set’s cards', async () => {
    const changed: string[] = []
    store.onChange((g) => changed.push(g))
    await save()
    await save({ name: 'Other', cards: [unit('CD-001')] })
    expect(changed).toEqual([game, game])
    expect(store.cardsOf(game)).toEqual(expect.arrayContaining([{ ...unit('AB-001'), ownSet: 'Mine' }, { ...unit('CD-001'), ownSet: 'Other' }]))
  })

  it('answers a save that was stored even when a listener fails afterwards (the catalog rebuild)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    store.onChange(() => {
      throw new Error('index build failed')
    })
    const set = await save()
    expect(store.get(game, set.id).revision).toBe(1)
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  it('moves a damaged set file aside and says so, keeping the others', async () => {
    await save()
    writeFileSync(join(dir, 'card-sets', game, 'set-broken.json'), '{ "deckLabCardSet": 1, ')
    const list = store.list(game)
    expect(list.sets).toHaveLength(1)
    expect(list.problems).toEqual([expect.stringContaining('set-broken.json was damaged (not JSON')])
    expect(readdirSync(join(dir, 'card-sets', game)).some((name) => name.startsWith('set-broken.json.corrupt-'))).toBe(true)
  })

  it('leaves no temp file behind', async () => {
    await save()
    expect(readdirSync(join(dir, 'card-sets', game)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('issue 29 defect 6: removes at start the temp files of a killed writer, old ones, and keeps a live writer’s', async () => {
    const set = await save()
    const folder = join(dir, 'card-sets', game)
    mkdirSync(join(folder, 'images'), { recursive: true })
    // a child process that has exited: its pid names no live writer
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!
    const killed = `.${set.id}.json.${dead}.0badf00d.tmp`
    const killedPicture = join('images', `.${'a'.repeat(32)}.png.${dead}.12345678.tmp`)
    const live = `.${set.id}.json.${process.ppid}.cafe1234.tmp`
    const oldLive = `.${set.id}.json.${process.ppid}.deadbeef.tmp`
    for (const name of [killed, killedPicture, live, oldLive]) writeFileSync(join(folder, name), '{"half": ')
    const hourAgo = (Date.now() - STALE_TEMP_MS - 60_000) / 1000
    utimesSync(join(folder, oldLive), hourAgo, hourAgo)
    writeFileSync(join(folder, 'notes.tmp'), 'not a temp file of the store')
    const started = new CardSetStore({ userDataDir: dir, specOf: (g) => (g === game ? fakeSpec : undefined) })
    expect(started.list(game).sets).toHaveLength(1)
    const left = [...readdirSync(folder), ...readdirSync(join(folder, 'images')).map((n) => join('images', n))]
    expect(left).not.toContain(killed)
    expect(left).not.toContain(killedPicture)
    expect(left).not.toContain(oldLive)
    expect(left).toEqual(expect.arrayContaining([live, 'notes.tmp', `${set.id}.json`]))
  })
})

describe('card set store: import and export', () => {
  const csv = (rows: string) => `code,name,kind,power,star,text\n${rows}`

  it('imports a CSV file as a new set', async () => {
    const { set, added } = await store.importFile({ game, text: csv('AB-001,Wolf,unit,2,yes,\n'), name: 'From CSV' })
    expect(added).toBe(1)
    expect(set).toMatchObject({ name: 'From CSV', revision: 1, cards: [{ code: 'AB-001', name: 'Wolf', power: 2, star: true }] })
  })

  it('merges an import into a set, replacing cards with the same code', async () => {
    const set = await save({ cards: [unit('AB-001'), unit('AB-002')] })
    const result = await store.importFile({ game, text: csv('AB-002,Bear,unit,5,no,\nAB-003,Fox,unit,1,no,\n'), into: { id: set.id, revision: 1 } })
    expect(result).toMatchObject({ added: 1, replaced: 1, set: { revision: 2 } })
    expect(result.set.cards.map((c) => (c as { name: string }).name)).toEqual(['Unit AB-001', 'Bear', 'Fox'])
  })

  it('refuses a file with a bad row as a whole, naming line and field, and leaves the set unchanged', async () => {
    const set = await save()
    const error = await refusal(() => store.importFile({ game, text: csv('AB-005,Ok,unit,1,no,\nAB-006,Bad,unit,x,no,\n'), into: { id: set.id, revision: 1 } }))
    expect(error).toMatchObject({ code: 'import-rejected', details: [{ line: 3, field: 'power', message: '"x" is not a whole number' }] })
    expect(store.get(game, set.id)).toEqual(set)
  })

  it('exports JSON and CSV that import back to the same cards', async () => {
    const set = await save({ name: 'Round: trip!', cards: [unit('AB-001', { text: 'a, "b"\nc' }), { code: 'AB-002', name: 'Fog', kind: 'spell', star: true, text: '' }] })
    for (const format of ['json', 'csv'] as const) {
      const file = store.export(game, set.id, format)
      expect(file.fileName).toBe(`Round-trip.${format}`)
      const back = await store.importFile({ game, text: file.text, name: 'Back' })
      expect(back.set.cards).toEqual(set.cards)
    }
  })
})

describe('card set store: pictures', () => {
  it('stores a picture by the hash of its bytes, once, and shows it through the card-image door', async () => {
    const png = makePng('WOLF', 63, 88)
    const attached = await store.attachPicture(game, png)
    expect(attached).toMatchObject({ picture: expect.stringMatching(/^[0-9a-f]{32}\.png$/), type: 'image/png', width: 63, height: 88 })
    expect((await store.attachPicture(game, png)).picture).toBe(attached.picture)
    expect(readdirSync(join(dir, 'card-sets', game, 'images'))).toEqual([attached.picture])

    const door = withSetPictures({ image: async () => null }, store)
    for (const viaProtocol of [true, false]) {
      const request = cardImageRequestOf(viaProtocol ? cardImageUrl(game, attached.imageCode, true) : `/${cardImageUrl(game, attached.imageCode, false)}`)
      const answer = await answerCardImage(door, request)
      expect(answer.status).toBe(200)
      expect(answer.type).toBe('image/png')
      expect(answer.body.equals(png)).toBe(true)
    }
  })

  it('keeps a card’s picture with its set, and refuses one that was never attached', async () => {
    const { picture } = await store.attachPicture(game, makePng('A', 63, 88))
    const set = await save({ pictures: { 'AB-001': picture } })
    expect(store.get(game, set.id).pictures).toEqual({ 'AB-001': picture })
    expect((await refusal(save({ pictures: { 'AB-001': `${'0'.repeat(32)}.png` } }))).message).toContain('is not stored')
    expect((await refusal(save({ pictures: { 'ZZ-999': picture } }))).message).toContain('not one of its cards')
  })

  it('refuses bytes that are not a picture, saying why', async () => {
    const error = await refusal(() => store.attachPicture(game, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(3))))
    expect(error).toMatchObject({ code: 'invalid-request', details: [{ field: 'base64' }] })
  })
})
