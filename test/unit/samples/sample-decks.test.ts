// Issue 31: each game bundles two or three sample decks that are legal in the game's main format,
// from the bundled cards. Each list goes through main's decklist.parse (as a pasted list does, the
// way the first-start page opens it), and the deck it makes through the module's own deck rules.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GetCardsResult, ParsedDecklist } from '@shared/api'
import type { AnyGameModule } from '@shared/game/module'
import { GAME_IDS, gameModule } from '@shared/games'
import { sampleDecksOf } from '@shared/games/sample-decks'
import { createMainServices } from '../../../src-main/services'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-samples-')) })

async function call<T>(channel: string, request: object): Promise<T> {
  const envelope = await services.dispatch(channel as never, request as never, { transport: 'http' })
  if (!envelope.ok) throw new Error(envelope.error.message)
  return envelope.value as T
}

describe('sample decks', { timeout: 120_000 }, () => {
  for (const game of GAME_IDS) {
    it(`${game}: two or three, each named and described in English and French, with distinct ids`, () => {
      const samples = sampleDecksOf(game)
      expect(samples.length).toBeGreaterThanOrEqual(2)
      expect(samples.length).toBeLessThanOrEqual(3)
      expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length)
      for (const s of samples) {
        for (const text of [s.names.en, s.names.fr, s.about.en, s.about.fr]) expect(text.trim()).not.toBe('')
        expect(s.names.fr).not.toBe(s.names.en)
        expect(s.about.fr).not.toBe(s.about.en)
      }
    })

    it(`${game}: its main format is the first format of the game (the one a new deck gets)`, () => {
      const main = gameModule(game).deck.formats[0]!.id
      for (const s of sampleDecksOf(game)) expect(s.format, s.id).toBe(main)
    })

    for (const sample of sampleDecksOf(game)) {
      it(`${game}: ${sample.id} reads whole and is legal in ${sample.format} by the game's rules`, async () => {
        const parsed = await call<ParsedDecklist>('decklist.parse', { game, text: sample.decklist })
        expect(parsed.errors.map((l) => `${l.text}: ${l.error?.kind}`)).toEqual([])
        const codes = [...new Set(Object.values(parsed.piles).flat().map((e) => e.code))]
        const found = await call<GetCardsResult>('cards.get', { game, codes })
        expect(found.unknown).toEqual([])
        const byCode = new Map(found.cards.map((c, i) => [codes[i]!, c]))
        const rules: AnyGameModule['deck'] = gameModule(game).deck
        const result = rules.validate(parsed.piles, sample.format, (code) => byCode.get(code) ?? null)
        expect(result.issues.filter((i) => i.severity === 'error')).toEqual([])
        expect(result.valid).toBe(true)
        // The deck size the format asks, counted from the list itself.
        const counted = sample.decklist.split('\n').map((l) => /^(\d+)x? /.exec(l)?.[1]).filter(Boolean).reduce((n, c) => n + Number(c), 0)
        expect(result.total).toBe(counted)
      })
    }
  }
})
