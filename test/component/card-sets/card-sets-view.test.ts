// Issue 12.1: the Card sets view against the real store and handlers (the made-up game's spec
// stands in for a registered game with user cards: none is registered in this tree).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { unwrapEnvelope } from '@shared/api-envelope'
import { createDispatch, type HandlerTable } from '../../../src-main/api/dispatch'
import { setHandlers } from '../../../src-main/api/handlers/sets'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { fakeSpec, unit } from '../../unit/card-sets/fake-game'
import { creatureUserCards } from '../../../src-shared/games/creatures/user-cards'
import type { UserCardSpec } from '../../../src-shared/game/user-cards'
import { makePng } from '../../unit/card-sets/pictures'
import { i18nFor } from '../fixtures'

let store: CardSetStore
let dir: string
let withSpec = true
vi.mock('../../../src-renderer/api', () => ({
  api: {
    game: 'fftcg',
    invoke: async (channel: string, request: object) =>
      unwrapEnvelope(await createDispatch(setHandlers(store) as HandlerTable, () => undefined)(channel, { game: 'fftcg', ...request }, { transport: 'ipc' })),
  },
}))
const { default: CardSetsView } = await import('../../../src-renderer/views/CardSetsView.vue')

beforeEach(() => {
  withSpec = true
  dir = mkdtempSync(join(tmpdir(), 'decklab-sets-view-'))
  store = new CardSetStore({ userDataDir: dir, specOf: () => (withSpec ? fakeSpec : undefined) })
})

async function mountView(locale: 'en' | 'fr' = 'en') {
  const wrapper = mount(CardSetsView, { global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}

/** A stored set of these cards, open in the view. */
async function openSetOf(cards: unknown[], locale: 'en' | 'fr' = 'en') {
  const set = await store.save({ game: 'fftcg', name: 'Mine', cards, pictures: {} })
  const wrapper = await mountView(locale)
  await wrapper.get('.set-list button').trigger('click')
  await vi.waitFor(() => wrapper.get('#open-set-name'))
  return { set, wrapper }
}

/** Main's answers take longer on a machine shared with other test runs. */
const SLOW = { timeout: 5000 }

/** Chooses a file in the picture picker, as the system dialog would. */
async function choosePicture(wrapper: Awaited<ReturnType<typeof mountView>>, bytes: Uint8Array) {
  const input = wrapper.get<HTMLInputElement>('#card-picture-file')
  Object.defineProperty(input.element, 'files', { value: [new File([new Uint8Array(bytes)], 'picture.png')], configurable: true })
  await input.trigger('change')
}

describe('Card sets view', () => {
  it('creates a set, adds a card through the form, and stores it in main', async () => {
    const wrapper = await mountView()
    await wrapper.get('#new-set-name').setValue('My creatures')
    await wrapper.get('[data-testid="set-create"]').trigger('submit')
    await vi.waitFor(() => expect(wrapper.get('#open-set-name').text()).toBe('My creatures'))

    await wrapper.get('[data-testid="card-new"]').trigger('click')
    await wrapper.get('#user-card-code').setValue('AB-007')
    await wrapper.get('#user-card-name').setValue('Owl')
    await wrapper.get('#user-card-power').setValue('4')
    await wrapper.get('form.user-card-form').trigger('submit')
    await vi.waitFor(() => expect(wrapper.get('[data-testid="set-cards"] tbody').text()).toContain('Owl'))
    const [summary] = store.list('fftcg').sets
    expect(store.get('fftcg', summary!.id).cards).toEqual([{ code: 'AB-007', name: 'Owl', kind: 'unit', power: 4, star: false, text: '' }])
    wrapper.unmount()
  })

  it('shows an import’s problems by line and field, and changes nothing', async () => {
    const { set, wrapper } = await openSetOf([unit('AB-001')])
    await wrapper.get('#set-import-text').setValue('code,name,kind,power,star,text\nAB-002,Fox,unit,1,no,\nAB-003,Bad,unit,lots,no,\n')
    await wrapper.get('[data-testid="set-import-merge"]').trigger('click')
    await vi.waitFor(() => wrapper.get('[data-testid="set-import-problems"]'))
    expect(wrapper.get('[data-testid="set-import-problems"] li').text()).toBe('line 3, power: “lots” is not a whole number.')
    expect(wrapper.get('[data-testid="set-import-problems"] p').text()).toBe('The file was not imported and no set changed: one problem.')
    expect(store.get('fftcg', set.id)).toEqual(set)
    wrapper.unmount()
  })

  it('issue 29.5: after an import, says in French which card’s picture was left out (not a picture of the set)', async () => {
    store = new CardSetStore({ userDataDir: dir, specOf: () => creatureUserCards as UserCardSpec<unknown> })
    const wrapper = await mountView('fr')
    const file = { deckLabCardSet: 1, game: 'fftcg', name: 'Hostile', cards: [{ code: 'CR-01', name: 'Fox', category: 'effect', picture: '../../etc/passwd' }] }
    await wrapper.get('#set-import-text').setValue(JSON.stringify(file))
    await wrapper.get('[data-testid="set-import-new"]').trigger('click')
    await vi.waitFor(() => wrapper.get('[data-testid="set-import-notes"]'), SLOW)
    expect(wrapper.get('[data-testid="set-import-notes"] p').text()).toBe('Importé ; une chose du fichier a été laissée de côté :')
    expect(wrapper.get('[data-testid="set-import-notes"] li').text()).toBe('enregistrement #1 CR-01, picture: L’image « ../../etc/passwd » de CR-01 n’est pas l’une des images de la série : elle a été laissée de côté.')
    wrapper.unmount()
  })

  it('refuses a chosen file with bytes that are not UTF-8, saying where, in English and French (issue 29.4)', async () => {
    const head = 'code,name,kind,power,star,text\nAB-002,Fox,unit,1,no,\nAB-003,B'
    const bytes = Buffer.concat([Buffer.from(head), Buffer.from([0xff]), Buffer.from('ad,unit,2,no,\n')])
    for (const [locale, expected] of [
      ['en', `line 3, name: Not UTF-8 at column 9 (byte ${head.length}): save the file as UTF-8 and try again.`],
      ['fr', `ligne 3, name: Pas de l’UTF-8 à la colonne 9 (octet ${head.length}) : enregistrez le fichier en UTF-8 et réessayez.`],
    ] as const) {
      const { set, wrapper } = await openSetOf([unit('AB-001')], locale)
      const input = wrapper.get<HTMLInputElement>('#set-import-file')
      Object.defineProperty(input.element, 'files', { value: [new File([new Uint8Array(bytes)], 'mine.csv')], configurable: true })
      await input.trigger('change')
      await vi.waitFor(() => wrapper.get('[data-testid="set-import-problems"]'), SLOW)
      expect(wrapper.get('[data-testid="set-import-problems"] li').text()).toBe(expected)
      // Nothing read into the box, nothing stored.
      expect((wrapper.get('#set-import-text').element as HTMLTextAreaElement).value).toBe('')
      expect(store.get('fftcg', set.id)).toEqual(set)
      wrapper.unmount()
    }
  })

  it('keeps an import’s problems out of the card form open beside it', async () => {
    const { wrapper } = await openSetOf([unit('AB-001')])
    await wrapper.get('[aria-label="Edit AB-001"]').trigger('click')
    await wrapper.get('#set-import-text').setValue('code,name,kind,power,star,text\nAB-003,Bad,unit,lots,no,\n')
    await wrapper.get('[data-testid="set-import-new"]').trigger('click')
    await vi.waitFor(() => wrapper.get('[data-testid="set-import-problems"]'))
    expect(wrapper.get('#user-card-power-problems').text()).toBe('')
    wrapper.unmount()
  })

  it('shows main’s refusal of a card under the form: a code already in the set', async () => {
    const { wrapper } = await openSetOf([unit('AB-001'), unit('AB-002')])
    await wrapper.get('[aria-label="Duplicate AB-001"]').trigger('click')
    await wrapper.get('#user-card-code').setValue('AB-002')
    await wrapper.get('form.user-card-form').trigger('submit')
    await vi.waitFor(() => expect(wrapper.get('#user-card-code-problems').text()).toBe('AB-002 is already the code of card #2.'))
    expect(wrapper.get('form [role="alert"]').text()).toBe('The card was not saved.')
    wrapper.unmount()
  })

  it('duplicates a card into the form with its code emptied, and edits one in place', async () => {
    const { wrapper } = await openSetOf([unit('AB-001')], 'fr')
    await wrapper.get('[aria-label="Dupliquer AB-001"]').trigger('click')
    expect((wrapper.get('#user-card-code').element as HTMLInputElement).value).toBe('')
    expect((wrapper.get('#user-card-name').element as HTMLInputElement).value).toBe('Unit AB-001')
    await wrapper.get('[data-testid="card-cancel"]').trigger('click')

    await wrapper.get('[aria-label="Modifier AB-001"]').trigger('click')
    await wrapper.get('#user-card-name').setValue('Renamed')
    await wrapper.get('form.user-card-form').trigger('submit')
    await vi.waitFor(() => expect(wrapper.get('[data-testid="set-cards"] tbody').text()).toContain('Renamed'))
    expect(wrapper.findAll('[data-testid="set-cards"] tbody tr')).toHaveLength(1)
    wrapper.unmount()
  })

  it('in French, words an import’s problems in French (main sends codes, not English)', async () => {
    const { wrapper } = await openSetOf([unit('AB-001')], 'fr')
    await wrapper.get('#set-import-text').setValue('code,name,kind,power,star,text\nAB-003,Bad,unit,lots,no,\n')
    await wrapper.get('[data-testid="set-import-merge"]').trigger('click')
    await vi.waitFor(() => wrapper.get('[data-testid="set-import-problems"]'), SLOW)
    expect(wrapper.get('[data-testid="set-import-problems"] li').text()).toBe('ligne 2, power: « lots » n’est pas un nombre entier.')
    wrapper.unmount()
  })

  it('shows a picture chosen for a card in the form’s preview, and keeps it with the card', async () => {
    const { set, wrapper } = await openSetOf([unit('AB-001')])
    await wrapper.get('[aria-label="Edit AB-001"]').trigger('click')
    expect(wrapper.find('[data-testid="card-picture"]').exists()).toBe(false)
    await choosePicture(wrapper, makePng('A', 63, 88))
    const img = await vi.waitFor(() => wrapper.get<HTMLImageElement>('[data-testid="card-picture"]'), SLOW)
    const [stored] = (await import('node:fs')).readdirSync(join(dir, 'card-sets', 'fftcg', 'images'))
    expect(img.attributes('src')).toContain(`set-picture.fftcg.${stored}`)
    await wrapper.get('form.user-card-form').trigger('submit')
    await vi.waitFor(() => expect(store.get('fftcg', set.id).pictures).toEqual({ 'AB-001': stored }), SLOW)
    await vi.waitFor(() => expect(wrapper.find('[data-testid="card-editor"]').exists()).toBe(false), SLOW)
    // opened again, the card shows its picture
    await wrapper.get('[aria-label="Edit AB-001"]').trigger('click')
    expect(wrapper.get('[data-testid="card-picture"]').attributes('src')).toContain(stored)
    wrapper.unmount()
  })

  it('says in French why a picture was refused (not a picture)', async () => {
    const { wrapper } = await openSetOf([unit('AB-001')], 'fr')
    await wrapper.get('[aria-label="Modifier AB-001"]').trigger('click')
    await choosePicture(wrapper, new TextEncoder().encode('GIF89a'.padEnd(300, '\0')))
    const problem = await vi.waitFor(() => wrapper.get('[data-testid="card-picture-problem"]'), SLOW)
    expect(problem.text()).toBe('Ce n’est pas une image que Deck Lab affiche : choisissez un fichier PNG, JPEG ou WebP complet.')
    expect(wrapper.find('[data-testid="card-picture"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says so for a game whose players make no cards', async () => {
    withSpec = false
    const wrapper = await mountView()
    expect(wrapper.get('[role="alert"]').text()).toBe('This game has no user-made card sets: its cards come from its own data.')
    wrapper.unmount()
  })
})
