import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildCodeIndex, codeKey, CodeError, compareCodeKeys, parseCode, parseFullCode } from '@shared/games/fftcg/codes'
import type { Card } from '@shared/games/fftcg/card'

describe('codeKey: the catalog key is the code without rarity letter', () => {
  it.each([
    ['1-001H', '1-001'],
    ['PR-001', 'PR-001'],
    ['B-001', 'B-001'],
    ['Re-001H', 'Re-001'],
    ['C-001', 'C-001'],
    ['15-001R', '15-001'],
    ['26-130S', '26-130'],
    ['PR-108', 'PR-108'],
  ])('%s → %s', (code, key) => expect(codeKey(code)).toBe(key))

  it.each([
    ['1-001h', '1-001'],
    ['re-001h', 'Re-001'],
    ['RE-001H', 'Re-001'],
    ['pr-1', 'PR-001'],
    ['b-27', 'B-027'],
    ['c-7', 'C-007'],
    ['1-1', '1-001'],
    ['12-34c', '12-034'],
    ['  7-130L  ', '7-130'],
    ['\t01-001H\n', '1-001'],
  ])('accepts what a player types: %j → %s', (code, key) => expect(codeKey(code)).toBe(key))

  it.each([
    '',
    '   ',
    'Auron',
    '1-001X', // not a rarity letter
    '1-001HH',
    '1001',
    '1_001',
    '1 - 001',
    '-001',
    '1-',
    '0-001', // no set 0
    '1-000', // no card 0
    '1-1000',
    '123-001',
    'XX-001',
    'R-001',
    '15-001R/9-002H', // a full code is not a single code
  ])('%j is not a card code', (code) => expect(codeKey(code)).toBeNull())

  it('keeps the rarity letter, upper-cased, in the printed code', () => {
    expect(parseCode('1-1h')).toEqual({ prefix: '1', number: 1, rarity: 'H', key: '1-001', code: '1-001H' })
    expect(parseCode('PR-108')?.rarity).toBeNull()
  })
})

describe('codeKey properties', () => {
  const prefix = fc.oneof(fc.integer({ min: 1, max: 99 }).map(String), fc.constantFrom('Re', 'PR', 'B', 'C'))
  const rarity = fc.constantFrom('', 'C', 'R', 'H', 'L', 'S')
  const code = fc
    .tuple(prefix, fc.integer({ min: 1, max: 999 }), rarity)
    .map(([p, n, r]) => `${p}-${String(n).padStart(3, '0')}${r}`)
  const randomCase = (s: string, flips: boolean[]) =>
    [...s].map((ch, i) => (flips[i % flips.length] ? ch.toLowerCase() : ch.toUpperCase())).join('')

  it('is idempotent: the key of a key is itself', () => {
    fc.assert(fc.property(code, (c) => codeKey(codeKey(c)!) === codeKey(c)))
  })
  it('ignores letter case and surrounding spaces', () => {
    fc.assert(
      fc.property(code, fc.array(fc.boolean(), { minLength: 1 }), fc.string({ unit: fc.constantFrom(' ', '\t') }), (c, flips, pad) =>
        codeKey(pad + randomCase(c, flips) + pad) === codeKey(c),
      ),
    )
  })
  it('never returns a key for strings without a dash', () => {
    fc.assert(fc.property(fc.string(), (s) => s.includes('-') || codeKey(s) === null))
  })
})

describe('parseFullCode: reprints written new/original', () => {
  it('15-001R/9-002H is a reprint of 9-002', () => {
    expect(parseFullCode('15-001R/9-002H')).toEqual({ code: '15-001R', key: '15-001', aliases: ['9-002'], identity: '9-002' })
  })
  it('Re-014H/PR-108: a Legacy reprint of a promo takes the promo as identity', () => {
    expect(parseFullCode('Re-014H/PR-108')).toEqual({ code: 'Re-014H', key: 'Re-014', aliases: ['PR-108'], identity: 'PR-108' })
  })
  it('20-010C/15-007C and 15-007C share identity 15-007, so copies count together', () => {
    expect(parseFullCode('20-010C/15-007C').identity).toBe('15-007')
    expect(parseFullCode('15-007C').identity).toBe('15-007')
  })
  it('a plain code is its own identity, with no alias', () => {
    expect(parseFullCode('1-001H')).toEqual({ code: '1-001H', key: '1-001', aliases: [], identity: '1-001' })
    expect(parseFullCode('B-001')).toEqual({ code: 'B-001', key: 'B-001', aliases: [], identity: 'B-001' })
  })
  it('normalises each part', () => {
    expect(parseFullCode(' re-1h/12-2h ')).toEqual({ code: 'Re-001H', key: 'Re-001', aliases: ['12-002'], identity: '12-002' })
  })
  it.each(['', '  ', '15-001R/', '/9-002H', '15-001R//9-002H', 'Auron', '15-001R/nine', '1-001H 9-002H'])(
    'throws a CodeError for %j',
    (bad) => {
      expect(() => parseFullCode(bad)).toThrow(CodeError)
    },
  )
  it('names the malformed part in the error', () => {
    expect(() => parseFullCode('15-001R/9-0x2H')).toThrow(/"9-0x2H"/)
  })
})

describe('compareCodeKeys', () => {
  it('orders numbered Opus by number, then letter prefixes', () => {
    const keys = ['Re-001', '15-007', 'PR-001', '2-001', 'B-001', '1-010', '1-002', 'C-001']
    expect([...keys].sort(compareCodeKeys)).toEqual(['1-002', '1-010', '2-001', '15-007', 'Re-001', 'B-001', 'PR-001', 'C-001'])
  })
})

// Minimal cards from real codes: the index only looks at key, aliases, identity and fullCode.
function card(fullCode: string, name: string): Card {
  const { code, key, aliases, identity } = parseFullCode(fullCode)
  return {
    code, key, aliases, identity, fullCode, name,
    elements: ['wind'], type: 'backup', deckLegal: true, cost: 2, power: null, jobs: [], category1: '',
    category2: null, rarity: 'C', set: '', text: [], plainText: '', exBurst: false, multicard: null,
    keywords: [], image: null,
  }
}

describe('CodeIndex: resolving what a player types', () => {
  // Real printings of the same key in cards.merged.json (order shuffled on purpose).
  const cards = [
    card('26-008C/15-007C', 'Red Mage'),
    card('20-010C/15-007C', 'Red Mage'),
    card('15-007C', 'Red Mage'),
    card('23-007C/15-007C', 'Red Mage'),
    card('15-001R/9-002H', 'Ifrita'),
    card('9-002H', 'Ifrita'),
    card('Re-014H/PR-108', 'Squall'),
    card('11-062R/PR-055', 'Cloud of Darkness'),
    card('1-001H', 'Auron'),
  ]
  const index = buildCodeIndex(cards)

  it('prefers the printing whose own key it is', () => {
    expect(index.resolve('15-007')?.fullCode).toBe('15-007C')
    expect(index.resolve('9-002h')?.fullCode).toBe('9-002H')
  })
  it('lists every carrier, own printing first then oldest first', () => {
    expect(index.resolveAll('15-007C').map((c) => c.fullCode)).toEqual([
      '15-007C',
      '20-010C/15-007C',
      '23-007C/15-007C',
      '26-008C/15-007C',
    ])
  })
  it('finds a reprint by its own new code, with or without rarity letter', () => {
    expect(index.resolve('20-010')?.fullCode).toBe('20-010C/15-007C')
    expect(index.resolve('20-010c')?.fullCode).toBe('20-010C/15-007C')
    expect(index.resolve('15-001R')?.fullCode).toBe('15-001R/9-002H')
  })
  it('finds a card through a promo alias no other printing owns', () => {
    expect(index.resolve('PR-108')?.fullCode).toBe('Re-014H/PR-108')
    expect(index.resolve('pr-55')?.fullCode).toBe('11-062R/PR-055')
  })
  it('returns nothing for unknown or malformed codes', () => {
    expect(index.resolve('1-002H')).toBeNull()
    expect(index.resolveAll('Auron')).toEqual([])
    expect(index.resolve('')).toBeNull()
  })
  it('groups printings that count together by identity', () => {
    const redMage = index.resolve('23-007')!
    expect(index.printingsOf(redMage).map((c) => c.fullCode).sort()).toEqual(
      ['15-007C', '20-010C/15-007C', '23-007C/15-007C', '26-008C/15-007C'].sort(),
    )
    expect(index.printingsOf(index.resolve('1-001')!)).toHaveLength(1)
  })
  it('returns copies: callers cannot corrupt the index', () => {
    index.resolveAll('15-007').pop()
    expect(index.resolveAll('15-007')).toHaveLength(4)
  })
  it('answers a code asked again as the first time, unknown codes included (remembered by string)', () => {
    const fresh = buildCodeIndex(cards)
    for (let round = 0; round < 2; round++) {
      expect(fresh.resolve('20-010c')?.fullCode).toBe('20-010C/15-007C')
      expect(fresh.resolve(' 15-007 ')?.fullCode).toBe('15-007C')
      expect(fresh.resolve('1-002H')).toBeNull()
    }
  })
  it('still resolves right after more distinct strings than it remembers', () => {
    const fresh = buildCodeIndex(cards)
    expect(fresh.resolve('1-001H')?.name).toBe('Auron')
    for (let i = 0; i < 5000; i++) fresh.resolve(`${(i % 26) + 1}-${i}`)
    expect(fresh.resolve('1-001H')?.name).toBe('Auron')
    expect(fresh.resolve('9-2')?.fullCode).toBe('9-002H')
  })
})
