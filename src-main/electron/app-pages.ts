// Which pages are the app's, and which file an app:// URL names. Pure (the path module is a
// parameter), so that Windows and macOS paths are tested on any machine (issue 17.5).
// The built renderer is served at app://deck-lab/ by a custom protocol rather than file://: the
// pages then have an origin of their own, and trusting a sender is comparing origins, never a URL
// path against a native path (which fails on Windows: `/C:/…` against `C:\…`).
import * as nodePath from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'deck-lab'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY = `${APP_ORIGIN}/index.html`

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    // `new URL('app://deck-lab/x').origin` is "null" in Node for non-special schemes: build it.
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : `${parsed.protocol}//${parsed.host}`
  } catch {
    return null
  }
}

/**
 * The app's own page: app://deck-lab/…, or in development exactly the dev server's origin (so that
 * `http://localhost:5173.evil.example` or `http://localhost:51730` do not pass).
 */
export function isAppPage(url: string, devServerUrl?: string): boolean {
  const origin = originOf(url)
  if (origin === null) return false
  if (devServerUrl) return origin === originOf(devServerUrl)
  return origin === APP_ORIGIN
}

type PathApi = Pick<typeof nodePath, 'resolve' | 'relative' | 'isAbsolute' | 'sep'>

/** The file inside `rendererDir` that an app:// URL names; null for anything outside it or malformed. */
export function appFileFor(url: string, rendererDir: string, path: PathApi = nodePath): string | null {
  let parsed: URL
  let pathname: string
  try {
    parsed = new URL(url)
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN || pathname.includes('\0')) return null
  const relativePart = pathname.replace(/^\/+/, '') || 'index.html'
  const file = path.resolve(rendererDir, ...relativePart.split('/'))
  const inside = path.relative(rendererDir, file)
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null
  return file
}

/** Web pages a link may open in the user's browser: https only, and only these hosts. */
export const EXTERNAL_HOSTS = new Set(['fftcg.square-enix-games.com', 'www.square-enix-games.com', 'github.com'])

export function mayOpenExternally(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && EXTERNAL_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}
