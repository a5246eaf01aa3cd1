// Loads the bundled card database (resources/cards.json, built by scripts/build-card-data.ts).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import type { BundledCards as BundledCardsOf, BundledMeta } from '../../../game/main-game'
import { findResourcesDir, resourcesDirCandidates as candidatesFrom } from '../../../catalog/resources-dir'
import { restoreWordIndex, type StoredWordIndex, type WordIndex } from './search-words'

export const BUNDLED_CARDS_FILE = 'cards.json'

export type { BundledMeta }
export type BundledCards = BundledCardsOf<Card>

export class BundledDataError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`bundled card data ${path}: ${message}`)
    this.name = 'BundledDataError'
  }
}

/** Where resources/ is (src-main/catalog/resources-dir.ts); a candidate counts only if it holds cards.json. */
export function resourcesDirCandidates(moduleUrl: string = import.meta.url): string[] {
  return candidatesFrom(moduleUrl)
}

export function defaultResourcesDir(): string {
  return findResourcesDir(BUNDLED_CARDS_FILE, import.meta.url, ' (run npm run build:cards)')
}

/** Read and check the bundled database; `path` defaults to cards.json in defaultResourcesDir(). */
export function loadBundledCards(path: string = join(defaultResourcesDir(), BUNDLED_CARDS_FILE)): BundledCards {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new BundledDataError(`cannot be read (${(error as Error).message})`, path)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new BundledDataError(`is not valid JSON (${(error as Error).message})`, path)
  }
  return checkBundle(data, path)
}

const META_STRINGS = ['source', 'sourceSha256', 'builtAt', 'generator'] as const
// Spot checks per card: enough to catch a file of another shape or version, cheap at startup.
const CARD_STRINGS = ['code', 'key', 'identity', 'fullCode', 'name', 'type', 'rarity', 'plainText'] as const

export function checkBundle(data: unknown, path = '(in memory)'): BundledCards {
  const fail = (message: string): never => {
    throw new BundledDataError(message, path)
  }
  if (!isObject(data)) return fail('expected an object { meta, cards }')
  const { meta, cards } = data
  if (!isObject(meta)) return fail('"meta" is missing or not an object')
  for (const field of META_STRINGS)
    if (typeof meta[field] !== 'string') fail(`meta.${field} should be a string, got ${JSON.stringify(meta[field])}`)
  if (!Number.isInteger(meta.cardCount)) fail(`meta.cardCount should be an integer, got ${JSON.stringify(meta.cardCount)}`)
  if (!Array.isArray(cards)) return fail('"cards" is missing or not an array')
  if (cards.length !== meta.cardCount) fail(`meta.cardCount is ${meta.cardCount} but the file holds ${cards.length} cards`)
  cards.forEach((card: unknown, index) => {
    if (!isObject(card)) return fail(`cards[${index}] is not an object`)
    for (const field of CARD_STRINGS)
      if (typeof card[field] !== 'string') fail(`cards[${index}].${field} should be a string (card ${String(card.fullCode)})`)
    for (const field of ['aliases', 'elements', 'jobs', 'text', 'keywords'] as const)
      if (!Array.isArray(card[field])) fail(`cards[${index}].${field} should be an array (card ${String(card.fullCode)})`)
  })
  return { meta: meta as unknown as BundledMeta, cards: cards as Card[] }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const BUNDLED_WORDS_FILE = 'cards-words.json'

/** resources/cards-words.json: the search word index of cards.json, prebuilt by the same script. */
export interface BundledWords {
  /** The cards.json build it indexes: used only when both agree. */
  cardsBuiltAt: string
  cardCount: number
  index: StoredWordIndex
}

/**
 * The prebuilt word index of the bundled cards, or null when it is missing, damaged or made for
 * another build of cards.json (then the catalog builds it, a few tens of milliseconds more).
 */
export function loadBundledWords(meta: BundledMeta, cardsPath: string = join(defaultResourcesDir(), BUNDLED_CARDS_FILE)): WordIndex | null {
  try {
    const words = JSON.parse(readFileSync(join(dirname(cardsPath), BUNDLED_WORDS_FILE), 'utf8')) as BundledWords
    if (words.cardsBuiltAt !== meta.builtAt || words.cardCount !== meta.cardCount) return null
    return restoreWordIndex(words.index)
  } catch {
    return null
  }
}
