// Card codes: the catalog key (code without rarity letter), reprint aliases and the identity
// that makes every printing of a card count together (deck rule: at most 3 copies of a card,
// reprints included). Pure: no Node, no DOM.
import type { Card } from './card'

/** One code as printed, split into its parts. `prefix` is normalised: `1`…`26`, `Re`, `PR`, `B`, `C`. */
export interface ParsedCode {
  prefix: string
  number: number
  /** Upper-case rarity letter when the code carries one (`1-001H` → `H`), else null. */
  rarity: string | null
  /** `1-001` (number padded to 3 digits). */
  key: string
  /** `1-001H`: the key plus the rarity letter when there is one. */
  code: string
}

export interface FullCode {
  /** The first (newest) printed code, normalised, rarity letter kept: `15-001R`. */
  code: string
  /** Its key: `15-001`. */
  key: string
  /** Keys of the other codes printed on the card: `['9-002']`. */
  aliases: string[]
  /** Key of the original printing (the last part), shared by every printing: `9-002`. */
  identity: string
}

// Opus codes have a 1–2 digit set number; Legacy (Re), promos (PR), Boss deck (B) and crystal
// tokens (C) have a letter prefix. The rarity letter is optional when a user types a code.
const CODE_PATTERN = /^(\d{1,2}|re|pr|b|c)-(\d{1,3})([crhls])?$/i
const LETTER_PREFIXES: Record<string, string> = { re: 'Re', pr: 'PR', b: 'B', c: 'C' }

/** Parse one code (`1-001H`, `re-1`, ` PR-108 `); null when it is not a card code. */
export function parseCode(input: string): ParsedCode | null {
  const match = CODE_PATTERN.exec(input.trim())
  if (!match) return null
  const [, rawPrefix = '', rawNumber = '', rawRarity] = match
  const prefix = /^\d/.test(rawPrefix) ? String(Number(rawPrefix)) : LETTER_PREFIXES[rawPrefix.toLowerCase()]
  const number = Number(rawNumber)
  if (prefix === undefined || prefix === '0' || number === 0) return null
  const key = `${prefix}-${String(number).padStart(3, '0')}`
  const rarity = rawRarity ? rawRarity.toUpperCase() : null
  return { prefix, number, rarity, key, code: key + (rarity ?? '') }
}

// Decks, decklists and lookups ask for the same few hundred codes over and over (every deck
// check resolves each line): each string is parsed once, in a cache kept small by emptying it.
const KEY_CACHE_SIZE = 4096
const keyCache = new Map<string, string | null>()

/** `1-001H` → `1-001`; any case, unpadded numbers, surrounding spaces; null when not a card code. */
export function codeKey(code: string): string | null {
  let key = keyCache.get(code)
  if (key === undefined) {
    if (keyCache.size >= KEY_CACHE_SIZE) keyCache.clear()
    key = parseCode(code)?.key ?? null
    keyCache.set(code, key)
  }
  return key
}

/** Thrown for a full code that does not parse; `input` is the offending string. */
export class CodeError extends Error {
  constructor(
    message: string,
    readonly input: string,
  ) {
    super(message)
    this.name = 'CodeError'
  }
}

/**
 * `15-001R/9-002H` (official "new/original" reprint form) → code 15-001R, key 15-001,
 * aliases [9-002], identity 9-002. A plain code is its own identity. Throws CodeError.
 */
export function parseFullCode(fullCode: string): FullCode {
  if (typeof fullCode !== 'string' || fullCode.trim() === '')
    throw new CodeError(`empty card code: ${JSON.stringify(fullCode)}`, String(fullCode))
  const parts = fullCode.split('/').map((part) => {
    const parsed = parseCode(part)
    if (!parsed) throw new CodeError(`malformed card code ${JSON.stringify(part.trim())} in ${JSON.stringify(fullCode)}`, fullCode)
    return parsed
  })
  const first = parts[0]!
  const last = parts[parts.length - 1]!
  const aliases = [...new Set(parts.slice(1).map((p) => p.key))].filter((k) => k !== first.key)
  return { code: first.code, key: first.key, aliases, identity: last.key }
}

/** Order of code keys, oldest printing first as far as codes tell: numbered Opus by number, then Re, B, PR, C. */
export function compareCodeKeys(a: string, b: string): number {
  const pa = parseCode(a)
  const pb = parseCode(b)
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0
  return prefixRank(pa.prefix) - prefixRank(pb.prefix) || pa.number - pb.number
}

// Release dates are not in the data; letter prefixes go after every numbered Opus.
function prefixRank(prefix: string): number {
  if (/^\d+$/.test(prefix)) return Number(prefix)
  return 1000 + ['Re', 'B', 'PR', 'C'].indexOf(prefix)
}

/** Resolves user-typed codes to the cards that carry them (own key or reprint/promo alias). */
export interface CodeIndex {
  /** Every card carrying the code's key, preferred first; [] for unknown or malformed codes. */
  resolveAll(code: string): Card[]
  /** The preferred card for a code: the printing whose own key it is, else the oldest carrier. */
  resolve(code: string): Card | null
  /** Every printing sharing this card's identity (copies that count together). */
  printingsOf(card: Card): Card[]
  /** The number of distinct keys in the index. */
  readonly size: number
}

function add(map: Map<string, Card[]>, key: string, card: Card) {
  const list = map.get(key)
  if (list) list.push(card)
  else map.set(key, [card])
}

export function buildCodeIndex(cards: readonly Card[]): CodeIndex {
  const byKey = new Map<string, Card[]>()
  for (const card of cards) for (const key of new Set([card.key, ...card.aliases])) add(byKey, key, card)
  for (const [key, carriers] of byKey) carriers.sort(preferFor(key))
  return codeIndexFromCarriers(cards, byKey)
}

/**
 * The index from its carriers already known (code key → every card carrying it, preferred first,
 * as buildCodeIndex sorts them): the bundled cards ship them prebuilt.
 */
export function codeIndexFromCarriers(cards: readonly Card[], byKey: Map<string, Card[]>): CodeIndex {
  const byIdentity = new Map<string, Card[]>()
  for (const card of cards) add(byIdentity, card.identity, card)
  // Decks resolve the same few hundred strings at every check: one Map look-up per line, as a
  // map of codes to cards gives it, instead of parsing to a key and then finding the key.
  const resolved = new Map<string, Card | null>()
  return {
    resolveAll(code) {
      const key = codeKey(code)
      return key ? [...(byKey.get(key) ?? [])] : []
    },
    resolve(code) {
      let card = resolved.get(code)
      if (card === undefined) {
        if (resolved.size >= KEY_CACHE_SIZE) resolved.clear()
        const key = codeKey(code)
        card = (key && byKey.get(key)?.[0]) || null
        resolved.set(code, card)
      }
      return card
    },
    printingsOf(card) {
      return [...(byIdentity.get(card.identity) ?? [card])]
    },
    get size() {
      return byKey.size
    },
  }
}

function preferFor(key: string) {
  return (a: Card, b: Card): number =>
    Number(b.key === key) - Number(a.key === key) ||
    compareCodeKeys(a.key, b.key) ||
    (a.fullCode < b.fullCode ? -1 : a.fullCode > b.fullCode ? 1 : 0)
}
