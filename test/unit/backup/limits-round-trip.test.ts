// Issue 17, point 1: one set of deck limits from parsing to saving to backing up to restoring.
// Every decklist the importer accepts can be saved; every deck the library saves comes back whole
// from a backup; what breaks a limit is refused with the line or the field, never saved.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readBackup } from '@shared/backup'
import { parseDecklist } from '@shared/channels/decklist'
import { DECK_LIMITS } from '@shared/decklist/limits'
import type { DeckLabDatabase } from '../../../src-renderer/db/database'
import { freshDb } from './fresh-db'
import { DeckLimitError, DeckRepository } from '../../../src-renderer/db/decks'
import { backupText, createBackup, restoreBackup } from '../../../src-renderer/db/backup'
import { cards, resolver } from '../decklist/fixtures'


const deckCodes = [...new Set(cards.filter((c) => c.code && resolver.byCode(c.code)?.code === c.code).map((c) => c.code))]

async function roundTrip(db: DeckLabDatabase) {
  const byId = <T extends { id: string }>(list: T[]) => list.sort((a, b) => a.id.localeCompare(b.id))
  const before = { decks: byId(await db.decks.toArray()), versions: byId(await db.versions.toArray()) }
  const read = readBackup(backupText(await createBackup(db)))
  if (!read.ok) throw new Error(read.reason)
  expect(read.skipped).toEqual([])
  const empty = freshDb('decklab-limits')
  await restoreBackup(empty, read.backup)
  expect({ decks: byId(await empty.decks.toArray()), versions: byId(await empty.versions.toArray()) }).toEqual(before)
}

/** Saves a parsed list as the import preview does: the card lines understood, error lines left out. */
async function importParsed(db: DeckLabDatabase, text: string) {
  const parsed = parseDecklist(text, resolver)
  return new DeckRepository(db).importDeck({ name: parsed.name ?? 'Imported', piles: parsed.piles, ...(parsed.format ? { format: parsed.format } : {}) })
}

describe('the decklist parser holds the deck limits (issue 17.1)', () => {
  it('refuses the line that would make more than 99 copies of one code (a card on 34 lines)', () => {
    const parsed = parseDecklist(Array.from({ length: 34 }, () => '3 1-001H').join('\n'), resolver)
    expect(parsed.piles.main).toEqual([{ code: '1-001H', count: 99 }])
    expect(parsed.errors.map((l) => l.line)).toEqual([34])
    expect(parsed.errors[0]!.error).toMatchObject({ kind: 'limit', message: expect.stringMatching(/102 copies of 1-001H.*at most 99/) })
  })

  it('refuses the 501st different card of the main deck and the 51st of the Limit Break pile', () => {
    const main = deckCodes.slice(0, 600).map((code) => `1 ${code}`)
    const parsed = parseDecklist(main.join('\n'), resolver)
    expect(parsed.piles.main).toHaveLength(DECK_LIMITS.entries)
    expect(parsed.errors).toHaveLength(100)
    expect(parsed.errors[0]).toMatchObject({ line: 501, error: { kind: 'limit', message: expect.stringMatching(/at most 500/) } })
    const lb = parseDecklist(['Limit Break (60)', ...deckCodes.slice(0, 60).map((code) => `1 ${code}`)].join('\n'), resolver)
    expect(lb.piles.limitBreak).toHaveLength(DECK_LIMITS.limitBreakEntries)
    expect(lb.errors.filter((l) => l.error?.kind === 'limit')).toHaveLength(10)
  })

  it('refuses a deck name longer than 200 characters, on its line', () => {
    const parsed = parseDecklist(`Deck: ${'N'.repeat(280)}\n3 1-001H`, resolver)
    expect(parsed.name).toBeUndefined()
    expect(parsed.errors[0]).toMatchObject({ line: 1, error: { kind: 'limit', message: expect.stringMatching(/280 characters.*at most 200/) } })
  })

  it('refuses copies past 99 when a deck file lists the same code twice', () => {
    const text = JSON.stringify({ deckLab: 1, deck: { entries: [{ code: '1-001H', count: 60 }, { code: '1-001H', count: 60 }] } }, null, 2)
    const parsed = parseDecklist(text, resolver)
    expect(parsed.piles.main).toEqual([{ code: '1-001H', count: 60 }])
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]!.error).toMatchObject({ kind: 'limit', message: expect.stringMatching(/120 copies/) })
  })
})

describe('every deck the app can save round-trips through backup and restore (issue 17.1)', () => {
  const cardLine = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.constantFrom(...deckCodes.slice(0, 700)))
  const list = fc.record({
    name: fc.string({ maxLength: 300 }).map((s) => s.replace(/[\r\n]/g, ' ')),
    main: fc.array(cardLine, { maxLength: 700 }),
    limitBreak: fc.array(cardLine, { maxLength: 70 }),
    repeat: fc.integer({ min: 1, max: 40 }),
  })

  it('a list the importer reads, saved, backed up and restored, comes back the same', async () => {
    await fc.assert(
      fc.asyncProperty(list, async ({ name, main, limitBreak, repeat }) => {
        const lines = [`Deck: ${name}`, ...main.flatMap(([n, code]) => Array.from({ length: n % repeat === 0 ? repeat : 1 }, () => `${n} ${code}`))]
        if (limitBreak.length) lines.push('Limit Break', ...limitBreak.map(([n, code]) => `${n} ${code}`))
        const db = freshDb('decklab-limits')
        await importParsed(db, lines.join('\n'))
        await roundTrip(db)
      }),
      { numRuns: 25 },
    )
  })

  const entry = fc.record({ code: fc.string({ minLength: 1, maxLength: 45 }), count: fc.integer({ min: 1, max: 120 }) })
  it('a deck the library saves comes back the same; one it refuses says which field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.string({ maxLength: 260 }),
          notes: fc.string({ maxLength: 50 }),
          tags: fc.array(fc.string({ maxLength: 60 }), { maxLength: 5 }),
          entries: fc.array(entry, { maxLength: 30 }),
          limitBreak: fc.array(entry, { maxLength: 3 }),
        }),
        async (deck) => {
          const db = freshDb('decklab-limits')
          try {
            const { entries, limitBreak, ...rest } = deck
            await new DeckRepository(db).importDeck({ ...rest, piles: { main: entries, limitBreak } })
          } catch (error) {
            expect(error).toBeInstanceOf(DeckLimitError)
            expect((error as Error).message).toMatch(/cannot be saved: (name|tags|piles\.main|piles\.limitBreak)/)
            expect(await db.decks.count()).toBe(0)
            return
          }
          await roundTrip(db)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('the editor cannot save a 100th copy: the saved deck stays as it was', async () => {
    const db = freshDb('decklab-limits')
    const repo = new DeckRepository(db)
    const deck = await repo.create({ name: 'Fire', piles: { main: [{ code: '1-001H', count: 99 }] } })
    await expect(repo.save(deck.id, { piles: { main: [{ code: '1-001H', count: 100 }] } })).rejects.toThrow(/piles\.main\.0\.count/)
    expect((await db.decks.get(deck.id))!.piles.main).toEqual([{ code: '1-001H', count: 99 }])
  })
})
