// The app's pages are served from app://deck-lab/, a standard and secure scheme of the app's own
// (issue 17.8), rather than file://: a page gets its own origin instead of sharing file://'s with
// every file of the disk, and only files of the renderer folder can be read through it. Pure, so
// that the path checks are tested on any machine.
import { extname, join, normalize, sep } from 'node:path'
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '@shared/app-origin'
import { MIME } from '../web/mime'

export { APP_HOST, APP_ORIGIN, APP_SCHEME }
export const APP_ENTRY = `${APP_ORIGIN}/index.html`

/** Encoded separators, dots or NUL: a path segment a URL keeps whole but a file system would split. */
const ENCODED_TRICK = /%(?:2f|5c|00|2e)/i

/**
 * The file of the renderer folder an app:// request names, or null when the request is not the
 * app's (another scheme or host), leaves the folder, or hides a separator in an escape.
 */
export function appFilePath(requestUrl: string, rendererDir: string): string | null {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username || url.password) return null
  if (ENCODED_TRICK.test(url.pathname) || url.pathname.includes('\\')) return null
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  const relative = path === '/' ? 'index.html' : path.replace(/^\/+/, '')
  if (relative.split('/').some((segment) => segment === '..')) return null
  const folder = normalize(rendererDir.endsWith(sep) ? rendererDir : rendererDir + sep)
  const file = normalize(join(folder, relative))
  return file.startsWith(folder) && file.length > folder.length ? file : null
}

/** The content type of a renderer file; unknown extensions are bytes, never guessed as a page. */
export function appFileType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream'
}
