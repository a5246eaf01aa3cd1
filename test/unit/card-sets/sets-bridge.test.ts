// The sets.* channels through the loopback HTTP bridge, as browser mode calls them. The made-up
// game's spec stands in for a registered game with user cards (none is registered in this tree).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDispatch, type HandlerTable } from '../../../src-main/api/dispatch'
import { setHandlers } from '../../../src-main/api/handlers/sets'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { withSetPictures } from '../../../src-main/card-sets/picture-door'
import { createMainServices } from '../../../src-main/services'
import { startHttpBridge, type RunningBridge } from '../../../src-main/web/http-bridge'
import { MAX_SET_PICTURE_BYTES } from '../../../src-shared/channels/sets'
import { fakeSpec, unit } from './fake-game'
import { makePng } from './pictures'

const TOKEN = 'sets-bridge-token'
let bridge: RunningBridge
let real: RunningBridge

beforeAll(async () => {
  const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-bridge-')), specOf: (g) => (g === 'fftcg' ? fakeSpec : undefined) })
  const dispatch = createDispatch(setHandlers(store) as HandlerTable)
  bridge = await startHttpBridge({ dispatch, images: withSetPictures({ image: async () => null }, store), token: TOKEN })
  const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-real-')) })
  real = await startHttpBridge({ dispatch: services.dispatch, images: services.cardImages, token: TOKEN })
})
afterAll(() => Promise.all([bridge.close(), real.close()]))

async function call(channel: string, request: unknown, on = bridge) {
  const res = await fetch(`http://127.0.0.1:${on.port}/api/${channel}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  return (await res.json()) as { ok: boolean; value?: any; error?: any } // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('sets.* over the HTTP bridge', () => {
  it('gives the renderer the game’s fields and columns as plain JSON', async () => {
    const answer = await call('sets.spec', { game: 'fftcg' })
    expect(answer.value).toEqual({ fields: JSON.parse(JSON.stringify(fakeSpec.fields)), csvColumns: fakeSpec.csvColumns, keyField: 'code', blank: fakeSpec.blank(), bundledIsDemo: false })
  })

  it('saves a set and lists it', async () => {
    const saved = await call('sets.save', { game: 'fftcg', name: 'Bridge', cards: [unit('AB-001')] })
    expect(saved).toMatchObject({ ok: true, value: { name: 'Bridge', revision: 1 } })
    const list = await call('sets.list', { game: 'fftcg' })
    expect(list.value.sets).toEqual([expect.objectContaining({ id: saved.value.id, cardCount: 1 })])
  })

  it('refuses an import as a whole, with the line and field of each problem', async () => {
    const answer = await call('sets.import', { game: 'fftcg', text: 'code,name,kind,power,star,text\nAB-009,Oops,unit,2,sometimes,\n' })
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'import-rejected',
        message: expect.stringContaining('no set was changed'),
        details: [{ line: 2, field: 'star', problem: { code: 'notFlag', params: { value: 'sometimes' } }, message: '"sometimes" is not yes/no, 1/0 or true/false' }],
      },
    })
  })

  it('attaches a picture and serves it at /card-image/<its code>', async () => {
    const png = makePng('AB', 63, 88)
    const attached = await call('sets.attachImage', { game: 'fftcg', base64: png.toString('base64') })
    expect(attached.ok).toBe(true)
    const res = await fetch(`http://127.0.0.1:${bridge.port}/card-image/${attached.value.imageCode}`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
  })

  it('answers 204 for a picture code that names no stored picture', async () => {
    const res = await fetch(`http://127.0.0.1:${bridge.port}/card-image/set-picture.fftcg.${'a'.repeat(32)}.png`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(204)
  })

  it('refuses a picture over 2 MiB in the request check, before decoding it', async () => {
    const answer = await call('sets.attachImage', { game: 'fftcg', base64: 'A'.repeat(Math.ceil(MAX_SET_PICTURE_BYTES / 3) * 4 + 4) })
    expect(answer.error).toMatchObject({ code: 'invalid-request', details: [{ field: 'base64', message: 'a picture of at most 2 MiB' }] })
  })

  it('answers a clear invalid-request for a registered game whose module has no userCards', async () => {
    const answer = await call('sets.list', { game: 'fftcg' }, real)
    const message = 'fftcg has no user-made card sets: its cards come from its own data'
    expect(answer.error).toEqual({ code: 'invalid-request', message, details: [{ problem: { code: 'noUserCards', params: { game: 'fftcg' } }, message: 'the fftcg module declares no userCards' }] })
  })
})
