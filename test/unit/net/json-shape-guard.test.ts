// The JSON shape guard (issue 29.2) reads bytes as they come: strings, escapes and separators are
// told apart across any split of the body, and each cap stops at its first byte past it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DownloadBoundError } from '../../../src-main/net/download-bounds'
import { JsonShapeGuard, type JsonShapeLimits } from '../../../src-main/net/json-shape-guard'
import { CARD_FIXTURES } from '../../fixtures/scryfall-bulk/bulk-files'

const roomy: JsonShapeLimits = { maxDepth: 64, maxStringBytes: 1 << 20, maxMembers: 1 << 20, maxItems: 1 << 24 }

/** Feeds `text` in pieces of `size` bytes; the bound hit, or null. */
function check(text: string, limits: Partial<JsonShapeLimits>, size = 7): DownloadBoundError | null {
  const guard = new JsonShapeGuard({ ...roomy, ...limits })
  const bytes = Buffer.from(text)
  try {
    for (let at = 0; at < bytes.length; at += size) guard.write(bytes.subarray(at, at + size))
    return null
  } catch (error) {
    if (error instanceof DownloadBoundError) return error
    throw error
  }
}

describe('the JSON shape guard', () => {
  it('lets Scryfall’s real card objects through, in pieces of any size', () => {
    const text = readFileSync(CARD_FIXTURES, 'utf8')
    for (const size of [1, 3, 4096]) expect(check(text, { maxDepth: 8, maxStringBytes: 4096 }, size)).toBeNull()
  })

  it('counts no comma, bracket or quote inside a string, escaped quotes and backslashes included', () => {
    const tricky = JSON.stringify(['a,b,c,[{', 'say \\"hi\\", ok', 'ends with \\', ',,,'])
    expect(check(tricky, { maxMembers: 4, maxDepth: 1 }, 1)).toBeNull()
    expect(check(tricky, { maxMembers: 3 }, 1)?.bound).toBe('json-members')
  })

  it('stops at the first byte past each cap, saying which and where', () => {
    expect(check('[[[[1]]]]', { maxDepth: 3 })).toMatchObject({ bound: 'json-depth', message: 'arrays or objects nested more than 3 deep (at byte 3)' })
    expect(check('["abcdef"]', { maxStringBytes: 5 })).toMatchObject({ bound: 'json-string', message: 'a string longer than 5 bytes (at byte 7)' })
    expect(check('[1,2,3,4]', { maxMembers: 3 })).toMatchObject({ bound: 'json-members', message: 'an array or object of more than 3 members (at byte 6)' })
    expect(check('[[1],[2],[3]]', { maxItems: 5 })).toMatchObject({ bound: 'json-items' })
    // At the caps exactly: no bound.
    expect(check('[[[1]]]', { maxDepth: 3 })).toBeNull()
    expect(check('["abcde"]', { maxStringBytes: 5 })).toBeNull()
    expect(check('[1,2,3]', { maxMembers: 3 })).toBeNull()
  })
})

describe('the JSON shape guard’s UTF-8 check (issue 29.4)', () => {
  it('says the line and first byte of a character that is not UTF-8, across any split', () => {
    const text = Buffer.concat([Buffer.from('[\n"ok é",\n"W'), Buffer.from([0xe9, 0x62]), Buffer.from('"]')])
    for (const size of [1, 2, 64]) {
      const guard = new JsonShapeGuard(roomy)
      const error = (() => {
        try {
          for (let at = 0; at < text.length; at += size) guard.write(text.subarray(at, at + size))
          guard.end()
        } catch (e) {
          return e as DownloadBoundError
        }
      })()
      expect(error, `pieces of ${size}`).toMatchObject({ bound: 'invalid-utf8', message: `bytes that are not UTF-8 at line 3, byte ${text.indexOf(0xe9)}` })
    }
  })

  it('refuses overlong forms and encoded surrogates, and a character cut by the end', () => {
    const fails = (bytes: number[]) => {
      const guard = new JsonShapeGuard(roomy)
      try {
        guard.write(Uint8Array.from(bytes))
        guard.end()
        return null
      } catch (e) {
        return (e as DownloadBoundError).message
      }
    }
    expect(fails([0x22, 0xf0, 0x9f, 0x90, 0xba, 0x22])).toBeNull()
    expect(fails([0x22, 0xc0, 0xaf])).toBe('bytes that are not UTF-8 at line 1, byte 1')
    expect(fails([0x22, 0xed, 0xa0, 0x80])).toBe('bytes that are not UTF-8 at line 1, byte 1')
    expect(fails([0x22, 0xf4, 0x90, 0x80, 0x80])).toBe('bytes that are not UTF-8 at line 1, byte 1')
    expect(fails([0x22, 0xe2, 0x82])).toBe('a character cut off by the end at line 1, byte 1')
  })
})
