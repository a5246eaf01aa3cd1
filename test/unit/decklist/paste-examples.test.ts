// The decklist example in the paste boxes (the import page and the playtest start) is the game's
// own and reads whole: a Magic or Vanguard player saw FFTCG's "3 1-001H Auron" before, and the
// playtest start showed Vanguard a missing key. Each example, less its "…" lines, goes through
// main's decklist.parse for its game, in English and French.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/api'
import { GAME_IDS } from '@shared/games'
import { createMainServices } from '../../../src-main/services'
import { i18nFor } from '../../component/fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-paste-examples-')) })

/** What useGameText shows: the game's own text if it has one, else the shared one (FFTCG's). */
function exampleOf(game: string, locale: 'en' | 'fr'): string {
  const { t, te } = i18nFor(locale).global
  const own = `io.import.pastePlaceholderByGame.${game}`
  return te(own) ? t(own) : t('io.import.pastePlaceholder')
}

describe('each game’s decklist example in the paste boxes', { timeout: 60_000 }, () => {
  for (const game of GAME_IDS) {
    for (const locale of ['en', 'fr'] as const) {
      it(`${game}, ${locale}: every card line of it is a card of the game`, async () => {
        const text = exampleOf(game, locale).split('\n').filter((line) => !line.includes('…')).join('\n')
        const envelope = await services.dispatch('decklist.parse', { game, text }, { transport: 'http' })
        if (!envelope.ok) throw new Error(envelope.error.message)
        const parsed = envelope.value as ParsedDecklist
        expect(parsed.errors.map((l) => l.text)).toEqual([])
        expect(parsed.lines.filter((l) => l.status === 'card').length).toBeGreaterThanOrEqual(2)
      })
    }
  }

  it('no two games show the same example', () => {
    const shown = GAME_IDS.map((game) => exampleOf(game, 'en'))
    expect(new Set(shown).size).toBe(GAME_IDS.length)
  })
})
