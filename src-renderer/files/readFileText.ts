// A file the player gives the app, read as UTF-8 strictly (issue 29.4): `file.text()` would put
// U+FFFD in place of bytes that are not UTF-8 and the import would store it in a card's name
// without a word. Here such a file is refused with its line, column, byte offset and field.
import { ApiError } from '@shared/api-envelope'
import { decodeUtf8Strict, faultText, type TextFault, type TextFormat } from '@shared/text/strict-text'

/** `.csv` or `.json` by the name; otherwise by the first character, as the readers tell them. */
export function textFormatOf(fileName: string, bytes: Uint8Array): TextFormat {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  if (ext === 'csv' || ext === 'json') return ext
  const first = bytes.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09 && b !== 0xef && b !== 0xbb && b !== 0xbf)
  return first === 0x7b || first === 0x5b ? 'json' : 'csv'
}

export type FileText = { ok: true; text: string } | { ok: false; fault: TextFault }

export async function readFileText(file: File): Promise<FileText> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  return decodeUtf8Strict(bytes, textFormatOf(file.name, bytes))
}

/**
 * The refusal of a file that is not UTF-8, as main's refusals are shaped: the whole (problem code
 * `notUtf8`, with the file) and one detail at its line and field (`notUtf8At`).
 */
export function notUtf8Error(fileName: string, fault: TextFault): ApiError {
  const params = { column: fault.column, byte: fault.byte ?? 0 }
  const problem = { code: 'notUtf8', params: { file: fileName, line: fault.line, ...params } }
  const detail = { line: fault.line, ...(fault.field ? { field: fault.field } : {}), message: faultText(fault), problem: { code: 'notUtf8At', params } }
  return new ApiError('import-rejected', `${fileName}: ${faultText(fault)}`, [detail], problem)
}

/** The text, or throws notUtf8Error. */
export async function readFileTextOrThrow(file: File): Promise<string> {
  const read = await readFileText(file)
  if (!read.ok) throw notUtf8Error(file.name, read.fault)
  return read.text
}
