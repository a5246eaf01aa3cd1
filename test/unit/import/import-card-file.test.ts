// End to end: read → normalise (src-shared/games/fftcg/normalize.ts) → merge → atomic save.
import { mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { USER_CARDS_FILE, UserCardStore, importCardFile } from '../../../src-main/games/fftcg/catalog/user-card-store'
import { fixture, rejection } from './fixtures'

const now = new Date('2026-03-01T12:00:00.000Z')
let dir: string
let store: UserCardStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-import-'))
  store = new UserCardStore(dir)
})
afterEach(() => {
  chmodSync(dir, 0o700)
  rmSync(dir, { recursive: true, force: true })
})

function importInto(current: Card[], fileName: string, content: string) {
  return importCardFile({ fileName, content, store, current, now })
}

describe('importCardFile', () => {
  it('adds every card of a first import, stores it and records the import', () => {
    const { report, cards } = importInto([], 'get-cards.json', fixture('official-api-object.json'))
    expect(report).toEqual({ format: 'official-api-object', added: 5, updated: 0, unchanged: 0, total: 5 })
    expect(cards.find((c) => c.key === '15-139')?.elements).toEqual(['fire', 'earth'])
    const stored = new UserCardStore(dir).load()
    expect(stored.cards).toEqual(cards)
    expect(stored.imports).toEqual([{ fileName: 'get-cards.json', format: 'official-api-object', importedAt: now.toISOString(), cards: 5 }])
  })

  it('counts added, updated and unchanged on a re-import, by code key', () => {
    const base = importInto([], 'merged.json', fixture('merged-slice.json')).cards
    expect(base).toHaveLength(19)
    // the same file again: nothing changes
    expect(importInto(base, 'merged.json', fixture('merged-slice.json')).report).toMatchObject({ added: 0, updated: 0, unchanged: 19, total: 19 })
    // the flat base list has only the first element and no flags: the cards that differ are updated
    const flat = importInto(base, 'fftcg_real_cards.json', fixture('flat-list-slice.json'))
    expect(flat.report.added).toBe(0)
    expect(flat.report.updated + flat.report.unchanged).toBe(19)
    expect(flat.report.updated).toBeGreaterThan(0)
    expect(flat.cards.find((c) => c.key === '15-139')?.elements).toEqual(['fire'])
    // the official fixture: Opus 1 cards identical in substance may still differ (e.g. multicard)
    const official = importInto(flat.cards, 'api.json', fixture('official-api-object.json'))
    expect(official.report.added + official.report.updated + official.report.unchanged).toBe(5)
    expect(official.cards.find((c) => c.key === '15-139')?.elements).toEqual(['fire', 'earth'])
    expect(new UserCardStore(dir).load().imports.map((i) => i.fileName)).toEqual(['merged.json', 'merged.json', 'fftcg_real_cards.json', 'api.json'])
  })

  it('adds the 121 Opus XXVII cards of the card-browser scrape, multi-element ones with both elements', () => {
    const base = importInto([], 'merged.json', fixture('merged-slice.json')).cards
    const { report, cards } = importInto(base, 'Opus27_cards.json', fixture('se-cardbrowser-scrape_opus27.json'))
    expect(report).toEqual({ format: 'cardbrowser-scrape', added: 121, updated: 0, unchanged: 0, total: 19 + 121 })
    const firion = cards.find((c) => c.key === '27-113')
    expect(firion).toMatchObject({ name: 'Firion', elements: ['fire', 'wind'], type: 'forward', rarity: 'R' })
    expect(cards.filter((c) => c.set === 'Journey of Discovery' && c.elements.length === 2)).toHaveLength(9)
    const ifrit = cards.find((c) => c.key === '27-002')
    expect(ifrit?.exBurst).toBe(true)
    expect(ifrit?.text.some((t) => t.kind === 'exBurst')).toBe(true)
  })

  it('stores nothing when one record is bad: the store file stays byte-identical', () => {
    importInto([], 'get-cards.json', fixture('official-api-object.json'))
    const before = readFileSync(join(dir, USER_CARDS_FILE))
    const records = JSON.parse(fixture('official-api-array.json')) as Record<string, unknown>[]
    records[1]!.cost = 'seven'
    const error = rejection(() => importInto([], 'bad.json', JSON.stringify(records)))
    expect(error.code).toBe('import-rejected')
    expect(error.details).toEqual([expect.objectContaining({ record: '12-114R', field: 'cost' })])
    expect(readFileSync(join(dir, USER_CARDS_FILE)).equals(before)).toBe(true)
  })

  it('reports a failed save as an error and changes nothing', () => {
    importInto([], 'get-cards.json', fixture('official-api-object.json'))
    const before = readFileSync(join(dir, USER_CARDS_FILE))
    store = new UserCardStore(dir, {
      fs: {
        renameSync: () => {
          throw new Error('EPERM: operation not permitted')
        },
      },
    })
    const error = rejection(() => importInto([], 'more.json', fixture('official-api-array.json')))
    expect(error.code).toBe('internal')
    expect(error.message).toMatch(/could not save .*EPERM.*nothing was imported/)
    expect(readFileSync(join(dir, USER_CARDS_FILE)).equals(before)).toBe(true)
  })

  it('never sends the data folder’s path to the client when a save fails (issue 17.7)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    store = new UserCardStore(dir, {
      fs: {
        openSync: (path: unknown) => {
          throw Object.assign(new Error(`EACCES: permission denied, open '${String(path)}'`), { code: 'EACCES' })
        },
      },
    })
    const error = rejection(() => importInto([], 'more.json', fixture('official-api-array.json')))
    expect(error.message).toBe('could not save the imported cards (EACCES: permission denied); nothing was imported')
    expect(JSON.stringify(error)).not.toContain(dir)
    expect(String(logged.mock.calls[0]?.[0])).toContain(dir)
    logged.mockRestore()
  })

  it('refuses a 10 MB card name and a NUL byte in a name, naming record and field (issue 17.7)', () => {
    const records = JSON.parse(fixture('flat-list-slice.json')) as Record<string, unknown>[]
    records[0]!.name = 'W'.repeat(10 * 1024 * 1024)
    records[2]!.name = 'Ed\u0000gar'
    records[3]!.text = 'Line one.\nLine two.'
    const error = rejection(() => importInto([], 'hostile.json', JSON.stringify(records)))
    expect(error.code).toBe('import-rejected')
    expect(error.details).toEqual([
      expect.objectContaining({ record: records[0]!.id, field: 'name', message: expect.stringMatching(/10485760 characters is too long \(at most 500\)/) }),
      expect.objectContaining({ record: records[2]!.id, field: 'name', message: expect.stringMatching(/control character U\+0000 at position 3/) }),
    ])
    expect(JSON.stringify(error).length).toBeLessThan(5000)
  })

  it('keeps only the base name of the file', () => {
    importInto([], 'C:\\Users\\me\\Downloads\\cards.json', fixture('official-api-array.json'))
    expect(store.load().imports[0]?.fileName).toBe('cards.json')
  })
})
