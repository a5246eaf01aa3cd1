// Every FFTCG card-import problem main can report, by code, with its English words (the CLI's, and the
// `message` beside each problem). The renderer says the same codes through vue-i18n
// (problems.cardImport.<code>, en and fr); a test checks both exist for every code here and that
// the English matches these words.
import type { Problem } from '@shared/api'
import { Problems, type CodedProblem, type ProblemText } from '../../../catalog/import/problems'

type Params = Problem['params']
const s = (n: string | number | undefined, one: string, many: string) => (Number(n) === 1 ? one : many)

export const ACCEPTED_SHAPES =
  'the official card browser API ({"cards": [records with code, name_en, type_en, element…]} or a bare array of those records), ' +
  'the flat card list ([{"id", "name", "element", "type", "cost"…}]), ' +
  'the card-browser scrape ({"scraped_at", "cards": [{"code", "abilities", "imageUrl"…}]}), or CSV with a header row'
const NO_CARD_LIST = 'JSON without a list of cards (expected an array, or an object with "cards": [...])'
const UNKNOWN_SHAPE = 'the records are not in any known card shape'
const ELEMENT_HINT = 'Fire, Ice, Wind, Earth, Lightning, Water, Light, Dark or 火 氷 風 土 雷 水 光 闇'
const CARD_TYPES = 'Forward, Backup, Summon, Monster or Crystal'
const RARITIES = 'C, R, H, L, S, B, PR or Common, Rare, Hero, Legend, Starter, Boss, Promo'

export const CARD_IMPORT_PROBLEMS = {
  // the rejection and its last line
  rejected: (p: Params) => `${p.file}: ${p.count} ${s(p.count, 'problem', 'problems')} found in ${p.records} records; nothing was imported`,
  rejectedOneRecord: (p: Params) => `${p.file}: ${p.count} ${s(p.count, 'problem', 'problems')} found in 1 record; nothing was imported`,
  rejectedUncounted: (p: Params) => `${p.file}: ${p.count} ${s(p.count, 'problem', 'problems')} found; nothing was imported`,
  more: (p: Params) => `… and ${p.count} more ${s(p.count, 'problem', 'problems')}`,
  // the whole file
  tooBig: (p: Params) => `${p.file}: the file has ${p.size} characters; at most ${p.max} can be imported`,
  fileEmpty: (p: Params) => `${p.file}: the file is empty`,
  noCards: (p: Params) => `${p.file}: the file holds no cards`,
  notJsonFile: (p: Params) => `${p.file} is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
  notJson: (p: Params) => `line ${p.line}, column ${p.column}: ${p.message}`,
  noCardListFile: (p: Params) => `${p.file}: ${NO_CARD_LIST}. Accepted: ${ACCEPTED_SHAPES}.`,
  noCardList: () => `unrecognised card file: ${NO_CARD_LIST}`,
  unknownShapeFile: (p: Params) => `${p.file}: ${UNKNOWN_SHAPE}. Accepted: ${ACCEPTED_SHAPES}.`,
  unknownShape: () => `unrecognised card file: ${UNKNOWN_SHAPE}`,
  // CSV layout
  csvEmpty: () => 'the CSV file is empty',
  csvUnclosedQuote: () => 'a quoted field is never closed (a missing " ?)',
  csvBadQuote: () => 'badly placed quote: quote a field that contains quotes, and double the quotes inside it',
  csvMissingColumns: (p: Params) => `the header row must name the columns; missing: ${p.missing} (accepted: ${p.accepted})`,
  csvColumnTwice: () => 'the column appears twice in the header row',
  csvFieldCount: (p: Params) => `has ${p.found} fields but the header has ${p.expected} (a comma or semicolon inside an unquoted field?)`,
  // one record
  notARecord: (p: Params) => `expected a card record (an object), got ${p.value}`,
  sameCardAsRecord: (p: Params) => `the same card (${p.card}) as record ${p.first}: list each card once`,
  sameCardAsLine: (p: Params) => `the same card (${p.card}) as line ${p.first}: list each card once`,
  // one field
  codeMissing: () => 'missing: every card needs its code, e.g. "1-001H"',
  codeNotText: (p: Params) => `expected a card code such as "1-001H", got ${p.value}`,
  codeBad: (p: Params) => `expected a card code such as "1-001H" or "15-001R/9-002H", got ${p.value}`,
  nameMissing: () => 'missing: every card needs its name',
  nameNotText: (p: Params) => `expected the name as text, got ${p.value}`,
  nameEmpty: () => 'empty: only crystal tokens have no name',
  categoryNotText: (p: Params) => `expected the category as text, got ${p.value}`,
  category2NotText: (p: Params) => `expected the second category as text, got ${p.value}`,
  elementsMissing: () => `missing: expected one or more of ${ELEMENT_HINT}`,
  elementsNotNames: (p: Params) => `expected element names, got ${p.value}`,
  elementUnknown: (p: Params) => `unknown element ${p.value} (expected ${ELEMENT_HINT})`,
  noElement: () => 'no element: only crystal tokens have none',
  typeMissing: () => `missing: expected ${CARD_TYPES}`,
  typeBad: (p: Params) => `expected ${CARD_TYPES}, got ${p.value}`,
  costBad: (p: Params) => `expected a whole number 0–20, got ${p.value}`,
  powerBad: (p: Params) => `expected a whole number 0–100000 or nothing, got ${p.value}`,
  rarityBad: (p: Params) => `expected a rarity (${RARITIES}), got ${p.value}`,
  rarityMissing: (p: Params) => `missing, and the code ${p.value} does not end with a rarity letter`,
  flagBad: (p: Params) => `expected yes/no, true/false, 1/0 or nothing, got ${p.value}`,
  jobNotText: (p: Params) => `expected the job as text, got ${p.value}`,
  setBad: (p: Params) => `expected a set name or a list of set names, got ${p.value}`,
  imageNotText: (p: Params) => `expected an image address, got ${p.value}`,
  rulesTextNotText: (p: Params) => `expected the rules text as text, got ${p.value}`,
  textTooLong: (p: Params) => `${p.length} characters is too long (at most ${p.max})`,
  controlCharacter: (p: Params) => `contains the control character ${p.char} at position ${p.position}`,
  // words from a library or a check without a code of its own (a CSV parser error, a card the normaliser refuses)
  other: (p: Params) => String(p.message),
} satisfies Record<string, (params: Params) => string>

export type CardImportProblemCode = keyof typeof CARD_IMPORT_PROBLEMS
/** A coded problem of this importer (the type checks its code). */
export const problem = (code: CardImportProblemCode, params: Params = {}): CodedProblem => ({ code, params })

export const cardImportProblemText: ProblemText = ({ code, params = {} }) =>
  Object.hasOwn(CARD_IMPORT_PROBLEMS, code) ? CARD_IMPORT_PROBLEMS[code as CardImportProblemCode](params) : String(params.message ?? code)

/** A collection of this importer's problems. */
export const newImportProblems = () => new Problems(cardImportProblemText)
