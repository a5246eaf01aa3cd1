// The window may show images only from the app itself, data: URLs and the image cache's protocol:
// no remote image host can be reached from the renderer, whatever a card's data says.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CARD_IMAGE_SCHEME } from '@shared/images/card-image-url'
import { CONTENT_SECURITY_POLICY } from '../../../src-main/web/security'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

const metaPolicy = (() => {
  const html = readFileSync(resolve(import.meta.dirname, '../../../src-renderer/index.html'), 'utf8')
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)
  if (!match) throw new Error('no CSP meta tag in index.html')
  return match[1]!
})()

describe('Content-Security-Policy for images', () => {
  for (const [where, policy] of [
    ['the header (security.ts: HTTP bridge and Electron)', CONTENT_SECURITY_POLICY],
    ['the meta tag of index.html', metaPolicy],
  ] as const) {
    it(`${where} allows only 'self', data: and ${CARD_IMAGE_SCHEME}: for img-src`, () => {
      expect(directives(policy).get('img-src')).toEqual(["'self'", 'data:', `${CARD_IMAGE_SCHEME}:`])
    })
    it(`${where} falls back to 'self' for everything else`, () => {
      expect(directives(policy).get('default-src')).toEqual(["'self'"])
      expect(directives(policy).get('connect-src')).toEqual(["'self'"])
    })
  }
})
