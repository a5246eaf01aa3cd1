// Real cards and decks for the Vanguard tests: the committed catalog, and the six decks of
// ../shared/data/vanguard/vanguardengine_decks.json copied here as VanguardEngine's deck files
// (`#RideDeck`, `#MainDeck`, one id per line and copy), so that tests run without ../shared.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { entryKey } from '@shared/games/vanguard/codes'
import type { VanguardCard } from '@shared/games/vanguard/card'

export const root = resolve(import.meta.dirname, '../../..')
export const bundleText = readFileSync(resolve(root, 'resources/vanguard-cards.json'), 'utf8')
export const bundle = readVanguardBundle(JSON.parse(bundleText))
export const cards = bundle.cards
const byKey = new Map(cards.map((c) => [entryKey(c.code), c]))
export const lookup = (code: string): VanguardCard | null => byKey.get(entryKey(code)) ?? null
export const card = (code: string): VanguardCard => {
  const found = lookup(code)
  if (!found) throw new Error(`no card ${code}`)
  return found
}

interface DeckJson {
  rideDeck: string[]
  mainDeck: { id: string; count: number }[]
}
const decksJson = JSON.parse(readFileSync(resolve(import.meta.dirname, 'vanguardengine_decks.json'), 'utf8')) as { decks: Record<string, DeckJson> }
export const DECK_NAMES = Object.keys(decksJson.decks)

/** A deck file as VanguardEngine writes it: the ride deck's 4 ids, then the main deck's 46, one per copy. */
export function engineDeckText(name: string): string {
  const deck = decksJson.decks[name]!
  const main = deck.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => e.id))
  return ['#RideDeck', ...deck.rideDeck, '#MainDeck', ...main].join('\r\n') + '\r\n'
}

/** The deck as piles of the JSON's ids (what the parser must find). */
export function deckPiles(name: string) {
  const deck = decksJson.decks[name]!
  return { ride: deck.rideDeck.map((id) => ({ code: id, count: 1 })), main: deck.mainDeck.map((e) => ({ code: e.id, count: e.count })) }
}
