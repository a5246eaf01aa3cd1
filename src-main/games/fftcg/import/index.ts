// Card-file import: readers, merge and the all-or-nothing import into the user's card store.
export { readCardFile, CARD_FILE_FORMATS, type CardFileFormat, type CardFile } from './read-card-file'
export { mergeCards, type MergeResult } from './merge-cards'
export { importCardFile, type ImportCardFileInput, type ImportCardFileResult } from './import-card-file'
export { CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from './csv'
