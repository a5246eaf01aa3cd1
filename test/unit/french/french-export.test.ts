// Issue 15, item 2: exports name cards in English by default, as decklist sites expect, and in
// French when the player chooses it: decklist texts and the PDF registration sheet.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import type { Envelope, SheetPdf } from '@shared/api'
import { createMainServices, type MainServices } from '../../../src-main/services'
import { UserCardStore } from '../../../src-main/games/fftcg/catalog/user-card-store'
import { officialRaws } from './french-cards'

let services: MainServices
const deck = { game: 'fftcg', piles: { main: [{ code: '27-002C', count: 3 }, { code: '24-001L', count: 2 }] } }

beforeAll(() => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'decklab-french-export-'))
  // What an official update leaves in the user's catalog.
  new UserCardStore(userDataDir).save({ cards: officialRaws(), imports: [] })
  services = createMainServices({ userDataDir })
})

async function call<T>(channel: string, payload: unknown): Promise<T> {
  const envelope = (await services.dispatch(channel, payload, { transport: 'http' })) as Envelope<T>
  if (!envelope.ok) throw new Error(JSON.stringify(envelope.error))
  return envelope.value
}
const decklist = async (writer: string, language?: string) =>
  (await call<{ text: string }>('decklist.format', { ...deck, writer, ...(language ? { language } : {}) })).text

/** The hex strings the PDF's pages draw, decoded (standard fonts: one byte per character). */
async function pdfStrings(base64: string): Promise<string> {
  const doc = await PDFDocument.load(Buffer.from(base64, 'base64'))
  const out: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    for (const ref of contents ? ('asArray' in contents ? contents.asArray() : [contents]) : []) {
      const stream = doc.context.lookup(ref as never) as PDFRawStream
      const data = stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.getContents()).toString('latin1') : Buffer.from(stream.getContents()).toString('latin1')
      for (const [, hex] of data.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(hex!, 'hex').toString('latin1'))
    }
  }
  return out.join('\n')
}

describe('exports in English or French', () => {
  it('writes English names by default', async () => {
    expect(await decklist('plain')).toContain('3 27-002C Moogle (XIV)')
    expect(await decklist('untap')).toContain('3 Moogle (XIV) (27-002C)')
  })

  it('writes French names when French is chosen, English where the French is unknown', async () => {
    const plain = await decklist('plain', 'fr')
    expect(plain).toContain('3 27-002C Mog (XIV)')
    expect(plain).toContain('2 24-001L Ifrit (XVI)') // the same name in both languages
    expect(await decklist('untap', 'fr')).toContain('3 Mog (XIV) (27-002C)')
  })

  it('refuses a language it does not know, saying where', async () => {
    const envelope = (await services.dispatch('decklist.format', { ...deck, writer: 'plain', language: 'de' }, { transport: 'http' })) as Envelope<unknown>
    expect(envelope.ok).toBe(false)
    expect(JSON.stringify(envelope)).toContain('language')
  })

  it('prints the registration sheet with French names when chosen', async () => {
    const request = { game: 'fftcg', deckName: 'Vent', date: '2026-11-24', piles: deck.piles }
    const english = await pdfStrings((await call<SheetPdf>('export.sheetPdf', request)).base64)
    const french = await pdfStrings((await call<SheetPdf>('export.sheetPdf', { ...request, language: 'fr' })).base64)
    expect(english).toContain('Moogle (XIV)')
    expect(french).toContain('Mog (XIV)')
    expect(french).not.toContain('Moogle')
  })
})
