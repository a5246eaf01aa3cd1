// Issue 28: `lab` refuses a deck its own game's validation rejects, with the reason, in every game
// (the generic lab entry asks each module's deck.validate in the run's format); a valid deck runs.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_IDS, gameModule } from '@shared/games'
import type { AnyGameModule } from '@shared/game/module'
import { createMainServices } from '../../../src-main/services'
import { deckPiles } from '../vanguard/fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-lab-valid-')) })
const call = (channel: string, payload: unknown) => services.dispatch(channel, payload, { transport: 'http' })

describe('lab.start refuses a deck the game’s own validation rejects', () => {
  for (const game of GAME_IDS) {
    it(`${game}: a deck of one card is refused, naming the rule its validation cites; nothing runs`, async () => {
      const module: AnyGameModule = gameModule(game)
      const found = await call('cards.search', { game, query: '', limit: 1 })
      if (!found.ok) throw new Error('cards.search failed')
      const code = (found.value as { cards: { code: string }[] }).cards[0]!.code
      const deck = [{ code, count: 1 }]
      const format = module.deck.formats[0]!.id
      // what the module says of the deck (the lab must repeat it, not judge by itself)
      const issues = module.deck.validate({ main: deck }, format, (c: string) => services.catalogs[game].get([c]).cards[0] ?? null).issues.filter((i: { severity: string }) => i.severity === 'error')
      expect(issues.length).toBeGreaterThan(0)
      const refused = await call('lab.start', { game, deck, format, games: 100 })
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
      if (refused.ok) return
      expect(refused.error.message).toContain(`not valid in the ${format} format of ${game}`)
      for (const issue of issues) expect(refused.error.message).toContain(module.deck.describeIssue(issue, 'en'))
      expect(refused.error.details?.[0]?.field).toBe('deck')
    })
  }
})

describe('Vanguard: the format the lab runs is the format it validates (issue 28)', () => {
  const { ride, main } = deckPiles('dsd01')

  it('the ride-deck deck runs in its format, and is refused in standard with DC-starting-vanguard (no silent 46-card library)', async () => {
    const ok = await call('lab.start', { game: 'vanguard', deck: main, piles: { ride }, format: 'ride-deck', games: 100, workers: 1 })
    expect(ok.ok).toBe(true)
    const refused = await call('lab.start', { game: 'vanguard', deck: main, piles: { ride }, format: 'standard', games: 100 })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringMatching(/not valid in the standard format of vanguard.*DC-starting-vanguard/) } })
  })
})
