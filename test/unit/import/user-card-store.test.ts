import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, chmodSync } from 'node:fs'
import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { USER_CARDS_FILE, UserCardStore } from '../../../src-main/games/fftcg/catalog/user-card-store'

const auron: RawCard = {
  fullCode: '1-001H', name: 'Auron', elements: ['fire'], type: 'forward', cost: 6, power: 9000, jobs: ['Guardian'],
  category1: 'X', category2: null, rarity: 'H', set: 'Opus I', text: 'When Auron deals damage to your opponent, you may play 1 Fire Backup from your hand onto the field dull.',
  exBurst: false, multicard: false, image: null,
}
const first = { cards: [auron], imports: [{ fileName: 'a.json', format: 'flat-list', importedAt: '2026-01-01T00:00:00.000Z', cards: 1 }] }
const second = { cards: [auron, { ...auron, fullCode: '1-004C', name: 'Ifrit' }], imports: [] }

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-store-'))
})
afterEach(() => {
  chmodSync(dir, 0o700)
  rmSync(dir, { recursive: true, force: true })
})

describe('UserCardStore', () => {
  it('starts empty without a file, and reads back what it saved', () => {
    const store = new UserCardStore(dir)
    expect(store.load()).toEqual({ cards: [], rawCards: [], imports: [], problems: [] })
    store.save(first)
    const loaded = new UserCardStore(dir).load()
    expect(loaded.rawCards).toEqual([auron])
    expect(loaded.imports).toEqual(first.imports)
    expect(loaded.problems).toEqual([])
    expect(readdirSync(dir)).toEqual([USER_CARDS_FILE]) // no temp file left behind
  })

  it('keeps the old file when the write fails half-way (disk full)', () => {
    new UserCardStore(dir).save(first)
    const before = readFileSync(join(dir, USER_CARDS_FILE))
    const failing = new UserCardStore(dir, {
      fs: {
        writeSync: () => {
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
        },
      },
    })
    expect(() => failing.save(second)).toThrow(/ENOSPC/)
    expect(readFileSync(join(dir, USER_CARDS_FILE)).equals(before)).toBe(true)
    expect(readdirSync(dir)).toEqual([USER_CARDS_FILE])
  })

  it('keeps the old file when the rename fails', () => {
    new UserCardStore(dir).save(first)
    const before = readFileSync(join(dir, USER_CARDS_FILE))
    const failing = new UserCardStore(dir, {
      fs: {
        renameSync: () => {
          throw Object.assign(new Error('EXDEV: rename failed'), { code: 'EXDEV' })
        },
      },
    })
    expect(() => failing.save(second)).toThrow(/EXDEV/)
    expect(readFileSync(join(dir, USER_CARDS_FILE)).equals(before)).toBe(true)
    expect(readdirSync(dir)).toEqual([USER_CARDS_FILE])
  })

  it('writes through fsync before the rename', () => {
    const calls: string[] = []
    new UserCardStore(dir, {
      fs: {
        fsyncSync: (fd: number) => {
          calls.push('fsync')
          fs.fsyncSync(fd)
        },
        renameSync: (from: fs.PathLike, to: fs.PathLike) => {
          calls.push('rename')
          fs.renameSync(from, to)
        },
      },
    }).save(first)
    expect(calls.slice(0, 2)).toEqual(['fsync', 'rename'])
  })

  it.each([
    ['not JSON', '{"kind": "deck-lab/imported-cards", "cards": [ {'],
    ['the wrong shape', JSON.stringify({ kind: 'deck-lab/imported-cards', version: 1, imports: [], cards: [{ fullCode: 1 }] })],
  ])('moves a damaged store file (%s) aside and reports it, without crashing', (_, content) => {
    writeFileSync(join(dir, USER_CARDS_FILE), content)
    const store = new UserCardStore(dir, { now: () => new Date('2026-02-03T04:05:06.789Z') })
    const loaded = store.load()
    expect(loaded.cards).toEqual([])
    expect(loaded.problems[0]).toMatch(/damaged .* moved to .*imported-cards\.json\.corrupt-2026-02-03T04-05-06-789Z/)
    expect(readdirSync(dir)).toEqual([`${USER_CARDS_FILE}.corrupt-2026-02-03T04-05-06-789Z`])
    expect(readFileSync(join(dir, `${USER_CARDS_FILE}.corrupt-2026-02-03T04-05-06-789Z`), 'utf8')).toBe(content)
    // and the store works again afterwards
    store.save(first)
    expect(store.load().rawCards).toEqual([auron])
  })

  it('leaves out, and reports, a stored card that no longer normalises', () => {
    new UserCardStore(dir).save({ cards: [auron, { ...auron, fullCode: '1-002R', type: 'hero' }], imports: [] })
    const loaded = new UserCardStore(dir).load()
    expect(loaded.cards.map((c) => c.code)).toEqual(['1-001H'])
    expect(loaded.rawCards).toHaveLength(2)
    expect(loaded.problems[0]).toMatch(/stored card 1-002R is left out/)
  })
})
