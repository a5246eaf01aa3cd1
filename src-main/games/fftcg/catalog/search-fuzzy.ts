// Typo tolerance for FFTCG names: the shared name vocabulary (catalog/name-typos.ts) over the
// search data's folded names.
import { nameVocabulary, type NameVocabulary } from '../../../catalog/name-typos'
import type { SearchData } from './search-data'

export { allowedEdits, fuzzyMarks, fuzzyNameHit, prefixDistance, type NameVocabulary } from '../../../catalog/name-typos'

export const buildNameVocabulary = (data: SearchData): NameVocabulary => nameVocabulary(data.name)
