// Real cards from the bundled database, looked up by code the way main does it.
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import type { CardLookup, DeckEntry } from '@shared/games/fftcg/deck/deck'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'

export const cards = loadBundledCards().cards
const index = buildCodeIndex(cards)
export const lookup: CardLookup = (code) => index.resolve(code)

export function card(code: string): Card {
  const found = lookup(code)
  if (!found) throw new Error(`no card ${code} in the bundled data`)
  return found
}

/**
 * A legal 50-card Fire deck of distinct cards whose multicard flag is known, neither Light nor
 * Dark: 16 cards × 3 + 1 × 2, with Forwards, Backups and Summons.
 */
export function legalFireDeck(): DeckEntry[] {
  const pool = cards.filter(
    (c) => c.elements.length === 1 && c.elements[0] === 'fire' && c.deckLegal && c.multicard !== null && c.identity === c.key,
  )
  const pick = (type: Card['type'], n: number) => pool.filter((c) => c.type === type).slice(0, n)
  const chosen = [...pick('forward', 9), ...pick('backup', 6), ...pick('summon', 2)]
  return chosen.map((c, i) => ({ code: c.code, count: i === chosen.length - 1 ? 2 : 3 }))
}
