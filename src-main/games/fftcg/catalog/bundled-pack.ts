// resources/cards-pack.json: the bundled cards as start-up wants them, prebuilt by
// `npm run build:cards` beside cards.json (which stays the source of truth). A column per card
// field, with values many cards share (types, sets, categories, element, job and keyword lists)
// stored once; rules texts packed (PackedToken); every search column precomputed; what only code
// look-ups need left as JSON text, parsed on the first of them. ASCII only, so that it is decoded
// without UTF-8 work. Start-up is mostly JSON.parse and the garbage collections its objects go
// through (issue 16: cold start slower than parsing the plain card array): the pack is shaped so
// that it makes few objects. Used only when made from the cards.json beside it; anything else and
// the catalog loads cards.json as before.
import { isAscii } from 'node:buffer'
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ELEMENTS, type Card, type CardType, type Element, type Keyword, type Rarity, type TextToken } from '@shared/games/fftcg/card'
import { buildCodeIndex, codeIndexFromCarriers, type CodeIndex } from '@shared/games/fftcg/codes'
import { loadBundledCards, loadBundledWords, type BundledCards, type BundledMeta } from './bundled-data'
import { foldWords } from '@shared/text/fold'
import { buildSearchData, type SearchData, type SetInfo } from './search-data'
import { buildSearchIndex, searchIndexOver, type SearchIndex } from './search-index'

export const BUNDLED_PACK_FILE = 'cards-pack.json'
const FORMAT = 3

/** Typed search columns, as base64 of their bytes (little-endian, as every platform Deck Lab runs on). */
interface PackedTyped {
  elementMask: string
  typeId: string
  rarityId: string
  cost: string
  power: string
  flags: string
  setId: string
  codeRank: string
  identityId: string
}

/**
 * A text token as the pack stores it: a string is plain text; a number is a token without data
 * (SIMPLE_TOKENS) or, from CP_TOKEN on, a CP symbol of ELEMENTS[n - CP_TOKEN]; [amount] is a
 * generic cost; [text, style] is styled text. A third of the JSON of token objects, and far less
 * for JSON.parse to build.
 */
export type PackedToken = string | number | [number | 'X'] | [string, 'italic' | 'bold' | 'ability']

const SIMPLE_TOKENS = ['break', 'exBurst', 'dull', 'special', 'crystal', 'limitBreak'] as const
const CP_TOKEN = 16

export interface StoredPack {
  format: number
  /** The cards.json it was made from: meta.builtAt, card count and size in bytes. */
  cardsBuiltAt: string
  cardCount: number
  cardsBytes: number
  /**
   * Values many cards share, each once: cards of the pack hold the same string or list object
   * (card data is never changed in place), and start-up parses and keeps one of each.
   */
  tables: {
    strings: string[]
    lists: string[][]
  }
  /**
   * Column per card field. Numbers into `tables.strings` for type, rarity, set and categories,
   * into `tables.lists` for aliases, elements, jobs and keywords; `identity` and `fullCode` are ''
   * when the same as key and code, `image` 0 when the official browser's address (imageUrl).
   * The plain text is kept (JSON.parse reads it faster than start-up could rebuild it).
   */
  columns: {
    code: string[]
    key: string[]
    aliases: number[]
    identity: string[]
    fullCode: string[]
    name: string[]
    elements: number[]
    type: number[]
    deckLegal: number[]
    cost: number[]
    power: (number | null)[]
    jobs: number[]
    category1: number[]
    category2: (number | null)[]
    rarity: number[]
    set: number[]
    text: PackedToken[][]
    plainText: string[]
    exBurst: number[]
    multicard: (number | null)[]
    keywords: number[]
    image: (string | null | 0)[]
  }
  /** Every search column buildSearchData computes: nothing is worked out at start-up. */
  search: {
    name: string[]
    job: string[]
    category: string[]
    /** Numbers into tables.lists. */
    jobValues: number[]
    categoryValues: number[]
    sets: SetInfo[]
    typed: PackedTyped
  }
  /**
   * What only code look-ups need, as JSON text parsed on the first of them: the folded code keys
   * of each card (codeKeys) and the code index's carriers (code key → positions of the cards
   * carrying it, preferred first).
   */
  codes: string
}

interface PackedCodes {
  codeKeys: string[][]
  carriers: [string, number[]][]
}

const imageUrl = (code: string) => `https://fftcg.cdn.sewest.net/images/cards/full/${code}_eg.jpg`

const base64 = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64')

function typedFrom<T extends Uint8Array | Uint16Array | Int32Array>(make: new (n: number) => T, text: string, size: number): T {
  const array = new make(size)
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length !== array.byteLength) throw new Error(`packed column of ${bytes.length} bytes for ${size} cards`)
  new Uint8Array(array.buffer).set(bytes)
  return array
}

function packToken(token: TextToken): PackedToken {
  switch (token.kind) {
    case 'text':
      return token.style ? [token.text, token.style] : token.text
    case 'cp':
      return CP_TOKEN + ELEMENTS.indexOf(token.element)
    case 'generic':
      return [token.amount]
    default:
      return SIMPLE_TOKENS.indexOf(token.kind)
  }
}

/** Numbers for values, each value once (lists compared by their JSON). */
function numbering<T>() {
  const values: T[] = []
  const ids = new Map<string, number>()
  return {
    values,
    id(value: T): number {
      const key = JSON.stringify(value)
      let n = ids.get(key)
      if (n === undefined) {
        n = values.push(value) - 1
        ids.set(key, n)
      }
      return n
    },
  }
}

/** The pack of a bundle; throws when a card cannot be rebuilt from it exactly. */
export function packBundle(bundle: BundledCards, cardsBytes: number): StoredPack {
  const { cards } = bundle
  const col = <T>(f: (c: Card) => T) => cards.map(f)
  const strings = numbering<string>()
  const lists = numbering<string[]>()
  const data = buildSearchData(cards)
  const codes = buildCodeIndex(cards)
  const position = new Map(cards.map((c, i) => [c, i]))
  const keys = [...new Set(cards.flatMap((c) => [c.key, ...c.aliases]))]
  const later: PackedCodes = {
    codeKeys: data.codeKeys,
    carriers: keys.map((key) => [key, codes.resolveAll(key).map((c) => position.get(c)!)]),
  }
  const pack: StoredPack = {
    format: FORMAT,
    cardsBuiltAt: bundle.meta.builtAt,
    cardCount: cards.length,
    cardsBytes,
    tables: { strings: strings.values, lists: lists.values },
    columns: {
      code: col((c) => c.code),
      key: col((c) => c.key),
      aliases: col((c) => lists.id(c.aliases)),
      identity: col((c) => (c.identity === c.key ? '' : c.identity)),
      fullCode: col((c) => (c.fullCode === c.code ? '' : c.fullCode)),
      name: col((c) => c.name),
      elements: col((c) => lists.id(c.elements)),
      type: col((c) => strings.id(c.type)),
      deckLegal: col((c) => Number(c.deckLegal)),
      cost: col((c) => c.cost),
      power: col((c) => c.power),
      jobs: col((c) => lists.id(c.jobs)),
      category1: col((c) => strings.id(c.category1)),
      category2: col((c) => (c.category2 === null ? null : strings.id(c.category2))),
      rarity: col((c) => strings.id(c.rarity)),
      set: col((c) => strings.id(c.set)),
      text: col((c) => c.text.map(packToken)),
      plainText: col((c) => c.plainText),
      exBurst: col((c) => Number(c.exBurst)),
      multicard: col((c) => (c.multicard === null ? null : Number(c.multicard))),
      keywords: col((c) => lists.id(c.keywords)),
      image: col((c) => (c.image === imageUrl(c.code) ? 0 : c.image)),
    },
    search: {
      name: data.name,
      job: data.job,
      category: data.category,
      jobValues: data.jobValues.map((values) => lists.id(values)),
      categoryValues: data.categoryValues.map((values) => lists.id(values)),
      sets: data.sets,
      typed: {
        elementMask: base64(data.elementMask), typeId: base64(data.typeId), rarityId: base64(data.rarityId),
        cost: base64(data.cost), power: base64(data.power), flags: base64(data.flags), setId: base64(data.setId),
        codeRank: base64(data.codeRank), identityId: base64(data.identityId),
      },
    },
    codes: JSON.stringify(later),
  }
  const back = cardsFromPack(pack)
  cards.forEach((card, i) => {
    if (JSON.stringify(back[i]) !== JSON.stringify(card)) throw new Error(`card ${card.fullCode} does not survive packing`)
  })
  return pack
}

/** JSON with every non-ASCII character escaped: the same value, decodable as Latin-1. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * The tokens of packed rules texts; one flat loop, which start-up runs before any of it is
 * optimised. Tokens without text (line breaks, CP symbols, generic costs…) are made once and
 * shared by every card showing them: a third fewer objects to allocate and to carry through the
 * first garbage collections (card data is never changed in place).
 */
function unpackTexts(column: readonly PackedToken[][]): TextToken[][] {
  const symbols: TextToken[] = [
    ...SIMPLE_TOKENS.map((kind): TextToken => ({ kind })),
    ...Array.from({ length: CP_TOKEN - SIMPLE_TOKENS.length }, (): TextToken => ({ kind: 'break' })), // unused numbers
    ...ELEMENTS.map((element): TextToken => ({ kind: 'cp', element })),
  ]
  const generic = new Map<number | 'X', TextToken>()
  const texts = new Array<TextToken[]>(column.length)
  for (let i = 0; i < column.length; i++) {
    const packed = column[i]!
    const tokens = new Array<TextToken>(packed.length)
    for (let k = 0; k < packed.length; k++) {
      const t = packed[k]!
      if (typeof t === 'string') tokens[k] = { kind: 'text', text: t }
      else if (typeof t === 'number') tokens[k] = symbols[t]!
      else if (t.length === 2) tokens[k] = { kind: 'text', text: t[0], style: t[1] }
      else {
        let token = generic.get(t[0])
        if (!token) generic.set(t[0], (token = { kind: 'generic', amount: t[0] }))
        tokens[k] = token
      }
    }
    texts[i] = tokens
  }
  return texts
}

/** The cards of a pack, field for field and in the key order of cards.json. */
export function cardsFromPack(pack: StoredPack): Card[] {
  const c = pack.columns
  const { strings, lists } = pack.tables
  const texts = unpackTexts(c.text)
  const cards = new Array<Card>(pack.cardCount)
  for (let i = 0; i < pack.cardCount; i++) {
    const code = c.code[i]!
    const key = c.key[i]!
    const category2 = c.category2[i]!
    const multicard = c.multicard[i]!
    const image = c.image[i]!
    cards[i] = {
      code, key,
      aliases: lists[c.aliases[i]!]!,
      identity: c.identity[i] || key,
      fullCode: c.fullCode[i] || code,
      name: c.name[i]!,
      elements: lists[c.elements[i]!] as Element[],
      type: strings[c.type[i]!] as CardType,
      deckLegal: c.deckLegal[i] === 1,
      cost: c.cost[i]!,
      power: c.power[i]!,
      jobs: lists[c.jobs[i]!]!,
      category1: strings[c.category1[i]!]!,
      category2: category2 === null ? null : strings[category2]!,
      rarity: strings[c.rarity[i]!] as Rarity,
      set: strings[c.set[i]!]!,
      text: texts[i]!,
      plainText: c.plainText[i]!,
      exBurst: c.exBurst[i] === 1,
      multicard: multicard === null ? null : multicard === 1,
      keywords: lists[c.keywords[i]!] as Keyword[],
      image: image === 0 ? imageUrl(code) : image,
    }
  }
  return cards
}

/** The search columns of the pack's cards, as buildSearchData makes them; what code look-ups need on first use. */
function searchDataFromPack(cards: readonly Card[], pack: StoredPack, codes: () => PackedCodes): SearchData {
  const size = cards.length
  const { search } = pack
  const { lists } = pack.tables
  const t = search.typed
  let text: string[] | null = null
  return {
    cards, size,
    name: search.name, job: search.job, category: search.category,
    get text() {
      return (text ??= cards.map((c) => foldWords(c.plainText))) // as searchDataFromColumns: phrase searches only
    },
    jobValues: search.jobValues.map((n) => lists[n]!),
    categoryValues: search.categoryValues.map((n) => lists[n]!),
    get codeKeys() {
      return codes().codeKeys
    },
    elementMask: typedFrom(Uint8Array, t.elementMask, size), typeId: typedFrom(Uint8Array, t.typeId, size),
    rarityId: typedFrom(Uint8Array, t.rarityId, size), cost: typedFrom(Int32Array, t.cost, size),
    power: typedFrom(Int32Array, t.power, size), flags: typedFrom(Uint8Array, t.flags, size),
    setId: typedFrom(Uint16Array, t.setId, size), sets: search.sets, codeRank: typedFrom(Int32Array, t.codeRank, size),
    identityId: typedFrom(Int32Array, t.identityId, size),
  }
}

export interface BundledStart {
  bundle: BundledCards
  data: SearchData
  codes: CodeIndex
}

/**
 * cards.json's meta without reading the whole file: it is written first (`{"meta":{…},"cards":`),
 * and holds no nested object.
 */
export function readBundledMeta(cardsPath: string): BundledMeta | null {
  const fd = openSync(cardsPath, 'r')
  try {
    const head = Buffer.alloc(4096)
    const text = head.toString('utf8', 0, readSync(fd, head, 0, head.length, 0))
    const end = text.indexOf('},"cards":')
    if (!text.startsWith('{"meta":') || end < 0) return null
    return JSON.parse(text.slice('{"meta":'.length, end + 1)) as BundledMeta
  } finally {
    closeSync(fd)
  }
}

/**
 * The bundled cards, search columns and code index from the pack beside `cardsPath`, or null when
 * it is missing, damaged or made from another cards.json (the caller then loads cards.json).
 */
export function loadBundledStart(cardsPath: string): BundledStart | null {
  try {
    const meta = readBundledMeta(cardsPath)
    const bytes = readFileSync(join(dirname(cardsPath), BUNDLED_PACK_FILE))
    const pack = JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')) as StoredPack
    if (!meta || pack.format !== FORMAT || pack.cardsBuiltAt !== meta.builtAt || pack.cardCount !== meta.cardCount) return null
    if (pack.cardsBytes !== statSync(cardsPath).size) return null
    const cards = cardsFromPack(pack)
    let later: PackedCodes | null = null
    const packedCodes = () => (later ??= parseCodes(pack.codes, cardsPath))
    const data = searchDataFromPack(cards, pack, packedCodes)
    const codes = lazyCodeIndex(() => codeIndexFromCarriers(cards, new Map(packedCodes().carriers.map(([key, at]) => [key, at.map((i) => cards[i]!)]))))
    return { bundle: { meta, cards }, data, codes }
  } catch {
    return null
  }
}

function parseCodes(text: string, cardsPath: string): PackedCodes {
  try {
    return JSON.parse(text) as PackedCodes
  } catch (error) {
    const pack = join(dirname(cardsPath), BUNDLED_PACK_FILE)
    throw new Error(`${pack} is damaged (its code index does not parse: ${(error as Error).message}); run npm run build:cards`)
  }
}

/** A code index made on its first question: searches, the first thing asked at start-up, do not need it. */
function lazyCodeIndex(build: () => CodeIndex): CodeIndex {
  let index: CodeIndex | null = null
  const ready = () => (index ??= build())
  return {
    resolveAll: (code) => ready().resolveAll(code),
    resolve: (code) => ready().resolve(code),
    printingsOf: (card) => ready().printingsOf(card),
    get size() {
      return ready().size
    },
  }
}

export interface BundledIndexes {
  bundle: BundledCards
  search: SearchIndex
  codes: CodeIndex
}

/**
 * The bundled cards indexed for search, the fastest way the resources allow: from the pack when
 * it is fresh, else from cards.json; the word index (prebuilt when fresh) is read on first use.
 */
export function loadBundledIndexes(cardsPath: string): BundledIndexes {
  const start = loadBundledStart(cardsPath)
  const bundle = start?.bundle ?? loadBundledCards(cardsPath)
  const words = () => loadBundledWords(bundle.meta, cardsPath)
  if (start) return { bundle, search: searchIndexOver(start.data, words), codes: start.codes }
  return { bundle, search: buildSearchIndex(bundle.cards, words), codes: buildCodeIndex(bundle.cards) }
}
