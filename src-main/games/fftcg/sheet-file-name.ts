// The registration sheet's file name, apart from the PDF drawing (sheet-pdf.ts), which loads pdf-lib when a sheet is made.
/** `Fire Ice Midrange - deck sheet.pdf`: the deck's name without characters file systems refuse. */
export function sheetFileName(deckName: string): string {
  const base = deckName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'deck'
  return `${base} - registration sheet.pdf`
}
