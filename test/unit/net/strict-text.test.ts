// Issue 29.4: text is taken whole or refused, with where: bytes that are not UTF-8 by their byte
// offset, line, column and field; a lone surrogate by its line, column and field.
import { describe, expect, it } from 'vitest'
import { decodeUtf8Strict, illFormedString, loneSurrogateFault } from '@shared/text/strict-text'

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))))

describe('UTF-8 read strictly', () => {
  it('gives the text of valid bytes, accents, emoji and a BOM kept', () => {
    expect(decodeUtf8Strict(bytes([0xef, 0xbb, 0xbf], 'Élan 🐺\n'))).toEqual({ ok: true, text: '\uFEFFÉlan 🐺\n' })
  })

  it('names the first bad byte, its line and column, and the CSV column it is in', () => {
    const csv = bytes('code,name,text\nAB-001,Wolf,Bites\nAB-002,Fo', [0xff], 'g,Hides\n')
    // 'code,name,text\n' is 15 bytes, 'AB-001,Wolf,Bites\n' 18, 'AB-002,Fo' 9: the 0xff is byte 42.
    expect(decodeUtf8Strict(csv, 'csv')).toEqual({ ok: false, fault: { problem: 'invalid-utf8', byte: 42, line: 3, column: 10, field: 'name' } })
  })

  it('names the JSON key whose value holds the bad byte', () => {
    const json = bytes('{"cards":[\n {"code":"AB-001","name":"W', [0xc3, 0x28], 'lf"}]}')
    const result = decodeUtf8Strict(json, 'json')
    expect(result).toMatchObject({ ok: false, fault: { problem: 'invalid-utf8', line: 2, field: 'name' } })
    // 0xc3 opens a two-byte character that 0x28 cannot continue: said at the character's first byte.
    expect(!result.ok && result.fault.byte).toBe(json.indexOf(0xc3))
  })

  it('refuses overlong forms, encoded surrogates and a character cut at the end', () => {
    expect(decodeUtf8Strict(bytes('ab', [0xc0, 0xaf]))).toMatchObject({ ok: false, fault: { byte: 2 } })
    expect(decodeUtf8Strict(bytes('ab', [0xed, 0xa0, 0x80]))).toMatchObject({ ok: false, fault: { byte: 2 } })
    expect(decodeUtf8Strict(bytes('abc', [0xe2, 0x82]))).toMatchObject({ ok: false, fault: { byte: 3, line: 1, column: 4 } })
  })
})

describe('lone surrogates', () => {
  it('finds half a character, not a whole pair', () => {
    expect(loneSurrogateFault('Wolf 🐺')).toBeNull()
    expect(loneSurrogateFault('code,name\nAB-1,W\uD83Dlf\n', 'csv')).toEqual({ problem: 'lone-surrogate', line: 2, column: 7, field: 'name' })
    expect(loneSurrogateFault('x\uDC00')).toMatchObject({ line: 1, column: 2 })
  })

  it('names the path of the first ill-formed string or key of a request', () => {
    expect(illFormedString({ game: 'fftcg', list: ['ok', { name: 'ok' }] })).toBeNull()
    expect(illFormedString({ game: 'fftcg', deck: { cards: [{ name: 'ok' }, { name: 'bad \uD800' }] } })?.path).toBe('deck.cards.1.name')
    expect(illFormedString({ ['k\uDFFF']: 1 })?.path).toBe('(key)')
    expect(illFormedString('\uD800')?.path).toBe('(request)')
  })
})
