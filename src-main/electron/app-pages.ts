// Which pages are the app's. Pure, so that Windows and macOS paths are tested on any machine
// (issue 17.5). The sender's URL is compared with the renderer folder *as URLs* (the folder turned
// into a file:// URL by the platform's own pathToFileURL, in main.ts), never a URL path against a
// native path, which fails on Windows (`/C:/…` against `C:\…`).
//
// The app's pages are served from app://deck-lab/ (app-protocol.ts, issue 17.8). The file:// page of
// earlier releases is opened once more, hidden, to carry its library across (origin-migration.ts):
// it is trusted for that one call only (`isLegacyPage`).
import { MAIN_GAMES } from '../games'
import type { MainGame } from '../game/main-game'
import { APP_HOST, APP_SCHEME } from './app-protocol'

/** The app's own pages, as main knows them. */
export interface AppPages {
  /** The built renderer folder as a file:// URL ending in '/' (the page of earlier releases). */
  rendererUrl: string
  /** In development, the dev server's address: exactly its origin is trusted. */
  devServerUrl?: string
}

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** A Windows drive letter's case is not part of the path (`/c:/` is `/C:/`). */
const withDrive = (pathname: string) => pathname.replace(/^\/([a-z]):/i, (_, letter: string) => `/${letter.toUpperCase()}:`)

/** Encoded separators or NUL: a path a URL parser would keep as one segment but a file system would not. */
const ENCODED_SEPARATOR = /%(?:2f|5c|00)/i

/**
 * The app's own page: app://deck-lab/…, or in development exactly the dev server's origin (so
 * that `http://localhost:5173.evil.example` or `http://localhost:51730` do not pass).
 */
export function isAppPage(url: string, pages: AppPages): boolean {
  const page = parse(url)
  if (!page) return false
  if (pages.devServerUrl) {
    const dev = parse(pages.devServerUrl)
    return dev !== null && (page.protocol === 'http:' || page.protocol === 'https:') && page.origin === dev.origin
  }
  return page.protocol === `${APP_SCHEME}:` && page.host === APP_HOST && page.username === '' && page.password === '' && !ENCODED_SEPARATOR.test(page.pathname)
}

/**
 * The file:// page of earlier releases: a file inside the renderer folder. A folder beside the
 * renderer's (`renderer-other/`) is not inside it. Never true in development.
 */
export function isLegacyPage(url: string, pages: AppPages): boolean {
  const page = parse(url)
  if (!page || pages.devServerUrl) return false
  const folder = parse(pages.rendererUrl)
  if (!folder || folder.protocol !== 'file:' || !folder.pathname.endsWith('/')) return false
  const path = withDrive(page.pathname)
  const inside = withDrive(folder.pathname)
  return page.protocol === 'file:' && page.host === folder.host && !ENCODED_SEPARATOR.test(path) && path.length > inside.length && path.startsWith(inside)
}

/** The app's own host a link may open (its project page); each game adds its official pages' (MainGame.externalHosts). */
const APP_LINK_HOSTS = ['github.com']

/** The hosts a link may open: the app's and those the games declare. */
export function linkHosts(games: readonly Pick<MainGame, 'externalHosts'>[]): ReadonlySet<string> {
  return new Set([...APP_LINK_HOSTS, ...games.flatMap((game) => game.externalHosts ?? [])])
}

/** Web pages a link may open in the user's browser: https only, and only these hosts. */
export const EXTERNAL_HOSTS = linkHosts(Object.values(MAIN_GAMES) as readonly MainGame[])

export function mayOpenExternally(url: string, hosts: ReadonlySet<string> = EXTERNAL_HOSTS): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && hosts.has(parsed.hostname)
  } catch {
    return false
  }
}
