// Issue 31: the first start opens on the start page; a later start, or a first start that finds
// decks already (an upgrade, a restored backup), opens on the cards as before.
import { describe, expect, it } from 'vitest'
import { FIRST_START_KEY, firstStartSeen, homeRoute, markFirstStartSeen } from '../../../src-renderer/lib/first-start'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

describe('first start', () => {
  it('opens the start page when nothing was seen and the library is empty', async () => {
    expect(await homeRoute(false, async () => false)).toBe('/start')
  })

  it('opens the cards once the start page was seen, or when decks exist, or when the library cannot be read', async () => {
    expect(await homeRoute(true, async () => false)).toBe('/cards')
    expect(await homeRoute(false, async () => true)).toBe('/cards')
    expect(await homeRoute(false, () => Promise.reject(new Error('blocked')))).toBe('/cards')
  })

  it('remembers the page as seen, and counts storage that throws as seen (never trapped on the page)', () => {
    const storage = memoryStorage()
    expect(firstStartSeen(storage)).toBe(false)
    markFirstStartSeen(storage)
    expect(storage.map.get(FIRST_START_KEY)).toBe('1')
    expect(firstStartSeen(storage)).toBe(true)
    const throwing = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') } }
    expect(firstStartSeen(throwing)).toBe(true)
    expect(() => markFirstStartSeen(throwing)).not.toThrow()
  })
})
