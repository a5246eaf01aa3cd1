import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuery, type CardQuery, type QueryNode } from '@shared/games/fftcg/query'
import { formatQuery } from '@shared/games/fftcg/query-format'

function ok(text: string): CardQuery {
  const r = parseQuery(text)
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.error.message}`)
  return r.query
}

function err(text: string) {
  const r = parseQuery(text)
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to fail, got ${JSON.stringify(r.query)}`)
  return r.error
}

const and = (...nodes: QueryNode[]): QueryNode => ({ kind: 'and', nodes })
const word = (value: string, field: 'any' | 'name' | 'job' | 'category' | 'text' = 'any'): QueryNode => ({ kind: 'text', field, value })

describe('query syntax: words and phrases', () => {
  it('matches every card for an empty or blank query', () => {
    expect(ok('')).toEqual(and())
    expect(ok('   ')).toEqual(and())
  })

  it('reads free words as clauses that must all match', () => {
    expect(ok('warrior light')).toEqual(and(word('warrior'), word('light')))
  })

  it('reads a quoted phrase as one clause, smart quotes too', () => {
    expect(ok('"draw 1"')).toEqual(word('draw 1'))
    expect(ok('“draw 1”')).toEqual(word('draw 1'))
  })

  it('is lenient with an unclosed quote: the phrase runs to the end', () => {
    expect(ok('e:fire "draw 1')).toEqual(and({ kind: 'element', elements: ['fire'], mode: 'any' }, word('draw 1')))
  })

  it('ignores a lone quote still being typed, but refuses empty quotes', () => {
    expect(ok('cloud "')).toEqual(word('cloud'))
    expect(err('cloud ""')).toMatchObject({ position: 6, token: '""' })
  })

  it('reads a card code as a code search, with or without rarity letter', () => {
    expect(ok('15-139S')).toEqual({ kind: 'code', value: '15-139S' })
    expect(ok('re-001')).toEqual({ kind: 'code', value: 're-001' })
    expect(ok('code:PR-001')).toEqual({ kind: 'code', value: 'PR-001' })
    expect(err('code:abc')).toMatchObject({ position: 5, token: 'abc' })
  })

  it('treats "and" as the implicit AND it already is', () => {
    expect(ok('cloud and tifa')).toEqual(and(word('cloud'), word('tifa')))
  })
})

describe('query syntax: elements', () => {
  it('accepts names, one-letter forms, unique prefixes and kanji', () => {
    for (const [text, element] of [
      ['e:fire', 'fire'], ['e:f', 'fire'], ['element:ICE', 'ice'], ['e:i', 'ice'], ['e:w', 'wind'], ['e:wi', 'wind'],
      ['e:e', 'earth'], ['e:l', 'lightning'], ['e:lightn', 'lightning'], ['e:a', 'water'], ['e:wa', 'water'],
      ['e:light', 'light'], ['e:lt', 'light'], ['e:d', 'dark'], ['e:火', 'fire'], ['e:闇', 'dark'],
    ] as const) expect(ok(text), text).toEqual({ kind: 'element', elements: [element], mode: 'any' })
  })

  it('reads "," as any of and "+" as all of', () => {
    expect(ok('e:fire,ice')).toEqual({ kind: 'element', elements: ['fire', 'ice'], mode: 'any' })
    expect(ok('e:fire+earth')).toEqual({ kind: 'element', elements: ['fire', 'earth'], mode: 'all' })
  })

  it('names the bad element and where it is', () => {
    expect(err('t:forward e:fire,blah')).toMatchObject({ position: 17, token: 'blah' })
    expect(err('e:firre').message).toContain("Did you mean 'fire'")
    expect(err('e:lig')).toMatchObject({ position: 2, token: 'lig', message: expect.stringContaining('lightning or light') })
  })

  it('refuses mixing "," and "+", and empty parts', () => {
    expect(err('e:fire,ice+wind')).toMatchObject({ position: 2, token: 'fire,ice+wind' })
    expect(err('e:fire,')).toMatchObject({ position: 7, token: 'e:fire,' })
  })
})

describe('query syntax: type, rarity, flags', () => {
  it('reads types by unique prefix, several as any of', () => {
    expect(ok('t:backup')).toEqual({ kind: 'type', types: ['backup'] })
    expect(ok('type:f,s')).toEqual({ kind: 'type', types: ['forward', 'summon'] })
    expect(ok('t:mon')).toEqual({ kind: 'type', types: ['monster'] })
    expect(err('t:spell')).toMatchObject({ position: 2, token: 'spell' })
  })

  it('reads rarities by letter or name', () => {
    expect(ok('r:L,pr')).toEqual({ kind: 'rarity', rarities: ['L', 'PR'] })
    expect(ok('rarity:legend')).toEqual({ kind: 'rarity', rarities: ['L'] })
    expect(err('r:x')).toMatchObject({ position: 2, token: 'x' })
  })

  it('reads ex and every is: flag', () => {
    expect(ok('ex')).toEqual({ kind: 'flag', flag: 'exBurst' })
    expect(ok('EX')).toEqual({ kind: 'flag', flag: 'exBurst' })
    expect(ok('is:ex')).toEqual({ kind: 'flag', flag: 'exBurst' })
    expect(ok('is:multi')).toEqual({ kind: 'flag', flag: 'multicard' })
    expect(ok('is:haste')).toEqual({ kind: 'flag', flag: 'haste' })
    expect(ok('is:brave')).toEqual({ kind: 'flag', flag: 'brave' })
    expect(ok('is:firststrike')).toEqual({ kind: 'flag', flag: 'firstStrike' })
    expect(ok('is:first-strike')).toEqual({ kind: 'flag', flag: 'firstStrike' })
    expect(ok('is:backattack')).toEqual({ kind: 'flag', flag: 'backAttack' })
    expect(err('is:hast')).toMatchObject({ position: 3, token: 'hast', message: expect.stringContaining("'haste'") })
  })
})

describe('query syntax: numbers', () => {
  it('reads every comparison on cost and power, under each alias', () => {
    expect(ok('cost<=2')).toEqual({ kind: 'compare', field: 'cost', op: '<=', value: 2 })
    expect(ok('cost:3')).toEqual({ kind: 'compare', field: 'cost', op: '=', value: 3 })
    expect(ok('c=3')).toEqual({ kind: 'compare', field: 'cost', op: '=', value: 3 })
    expect(ok('cp>4')).toEqual({ kind: 'compare', field: 'cost', op: '>', value: 4 })
    expect(ok('cost<1')).toEqual({ kind: 'compare', field: 'cost', op: '<', value: 1 })
    expect(ok('power>=8000')).toEqual({ kind: 'compare', field: 'power', op: '>=', value: 8000 })
    expect(ok('p!=7000')).toEqual({ kind: 'compare', field: 'power', op: '!=', value: 7000 })
    expect(ok('p>=8k')).toEqual({ kind: 'compare', field: 'power', op: '>=', value: 8000 })
  })

  it('names a bad number and an empty value', () => {
    expect(err('e:fire cost<=x')).toMatchObject({ position: 13, token: 'x' })
    expect(err('power>=8.5k')).toMatchObject({ position: 7, token: '8.5k' })
    expect(err('cost<=')).toMatchObject({ position: 6, token: 'cost<=' })
  })

  it('refuses ordering comparisons on keys that are not numbers', () => {
    expect(err('e<fire')).toMatchObject({ position: 1, token: '<' })
  })
})

describe('query syntax: fields', () => {
  it('reads name, job, category, text and set, quoted or bare', () => {
    expect(ok('n:cloud')).toEqual(word('cloud', 'name'))
    expect(ok('name:"warrior of light"')).toEqual(word('warrior of light', 'name'))
    expect(ok('j:"war hero"')).toEqual(word('war hero', 'job'))
    expect(ok('job:mage')).toEqual(word('mage', 'job'))
    expect(ok('cat:VII')).toEqual(word('VII', 'category'))
    expect(ok('category:"dff xi"')).toEqual(word('dff xi', 'category'))
    expect(ok('o:"draw 1"')).toEqual(word('draw 1', 'text'))
    expect(ok('text:haste')).toEqual(word('haste', 'text'))
    expect(ok('set:1')).toEqual({ kind: 'set', value: '1' })
    expect(ok('set:"crystal dominion"')).toEqual({ kind: 'set', value: 'crystal dominion' })
  })

  it('names an unknown key and suggests the nearest one', () => {
    const e = err('cloud foo:bar')
    expect(e).toMatchObject({ position: 6, token: 'foo:' })
    expect(err('elemnt:fire').message).toContain("Did you mean 'element:'")
  })

  it('names an empty value', () => {
    expect(err('e:')).toMatchObject({ position: 2, token: 'e:' })
    expect(err('n:""')).toMatchObject({ position: 2, token: 'n:""' })
  })
})

describe('query syntax: negation, or, parentheses', () => {
  it('negates any term with a leading "-"', () => {
    expect(ok('-e:fire')).toEqual({ kind: 'not', node: { kind: 'element', elements: ['fire'], mode: 'any' } })
    expect(ok('-ex')).toEqual({ kind: 'not', node: { kind: 'flag', flag: 'exBurst' } })
    expect(ok('-"draw 1"')).toEqual({ kind: 'not', node: word('draw 1') })
    expect(ok('n!=cloud')).toEqual({ kind: 'not', node: word('cloud', 'name') })
  })

  it('keeps a "-" inside a word as a letter', () => {
    expect(ok('x-potion')).toEqual(word('x-potion'))
  })

  it('refuses a "-" with nothing after it', () => {
    expect(err('cloud -')).toMatchObject({ position: 6, token: '-' })
    expect(err('cloud - tifa')).toMatchObject({ position: 6, token: '-' })
  })

  it('binds and tighter than or', () => {
    expect(ok('cloud e:fire or tifa')).toEqual({
      kind: 'or',
      nodes: [and(word('cloud'), { kind: 'element', elements: ['fire'], mode: 'any' }), word('tifa')],
    })
    expect(ok('(cloud or tifa) t:forward')).toEqual(
      and({ kind: 'or', nodes: [word('cloud'), word('tifa')] }, { kind: 'type', types: ['forward'] }),
    )
    expect(ok('-(cloud OR tifa)')).toEqual({ kind: 'not', node: { kind: 'or', nodes: [word('cloud'), word('tifa')] } })
  })

  it('names a dangling or and unbalanced parentheses', () => {
    expect(err('cloud or')).toMatchObject({ position: 6, token: 'or' })
    expect(err('or cloud')).toMatchObject({ position: 0, token: 'or' })
    expect(err('cloud (tifa')).toMatchObject({ position: 6, token: '(' })
    expect(err('cloud) tifa')).toMatchObject({ position: 5, token: ')' })
    expect(err('cloud ()')).toMatchObject({ position: 6, token: '()' })
  })

  it('refuses absurd nesting rather than recursing without end', () => {
    expect(err('('.repeat(100) + 'x' + ')'.repeat(100)).message).toContain('nested')
  })
})

describe('query syntax: properties', () => {
  it('never throws, and an error always points inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const r = parseQuery(text)
        if (!r.ok) {
          expect(r.error.position).toBeGreaterThanOrEqual(0)
          expect(r.error.position).toBeLessThanOrEqual(text.length)
          expect(typeof r.error.message).toBe('string')
        }
      }),
      { numRuns: 2000 },
    )
  })

  const piece = fc.constantFrom(
    'cloud', 'Élarra', '"draw 1"', 'e:fire', 'e:f,i', 'e:fire+earth', 't:b', 'cost<=2', 'p>=8k', 'c!=3', 'ex', 'is:multi',
    'is:haste', 'n:"warrior of light"', 'j:mage', 'cat:7', 'set:1', 'r:l,pr', 'o:dull', '1-001', '-', 'or', '(', ')',
    ':', 'foo:bar', '"', 'and', ' ', '-e:dark', 'x-potion', '"ex"', 'e:', 'cost<=', '""',
  )

  it('never throws on sequences of real syntax, valid or not', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.constantFrom(' ', ''), { maxLength: 12 }), (parts, seps) => {
        const text = parts.map((p, k) => p + (seps[k] ?? ' ')).join('')
        const r = parseQuery(text)
        if (!r.ok) expect(r.error.position).toBeLessThanOrEqual(text.length)
      }),
      { numRuns: 2000 },
    )
  })

  it('prints every query so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const r = parseQuery(parts.join(' '))
        if (!r.ok) return
        const printed = formatQuery(r.query)
        expect(parseQuery(printed), printed).toEqual({ ok: true, query: r.query })
      }),
      { numRuns: 2000 },
    )
  })
})

describe('suggestions for a misspelt value', () => {
  it('suggests the full element name, not a one-letter short form', () => {
    const fyre = parseQuery('e:fyre')
    expect(fyre.ok).toBe(false)
    if (!fyre.ok) expect(fyre.error.message).toContain("Did you mean 'fire'")
    const foo = parseQuery('e:foo')
    expect(foo.ok).toBe(false)
    if (!foo.ok) expect(foo.error.message).not.toContain("'f'")
  })
})
