// The words the query language understands as values: keys, elements, types, rarities, flags.
// Kept apart from the parser so docs/query-syntax.md and the UI can show the same lists.
import { closest, distance } from 'fastest-levenshtein'
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

const TYPE_NAMES: CardType[] = ['forward', 'backup', 'summon', 'monster', 'crystal']

const RARITY_FORMS: Record<string, Rarity> = {
  c: 'C', common: 'C', r: 'R', rare: 'R', h: 'H', hero: 'H', l: 'L', legend: 'L',
  s: 'S', starter: 'S', b: 'B', boss: 'B', pr: 'PR', p: 'PR', promo: 'PR',
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

/** Exact name, listed short form, or an unambiguous prefix of a name. */
function byPrefix<T extends string>(word: string, names: readonly T[], unknown: QueryMessageId, all: string[]): Lookup<T> {
  const exact = names.find((n) => n === word)
  if (exact) return { ok: true, value: exact }
  const hits = names.filter((n) => n.startsWith(word))
  if (hits.length === 1) return { ok: true, value: hits[0]! }
  if (hits.length > 1) return { ok: false, parts: [said('couldBe', { word, options: hits.join(', ') })] }
  return { ok: false, parts: [said(unknown, { word }), ...suggest(word, all)] }
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
  const w = word.toLowerCase()
  const form = ELEMENT_FORMS[w]
  if (form) return { ok: true, value: form }
  if (w.length < 2) return { ok: false, parts: [said('unknownElement', { word }), said('useElementForms')] }
  return byPrefix(w, ELEMENT_NAMES, 'unknownElement', [...ELEMENT_NAMES, ...Object.keys(ELEMENT_FORMS)])
}

export function lookupType(word: string): Lookup<CardType> {
  return byPrefix(word.toLowerCase(), TYPE_NAMES, 'unknownType', TYPE_NAMES)
}

export function lookupRarity(word: string): Lookup<Rarity> {
  const r = RARITY_FORMS[word.toLowerCase()]
  if (r) return { ok: true, value: r }
  return { ok: false, parts: [said('unknownRarity', { word })] }
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
