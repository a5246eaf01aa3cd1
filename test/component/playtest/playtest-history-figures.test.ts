// Issue 11: the history shows each game's figures by turn under the game's own headings (its
// play.turnFigures), read from the turns as schema v6 stores them: FFTCG's Backups and damage as
// before, the creature game's creatures and LP, Vanguard's rear-guards, in English and French.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { defineComponent } from 'vue'
import Dexie from 'dexie'
import type { GameId } from '@shared/games'
import type { StoredTurn } from '@shared/game/turn-figures'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { PlaytestRepository, setPlaytestRepository } from '../../../src-renderer/db/playtests'
import type { PlaytestRecord } from '../../../src-renderer/db/schema'
import { useGameStore } from '../../../src-renderer/stores/game'
import PlaytestHistory from '../../../src-renderer/components/playtest/PlaytestHistory.vue'
import { i18nFor } from '../fixtures'

let name = ''
let db: DeckLabDatabase
beforeEach(() => {
  name = `history-figures-${Math.random()}`
  db = new DeckLabDatabase(name)
  setPlaytestRepository(new PlaytestRepository(db))
  setActivePinia(createPinia())
})
afterEach(async () => {
  setPlaytestRepository(null)
  db.close()
  await Dexie.delete(name)
})

function record(game: GameId, turns: StoredTurn[]): PlaytestRecord {
  return {
    id: `p-${game}`, game, deckId: 'deck-1', versionId: null, deckName: 'Deck', entries: [{ code: '1-001H', count: 3 }], format: 'constructed', seed: 39,
    onThePlay: true, mulligan: false, turns, result: 'ongoing', endedOnTurn: null, endedBy: null, startedAt: 1_000, endedAt: 2_000,
  }
}

async function shown(game: GameId, locale: 'en' | 'fr', turns: StoredTurn[]) {
  await new PlaytestRepository(db).save(record(game, turns))
  useGameStore().current = game
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: defineComponent({ template: '<div />' }) }] })
  const wrapper = mount(PlaytestHistory, { props: { deckId: 'deck-1' }, global: { plugins: [i18nFor(locale), router] } })
  await flushPromises()
  const headings = wrapper.findAll('th').map((th) => th.text())
  const row = wrapper.get('[data-testid="playtest-history-row"]').findAll('td').map((td) => td.text())
  return { headings, row, wrapper }
}

const turn = (n: number, figures: Record<string, number>): StoredTurn => ({ turn: n, figures })

describe('the playtest history shows each game’s figures by turn (issue 11)', () => {
  it('FFTCG: Backups and damage dealt by turn, as before, in English and French', async () => {
    const turns = [turn(1, { backups: 1, damageDealt: 0, damageTaken: 0 }), turn(2, { backups: 2, damageDealt: 3, damageTaken: 1 })]
    const en = await shown('fftcg', 'en', turns)
    expect(en.headings).toEqual(['Date', 'Seed', 'Start', 'Backups by turn', 'Damage dealt by turn', 'Result'])
    expect(en.row.slice(3, 5)).toEqual(['1 · 2', '0 · 3'])
    en.wrapper.unmount()
    const fr = await shown('fftcg', 'fr', turns)
    expect(fr.headings.slice(3, 5)).toEqual(['Soutiens par tour', 'Dégâts infligés par tour'])
  })

  it('says a game left after one turn with its own plural, in English and French (it said "1 tour(s)")', async () => {
    const one = [turn(1, { backups: 1, damageDealt: 0, damageTaken: 0 })]
    const en = await shown('fftcg', 'en', one)
    expect(en.row.at(-1)).toBe('left after 1 turn')
    en.wrapper.unmount()
    const fr = await shown('fftcg', 'fr', one)
    expect(fr.row.at(-1)).toBe('quitté après 1 tour')
  })

  it('the creature game: creatures and LP dealt by turn', async () => {
    const { headings, row } = await shown('creatures', 'fr', [turn(1, { creatures: 1, lpDealt: 1500, lpTaken: 0 }), turn(2, { creatures: 3, lpDealt: 6500, lpTaken: 500 })])
    expect(headings.slice(3, 5)).toEqual(['Créatures par tour', 'PV infligés par tour'])
    expect(row.slice(3, 5)).toEqual(['1 · 3', '1500 · 6500'])
  })

  it('Vanguard: rear-guards and damage dealt by turn, not FFTCG’s Backups', async () => {
    const { headings, row } = await shown('vanguard', 'en', [turn(1, { rearguards: 2, damageDealt: 1, damageTaken: 0 })])
    expect(headings.slice(3, 5)).toEqual(['Rear-guards by turn', 'Damage dealt by turn'])
    expect(row.slice(3, 5)).toEqual(['2', '1'])
  })
})
