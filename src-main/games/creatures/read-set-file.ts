// `cards import` of the creature game: a card set file read and checked, all or nothing, before it
// is stored as a user card set (src-main/catalog/import/read-set-file.ts).
import { creatureUserCards } from '@shared/games/creatures/user-cards'
import { setFileReader, type SetFileRead } from '../../catalog/import/read-set-file'

export type CreatureSetRead = SetFileRead

export const readCreatureSetFile = setFileReader('creatures', creatureUserCards)
