// What may be wrong with a user's card set, its file or a picture, as a code and its values: the
// renderer words each code in the app's language (`problems.cardSet.<code>` in en.json and
// fr.json); `message` keeps the English wording for the CLI and logs.

export const SET_PROBLEM_CODES = [
  // the file as a whole
  'notUtf8At', // bytes that are not UTF-8 (said by the renderer, which reads the chosen file)
  'fileTooLong',
  'notJson',
  'notSetFile',
  'wrongVersion',
  'otherGame',
  'badName',
  'cardsNotList',
  'tooManyCards',
  'moreProblems',
  // CSV layout
  'csvEmpty',
  'missingColumns',
  'unknownColumn',
  'columnTwice',
  'wrongFieldCount',
  'unclosedQuote',
  'csvError',
  // one cell or one field of a card
  'cellTooLong',
  'notFlag',
  'notWhole',
  'notOneOf',
  'onlyFor',
  'required',
  'tooShort',
  'tooLong',
  'belowMin',
  'aboveMax',
  'wrongType',
  'unknownKeys',
  'badFormat',
  'invalid',
  // codes shared by two cards
  'duplicateKeyLine',
  'duplicateKeyRecord',
  'duplicateCard',
  // the stored set and its pictures
  'noUserCards',
  'setNotFound',
  'setDamaged',
  'staleRevision',
  'strayPicture',
  'missingPicture',
  'pictureDropped',
  'setExists',
  'pictureTooBig',
  'pictureNotImage',
  'pictureNoSize',
  'pictureSide',
] as const

export type SetProblemCode = (typeof SET_PROBLEM_CODES)[number]
export type ProblemParams = Readonly<Record<string, string | number>>

/** A problem's code, its values, and its English wording. */
export interface CodedMessage {
  readonly code: SetProblemCode
  readonly params: ProblemParams
  readonly message: string
}

export function coded(code: SetProblemCode, message: string, params: ProblemParams = {}): CodedMessage {
  return { code, params, message }
}

export function isSetProblemCode(value: unknown): value is SetProblemCode {
  return typeof value === 'string' && (SET_PROBLEM_CODES as readonly string[]).includes(value)
}
