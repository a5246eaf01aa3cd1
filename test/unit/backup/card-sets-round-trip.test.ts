// Issue 29.1: a backup holds every user card set of every game with its pictures. Backed up, then
// restored into an empty user-data folder and an empty library (another computer): every deck of
// the four games opens with every card known, and every picture of the sets is shown (the same
// bytes through the card-image door).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unwrapEnvelope } from '@shared/api-envelope'
import { planSetRestore, readBackup, resolveSetRestore } from '@shared/backup'
import { setPictureImageCode } from '@shared/channels/card-set-pictures'
import { GAME_IDS, GAMES, type GameId } from '@shared/games'
import { createMainServices, type MainServices } from '../../../src-main/services'
import { backupText, createBackup, restoreBackup } from '../../../src-renderer/db/backup'
import { GAMES_WITH_SETS, readCardSets, restoreCardSets } from '../../../src-renderer/db/backup-card-sets'
import { DeckRepository } from '../../../src-renderer/db/decks'
import type { RendererApi } from '../../../src-renderer/api'
import { makePng } from '../card-sets/pictures'
import { freshDb } from './fresh-db'

const invokeOf = (services: MainServices) =>
  (async (channel: string, request: object) => unwrapEnvelope(await services.dispatch(channel, request, { transport: 'http' }))) as RendererApi['invoke']

const newComputer = () => {
  const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-backup-sets-')) })
  return { services, invoke: invokeOf(services), db: freshDb('decklab-backup-sets') }
}

const creature = (code: string, name: string) => ({ code, name, category: 'creature', level: 1, atk: 300, def: 200 })
const vanguardUnit = (code: string, name: string) => ({ ...GAMES.vanguard.userCards!.blank(), code, name, grade: 1, nations: ['Dragon Empire'], set: 'MINE' })

async function someCodes(invoke: RendererApi['invoke'], game: GameId, n: number): Promise<string[]> {
  const result = await invoke('cards.search', { game, query: '', limit: n })
  return (result.cards as { code: string }[]).map((card) => card.code)
}

describe('backup version 4: the card sets of every game travel with the decks', () => {
  it('restores into an empty user-data folder and library: every deck’s cards known, every picture shown', { timeout: 120_000 }, async () => {
    const home = newComputer()
    expect(GAMES_WITH_SETS).toEqual(expect.arrayContaining(['creatures', 'vanguard']))
    const pictures = await Promise.all(['A', 'B', 'C'].map((c, i) => home.invoke('sets.attachImage', { game: 'creatures', base64: makePng(c, 63 + i, 88).toString('base64') })))
    const vanguardPicture = await home.invoke('sets.attachImage', { game: 'vanguard', base64: makePng('D', 63, 88).toString('base64') })
    await home.invoke('sets.save', {
      game: 'creatures',
      name: 'My creatures',
      cards: [creature('MY-001', 'Sudden Gust'), creature('MY-002', 'Second Wind'), creature('MY-003', 'Quiet Owl')],
      pictures: { 'MY-001': pictures[0]!.picture, 'MY-002': pictures[1]!.picture },
    })
    await home.invoke('sets.save', { game: 'creatures', name: 'More', cards: [creature('MO-001', 'Lone Pine')], pictures: { 'MO-001': pictures[2]!.picture } })
    await home.invoke('sets.save', { game: 'vanguard', name: 'My units', cards: [vanguardUnit('MV-001', 'Homemade Dragon')], pictures: { 'MV-001': vanguardPicture.picture } })

    // One deck per game: its own catalog's cards, and the user's cards where the game has sets.
    const own: Record<GameId, string[]> = { fftcg: [], mtg: [], vanguard: ['MV-001'], creatures: ['MY-001', 'MY-002', 'MY-003', 'MO-001'] }
    for (const game of GAME_IDS) {
      const codes = [...own[game], ...(await someCodes(home.invoke, game, 3))]
      const main = GAMES[game].deck.piles[0]!.id
      await new DeckRepository(home.db, { game: () => game }).create({ name: `${game} deck`, piles: { [main]: codes.map((code) => ({ code, count: 1 })) } })
    }

    const text = backupText(await createBackup(home.db, { sets: await readCardSets(home.invoke) }))

    const away = newComputer()
    const read = readBackup(text)
    if (!read.ok) throw new Error(read.reason)
    expect(read.skippedCount).toBe(0)
    expect(read.backup.cardSets.map((s) => `${s.game}/${s.name}`).sort()).toEqual(['creatures/More', 'creatures/My creatures', 'vanguard/My units'])
    expect(read.backup.pictures).toHaveLength(4)
    const mine = (await readCardSets(away.invoke, { pictures: false })).cardSets
    expect(planSetRestore(mine, read.backup).added).toHaveLength(3)
    await restoreCardSets(away.invoke, resolveSetRestore(mine, read.backup, {}, (name) => `${name} (backup)`))
    await restoreBackup(away.db, read.backup)

    const decks = await away.db.decks.toArray()
    expect(decks.map((d) => d.game).sort()).toEqual([...GAME_IDS].sort())
    for (const deck of decks) {
      const codes = Object.values(deck.piles).flat().map((e) => e.code)
      const { cards, unknown } = await away.invoke('cards.get', { game: deck.game, codes })
      expect({ deck: deck.name, unknown }).toEqual({ deck: deck.name, unknown: [] })
      // every card a set gives a picture shows the same bytes as at home
      for (const card of cards as { code: string; picture?: string }[]) {
        if (!own[deck.game].includes(card.code) || card.code === 'MY-003') continue
        expect(card.picture, card.code).toMatch(/^[0-9a-f]{32}\.png$/)
        const code = setPictureImageCode(deck.game, card.picture!)
        const there = await away.services.cardImages.image(code, new AbortController().signal)
        const here = await home.services.cardImages.image(code, new AbortController().signal)
        expect(there?.bytes.equals(here!.bytes), card.code).toBe(true)
      }
    }

    // Restored twice: every set is the same, nothing is written again.
    const again = readBackup(text)
    if (!again.ok) throw new Error(again.reason)
    const plan = planSetRestore((await readCardSets(away.invoke, { pictures: false })).cardSets, again.backup)
    expect({ added: plan.added.length, same: plan.same.length, conflicts: plan.conflicts.length }).toEqual({ added: 0, same: 3, conflicts: 0 })
  })
})
