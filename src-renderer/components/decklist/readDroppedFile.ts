// What a file given to the app is: a decklist (any text or a Deck Lab deck file) or a backup.
import { MAX_IMPORT_TEXT } from '../../stores/decklistImport'
import { readFileText } from '../../files/readFileText'

/** A backup holds a whole library: much larger than a decklist. */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024
export const DECKLIST_EXTENSIONS = ['.txt', '.json', '.csv', '.dek', '.text'] as const

export type DroppedFile =
  | { kind: 'decklist'; text: string; fileName: string }
  | { kind: 'backup'; text: string; fileName: string }
  | { kind: 'refused'; reason: 'too-big' | 'not-text' | 'unreadable'; fileName: string }
  /** Bytes that are not UTF-8: where the first one is, for the message. */
  | { kind: 'refused'; reason: 'not-utf8'; fileName: string; where: { line: number; column: number; byte: number } }

export function looksLikeBackup(text: string): boolean {
  return /^\s*\{/.test(text) && /"deckLabBackup"\s*:/.test(text.slice(0, 4096))
}

export async function readDroppedFile(file: File): Promise<DroppedFile> {
  const fileName = file.name
  const lower = fileName.toLowerCase()
  const textual = file.type.startsWith('text/') || file.type === 'application/json' || DECKLIST_EXTENSIONS.some((e) => lower.endsWith(e)) || file.type === ''
  if (!textual) return { kind: 'refused', reason: 'not-text', fileName }
  if (file.size > MAX_BACKUP_BYTES) return { kind: 'refused', reason: 'too-big', fileName }
  let text: string
  try {
    const read = await readFileText(file)
    if (!read.ok) return { kind: 'refused', reason: 'not-utf8', fileName, where: { line: read.fault.line, column: read.fault.column, byte: read.fault.byte ?? 0 } }
    text = read.text
  } catch {
    return { kind: 'refused', reason: 'unreadable', fileName }
  }
  text = text.replace(/^\uFEFF/, '')
  if (looksLikeBackup(text)) return { kind: 'backup', text, fileName }
  if (text.length > MAX_IMPORT_TEXT) return { kind: 'refused', reason: 'too-big', fileName }
  // A NUL is the surest sign of a binary file (an image, a PDF) dropped by mistake.
  if (text.includes('\u0000')) return { kind: 'refused', reason: 'not-text', fileName }
  return { kind: 'decklist', text, fileName }
}
