// CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a
// carriage return as a formula (`=HYPERLINK(…)`, `+cmd|…`). An exported cell that would start so
// gets a `'` in front, which spreadsheets show as text. A cell that already starts with `'`s before
// such a character gets one more, so that the import, which takes one `'` off any cell of that
// shape, gives back exactly the text that was written.

/** What the export escapes: optional `'`s, then a character a spreadsheet reads as a formula. */
export const FORMULA_CELL = /^'*[=+\-@\t\r]/

/** An escaped cell as the export writes it: one `'` or more, then a formula character. */
const ESCAPED_CELL = /^'+[=+\-@\t\r]/

export function escapeFormulaCell(cell: string): string {
  return FORMULA_CELL.test(cell) ? `'${cell}` : cell
}

export function unescapeFormulaCell(cell: string): string {
  return ESCAPED_CELL.test(cell) ? cell.slice(1) : cell
}
