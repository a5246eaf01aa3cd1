// Issue 11, item 5: the player chooses the game in the header. The choice is remembered across
// launches (an unknown stored value falls back to the default game), every request then names it,
// and switching drops what belonged to the previous game: its search, its open deck, its lab run;
// an import draft keeps its pasted text and is read again as a list of the new game.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { defineComponent } from 'vue'
import Dexie from 'dexie'
import type { DeckLabBridge } from '@shared/api-envelope'
import type { GameId } from '@shared/games'
import { i18nFor } from '../fixtures'

// A second game beside FFTCG: the registry as it will be once Magic is in.
vi.mock('@shared/games', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/games')>()
  const mtg = { ...real.GAMES.fftcg, id: 'mtg', names: { en: 'Magic: The Gathering', fr: 'Magic : l’Assemblée' } }
  const GAMES = { ...real.GAMES, mtg }
  const isGameId = (id: unknown) => typeof id === 'string' && Object.hasOwn(GAMES, id)
  const gameModule = (id: string) => {
    if (!isGameId(id)) throw new RangeError(`Unknown game "${id}"`)
    return GAMES[id as keyof typeof GAMES]
  }
  return { ...real, GAMES, GAME_IDS: Object.keys(GAMES), isGameId, gameModule }
})

const sent: { channel: string; request: Record<string, unknown> }[] = []
const bridge: DeckLabBridge = {
  invoke: async (channel, request) => {
    sent.push({ channel, request: request as Record<string, unknown> })
    if (channel === 'cards.search') return { ok: true, value: { total: 0, cards: [] } }
    if (channel === 'decklist.parse') return { ok: true, value: { source: 'text', entries: [], limitBreak: [], lines: [], errors: [] } }
    if (channel === 'cards.get') return { ok: true, value: { cards: [], unknown: [] } }
    return { ok: true, value: null }
  },
}
vi.mock('../../../src-renderer/api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src-renderer/api')>()
  return { ...real, api: real.createApi(bridge) }
})

const { api } = await import('../../../src-renderer/api')
const { GAME_STORAGE_KEY, startGame, useGameStore } = await import('../../../src-renderer/stores/game')
const { useCardSearchStore } = await import('../../../src-renderer/stores/cardSearch')
const { useDeckEditorStore } = await import('../../../src-renderer/stores/deckEditor')
const { useDecklistImportStore } = await import('../../../src-renderer/stores/decklistImport')
const { DeckLabDatabase } = await import('../../../src-renderer/db/database')
const { DeckRepository, setDeckRepository } = await import('../../../src-renderer/db')
const GameSwitch = (await import('../../../src-renderer/components/GameSwitch.vue')).default
const DeckLibraryView = (await import('../../../src-renderer/views/DeckLibraryView.vue')).default

/** The mocked second game (GameId only knows the registered ones). */
const MTG = 'mtg' as GameId
const Blank = defineComponent({ template: '<div />' })
let wrapper: VueWrapper
let db: InstanceType<typeof DeckLabDatabase>

function appRouter() {
  return createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/cards', name: 'cards', component: Blank },
      { path: '/decks', name: 'decks', component: Blank },
      { path: '/decks/import', name: 'deck-import', component: Blank },
      { path: '/decks/:id', name: 'deck', component: Blank },
      { path: '/playtest/:deckId', name: 'playtest-deck', component: Blank },
    ],
  })
}

async function mountSwitch(path = '/cards', locale: 'en' | 'fr' = 'en') {
  const router = appRouter()
  await router.push(path)
  startGame()
  wrapper = mount(GameSwitch, { global: { plugins: [i18nFor(locale), router] } })
  await flushPromises()
  return { router, select: wrapper.get('select') }
}

beforeEach(() => {
  localStorage.clear()
  sent.length = 0
  setActivePinia(createPinia())
  db = new DeckLabDatabase(`decklab-switch-${Math.random()}`)
  setDeckRepository(new DeckRepository(db, { game: () => api.game }))
  api.setGame('fftcg')
})
afterEach(async () => {
  wrapper?.unmount()
  setDeckRepository(null)
  db.close()
  await Dexie.delete(db.name)
})

describe('game switch', () => {
  it('is a labelled select naming every game in the language shown, the current one chosen', async () => {
    const { select } = await mountSwitch('/cards', 'fr')
    expect(wrapper.get('label').attributes('for')).toBe(select.attributes('id'))
    expect(wrapper.get('label').text()).toBe('Jeu')
    expect(select.findAll('option').map((o) => o.text())).toEqual(['FINAL FANTASY Trading Card Game', 'Jeu de créatures', 'Cardfight!! Vanguard', 'Magic : l’Assemblée'])
    expect((select.element as HTMLSelectElement).value).toBe('fftcg')
  })

  it('remembers the chosen game for the next launch, and requests name it from then on', async () => {
    const { select } = await mountSwitch()
    await select.setValue('mtg')
    await flushPromises()
    expect(localStorage.getItem(GAME_STORAGE_KEY)).toBe('mtg')
    expect(api.game).toBe('mtg')
    expect(sent.find((s) => s.channel === 'cards.search')?.request.game).toBe('mtg')

    // next launch: a fresh app state reads it back
    wrapper.unmount()
    setActivePinia(createPinia())
    api.setGame('fftcg')
    const again = await mountSwitch()
    expect((again.select.element as HTMLSelectElement).value).toBe('mtg')
    expect(api.game).toBe('mtg')
  })

  it('falls back to the default game when the stored value is not a game', async () => {
    localStorage.setItem(GAME_STORAGE_KEY, 'pokemon')
    const { select } = await mountSwitch()
    expect((select.element as HTMLSelectElement).value).toBe('fftcg')
    expect(useGameStore().current).toBe('fftcg')
    expect(api.game).toBe('fftcg')
  })

  it('drops the previous game’s search and open deck, and leaves the deck’s page for the library', async () => {
    const deck = await new DeckRepository(db).create({ name: 'Fire' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    const search = useCardSearchStore()
    search.query = 'cloud'
    search.filters.elements = ['fire']
    search.sort = { by: 'power', dir: 'desc' }
    const { router, select } = await mountSwitch(`/decks/${deck.id}`)

    await select.setValue('mtg')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('decks')
    expect(editor.deck).toBeNull()
    expect(search.query).toBe('')
    expect(search.filters.elements).toEqual([])
    // another game's cards have other sort keys (the creature game has no power): back to auto
    expect(search.sort).toEqual({ by: 'auto', dir: 'asc' })
    expect(sent.find((s) => s.channel === 'cards.search')?.request.sort).toBeUndefined()
    // the new game's cards and facets are asked for
    expect(sent.filter((s) => s.channel === 'cards.search' || s.channel === 'cards.facets').map((s) => [s.channel, s.request.game])).toEqual([
      ['cards.search', 'mtg'],
      ['cards.facets', 'mtg'],
    ])
  })

  it('keeps a pasted import draft and reads it again as a list of the new game', async () => {
    const draft = useDecklistImportStore()
    await draft.load('3 Cloud\n2 Sephiroth')
    const { select } = await mountSwitch('/decks')
    sent.length = 0

    await select.setValue('mtg')
    await flushPromises()
    expect(draft.rows.map((r) => r.text)).toEqual(['3 Cloud', '2 Sephiroth'])
    expect(sent.find((s) => s.channel === 'decklist.parse')?.request).toEqual({ game: 'mtg', text: '3 Cloud\n2 Sephiroth' })
  })
})

describe('the deck library of the game shown', () => {
  it('lists only the current game’s decks, and the other game’s after a switch', async () => {
    const ofGame = (game: string) => new DeckRepository(db, { game: () => game as 'fftcg' })
    await ofGame('fftcg').create({ name: 'Fire Ice' })
    await ofGame('fftcg').create({ name: 'Wind' })
    await ofGame('mtg').create({ name: 'Mono Red' })
    startGame()
    const router = appRouter()
    await router.push('/decks')
    const library = mount(DeckLibraryView, { global: { plugins: [i18nFor('en'), router] } })
    await flushPromises()
    const names = () => library.findAll('[data-testid="deck-link"]').map((a) => a.text()).sort()
    expect(names()).toEqual(['Fire Ice', 'Wind'])

    await useGameStore().choose(MTG)
    await flushPromises()
    expect(names()).toEqual(['Mono Red'])
    library.unmount()
  })

  it('gives a new deck the current game', async () => {
    await useGameStore().choose(MTG)
    const router = appRouter()
    await router.push('/decks')
    const library = mount(DeckLibraryView, { global: { plugins: [i18nFor('en'), router] } })
    await flushPromises()
    await library.get('[data-testid="new-deck-name"]').setValue('Elves')
    await library.get('form').trigger('submit')
    await flushPromises()
    expect((await db.decks.toArray()).map((d) => [d.name, d.game])).toEqual([['Elves', 'mtg']])
    library.unmount()
  })
})
