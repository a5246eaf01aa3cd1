// What is wrong with a card set, where: each problem names its line and field, in English and
// French. A set with any problem is refused whole (readers return problems or the whole set).
import type { Locale } from '../../../game/module'

export type ProblemKind =
  | 'syntax'
  | 'missing-column'
  | 'unknown-column'
  | 'cell-count'
  | 'required'
  | 'too-long'
  | 'bad-code'
  | 'duplicate-code'
  | 'bad-category'
  | 'not-a-number'
  | 'out-of-range'
  | 'not-for-category'
  | 'bad-flag'
  | 'bad-picture'
  | 'not-a-set'
  | 'too-many-cards'

export interface SetProblem {
  /** 1-based line of the file (1 for the header or the whole file). */
  line: number
  /** The column or property concerned ('' for the whole line or file). */
  field: string
  kind: ProblemKind
  params: Record<string, string | number>
}

type Say = (p: Record<string, string | number>) => string
const TEXT: Record<Locale, Record<ProblemKind, Say>> = {
  en: {
    syntax: (p) => `the file cannot be read: ${p.detail}`,
    'missing-column': () => 'this column is missing from the header',
    'unknown-column': () => 'this column is not one of code,name,category,level,atk,def,type,unique,text',
    'cell-count': (p) => `${p.found} cells where the header has ${p.expected}`,
    required: () => 'a value is required',
    'too-long': (p) => `longer than ${p.max} characters`,
    'bad-code': (p) => `"${p.value}" is not a code (letters, digits, - . _ only, starting with a letter or digit)`,
    'duplicate-code': (p) => `code "${p.value}" is already used on line ${p.first}`,
    'bad-category': (p) => `"${p.value}" is not a category (creature, effect, equipment, terrain)`,
    'not-a-number': (p) => `"${p.value}" is not a whole number`,
    'out-of-range': (p) => `${p.value} is outside ${p.min}–${p.max}`,
    'not-for-category': (p) => `a ${p.category} card has no ${p.field} (leave it empty)`,
    'bad-flag': (p) => `"${p.value}" is not yes/no, 1/0 or true/false`,
    'bad-picture': (p) => `"${p.value}" is not a picture file name`,
    'not-a-set': () => 'expected a card set: an object with a "cards" list, or a list of cards',
    'too-many-cards': (p) => `more than ${p.max} cards`,
  },
  fr: {
    syntax: (p) => `le fichier est illisible : ${p.detail}`,
    'missing-column': () => 'cette colonne manque dans l’en-tête',
    'unknown-column': () => 'cette colonne n’est pas l’une de code,name,category,level,atk,def,type,unique,text',
    'cell-count': (p) => `${p.found} cellules alors que l’en-tête en a ${p.expected}`,
    required: () => 'une valeur est requise',
    'too-long': (p) => `plus de ${p.max} caractères`,
    'bad-code': (p) => `« ${p.value} » n’est pas un code (lettres, chiffres, - . _ seulement, commençant par une lettre ou un chiffre)`,
    'duplicate-code': (p) => `le code « ${p.value} » est déjà pris ligne ${p.first}`,
    'bad-category': (p) => `« ${p.value} » n’est pas une catégorie (creature, effect, equipment, terrain)`,
    'not-a-number': (p) => `« ${p.value} » n’est pas un nombre entier`,
    'out-of-range': (p) => `${p.value} est hors de ${p.min}–${p.max}`,
    'not-for-category': (p) => `une carte ${p.category} n’a pas de ${p.field} (laisser vide)`,
    'bad-flag': (p) => `« ${p.value} » n’est pas yes/no, 1/0 ou true/false`,
    'bad-picture': (p) => `« ${p.value} » n’est pas un nom de fichier d’image`,
    'not-a-set': () => 'un jeu de cartes est attendu : un objet avec une liste « cards », ou une liste de cartes',
    'too-many-cards': (p) => `plus de ${p.max} cartes`,
  },
}

/** `line 4, atk: "12a" is not a whole number` / `ligne 4, atk : …` */
export function describeProblem(problem: SetProblem, locale: Locale = 'en'): string {
  const where = locale === 'fr' ? `ligne ${problem.line}` : `line ${problem.line}`
  const field = problem.field ? (locale === 'fr' ? `, ${problem.field} : ` : `, ${problem.field}: `) : locale === 'fr' ? ' : ' : ': '
  return where + field + TEXT[locale][problem.kind](problem.params)
}
