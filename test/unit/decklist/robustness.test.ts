import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDecklist, splitLines, type ParsedDecklist } from '@shared/decklist/parse'
import { fixture, resolver } from './fixtures'

const FIXTURES = ['plain.txt', 'codes-only.txt', 'untap.txt', 'materia-hunter.txt', 'materia-hunter-limit-break.txt', 'tournament.txt', 'names-only.txt', 'mixed.txt', 'reprints.txt', 'malformed.txt', 'fire-ice.decklab.json']
const UNDERSTOOD = new Set(['blank', 'comment', 'section', 'header', 'card', 'data'])

/** Every line is accounted for: understood, or an error that says why. */
function expectNothingDropped(text: string, parsed: ParsedDecklist) {
  expect(parsed.lines).toHaveLength(splitLines(text).length)
  parsed.lines.forEach((line, i) => {
    expect(line.line).toBe(i + 1)
    if (line.status === 'error') expect(line.error?.message).toBeTruthy()
    else expect(UNDERSTOOD.has(line.status)).toBe(true)
    if (line.status === 'card') {
      expect(Number.isInteger(line.count) && line.count! > 0).toBe(true)
      expect(resolver.byCode(line.code!)).not.toBeNull()
    }
  })
  expect(parsed.errors).toEqual(parsed.lines.filter((l) => l.status === 'error'))
  if (parsed.source === 'text') {
    // The main deck holds exactly the copies its card lines read, nothing more, nothing less.
    const read = parsed.lines.filter((l) => l.status === 'card' && l.zone === 'main').reduce((n, l) => n + l.count!, 0)
    expect(parsed.piles.main!.reduce((n, e) => n + e.count, 0)).toBe(read)
  }
}

const lineish = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('3 1-001H', 'Forwards (27)', 'main(50):', '# x', '', 'Deck: ', 'x3', '3 x', '(', '1-', '-', '{', 'Total (1)', 'limit break(2):', '0x', '3 Cloud'),
  fc.tuple(fc.integer({ min: -5, max: 200 }), fc.constantFrom('', 'x', ' x'), fc.constantFrom(' 1-001H', ' Scylla', ' 99-999', ' (10-032H)', '')).map(([n, x, rest]) => `${n}${x}${rest}`),
)

describe('the parser never throws and never drops a line', () => {
  it('random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => expectNothingDropped(text, parseDecklist(text, resolver))),
      { numRuns: 500 },
    )
  })

  it('random lines of decklist-like pieces, any line endings', () => {
    fc.assert(
      fc.property(fc.array(lineish, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
        const text = lines.join(eol)
        expectNothingDropped(text, parseDecklist(text, resolver))
      }),
      { numRuns: 500 },
    )
  })

  it('mutated real lists', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.string({ maxLength: 8 }), lineish) }),
      fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
    )
    fc.assert(
      fc.property(fc.constantFrom(...FIXTURES), fc.array(mutation, { minLength: 1, maxLength: 8 }), (file, mutations) => {
        let text = fixture(file)
        for (const m of mutations) {
          const at = m.at % (text.length + 1)
          if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + m.length)
          else if (m.kind === 'insert') text = text.slice(0, at) + m.text + text.slice(at)
          else {
            const lines = text.split('\n')
            const a = m.at % lines.length
            const b = m.with % lines.length
            ;[lines[a], lines[b]] = [lines[b]!, lines[a]!]
            text = lines.join('\n')
          }
        }
        expectNothingDropped(text, parseDecklist(text, resolver))
      }),
      { numRuns: 400 },
    )
  })

  it('the real fixtures account for every line too', () => {
    for (const file of FIXTURES) expectNothingDropped(fixture(file), parseDecklist(fixture(file), resolver))
  })
})

describe('pasted blobs', () => {
  it('a line longer than any card line is one unreadable error, read in linear time', () => {
    const parsed = parseDecklist(`3 10-032H\n${'Forwards' + ' -'.repeat(200_000)}z\n1 10-015R`, resolver)
    expect(parsed.lines.map((l) => l.status)).toEqual(['card', 'error', 'card'])
    expect(parsed.errors[0]!.error).toMatchObject({ kind: 'unreadable' })
  })

  // (Speed on such input is measured by the bench, not asserted here.)
  it('a blob of near-miss lines gets one result per line, each an error', () => {
    const text = Array.from({ length: 3000 }, (_, i) => (i % 2 ? 'Forwards' + ' -'.repeat(140) + 'z' : ' '.repeat(298) + '!')).join('\n')
    const parsed = parseDecklist(text, resolver)
    expect(parsed.lines).toHaveLength(3000)
    expect(parsed.errors).toHaveLength(3000)
  })
})
