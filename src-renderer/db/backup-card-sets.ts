// The user's card sets in a backup (issue 29.1): read from main for every game whose players make
// cards (the sets live in main's user-data folder, not in this database), and written back through
// main, pictures first (each stored by its bytes' hash, so the backup's ids come back the same),
// then every set at once (sets.restore: all or none).
import type { BackupCardSet, BackupPicture, SetRestoreChanges as SetChangesOf } from '@shared/backup'
import { GAME_IDS, GAMES, type GameId } from '@shared/games'
import type { RestoreSetsResult } from '@shared/api'
import type { RendererApi } from '../api'

type Invoke = RendererApi['invoke']

/** The games whose module declares `userCards`: the ones with card sets to back up. */
export const GAMES_WITH_SETS: readonly GameId[] = GAME_IDS.filter((game) => GAMES[game].userCards !== undefined)

/** Every set of every such game, as stored, and each picture they show once (none when only the sets are wanted, to plan a restore). */
export async function readCardSets(invoke: Invoke, options: { pictures: boolean } = { pictures: true }): Promise<{ cardSets: BackupCardSet[]; pictures: BackupPicture[] }> {
  const cardSets: BackupCardSet[] = []
  const pictures: BackupPicture[] = []
  for (const game of GAMES_WITH_SETS) {
    const { sets } = await invoke('sets.list', { game })
    for (const { id } of [...sets].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const { keys: _keys, ...set } = await invoke('sets.get', { game, id })
      cardSets.push({ ...set, game })
    }
    if (!options.pictures) continue
    const shown = new Set(cardSets.filter((set) => set.game === game).flatMap((set) => Object.values(set.pictures)))
    for (const picture of [...shown].sort()) pictures.push({ game, id: picture, base64: (await invoke('sets.picture', { game, picture })).base64 })
  }
  return { cardSets, pictures }
}

export class PictureMismatchError extends Error {
  constructor(readonly game: string, readonly expected: string, readonly got: string) {
    super(`the picture ${expected} of the backup is stored as ${got}: its bytes are not the ones it was saved with`)
    this.name = 'PictureMismatchError'
  }
}

/** Attaches the pictures, then writes the sets in one call; nothing is written when a picture is refused. */
export async function restoreCardSets(invoke: Invoke, changes: SetChangesOf): Promise<RestoreSetsResult> {
  if (!changes.sets.length) return { sets: [] }
  for (const picture of changes.pictures) {
    const attached = await invoke('sets.attachImage', { game: picture.game, base64: picture.base64 })
    if (attached.picture !== picture.id) throw new PictureMismatchError(picture.game, picture.id, attached.picture)
  }
  return invoke('sets.restore', { sets: changes.sets })
}
