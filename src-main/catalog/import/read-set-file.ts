// `cards import` of a game whose imports are card sets (the creature game, Vanguard): a card set
// file (JSON or CSV, src-shared/game/user-card-files.ts) read and checked, all or nothing, before
// it is stored as a user card set. Pure of the catalog, so the import worker thread runs it too
// (src-main/games/card-readers.ts).
import { ApiError } from '@shared/api'
import { readCardSetFile, type SetFileFormat } from '@shared/game/user-card-files'
import type { UserCardSpec } from '@shared/game/user-cards'
import type { CardImportRead } from '../../game/main-game'

export interface SetFileRead extends CardImportRead {
  format: SetFileFormat
  /** The file's text, stored by the card sets (which check it again as they store it). */
  text: string
  cards: number
}

/** Told by the file's extension, else by its text (JSON starts with `{`). */
function formatOf(fileName: string): SetFileFormat | undefined {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  return ext === 'json' || ext === 'csv' ? ext : undefined
}

/** The reader of one game's card set files: a rejected file throws `import-rejected` with its problems. */
export function setFileReader<Card>(game: string, spec: UserCardSpec<Card>): (fileName: string, content: string) => SetFileRead {
  return (fileName, content) => {
    const read = readCardSetFile(spec, content, { game, format: formatOf(fileName) })
    if (!read.ok) {
      throw new ApiError('import-rejected', `${fileName}: the ${read.format.toUpperCase()} card set was not imported: ${read.problems.length} problem(s); nothing was changed`, read.problems.map((p) => ({ ...p })))
    }
    return { name: fileName, format: read.format, text: content, cards: read.cards.length }
  }
}
