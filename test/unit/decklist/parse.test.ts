import { describe, expect, it } from 'vitest'
import { parseDecklist, type ParsedLine } from '@shared/decklist/parse'
import { FIRE_ICE, fixture, resolver, sorted } from './fixtures'

const parse = (text: string) => parseDecklist(text, resolver)
const statuses = (lines: ParsedLine[]) => lines.map((l) => l.status)

describe('every community format gives back the same 50-card deck', () => {
  it.each([
    ['plain.txt', 'Fire Ice Midrange'],
    ['codes-only.txt', undefined],
    ['untap.txt', undefined],
    ['materia-hunter.txt', 'Fire Ice Midrange'],
    ['tournament.txt', 'Fire Ice Midrange'],
    ['names-only.txt', undefined],
    ['mixed.txt', 'Mixed bag'],
    ['fire-ice.decklab.json', 'Fire Ice Midrange'],
  ])('%s', (file, name) => {
    const text = fixture(file)
    const parsed = parse(text)
    expect(parsed.errors).toEqual([])
    expect(sorted(parsed.piles.main!)).toEqual(sorted(FIRE_ICE))
    expect(parsed.piles.main!.reduce((n, e) => n + e.count, 0)).toBe(50)
    expect(parsed.name).toBe(name)
    expect(parsed.lines).toHaveLength(text.split('\n').length - 1)
  })
})

describe('one card per line, however it is written', () => {
  it.each([
    ['3 10-032H', 3],
    ['3x 10-032', 3],
    ['3 x 10-032H Scylla', 3],
    ['3 Scylla (10-032H)', 3],
    ['3 Scylla [10-032h]', 3],
    ['10-032H Scylla x3', 3],
    ['10-032H Scylla (x2)', 2],
    ['x2 10-032H', 2],
    ['3 Scylla', 3],
    ['scylla x 2', 2],
    ['10-032H', 1],
    ['10-032H 2', 2],
    ['2 10-032H - Scylla', 2],
    ['2 10-032H // keep', 2],
    ['\t2\t10-032H\tScylla\t', 2],
  ])('%j → %i Scylla', (text, count) => {
    const [line] = parse(text).lines
    expect(line).toMatchObject({ status: 'card', code: '10-032H', name: 'Scylla', count })
  })

  it('names match whatever the case, accents and apostrophes', () => {
    for (const text of ['1 Braska’s Final Aeon', "1 braska's final aeon", '1 BRASKAS FINAL AEON', '1 Cuchulainn (17-109R)'])
      expect(parse(text).lines[0]!.status).toBe('card')
    expect(parse('1 Machérie').piles.main!).toEqual(parse('1 MACHERIE').piles.main!)
  })

  it('names with brackets and numbers stay names: Mog (XIII-2), Black Waltz 3', () => {
    expect(parse('3 Mog (XIII-2) (1-196S)').lines[0]).toMatchObject({ code: '1-196S', count: 3, name: 'Mog (XIII-2)' })
    expect(parse('2 Black Waltz 3 (3-105C)').lines[0]).toMatchObject({ code: '3-105C', count: 2 })
  })

  it('a code wins over a name that does not fit it, and says so', () => {
    const [line] = parse('3 10-032H Cloud').lines
    expect(line).toMatchObject({ status: 'card', code: '10-032H', name: 'Scylla' })
    expect(line!.notes?.[0]).toContain('"Cloud" is not the name of 10-032H')
  })
})

describe('codes: with or without rarity, through reprint and promo aliases', () => {
  it('reads the reprints list', () => {
    const parsed = parse(fixture('reprints.txt'))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main!).toEqual([
      { code: '1-134R', count: 3 }, // Duke Goltanna by name: two printings of one card, not ambiguous
      { code: 'Re-134C', count: 1 },
      { code: '11-062R', count: 3 }, // PR-055 is printed on 11-062R Yuri
      { code: '15-001R', count: 2 },
      { code: '9-002H', count: 1 },
    ])
    expect(parsed.lines[2]!.notes?.[0]).toMatch(/another printing of 1-134R .*count together/)
  })

  it('the same card on several lines adds up, and the later line says so', () => {
    const parsed = parse('2 10-032H\n1 Scylla\n3x 10-032')
    expect(parsed.piles.main!).toEqual([{ code: '10-032H', count: 6 }])
    expect(parsed.lines[1]!.notes).toEqual(['adds to line 1: 3 copies of 10-032H in all'])
    expect(parsed.lines[2]!.notes).toEqual(['adds to line 1: 6 copies of 10-032H in all'])
  })
})

describe('headers, sections and comments', () => {
  it('reads the deck name and format from headers', () => {
    expect(parse('Deck: Zack Lightning\nFormat: Limited\n3 10-032H')).toMatchObject({ name: 'Zack Lightning', format: 'limited' })
    expect(parse('Deck name - #1 Ice // Regionals\n3 10-032H').name).toBe('#1 Ice // Regionals')
    expect(parse('Format: standard').format).toBe('constructed')
    expect(parse('Format: cube draft ++').errors[0]?.error?.kind).toBe('unreadable')
  })

  it('tournament headings, comments and the total are understood as such', () => {
    const parsed = parse(fixture('tournament.txt'))
    expect(statuses(parsed.lines).slice(0, 6)).toEqual(['comment', 'header', 'header', 'blank', 'section', 'card'])
    expect(parsed.lines[4]).toMatchObject({ section: 'forward', expected: 27 })
    expect(parsed.lines.at(-1)).toMatchObject({ status: 'section', section: 'total', expected: 50 })
  })

  it('Materia Hunter: the first line names the deck, main(50) and each type are counted', () => {
    const parsed = parse(fixture('materia-hunter.txt'))
    expect(parsed.lines.slice(0, 3).map((l) => [l.status, l.section])).toEqual([
      ['header', undefined],
      ['section', 'main'],
      ['section', 'forward'],
    ])
    expect(parsed.lines.at(-1)).toMatchObject({ status: 'section', section: 'limitBreak', expected: 0 })
  })

  it('Materia Hunter: cards under limit break go to their own pile, not the main deck', () => {
    const parsed = parse(fixture('materia-hunter-limit-break.txt'))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main!.reduce((n, e) => n + e.count, 0)).toBe(50)
    expect(parsed.piles.limitBreak!).toEqual([
      { code: '22-112R', count: 1 },
      { code: '22-115R', count: 1 },
    ])
    expect(parsed.lines.at(-1)).toMatchObject({ zone: 'limitBreak', code: '22-115R' })
  })

  it('markdown and colon headings: ## Forwards [3], **Backups: 1**, Summons - 0', () => {
    const parsed = parse('## Forwards [3]\n3 10-032H\n**Backups: 1**\n1 10-015R\nSummons - 0\n50 cards')
    expect(statuses(parsed.lines)).toEqual(['section', 'card', 'section', 'card', 'section', 'error'])
    expect(parsed.lines[5]!.error).toMatchObject({ kind: 'section-count' })
  })
})

describe('malformed lines are each reported with their line number and text', () => {
  const parsed = parse(fixture('malformed.txt'))
  const at = (n: number) => parsed.lines[n - 1]!

  it('quantities that are not positive whole numbers: 0x, -1, 2.5, three', () => {
    expect(at(3)).toMatchObject({ line: 3, text: '0x 10-032H Scylla', status: 'error', error: { kind: 'quantity' } })
    expect(at(4)).toMatchObject({ line: 4, status: 'error', error: { kind: 'quantity' } })
    expect(at(5)).toMatchObject({ line: 5, text: '2.5 Verstael', status: 'error', error: { kind: 'quantity' } })
    expect(at(6)).toMatchObject({ line: 6, text: 'three Gentiana', status: 'error', error: { kind: 'quantity' } })
    expect(at(6).error!.message).toContain('digits')
  })

  it('an unknown code, an ambiguous name with its candidates', () => {
    expect(at(7)).toMatchObject({ status: 'error', error: { kind: 'unknown-code' } })
    expect(at(7).error!.message).toContain('99-999')
    expect(at(8)).toMatchObject({ text: '3 Cloud', status: 'error', error: { kind: 'ambiguous-name' } })
    expect(at(8).error!.candidates).toEqual(expect.arrayContaining(['1-182L', '11-136S', '1-009C']))
    expect(at(8).error!.candidates).not.toContain('Re-094C') // a reprint of 11-136S, not another Cloud
  })

  it('Backups (16) followed by 15 cards', () => {
    expect(at(12)).toMatchObject({ text: 'Backups (16)', status: 'error', section: 'backup', expected: 16 })
    expect(at(12).error).toMatchObject({ kind: 'section-count' })
    expect(at(12).error!.message).toMatch(/16 cards but 15 cards follow \(lines 13–17\)/)
  })

  it('a line that is nothing at all', () => {
    expect(at(18)).toMatchObject({ status: 'error', error: { kind: 'unreadable' } })
  })

  it('the rest is understood, and errors lists exactly the error lines', () => {
    expect(parsed.errors.map((l) => l.line)).toEqual([3, 4, 5, 6, 7, 8, 12, 18])
    expect(at(2)).toMatchObject({ status: 'section', expected: 15 }) // 15 counted: unknown and ambiguous lines count
    expect(parsed.piles.main!.map((e) => e.code)).toEqual(['11-037L', '11-040C', '11-042C', '10-015R', '10-019C', '10-022R', '10-039C', '11-002H'])
  })

  it('a name that is no card is unknown-name with a quantity, unreadable without', () => {
    expect(parse('3 Xyzzy the Unreal').errors[0]!.error!.kind).toBe('unknown-name')
    expect(parse('Xyzzy the Unreal').errors[0]!.error!.kind).toBe('unreadable')
    expect(parse('3').errors[0]!.error!.message).toBe('A quantity without a card')
    expect(parse('100 10-032H').errors[0]!.error!.kind).toBe('quantity')
    expect(parse('3 10-032H 11-005C').errors[0]!.error!.kind).toBe('unreadable')
  })
})

describe('line endings and empty input', () => {
  it('CRLF, CR and a missing final newline give one result per line', () => {
    expect(parse('3 10-032H\r\n\r\n1 10-015R\r').lines.map((l) => l.status)).toEqual(['card', 'blank', 'card'])
    expect(parse('').lines).toEqual([])
    expect(parse('\n').lines).toHaveLength(1)
  })
})
