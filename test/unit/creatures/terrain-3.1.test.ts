// 3.1 Terrain cards go to the terrain zone (one per player, "Le Plateau").
import { describe, expect, it } from 'vitest'
import { apply } from '@shared/games/creatures/engine'
import { fetch, play, started } from './fixtures'

describe('3.1 terrain cards', () => {
  it('go to the terrain zone', () => {
    const [s, reef] = fetch(started(), 'TR-002')
    expect(play(s, { type: 'playTerrain', card: reef }).zones.terrain).toEqual([reef])
  })

  it('a new terrain replaces the old one, which goes to the graveyard (interpretation I7)', () => {
    let [s, reef] = fetch(started(), 'TR-002')
    let quarry: string
    ;[s, quarry] = fetch(s, 'TR-003')
    s = play(s, { type: 'playTerrain', card: reef }, { type: 'playTerrain', card: quarry })
    expect(s.zones.terrain).toEqual([quarry])
    expect(s.zones.graveyard).toContain(reef)
  })

  it('only a terrain goes to the terrain zone, even by hand', () => {
    const [s, pup] = fetch(started(), 'CR-001')
    const r = apply(s, { type: 'playTerrain', card: pup })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'wrong-category', rule: '3.1' })
    const moved = apply(s, { type: 'move', card: pup, to: 'terrain' })
    expect(moved.ok).toBe(false)
    if (!moved.ok) expect(moved.error.rule).toBe('3.1')
  })
})
