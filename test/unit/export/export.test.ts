// export.sheetPdf and export.saveFile through the dispatch every transport uses.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib'
import type { Envelope, SaveFileResult, SheetPdf } from '@shared/api'
import { createMainServices, type MainServices } from '../../../src-main/services'
import { safeFileName, type DesktopFiles } from '../../../src-main/export/save-file'
import { FIRE_ICE } from '../decklist/fixtures'

let services: MainServices
const saveDir = mkdtempSync(join(tmpdir(), 'decklab-export-'))
let answer: string | null = null
const opened: string[] = []
const files: DesktopFiles = {
  chooseSavePath: async ({ suggestedName }) => (answer === null ? null : join(saveDir, answer || suggestedName)),
  openPath: async (path) => void opened.push(path),
}

beforeAll(() => {
  services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-export-data-')), files })
})

const call = async <T>(channel: string, payload: unknown, transport: 'ipc' | 'http' | 'cli' = 'http') =>
  (await services.dispatch(channel, payload, { transport })) as Envelope<T>

// The standard fonts' WinAnsi encoding: Latin-1 plus typographic marks in 0x80–0x9F.
const WIN_ANSI_EXTRA: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' }
const winAnsi = { decode: (bytes: Uint8Array) => [...bytes].map((b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('') }

/** The text drawn on the PDF's pages: pdf-lib writes standard-font text as hex strings. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const out: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : []
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as never) as PDFRawStream
      const raw = stream.getContents()
      const filter = stream.dict.get(PDFName.of('Filter'))
      const data = filter ? inflateSync(raw).toString('latin1') : Buffer.from(raw).toString('latin1')
      for (const [, hex] of data.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(winAnsi.decode(Buffer.from(hex!, 'hex')))
    }
  }
  return out.join('\n')
}

describe('export.sheetPdf: the deck registration sheet', () => {
  it('is a PDF that pdf-lib reads, with the names, each card line and the totals', async () => {
    const envelope = await call<SheetPdf>('export.sheetPdf', {
      game: 'fftcg',
      deckName: 'Fire Ice Midrange',
      playerName: 'Zoë',
      date: '2025-03-01',
      piles: { main: FIRE_ICE },
    })
    if (!envelope.ok) throw new Error(envelope.error.message)
    const bytes = Buffer.from(envelope.value.base64, 'base64')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(envelope.value).toMatchObject({ fileName: 'Fire Ice Midrange - registration sheet.pdf', pages: 1 })
    const text = await pdfText(bytes)
    for (const line of ['Fire Ice Midrange', 'Zoë', '2025-03-01', 'Forwards', 'Backups', 'Summons', 'Monsters', 'Main deck: 50 cards', 'TOTAL: 50'])
      expect(text).toContain(line)
    for (const card of ['10-032H', 'Scylla', '11-015L', 'Braska’s Final Aeon', '14-029R', 'Shivalry']) expect(text).toContain(card)
  })

  it('goes on to another page when the list is long', async () => {
    const entries = Array.from({ length: 120 }, (_, i) => ({ code: `1-${String(i + 1).padStart(3, '0')}`, count: 1 }))
    const envelope = await call<SheetPdf>('export.sheetPdf', { game: 'fftcg', deckName: 'Cube', format: 'limited', piles: { main: entries } })
    if (!envelope.ok) throw new Error(envelope.error.message)
    expect(envelope.value.pages).toBeGreaterThan(1)
    expect((await PDFDocument.load(Buffer.from(envelope.value.base64, 'base64'))).getPageCount()).toBe(envelope.value.pages)
  })

  it('refuses a payload that is not a deck', async () => {
    for (const payload of [{}, { deckName: 'x', piles: { main: [{ code: '1-001H', count: 0 }] } }, { deckName: 'x', piles: { main: [] }, date: '1 March' }, { deckName: 'x', piles: { main: [] }, extra: 1 }, { deckName: 'x'.repeat(201), piles: { main: [] } }]) {
      expect(await call('export.sheetPdf', { game: 'fftcg', ...payload }), JSON.stringify(payload).slice(0, 60)).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    }
  })
})

describe('export.saveFile: only the desktop window saves through main', () => {
  const request = { suggestedName: 'Fire.txt', content: '3 1-001H Auron\n', kind: 'text' }

  it('refuses the HTTP bridge and the CLI', async () => {
    for (const transport of ['http', 'cli'] as const) {
      expect(await call('export.saveFile', request, transport)).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringMatching(/only available in the desktop app/) } })
    }
  })

  it('writes where the user chose, whole, and says nothing was saved when the dialog is cancelled', async () => {
    answer = ''
    const saved = await call<SaveFileResult>('export.saveFile', request, 'ipc')
    expect(saved).toEqual({ ok: true, value: { saved: true, fileName: 'Fire.txt' } })
    expect(readFileSync(join(saveDir, 'Fire.txt'), 'utf8')).toBe('3 1-001H Auron\n')
    expect(readdirSync(saveDir).filter((f) => f.endsWith('.tmp'))).toEqual([])

    answer = 'sheet.pdf'
    const pdf = await call<SaveFileResult>('export.saveFile', { suggestedName: 'x.pdf', content: Buffer.from('%PDF-1.7').toString('base64'), encoding: 'base64', kind: 'pdf', open: true }, 'ipc')
    expect(pdf).toMatchObject({ ok: true, value: { saved: true } })
    expect(readFileSync(join(saveDir, 'sheet.pdf'), 'latin1')).toBe('%PDF-1.7')
    expect(opened).toEqual([join(saveDir, 'sheet.pdf')])

    answer = null
    expect(await call('export.saveFile', request, 'ipc')).toEqual({ ok: true, value: { saved: false } })
  })

  it('validates the payload and proposes a safe file name', async () => {
    expect(await call('export.saveFile', { ...request, kind: 'exe' }, 'ipc')).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    expect(await call('export.saveFile', { ...request, suggestedName: '' }, 'ipc')).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    expect(safeFileName('../../etc/passwd', 'text')).toBe('passwd.txt')
    expect(safeFileName('C:\\Users\\x\\Fire: Ice?.json', 'json')).toBe('Fire Ice.json')
    expect(safeFileName('...', 'pdf')).toBe('deck.pdf')
  })
})
