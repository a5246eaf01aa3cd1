// Getting text and files out of the app, whatever window it runs in: the desktop app saves
// through main's save dialog (export.saveFile, IPC only); a browser tab downloads a Blob.
// The clipboard falls back to a hidden selection when the async API is refused.
import type { WriterName } from '@shared/channels/decklist'
import type { SaveKind } from '@shared/channels/export'
import { api } from '../../api'

let transport: Promise<string> | null = null

/** Which door `api` goes through (asked once): 'ipc' in the desktop app, 'http' in a browser. */
export function currentTransport(): Promise<string> {
  transport ??= api.invoke('app.info', {}).then(
    (info) => info.transport,
    () => {
      transport = null
      return 'http'
    },
  )
  return transport
}

export interface SavedFile {
  /** false: the user cancelled the save dialog. */
  saved: boolean
  fileName?: string
  how: 'dialog' | 'download'
}

export interface FileToSave {
  suggestedName: string
  content: string
  encoding?: 'utf8' | 'base64'
  kind: SaveKind
  /** Desktop: open the saved file with the system's viewer. */
  open?: boolean
}

const MIME: Record<SaveKind, string> = {
  text: 'text/plain;charset=utf-8',
  json: 'application/json',
  backup: 'application/json',
  pdf: 'application/pdf',
}

export async function saveFile(file: FileToSave): Promise<SavedFile> {
  if ((await currentTransport()) === 'ipc') {
    const result = await api.invoke('export.saveFile', { encoding: 'utf8', open: false, ...file })
    return { ...result, how: 'dialog' }
  }
  download(file)
  return { saved: true, fileName: file.suggestedName, how: 'download' }
}

function download({ suggestedName, content, encoding, kind }: FileToSave): void {
  const body = encoding === 'base64' ? Uint8Array.from(atob(content), (c) => c.charCodeAt(0)) : content
  const url = URL.createObjectURL(new Blob([body], { type: MIME[kind] }))
  const link = document.createElement('a')
  link.href = url
  link.download = suggestedName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the URL; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** true when the text is on the clipboard; false when neither way was allowed (show it to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined
    if (clipboard && typeof clipboard.writeText === 'function') {
      await clipboard.writeText(text)
      return true
    }
  } catch {
    // refused (no permission, not focused): try the old way
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.className = 'visually-hidden'
    document.body.append(area)
    area.select()
    const done = document.execCommand('copy')
    area.remove()
    return done
  } catch {
    return false
  }
}

/** `Fire Ice Midrange.txt`: a deck name as a file name. */
export function fileNameFor(name: string, extension: string): string {
  return `${safeBaseName(name)}.${extension}`
}

/** One file name per export format, so that saving the sheet after the Untap list keeps both. */
export function exportFileName(deckName: string, writer: WriterName): string {
  return writer === 'json' ? fileNameFor(deckName, 'json') : `${safeBaseName(deckName)}-${writer}.txt`
}

function safeBaseName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'deck'
}
