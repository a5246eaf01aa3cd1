// The renderer's API door names the game the app shows in every request that carries one.
import { describe, expect, it } from 'vitest'
import type { DeckLabBridge } from '@shared/api-envelope'
import { createApi } from '../../src-renderer/api'

function recordingBridge() {
  const sent: { channel: string; request: unknown }[] = []
  const bridge: DeckLabBridge = {
    invoke: async (channel, request) => {
      sent.push({ channel, request })
      return { ok: true, value: null }
    },
  }
  return { bridge, sent }
}

describe('renderer api', () => {
  it('adds the current game to game channels only, and follows setGame', async () => {
    const { bridge, sent } = recordingBridge()
    const api = createApi(bridge)
    await api.invoke('cards.search', { query: 'cloud' })
    await api.invoke('images.cacheInfo', {})
    await api.invoke('game.undo', { gameId: 'g1' })
    expect(sent).toEqual([
      { channel: 'cards.search', request: { game: 'fftcg', query: 'cloud' } },
      { channel: 'images.cacheInfo', request: {} },
      { channel: 'game.undo', request: { game: 'fftcg', gameId: 'g1' } },
    ])
    expect(api.game).toBe('fftcg')
  })
})
