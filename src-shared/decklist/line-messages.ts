// What the decklist parser says about a line, as an id with values: the app shows each in the
// user's language (renderer i18n keys `io.line.<id>`, same values), the CLI and JSON output
// print the English text made here. Adding an id without its English text is a compile error;
// a test checks that both locales translate every id.

import { messages, type Said, type Values } from '../text/said'
import type { LineError, LineErrorKind, ParsedLine } from './parsed'

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`

const ENGLISH = {
  // errors
  sectionCount: (v: Values) =>
    `${v.label} announces ${cards(+v.expected!)} but ${cards(+v.counted!)} ${v.counted === 1 ? 'follows' : 'follow'} (lines ${v.first}–${v.last})`,
  sectionCountNone: (v: Values) => `${v.label} announces ${cards(+v.expected!)} but 0 cards follow`,
  totalCount: (v: Values) => `${v.label} announces ${cards(+v.expected!)} but the main deck above holds ${v.counted}`,
  formatUnknown: (v: Values) => `format "${v.value}" is not one Deck Lab knows (constructed or limited)`,
  lineTooLong: (v: Values) => `A line of ${v.length} characters is not a card line (at most ${v.max})`,
  quantityZero: (v: Values) => `Quantity ${v.raw} is not a positive number of copies`,
  quantityTooMany: (v: Values) => `Quantity ${v.raw} is more than ${v.max} copies`,
  quantityNotWhole: (v: Values) => `Quantity ${v.raw} is not a whole positive number`,
  quantityInWords: (v: Values) => `Quantity "${v.raw}" should be written in digits`,
  severalCodes: (v: Values) => `several different card codes on one line (${v.codes})`,
  unknownCode: (v: Values) => `No card has the code ${v.code}`,
  unknownCodeToo: (v: Values) => `no card has the code ${v.code} either`,
  nameIs: (v: Values) => `"${v.name}" is ${v.codes}`,
  quantityWithoutCard: () => 'A quantity without a card',
  notACardLine: () => 'Not a card, heading, comment or header',
  notACardLineNamed: (v: Values) => `Not a card, heading, comment or header: no card is named "${v.name}"`,
  ambiguousName: (v: Values) => `"${v.name}" is the name of ${v.n} different cards (${v.codes}): write the code`,
  unknownName: (v: Values) => `No card is named "${v.name}"`,
  didYouMean: (v: Values) => `did you mean ${v.names}?`,
  jsonRejected: (v: Values) => `The whole file was rejected: ${v.reason}`,
  copiesLimit: (v: Values) => `${v.count} copies of ${v.code}: a deck holds at most ${v.max} copies of one code`,
  copiesLimitTotal: (v: Values) => `${v.count} copies of ${v.code} in all (with line ${v.line}): a deck holds at most ${v.max} copies of one code`,
  entriesLimit: (v: Values) => `More than ${v.max} different cards in one pile: a deck holds at most ${v.max}`,
  pileUnknown: (v: Values) => `This game's decks have no ${v.pile} pile (piles: ${v.piles})`,
  nameTooLong: (v: Values) => `A deck name of ${v.length} characters is too long (at most ${v.max})`,
  // Magic's deck files (src-shared/games/mtg/decklist)
  xmlNotWellFormed: (v: Values) => `Not well-formed XML: ${v.reason}`,
  xmlEmpty: () => 'The file holds no XML element',
  xmlNotADeck: (v: Values) => `<${v.root}> is not a deck file Deck Lab reads: an MTGO .dek file starts with <Deck>, a Cockatrice .cod file with <cockatrice_deck>`,
  xmlNoName: (v: Values) => `<Cards> on line ${v.line} has no Name attribute`,
  xmlNoQuantity: (v: Values) => `${v.element} on line ${v.line} has no quantity`,
  xmlQuantityNotWhole: (v: Values) => `${v.element} on line ${v.line}: quantity "${v.raw}" is not a whole positive number`,
  xmlSideboardValue: (v: Values) => `${v.element} on line ${v.line}: Sideboard="${v.value}" is neither true nor false`,
  xmlZoneUnknown: (v: Values) => `<zone name="${v.zone}"> on line ${v.line} is not a zone Cockatrice decks have (main, side, tokens)`,
  xmlNotACard: (v: Values) => `<${v.element}> on line ${v.line} is not a <card> with a name`,
  mtgFormatUnknown: (v: Values) => `Format "${v.format}" is not a Magic format Deck Lab knows (${v.formats})`,
  // notes
  formatRepeated: (v: Values) => `the list gave another format before; ${v.format} is kept`,
  nameRepeated: (v: Values) => `the deck was already named on line ${v.line}; that name is kept`,
  nameDiffers: (v: Values) => `"${v.name}" is not the name of ${v.code} (${v.cardName}); the code was used`,
  tookOwnCard: (v: Values) => `"${v.name}" is also the name of ${v.others}: took ${v.code}, from your card set "${v.set}"`,
  addsToLine: (v: Values) => `adds to line ${v.line}: ${v.count} copies of ${v.code} in all`,
  otherPrinting: (v: Values) => `${v.code} is another printing of ${v.other} (line ${v.line}): their copies count together`,
  notInDeck: () => 'kept out of the deck (maybeboard or a side section that is not part of the deck)',
} satisfies Record<string, (values: Values) => string>

const LINE = messages(ENGLISH)
export type LineMessageId = keyof typeof ENGLISH
export type LineMessage = Said<LineMessageId>
export const LINE_MESSAGE_IDS = LINE.ids
export const say = LINE.say
export const englishText = LINE.english

/** Several things said about one line, as one English sentence (`…; also …`). */
export function englishJoined(parts: readonly LineMessage[]): string {
  return parts.map(englishText).join('; ')
}

/** A list of codes or names as a short text: the first `max`, then an ellipsis. */
export function listOf(items: readonly string[], max = 8): string {
  return items.length > max ? `${items.slice(0, max).join(', ')}, …` : items.join(', ')
}

/** An error for a line: the English message made from what is said, and the candidates if any. */
export function lineError(kind: LineErrorKind, parts: LineMessage[], candidates: string[] = []): LineError {
  return { kind, message: englishJoined(parts), parts, ...(candidates.length ? { candidates } : {}) }
}

/** Adds notes to a line, in English (`notes`) and as ids with values (`noteParts`). */
export function addNotes(line: ParsedLine, notes: readonly LineMessage[]): void {
  if (!notes.length) return
  line.notes = [...(line.notes ?? []), ...notes.map(englishText)]
  line.noteParts = [...(line.noteParts ?? []), ...notes]
}
