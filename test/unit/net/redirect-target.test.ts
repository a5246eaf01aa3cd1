// Each redirect is checked before it is followed (issue 29.7): the same host (any scheme of the
// web, any path) is followed up to MAX_REDIRECTS times; a loop, a non-web address or another host
// is a RedirectError saying which.
import { describe, expect, it } from 'vitest'
import { redirectTarget } from '../../../src-main/net/bounded-download'
import { MAX_REDIRECTS, RedirectError } from '../../../src-main/net/download-bounds'

const refusal = (visited: string[], location: string | null) => {
  try {
    redirectTarget(visited, location)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(RedirectError)
    return error as RedirectError
  }
}

describe('redirects checked before they are followed', () => {
  it('follows a move on the host asked, to https or another path, relative or not', () => {
    expect(redirectTarget(['http://api.example/bulk-data'], 'https://api.example/v2/bulk-data#top')).toBe('https://api.example/v2/bulk-data')
    expect(redirectTarget(['https://api.example/a/b'], '../c')).toBe('https://api.example/c')
  })

  it('refuses a loop at its first repeat, naming the addresses', () => {
    expect(refusal(['https://api.example/a', 'https://api.example/b'], '/a')).toMatchObject({ problem: 'loop', message: 'api.example redirects in a loop (/a → /b → /a)' })
  })

  it('refuses a non-web address, another host and no address', () => {
    expect(refusal(['https://api.example/a'], 'file:///etc/passwd')?.problem).toBe('not-web')
    expect(refusal(['https://api.example/a'], 'javascript:alert(1)')?.problem).toBe('not-web')
    expect(refusal(['https://api.example/a'], 'https://api.example.evil.test/a')).toMatchObject({ problem: 'other-host', message: 'api.example redirects to api.example.evil.test, a host the address setting does not name' })
    expect(refusal(['https://api.example/a'], null)?.problem).toBe('no-location')
  })

  it(`refuses the redirect after the ${MAX_REDIRECTS}th`, () => {
    const chain = Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => `https://api.example/${i}`)
    expect(redirectTarget(chain.slice(0, MAX_REDIRECTS), `/${MAX_REDIRECTS}`)).toBe(`https://api.example/${MAX_REDIRECTS}`)
    expect(refusal(chain, '/next')).toMatchObject({ problem: 'too-many', message: `api.example redirects more than ${MAX_REDIRECTS} times` })
  })
})
