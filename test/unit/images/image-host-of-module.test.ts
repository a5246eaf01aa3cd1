// Issue 25.2: generic image code holds no game's host. The image service asks each game's main
// module (MainGame.images.officialHost, through hostOfGame) where its pictures are: with made-up
// hosts, the Settings' defaults and the downloads follow them, and a game that declares none gets
// no download.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameId } from '@shared/games'
import { ImageService, type ImageHostOfGame } from '../../../src-main/images/image-service'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a0b60000000049454e44ae426082', 'hex')
const HOSTS: Partial<Record<GameId, ImageHostOfGame>> = { vanguard: { officialHost: 'https://pictures.example' }, mtg: { officialHost: 'https://other.example' } }

function service() {
  const asked: string[] = []
  const images = new ImageService({
    userDataDir: mkdtempSync(join(tmpdir(), 'decklab-host-')),
    resolve: (code) => ({ code, image: `https://pictures.example/cards/${code}.png` }),
    hostOfGame: (game) => HOSTS[game],
    fetch: async (url) => {
      asked.push(url)
      return new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } })
    },
    sleep: async () => undefined,
    indexDelayMs: 10,
  })
  return { images, asked }
}

describe("the image host is the game module's", () => {
  it('lists as defaults the hosts the modules declare, and none for a game that declares none', async () => {
    const { images } = service()
    const info = await images.cacheInfo()
    expect(info.defaultHosts).toEqual({ vanguard: 'https://pictures.example', mtg: 'https://other.example' })
    // the default game (FFTCG) declares none here: no host of its own comes from generic code
    expect(info.defaultHost).toBe('')
  })

  it("downloads a game's picture from its module's host, and nothing for a game without one", async () => {
    const { images, asked } = service()
    expect(await images.image('V-1', undefined, 'vanguard')).not.toBeNull()
    expect(asked).toEqual(['https://pictures.example/cards/V-1.png'])
    expect(await images.image('F-1', undefined, 'fftcg')).toBeNull()
    expect(asked).toHaveLength(1)
  })
})
