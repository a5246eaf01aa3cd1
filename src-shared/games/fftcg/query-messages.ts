// What the query parser says when it cannot read a search, as ids with values: the app shows
// each in the user's language (renderer i18n keys `search.problem.<id>`, same values); the
// English text made here is QueryError.message (CLI, API). A test checks both locales say every id.
import { messages, type Said, type Values } from '../../text/said'

const ENGLISH = {
  internal: (v: Values) => `Could not read the query (${v.detail}).`,
  unmatched: (v: Values) => `Unmatched '${v.text}'.`,
  orNeedsBefore: () => "'or' needs a term before it.",
  orNeedsAfter: () => "'or' needs a term after it.",
  unmatchedClose: () => "Empty or unmatched ')'.",
  minusNeedsTerm: () => "'-' must be followed by a term.",
  tooDeep: () => 'Too many nested parentheses.',
  emptyParens: () => "Empty parentheses '()'.",
  unclosed: () => "Unclosed '('.",
  emptyQuotes: () => 'Empty quotes.',
  needsValue: (v: Values) => `'${v.key}' needs a value.`,
  notComparable: (v: Values) => `'${v.key}' cannot be compared with '${v.op}'; use ':' (or '!=' to exclude).`,
  notACode: (v: Values) => `'${v.value}' is not a card code (like 1-001 or 15-139S).`,
  bothSeparators: () => "Use either ',' (any of) or '+' (all of) between elements, not both.",
  emptyValue: (v: Values) => `Empty value in '${v.text}'.`,
  notANumber: (v: Values) => `'${v.value}' is not a number (like 3, 8000 or 8k).`,
  // `options` is a comma-separated list of query words (the same in every language)
  couldBe: (v: Values) => `'${v.word}' could be ${String(v.options).split(', ').join(' or ')}.`,
  unknownElement: (v: Values) => `Unknown element '${v.word}'.`,
  unknownType: (v: Values) => `Unknown card type '${v.word}'.`,
  useElementForms: () => 'Use f i w e l a lt d or a name.',
  unknownRarity: (v: Values) => `Unknown rarity '${v.word}'. Use C R H L S B PR.`,
  unknownFlag: (v: Values) => `Unknown flag 'is:${v.word}'.`,
  unknownKey: (v: Values) => `Unknown key '${v.word}:'.`,
  keysAre: (v: Values) => `Keys: ${v.keys}. Quote text that contains ':'.`,
  didYouMean: (v: Values) => `Did you mean '${v.word}'?`,
  // the same value in English and French (`word` English, `other` French)
  didYouMeanEither: (v: Values) => `Did you mean '${v.word}' (in French '${v.other}')?`,
} satisfies Record<string, (values: Values) => string>

const QUERY = messages(ENGLISH)
export type QueryMessageId = keyof typeof ENGLISH
export type QueryMessage = Said<QueryMessageId>
export const QUERY_MESSAGE_IDS = QUERY.ids
export const said = QUERY.say

/** The parts as one English text, sentence after sentence. */
export function queryEnglish(parts: readonly QueryMessage[]): string {
  return parts.map(QUERY.english).join(' ')
}
