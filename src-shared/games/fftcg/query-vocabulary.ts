// The words the query language understands as values: keys, elements, types, rarities, flags.
// Kept apart from the parser so docs/query-syntax.md and the UI can show the same lists.
import { closest, distance } from 'fastest-levenshtein'
import { foldText } from '../../text/fold'
import type { CardType, Element, Keyword, Rarity } from './card'
import { said, type QueryMessage, type QueryMessageId } from './query-messages'

export type QueryKey = 'element' | 'type' | 'cost' | 'power' | 'job' | 'category' | 'set' | 'rarity' | 'name' | 'text' | 'is' | 'code'

/** Every spelling of every key, lower case. */
export const KEY_ALIASES: Record<string, QueryKey> = {
  e: 'element', el: 'element', element: 'element', elements: 'element',
  t: 'type', type: 'type',
  c: 'cost', cp: 'cost', cost: 'cost',
  p: 'power', pow: 'power', power: 'power',
  j: 'job', job: 'job',
  cat: 'category', category: 'category',
  set: 'set', opus: 'set',
  r: 'rarity', rarity: 'rarity',
  n: 'name', name: 'name',
  o: 'text', text: 'text',
  is: 'is',
  code: 'code',
}

/** The spelling used when printing a query back (query-format.ts) and in suggestions. */
export const KEY_SHORT: Record<QueryKey, string> = {
  element: 'e', type: 't', cost: 'cost', power: 'power', job: 'job', category: 'cat',
  set: 'set', rarity: 'r', name: 'n', text: 'o', is: 'is', code: 'code',
}

// One-letter forms follow the element's English name; water is `a` (aqua) because `w` is wind.
// The kanji are those printed in CP symbols (《火》), which players pasting card text will have.
const ELEMENT_FORMS: Record<string, Element> = {
  f: 'fire', '火': 'fire',
  i: 'ice', '氷': 'ice',
  w: 'wind', '風': 'wind',
  e: 'earth', '土': 'earth',
  l: 'lightning', thunder: 'lightning', '雷': 'lightning',
  a: 'water', aqua: 'water', '水': 'water',
  lt: 'light', '光': 'light',
  d: 'dark', '闇': 'dark',
}
const ELEMENT_NAMES: Element[] = ['fire', 'ice', 'wind', 'earth', 'lightning', 'water', 'light', 'dark']

// The French words printed on French cards and in the French comprehensive rules (Feu, Glace…,
// Avant, Soutien…), folded (no accents): players type the words of their cards, as Magic's `c:rouge`.
/** French name of each element, folded; the query help shows them. */
export const ELEMENT_FRENCH: Record<Element, string> = {
  fire: 'feu', ice: 'glace', wind: 'vent', earth: 'terre', lightning: 'foudre', water: 'eau', light: 'lumiere', dark: 'tenebres',
}

const TYPE_NAMES: CardType[] = ['forward', 'backup', 'summon', 'monster', 'crystal']
/** French name of each card type, folded. */
export const TYPE_FRENCH: Record<CardType, string> = {
  forward: 'avant', backup: 'soutien', summon: 'invocation', monster: 'monstre', crystal: 'cristal',
}

const RARITY_NAMES: Record<Rarity, string> = { C: 'common', R: 'rare', H: 'hero', L: 'legend', S: 'starter', B: 'boss', PR: 'promo' }
/** French rarity names, folded; starter, boss, promo and rare are the same words in French. */
export const RARITY_FRENCH: Record<Rarity, string> = { C: 'commune', R: 'rare', H: 'heros', L: 'legende', S: 'starter', B: 'boss', PR: 'promo' }
const RARITY_FORMS: Record<string, Rarity> = {
  c: 'C', r: 'R', h: 'H', l: 'L', s: 'S', b: 'B', pr: 'PR', p: 'PR',
  ...inverse(RARITY_NAMES), ...inverse(RARITY_FRENCH),
}

function inverse<V extends string>(names: Record<V, string>): Record<string, V> {
  return Object.fromEntries(Object.entries(names).map(([value, name]) => [name, value as V]))
}

export type Flag = 'exBurst' | 'multicard' | Keyword
const FLAG_FORMS: Record<string, Flag> = {
  ex: 'exBurst', exburst: 'exBurst',
  multi: 'multicard', multicard: 'multicard',
  haste: 'haste', brave: 'brave', firststrike: 'firstStrike', backattack: 'backAttack',
}

/** What a lookup gives: the value, or why not (with a suggestion when one is close). */
export type Lookup<T> = { ok: true; value: T } | { ok: false; parts: QueryMessage[] }

function suggest(word: string, candidates: string[]): QueryMessage[] {
  // A one-letter short form is never a helpful suggestion for a misspelt word ('foo' → 'f').
  const pool = word.length > 2 ? candidates.filter((c) => c.length > 2) : candidates
  if (pool.length === 0) return []
  const best = closest(word, pool)
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 2)) ? [said('didYouMean', { word: best })] : []
}

/** The nearest value to a misspelt word, said in both languages (`fue` → “fire” or “feu”). */
function suggestBoth<T extends string>(word: string, names: readonly T[], french: Record<T, string>): QueryMessage[] {
  const spellings = new Map<string, T>()
  for (const n of names) spellings.set(n, n).set(french[n], n)
  const best = closest(word, [...spellings.keys()])
  if (distance(word, best) > Math.max(2, Math.floor(word.length / 2))) return []
  const value = spellings.get(best)!
  return value === french[value]
    ? [said('didYouMean', { word: value })]
    : [said('didYouMeanEither', { word: value, other: french[value] })]
}

/**
 * Exact name in English or French, or an unambiguous prefix of a name: English first, so the
 * short forms players know keep their meaning (`t:s` is summon, though soutien starts with s too).
 */
function byPrefix<T extends string>(word: string, names: readonly T[], french: Record<T, string>, unknown: QueryMessageId): Lookup<T> {
  const exact = names.find((n) => n === word || french[n] === word)
  if (exact) return { ok: true, value: exact }
  for (const nameOf of [(n: T) => n, (n: T) => french[n]]) {
    const hits = names.filter((n) => nameOf(n).startsWith(word))
    if (hits.length === 1) return { ok: true, value: hits[0]! }
    if (hits.length > 1) return { ok: false, parts: [said('couldBe', { word, options: hits.map(nameOf).join(', ') })] }
  }
  return { ok: false, parts: [said(unknown, { word }), ...suggestBoth(word, names, french)] }
}

export function lookupKey(word: string): Lookup<QueryKey> {
  const key = KEY_ALIASES[word.toLowerCase()]
  if (key) return { ok: true, value: key }
  const names = Object.keys(KEY_SHORT)
  const best = closest(word.toLowerCase(), names)
  const hint = distance(word.toLowerCase(), best) <= 3 ? [said('didYouMean', { word: `${best}:` })] : []
  return { ok: false, parts: [said('unknownKey', { word }), ...hint, said('keysAre', { keys: names.join(' ') })] }
}

export function lookupElement(word: string): Lookup<Element> {
  const w = foldText(word)
  const form = ELEMENT_FORMS[w]
  if (form) return { ok: true, value: form }
  if (w.length < 2) return { ok: false, parts: [said('unknownElement', { word }), said('useElementForms')] }
  return byPrefix(w, ELEMENT_NAMES, ELEMENT_FRENCH, 'unknownElement')
}

export function lookupType(word: string): Lookup<CardType> {
  return byPrefix(foldText(word), TYPE_NAMES, TYPE_FRENCH, 'unknownType')
}

export function lookupRarity(word: string): Lookup<Rarity> {
  const r = RARITY_FORMS[foldText(word)]
  if (r) return { ok: true, value: r }
  const rarities = Object.keys(RARITY_NAMES) as Rarity[]
  const nearest = word.length > 2 ? suggestBoth(foldText(word), rarities.map((r) => RARITY_NAMES[r]), Object.fromEntries(rarities.map((r) => [RARITY_NAMES[r], RARITY_FRENCH[r]]))) : []
  return { ok: false, parts: [said('unknownRarity', { word }), ...nearest] }
}

export function lookupFlag(word: string): Lookup<Flag> {
  // `first-strike`, `first_strike` and `firstStrike` all mean the keyword.
  const w = word.toLowerCase().replace(/[-_]/g, '')
  const flag = FLAG_FORMS[w]
  if (flag) return { ok: true, value: flag }
  return { ok: false, parts: [said('unknownFlag', { word }), ...suggest(w, Object.keys(FLAG_FORMS))] }
}

/** `is:` spelling of each flag, for printing. */
export const FLAG_WORD: Record<Flag, string> = {
  exBurst: 'ex', multicard: 'multi', haste: 'haste', brave: 'brave', firstStrike: 'firststrike', backAttack: 'backattack',
}
