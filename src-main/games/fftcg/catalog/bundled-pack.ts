// resources/cards-pack.json: the bundled cards as start-up wants them, prebuilt by
// `npm run build:cards` beside cards.json (which stays the source of truth). Column per field,
// repeated strings (elements, types, jobs, categories, sets) as numbers into small tables, what
// can be derived left out (plain text, standard image addresses), the search columns that cost
// most to compute (code order, set numbers, code keys) and the code index's preferred printings.
// ASCII only, so that it is decoded without UTF-8 work. Used only when made from the cards.json
// beside it; anything else and the catalog loads cards.json as before.
import { isAscii } from 'node:buffer'
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CARD_TYPES, ELEMENTS, KEYWORDS, RARITIES, type Card, type TextToken } from '@shared/games/fftcg/card'
import { plainText } from '@shared/games/fftcg/card-text'
import { buildCodeIndex, codeIndexFromCarriers, type CodeIndex } from '@shared/games/fftcg/codes'
import { foldWords } from '@shared/text/fold'
import { loadBundledCards, loadBundledWords, type BundledCards, type BundledMeta } from './bundled-data'
import { buildSearchData, foldCategory, searchDataFromColumns, type SearchData } from './search-data'
import { buildSearchIndex, searchIndexOver, type SearchIndex } from './search-index'

export const BUNDLED_PACK_FILE = 'cards-pack.json'
const FORMAT = 1

export interface StoredPack {
  format: number
  /** The cards.json it was made from: meta.builtAt, card count and size in bytes. */
  cardsBuiltAt: string
  cardCount: number
  cardsBytes: number
  tables: { jobs: string[]; categories: string[]; sets: string[] }
  columns: {
    code: string[]
    key: string[]
    aliases: string[][]
    /** '' when the same as key. */
    identity: string[]
    /** '' when the same as code. */
    fullCode: string[]
    name: string[]
    elements: number[][]
    type: number[]
    deckLegal: number[]
    cost: number[]
    power: (number | null)[]
    jobs: number[][]
    category1: number[]
    category2: (number | null)[]
    rarity: number[]
    set: number[]
    text: TextToken[][]
    exBurst: number[]
    multicard: (number | null)[]
    keywords: number[][]
    /** 0 when the official browser's address for the code (imageUrl), else the address or null. */
    image: (string | null | 0)[]
  }
  /** Search columns and the foldWords form of each table (no folding at start-up). */
  search: {
    name: string[]
    codeKeys: string[][]
    codeRank: number[]
    setNumbers: (number | null)[]
    folded: { jobs: string[]; categories: string[]; sets: string[] }
  }
  /** Code key → positions of the cards carrying it, preferred first. */
  carriers: [string, number[]][]
}

const imageUrl = (code: string) => `https://fftcg.cdn.sewest.net/images/cards/full/${code}_eg.jpg`

/** The pack of a bundle; throws when a card cannot be rebuilt from it exactly. */
export function packBundle(bundle: BundledCards, cardsBytes: number): StoredPack {
  const { cards } = bundle
  const tables = { jobs: [] as string[], categories: [] as string[], sets: [] as string[] }
  const ids = { jobs: new Map<string, number>(), categories: new Map<string, number>(), sets: new Map<string, number>() }
  const id = (table: keyof typeof tables, value: string) => {
    let n = ids[table].get(value)
    if (n === undefined) {
      n = tables[table].push(value) - 1
      ids[table].set(value, n)
    }
    return n
  }
  const col = <T>(f: (c: Card) => T) => cards.map(f)
  const data = buildSearchData(cards)
  const codes = buildCodeIndex(cards)
  const position = new Map(cards.map((c, i) => [c, i]))
  const keys = [...new Set(cards.flatMap((c) => [c.key, ...c.aliases]))]
  const pack: StoredPack = {
    format: FORMAT,
    cardsBuiltAt: bundle.meta.builtAt,
    cardCount: cards.length,
    cardsBytes,
    tables,
    columns: {
      code: col((c) => c.code),
      key: col((c) => c.key),
      aliases: col((c) => c.aliases),
      identity: col((c) => (c.identity === c.key ? '' : c.identity)),
      fullCode: col((c) => (c.fullCode === c.code ? '' : c.fullCode)),
      name: col((c) => c.name),
      elements: col((c) => c.elements.map((e) => ELEMENTS.indexOf(e))),
      type: col((c) => CARD_TYPES.indexOf(c.type)),
      deckLegal: col((c) => Number(c.deckLegal)),
      cost: col((c) => c.cost),
      power: col((c) => c.power),
      jobs: col((c) => c.jobs.map((j) => id('jobs', j))),
      category1: col((c) => id('categories', c.category1)),
      category2: col((c) => (c.category2 === null ? null : id('categories', c.category2))),
      rarity: col((c) => RARITIES.indexOf(c.rarity)),
      set: col((c) => id('sets', c.set)),
      text: col((c) => c.text),
      exBurst: col((c) => Number(c.exBurst)),
      multicard: col((c) => (c.multicard === null ? null : Number(c.multicard))),
      keywords: col((c) => c.keywords.map((k) => KEYWORDS.indexOf(k))),
      image: col((c) => (c.image === imageUrl(c.code) ? 0 : c.image)),
    },
    search: {
      name: data.name,
      codeKeys: data.codeKeys,
      codeRank: Array.from(data.codeRank),
      setNumbers: data.sets.map((s) => s.number),
      folded: { jobs: tables.jobs.map(foldWords), categories: tables.categories.map(foldCategory), sets: data.sets.map((s) => s.folded) },
    },
    carriers: keys.map((key) => [key, codes.resolveAll(key).map((c) => position.get(c)!)]),
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

/** The cards of a pack, field for field and in the key order of cards.json. */
export function cardsFromPack(pack: StoredPack): Card[] {
  const c = pack.columns
  const { jobs, categories, sets } = pack.tables
  const cards = new Array<Card>(pack.cardCount)
  for (let i = 0; i < pack.cardCount; i++) {
    const code = c.code[i]!
    const key = c.key[i]!
    const text = c.text[i]!
    const category2 = c.category2[i]!
    const multicard = c.multicard[i]!
    const image = c.image[i]!
    cards[i] = {
      code, key,
      aliases: c.aliases[i]!,
      identity: c.identity[i] || key,
      fullCode: c.fullCode[i] || code,
      name: c.name[i]!,
      elements: c.elements[i]!.map((e) => ELEMENTS[e]!),
      type: CARD_TYPES[c.type[i]!]!,
      deckLegal: c.deckLegal[i] === 1,
      cost: c.cost[i]!,
      power: c.power[i]!,
      jobs: c.jobs[i]!.map((j) => jobs[j]!),
      category1: categories[c.category1[i]!]!,
      category2: category2 === null ? null : categories[category2]!,
      rarity: RARITIES[c.rarity[i]!]!,
      set: sets[c.set[i]!]!,
      text,
      plainText: plainText(text),
      exBurst: c.exBurst[i] === 1,
      multicard: multicard === null ? null : multicard === 1,
      keywords: c.keywords[i]!.map((k) => KEYWORDS[k]!),
      image: image === 0 ? imageUrl(code) : image,
    }
  }
  return cards
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
    const setNames = pack.tables.sets
    const data = searchDataFromColumns(cards, {
      name: pack.search.name,
      jobValues: pack.columns.jobs.map((ids) => ids.map((j) => pack.search.folded.jobs[j]!)),
      categoryValues: categoryLists(pack),
      codeKeys: pack.search.codeKeys,
      setId: Uint16Array.from(pack.columns.set),
      sets: setNames.map((name, k) => ({ name, folded: pack.search.folded.sets[k]!, number: pack.search.setNumbers[k] ?? null })),
      codeRank: Int32Array.from(pack.search.codeRank),
    })
    const codes = lazyCodeIndex(() => codeIndexFromCarriers(cards, new Map(pack.carriers.map(([key, at]) => [key, at.map((i) => cards[i]!)]))))
    return { bundle: { meta, cards }, data, codes }
  } catch {
    return null
  }
}

/** As buildSearchData: category2 counts only when it differs from category1. */
function categoryLists(pack: StoredPack): string[][] {
  const folded = pack.search.folded.categories
  const { category1, category2 } = pack.columns
  return category1.map((one, i) => {
    const two = category2[i]
    return two !== null && two !== undefined && pack.tables.categories[two] && pack.tables.categories[two] !== pack.tables.categories[one]
      ? [folded[one]!, folded[two]!]
      : [folded[one]!]
  })
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
