// Finding the card a decklist line names: by code (any printed form, reprint/promo aliases) or
// by name (case, accents and punctuation ignored). Pure: the catalog builds one over its cards.
import { distance } from 'fastest-levenshtein'
import type { Card } from '../games/fftcg/card'
import { buildCodeIndex, compareCodeKeys, type CodeIndex } from '../games/fftcg/codes'
import { foldText, foldWords } from '../text/fold'
import { allowedEdits } from '../text/typos'
import type { CardResolver } from './parse'

/**
 * The key a name is looked up by: `Cúchulainn, the Impure` and `cuchulainn the impure` meet, and
 * so do `Braska’s`, `Braska's` and `Braskas` (apostrophes vanish rather than split words).
 */
export function nameKey(name: string): string {
  return foldWords(foldText(name).replace(/'/g, '')).trim()
}

export function createCardResolver(cards: readonly Card[], codes: CodeIndex = buildCodeIndex(cards)): CardResolver {
  let byName: Map<string, Card[]> | undefined
  const names = () => {
    if (byName) return byName
    byName = new Map()
    for (const card of cards) {
      const key = nameKey(card.name)
      if (key === '') continue // crystal tokens have no name
      const list = byName.get(key)
      if (list) list.push(card)
      else byName.set(key, [card])
    }
    return byName
  }
  return {
    byCode: (code) => codes.resolve(code),
    byName: (name) => [...(names().get(nameKey(name)) ?? [])],
    nearNames: (name) => nearestNames(names(), nameKey(name)),
  }
}

/** The cards whose name is fewest edits from `key`, within the typo budget of its length (else none). */
function nearestNames(byName: Map<string, Card[]>, key: string): Card[] {
  const budget = allowedEdits(key.length)
  let best = budget + 1
  let found: Card[] = []
  for (const [name, cards] of byName) {
    if (Math.abs(name.length - key.length) > budget) continue
    const edits = distance(key, name)
    if (edits < best) {
      best = edits
      found = [...cards]
    } else if (edits === best) found.push(...cards)
  }
  return best <= budget ? found : []
}

/**
 * Printings of one card (same identity) are one card for a decklist: the canonical printing is
 * the original one (its own key is the identity), else the oldest code. Different identities
 * with the same name are different cards.
 */
export function distinctCards(printings: readonly Card[]): Card[] {
  const byIdentity = new Map<string, Card[]>()
  for (const card of printings) {
    const list = byIdentity.get(card.identity)
    if (list) list.push(card)
    else byIdentity.set(card.identity, [card])
  }
  return [...byIdentity.values()]
    .map(canonicalPrinting)
    .sort((a, b) => compareCodeKeys(a.key, b.key))
}

function canonicalPrinting(printings: Card[]): Card {
  return [...printings].sort(
    (a, b) =>
      Number(b.key === b.identity) - Number(a.key === a.identity) ||
      compareCodeKeys(a.key, b.key) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  )[0]!
}
