// Restoring a backup's card sets (issue 29.1) beside the user's own: which sets are new, which are
// the same, and which differ (conflicts by revision, settled like decks': keep mine, take the
// backup's, or keep both). Pure: the renderer reads the user's sets from main and sends the writes
// (sets.restore), which main makes all or none.
import type { RestoreSetsRequest } from '../channels/sets'
import { CARD_SET_LIMITS } from '../game/user-card-files'
import type { Resolution } from './restore-plan'
import { UnresolvedConflictsError } from './restore-plan'
import type { BackupCardSet, BackupFile, BackupPicture } from './schema'

export interface SetConflict {
  /** `<game>/<set id>`: what a resolution is keyed by. */
  key: string
  mine: BackupCardSet
  theirs: BackupCardSet
}

export interface SetRestorePlan {
  added: BackupCardSet[]
  same: BackupCardSet[]
  conflicts: SetConflict[]
}

export const setKey = (set: Pick<BackupCardSet, 'game' | 'id'>): string => `${set.game}/${set.id}`

/** What a player would call the set: its name, its cards and their pictures (not when it was saved, nor how often). */
function content(set: BackupCardSet): string {
  const pictures = Object.entries(set.pictures).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([set.name, set.cards, pictures])
}

export function planSetRestore(mine: readonly BackupCardSet[], backup: Pick<BackupFile, 'cardSets'>): SetRestorePlan {
  const byKey = new Map(mine.map((set) => [setKey(set), set]))
  const plan: SetRestorePlan = { added: [], same: [], conflicts: [] }
  for (const theirs of backup.cardSets) {
    const set = byKey.get(setKey(theirs))
    if (!set) plan.added.push(theirs)
    else if (content(set) === content(theirs)) plan.same.push(theirs)
    else plan.conflicts.push({ key: setKey(theirs), mine: set, theirs })
  }
  return plan
}

export interface SetRestoreChanges {
  /** What sets.restore writes, all or none. */
  sets: RestoreSetsRequest['sets']
  /** The pictures those sets show, to attach before. */
  pictures: BackupPicture[]
}

/** The writes for the plan with the player's choice for every conflict (refused while one is unsettled). */
export function resolveSetRestore(
  mine: readonly BackupCardSet[],
  backup: Pick<BackupFile, 'cardSets' | 'pictures'>,
  resolutions: Readonly<Record<string, Resolution>>,
  copyName: (name: string) => string,
): SetRestoreChanges {
  const plan = planSetRestore(mine, backup)
  const unsettled = plan.conflicts.filter((c) => !resolutions[c.key]).map((c) => c.key)
  if (unsettled.length) throw new UnresolvedConflictsError(unsettled)
  const write = ({ game, id, name, cards, pictures }: BackupCardSet) => ({ game, id, name, cards, pictures })
  const sets: RestoreSetsRequest['sets'] = plan.added.map((set) => ({ ...write(set), as: 'new', revision: set.revision }))
  for (const { key, mine: own, theirs } of plan.conflicts) {
    const resolution = resolutions[key]
    if (resolution === 'theirs') sets.push({ ...write(theirs), as: 'replace', revision: own.revision })
    else if (resolution === 'both') sets.push({ ...write(theirs), name: copyName(theirs.name).slice(0, CARD_SET_LIMITS.maxNameChars), as: 'copy', revision: 1 })
  }
  const shown = new Set(sets.flatMap((set) => Object.values(set.pictures).map((id) => `${set.game}/${id}`)))
  return { sets, pictures: backup.pictures.filter((p) => shown.has(`${p.game}/${p.id}`)) }
}
