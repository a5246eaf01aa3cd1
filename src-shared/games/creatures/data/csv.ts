// A small RFC 4180 reader that keeps the line each record starts on (a quoted field may span
// lines), so every problem of a card set can name its line.

export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  line: number
  fields: string[]
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string }

export function readCsv(text: string): CsvResult {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let start = 1
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0 // a spreadsheet's byte-order mark
  const endRecord = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields })
    fields = []
    field = ''
  }
  for (; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else field += c
  }
  if (quoted) return { ok: false, line: start, message: 'a quoted field is never closed' }
  if (field !== '' || fields.length) endRecord()
  return { ok: true, records }
}

/** One CSV field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}
