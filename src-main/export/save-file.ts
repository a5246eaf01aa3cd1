// Saving a file the user chose in the desktop app's save dialog. The dialog is Electron's and
// is handed in by src-main/electron/main.ts; the rest (filters, atomic write) runs anywhere.
import { basename, extname } from 'node:path'
import type { SaveKind } from '@shared/channels/export'
import { writeFileAtomic } from '../images/atomic-file'

export interface SaveDialogOptions {
  suggestedName: string
  filters: { name: string; extensions: string[] }[]
}

/** The desktop side: asks where to save (null: cancelled) and can open a saved file. */
export interface DesktopFiles {
  chooseSavePath(options: SaveDialogOptions): Promise<string | null>
  openPath?(path: string): Promise<void>
}

export const SAVE_FILTERS: Record<SaveKind, SaveDialogOptions['filters']> = {
  text: [{ name: 'Decklist', extensions: ['txt'] }],
  json: [{ name: 'Deck Lab deck', extensions: ['json'] }],
  pdf: [{ name: 'PDF', extensions: ['pdf'] }],
  backup: [{ name: 'Deck Lab backup', extensions: ['json'] }],
}

/** The name shown in the dialog: no folders, no characters file systems refuse, the kind's extension. */
export function safeFileName(name: string, kind: SaveKind): string {
  const extension = SAVE_FILTERS[kind][0]!.extensions[0]!
  let base = basename(name.replace(/\\/g, '/')).replace(/[:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim()
  if (extname(base).toLowerCase() === `.${extension}`) base = base.slice(0, -extension.length - 1)
  return `${base.replace(/^\.+/, '').slice(0, 120).trim() || 'deck'}.${extension}`
}

export async function saveWithDialog(
  files: DesktopFiles,
  request: { suggestedName: string; content: string; encoding: 'utf8' | 'base64'; kind: SaveKind; open: boolean },
): Promise<{ saved: boolean; fileName?: string }> {
  const path = await files.chooseSavePath({ suggestedName: safeFileName(request.suggestedName, request.kind), filters: SAVE_FILTERS[request.kind] })
  if (!path) return { saved: false }
  const data = request.encoding === 'base64' ? Buffer.from(request.content, 'base64') : request.content
  await writeFileAtomic(path, data)
  if (request.open && files.openPath) await files.openPath(path)
  return { saved: true, fileName: basename(path) }
}
