// The deck registration sheet as a PDF, laid out like the ones handed in at tournaments: the
// player's and deck's names, the date, each card type with its count, card number and name,
// and the totals. pdf-lib with the standard Helvetica (no font files to ship).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Card, CardType } from '@shared/games/fftcg/card'
import type { DeckEntry, DeckFormat } from '@shared/games/fftcg/deck/deck'

export interface SheetInput {
  deckName: string
  playerName?: string
  event?: string
  /** YYYY-MM-DD */
  date: string
  format: DeckFormat
  entries: DeckEntry[]
  limitBreak?: DeckEntry[]
}

interface Row {
  count: number
  code: string
  name: string
}
interface Section {
  title: string
  rows: Row[]
  /** Counted in the main deck total (not the limit break pile). */
  main: boolean
}

const TYPES: { type: CardType; title: string }[] = [
  { type: 'forward', title: 'Forwards' },
  { type: 'backup', title: 'Backups' },
  { type: 'summon', title: 'Summons' },
  { type: 'monster', title: 'Monsters' },
]

// A4 portrait, in points.
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 36
const GUTTER = 18
const ROW = 14.5
const COLUMN_WIDTH = (PAGE.width - 2 * MARGIN - GUTTER) / 2
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.42, 0.42, 0.46)
const RULE = rgb(0.72, 0.72, 0.76)
const BAND = rgb(0.9, 0.91, 0.94)

/** Sets first, in number order: `1-001H` < `1-010C` < `10-001H` < `PR-001`. */
export function compareCodes(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })
}

export function sheetSections(input: SheetInput, lookup: (code: string) => Card | null): Section[] {
  const rows = (entries: readonly DeckEntry[]) =>
    entries.map((e) => {
      const card = lookup(e.code)
      return { entry: e, card, row: { count: e.count, code: card?.code ?? e.code, name: card?.name ?? '' } }
    })
  const all = rows(input.entries)
  const sorted = (list: typeof all) => list.map((r) => r.row).sort((a, b) => compareCodes(a.code, b.code))
  const sections: Section[] = TYPES.map(({ type, title }) => ({ title, main: true, rows: sorted(all.filter((r) => r.card?.type === type)) }))
  const others = all.filter((r) => !TYPES.some(({ type }) => r.card?.type === type))
  if (others.length) sections.push({ title: 'Other', main: true, rows: sorted(others) })
  const lb = rows(input.limitBreak ?? [])
  if (lb.length) sections.push({ title: 'Limit Break', main: false, rows: sorted(lb) })
  return sections
}

const total = (rows: readonly Row[]) => rows.reduce((n, r) => n + r.count, 0)

export async function makeSheetPdf(input: SheetInput, lookup: (code: string) => Card | null, now: Date = new Date()): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const sections = sheetSections(input, lookup)
  const mainTotal = total(sections.filter((s) => s.main).flatMap((s) => s.rows))
  doc.setTitle(`Deck registration sheet — ${input.deckName || 'Untitled deck'}`)
  doc.setSubject('FINAL FANTASY Trading Card Game deck registration sheet')
  doc.setCreator('Deck Lab')
  doc.setProducer('Deck Lab')
  doc.setCreationDate(now)
  doc.setModificationDate(now)

  const text = new TextWriter(regular, bold)
  let page = doc.addPage([PAGE.width, PAGE.height])
  const bodyTop = drawHeader(page, text, input, mainTotal, sections)
  const bodyBottom = MARGIN + 70
  let column = 0
  let y = bodyTop

  const nextColumn = () => {
    column++
    if (column % 2 === 0) {
      page = doc.addPage([PAGE.width, PAGE.height])
      text.line(page, `${input.deckName || 'Untitled deck'} (continued)`, MARGIN, PAGE.height - MARGIN - 10, 11, { bold: true })
    }
    y = column < 2 ? bodyTop : PAGE.height - MARGIN - 30
  }
  const x = () => MARGIN + (column % 2) * (COLUMN_WIDTH + GUTTER)

  sections.forEach((section, index) => {
    // Forwards on the left, everything else from the top of the right column, as on paper sheets.
    if (index === 1 && column === 0) nextColumn()
    if (y - 2 * ROW - Math.min(section.rows.length, 1) * ROW < bodyBottom) nextColumn()
    y = drawSectionHead(page, text, section, x(), y, false)
    for (const row of section.rows) {
      if (y - ROW < bodyBottom) {
        nextColumn()
        y = drawSectionHead(page, text, section, x(), y, true)
      }
      y = drawRow(page, text, row, x(), y)
    }
    y -= 10
  })

  const pages = doc.getPages()
  pages.forEach((p, i) => drawFooter(p, text, i, pages.length, i === 0, mainTotal))
  return { bytes: await doc.save(), pages: pages.length }
}

function drawHeader(page: PDFPage, text: TextWriter, input: SheetInput, mainTotal: number, sections: Section[]): number {
  let y = PAGE.height - MARGIN
  text.line(page, 'FINAL FANTASY TRADING CARD GAME', MARGIN, y - 9, 8.5, { bold: true, color: MUTED })
  text.line(page, 'Deck Registration Sheet', MARGIN, y - 30, 20, { bold: true })
  // Judges' box, top right.
  const boxW = 150
  const boxX = PAGE.width - MARGIN - boxW
  page.drawRectangle({ x: boxX, y: y - 44, width: boxW, height: 44, borderColor: RULE, borderWidth: 0.8 })
  text.line(page, 'JUDGE USE ONLY', boxX + 6, y - 11, 7, { bold: true, color: MUTED })
  text.line(page, 'Checked by:', boxX + 6, y - 26, 7.5, { color: MUTED })
  text.line(page, 'Table:', boxX + 6, y - 38, 7.5, { color: MUTED })
  y -= 62

  const field = (label: string, value: string, fx: number, fy: number, width: number) => {
    text.line(page, label.toUpperCase(), fx, fy + 14, 7, { bold: true, color: MUTED })
    text.line(page, text.fit(value, width - 4, 11, false), fx + 2, fy + 3, 11)
    page.drawLine({ start: { x: fx, y: fy }, end: { x: fx + width, y: fy }, thickness: 0.8, color: RULE })
  }
  const half = (PAGE.width - 2 * MARGIN - GUTTER) / 2
  const right = MARGIN + half + GUTTER
  field('Player name', input.playerName ?? '', MARGIN, y - 22, half)
  field('Date', input.date, right, y - 22, half / 2 - 6)
  field('Format', input.format === 'limited' ? 'Limited' : 'Constructed', right + half / 2 + 6, y - 22, half / 2 - 6)
  field('Deck name', input.deckName, MARGIN, y - 54, half)
  field('Event', input.event ?? '', right, y - 54, half)
  y -= 74

  // The counts a judge checks first, in one band.
  page.drawRectangle({ x: MARGIN, y: y - 22, width: PAGE.width - 2 * MARGIN, height: 22, color: BAND })
  const counts = sections.filter((s) => s.main).map((s) => `${s.title} ${total(s.rows)}`)
  text.line(page, counts.join('    '), MARGIN + 8, y - 15, 9.5)
  const totalText = `Main deck: ${mainTotal} cards`
  text.line(page, totalText, PAGE.width - MARGIN - 8 - text.width(totalText, 10, true), y - 15, 10, { bold: true })
  return y - 40
}

function drawSectionHead(page: PDFPage, text: TextWriter, section: Section, x: number, y: number, continued: boolean): number {
  const title = `${section.title}${continued ? ' (continued)' : ''}`
  text.line(page, title, x, y - 11, 11.5, { bold: true })
  const count = String(total(section.rows))
  text.line(page, count, x + COLUMN_WIDTH - text.width(count, 11.5, true), y - 11, 11.5, { bold: true })
  page.drawLine({ start: { x, y: y - 15 }, end: { x: x + COLUMN_WIDTH, y: y - 15 }, thickness: 1.2, color: INK })
  text.line(page, 'QTY', x + 2, y - 25, 6.5, { bold: true, color: MUTED })
  text.line(page, 'CARD NO.', x + 28, y - 25, 6.5, { bold: true, color: MUTED })
  text.line(page, 'CARD NAME', x + 86, y - 25, 6.5, { bold: true, color: MUTED })
  return y - 28
}

function drawRow(page: PDFPage, text: TextWriter, row: Row, x: number, y: number): number {
  const base = y - ROW + 4
  const qty = String(row.count)
  text.line(page, qty, x + 14 - text.width(qty, 10, true), base, 10, { bold: true })
  text.line(page, row.code, x + 28, base, 9.5)
  text.line(page, text.fit(row.name, COLUMN_WIDTH - 88, 9.5, false), x + 86, base, 9.5)
  page.drawLine({ start: { x, y: y - ROW }, end: { x: x + COLUMN_WIDTH, y: y - ROW }, thickness: 0.4, color: RULE })
  return y - ROW
}

function drawFooter(page: PDFPage, text: TextWriter, index: number, pages: number, first: boolean, mainTotal: number) {
  const y = MARGIN + 40
  if (first) {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 220, y }, thickness: 0.8, color: RULE })
    text.line(page, 'PLAYER SIGNATURE', MARGIN, y - 10, 7, { bold: true, color: MUTED })
    const totalText = `TOTAL: ${mainTotal}`
    text.line(page, totalText, PAGE.width - MARGIN - text.width(totalText, 14, true), y + 4, 14, { bold: true })
  }
  const note = `Made with Deck Lab · page ${index + 1} of ${pages}`
  text.line(page, note, PAGE.width - MARGIN - text.width(note, 7.5, false), MARGIN - 8, 7.5, { color: MUTED })
}

/** Draws text in the standard fonts, which only know Windows-1252: other characters are spelled without accents, or as `?`. */
class TextWriter {
  private readonly known: Set<number>
  constructor(
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.known = new Set(regular.getCharacterSet())
  }

  clean(text: string): string {
    let out = ''
    for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
      if (this.known.has(char.codePointAt(0)!)) out += char
      else {
        const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
        out += [...bare].every((c) => this.known.has(c.codePointAt(0)!)) && bare ? bare : '?'
      }
    }
    return out
  }

  width(text: string, size: number, bold: boolean): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.clean(text), size)
  }

  /** The text, cut with an ellipsis to fit `width`. */
  fit(text: string, width: number, size: number, bold: boolean): string {
    let clean = this.clean(text)
    if (this.width(clean, size, bold) <= width) return clean
    while (clean.length > 1 && this.width(`${clean}…`, size, bold) > width) clean = clean.slice(0, -1)
    return `${clean.trimEnd()}…`
  }

  line(page: PDFPage, text: string, x: number, y: number, size: number, options: { bold?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    const clean = this.clean(text)
    if (!clean) return
    page.drawText(clean, { x, y, size, font: options.bold ? this.bold : this.regular, color: options.color ?? INK })
  }
}
