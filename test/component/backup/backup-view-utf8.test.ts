// Issue 29.4 on the Backup page: a backup file is read as strict UTF-8 (readFileText), not with
// file.text(), which would turn bytes that are not UTF-8 into U+FFFD and restore them into a
// deck's name. Such a file is refused with its name, line, column and byte offset; nothing changes.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { appDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { backupText, createBackup } from '../../../src-renderer/db/backup'
import { freshDb } from '../../unit/backup/fresh-db'
import { i18nFor } from '../fixtures'

// the backup holds no card sets: main is never asked
vi.mock('../../../src-renderer/api', () => ({ api: { game: 'fftcg', invoke: async (channel: string) => Promise.reject(new Error(`unexpected ${channel}`)) } }))
const { default: BackupView } = await import('../../../src-renderer/views/BackupView.vue')

/** A real backup of one deck named "Café" (the é is two bytes in UTF-8, one in Latin-1). */
async function backupOfCafe(): Promise<string> {
  const db = freshDb('decklab-backup-view')
  await new DeckRepository(db).create({ name: 'Café', piles: { main: [{ code: '1-001H', count: 3 }] } })
  return backupText(await createBackup(db, {}))
}

/** The text in Latin-1 (every character below U+0100 one byte), as an old editor saves it. */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))

async function mountView(locale: 'en' | 'fr' = 'en') {
  const wrapper = mount(BackupView, { global: { plugins: [i18nFor(locale), createPinia()] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}

async function choose(wrapper: Awaited<ReturnType<typeof mountView>>, file: File) {
  const input = wrapper.get<HTMLInputElement>('[data-testid="backup-file-input"]')
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
  await vi.waitFor(() => expect(wrapper.find('[data-testid="backup-refused"], [data-testid="backup-plan"]').exists()).toBe(true), { timeout: 5000 })
}

beforeEach(async () => {
  setActivePinia(createPinia())
  await appDatabase().decks.clear()
})

describe('issue 29.4: the Backup page reads files as strict UTF-8', () => {
  it('restores nothing from a Latin-1 backup and names the file, line, column and byte of the first bad byte', async () => {
    const text = await backupOfCafe()
    const bytes = latin1(text)
    // where the é is, counted here from the text itself
    const offset = bytes.indexOf(0xe9)
    const before = text.slice(0, text.indexOf('é'))
    const line = before.split('\n').length
    const column = before.length - before.lastIndexOf('\n')
    const wrapper = await mountView()
    await choose(wrapper, new File([bytes], 'old-backup.json'))
    const refusal = wrapper.get('[data-testid="backup-refusal"]').text()
    expect(refusal).toContain('old-backup.json')
    expect(refusal).toContain(`line ${line}, column ${column} (byte ${offset})`)
    expect(wrapper.get('[data-testid="backup-refused"]').text()).toContain('Nothing was changed.')
    expect(wrapper.find('[data-testid="backup-plan"]').exists()).toBe(false)
    expect(await appDatabase().decks.count()).toBe(0)
  })

  it('says it in French', async () => {
    const bytes = latin1(await backupOfCafe())
    const wrapper = await mountView('fr')
    await choose(wrapper, new File([bytes], 'ancienne.json'))
    const refusal = wrapper.get('[data-testid="backup-refusal"]').text()
    expect(refusal).toContain('ancienne.json n’est pas du texte UTF-8')
    expect(refusal).toContain(`(octet ${bytes.indexOf(0xe9)})`)
  })

  it('a bad file after a good one takes the good one’s restore plan away', async () => {
    const text = await backupOfCafe()
    const wrapper = await mountView()
    await choose(wrapper, new File([text], 'good.json'))
    expect(wrapper.get('[data-testid="backup-new"]').text()).toContain('1')
    await choose(wrapper, new File([latin1(text)], 'bad.json'))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="backup-refusal"]').exists()).toBe(true))
    expect(wrapper.find('[data-testid="backup-plan"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('bad.json')
  })

  it('still reads a UTF-8 backup, its accented deck name whole', async () => {
    const wrapper = await mountView()
    await choose(wrapper, new File([await backupOfCafe()], 'good.json'))
    expect(wrapper.find('[data-testid="backup-refused"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="backup-new"]').text()).toContain('1')
  })
})
