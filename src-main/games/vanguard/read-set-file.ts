// `cards import` of Vanguard: a JSON card set or a CSV with the columns
// code,name,grade,power,shield,critical,trigger,skill,unit_type,nation,clan,set,text, read and
// checked all or nothing by the module's reader (src-shared/games/vanguard/user-cards.ts), then
// stored as a user card set. Pure of the catalog: the import worker thread runs it too.
import { vanguardUserCards } from '@shared/games/vanguard/user-cards'
import { setFileReader, type SetFileRead } from '../../catalog/import/read-set-file'

export type VanguardSetRead = SetFileRead

export const readVanguardSetFile = setFileReader('vanguard', vanguardUserCards)
