// Issue 25.2: the hosts a link may open in the user's browser are the app's and those each game's
// main module declares (MainGame.externalHosts); generic code (app-pages.ts) names none of a game's.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkHosts, mayOpenExternally } from '../../../src-main/electron/app-pages'
import { MAIN_GAMES } from '../../../src-main/games'
import type { MainGame } from '../../../src-main/game/main-game'

describe('links opened outside the app follow the games (issue 17.8, 25.2)', () => {
  it("a made-up game's declared host may be opened, and no host it does not declare", () => {
    const hosts = linkHosts([{ externalHosts: ['rules.example'] }, {}])
    expect(mayOpenExternally('https://rules.example/cr', hosts)).toBe(true)
    expect(mayOpenExternally('https://github.com/', hosts)).toBe(true) // the app's own
    expect(mayOpenExternally('https://fftcg.square-enix-games.com/en/card-browser', hosts)).toBe(false)
    expect(mayOpenExternally('http://rules.example/cr', hosts)).toBe(false)
  })

  it('every host a registered game declares may be opened by default', () => {
    const declared = Object.values(MAIN_GAMES).flatMap((game) => (game as MainGame).externalHosts ?? [])
    expect(declared.length).toBeGreaterThan(0)
    for (const host of declared) expect(mayOpenExternally(`https://${host}/`), host).toBe(true)
  })

  it('the generic page rules name no game host', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../../src-main/electron/app-pages.ts'), 'utf8')
    expect(text).not.toMatch(/square-enix|scryfall|cf-vanguard/i)
  })
})
