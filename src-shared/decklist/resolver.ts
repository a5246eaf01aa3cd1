// Finding the card a decklist line names by its name (case, accents and punctuation ignored, a
// typo or two forgiven), for any game; codes and the canonical printing are the game's
// (FFTCG's card-resolver.ts in its folder). Pure: the catalog builds one over its cards.
import { distance } from 'fastest-levenshtein'
import { foldText, foldWords } from '../text/fold'
import { allowedEdits } from '../text/typos'
import type { DecklistVocabulary, PileSpec } from '../game/module'
import type { CardResolver, DecklistCard } from './parsed'

/**
 * The key a name is looked up by: `Cúchulainn, the Impure` and `cuchulainn the impure` meet, and
 * so do `Braska’s`, `Braska's` and `Braskas` (apostrophes vanish rather than split words).
 */
export function nameKey(name: string): string {
  return foldWords(foldText(name).replace(/'/g, '')).trim()
}

/**
 * A resolver over `cards`: names here, codes by `byCode`, one printing per card by `distinct`, the
 * game's headings in `decklist` and its `piles`; `namesOf` gives every name a card is known by (its
 * name in each language), so that a list written in any of them resolves alike.
 */
export function nameResolver<Card extends DecklistCard>(
  cards: readonly Card[],
  byCode: (code: string) => Card | null,
  distinct: (printings: readonly Card[]) => Card[],
  decklist: DecklistVocabulary,
  piles: readonly PileSpec[],
  namesOf: (card: Card) => readonly string[] = (card) => [card.name],
): CardResolver<Card> {
  let byName: Map<string, Card[]> | undefined
  const names = () => {
    if (byName) return byName
    byName = new Map()
    for (const card of cards)
      for (const name of namesOf(card)) {
        const key = nameKey(name)
        if (key === '') continue // nameless cards (FFTCG's crystal tokens) are found by code only
        const list = byName.get(key)
        if (!list) byName.set(key, [card])
        else if (list[list.length - 1] !== card) list.push(card) // two names folding alike: one entry
      }
    return byName
  }
  return {
    decklist,
    piles,
    byCode,
    byName: (name) => [...(names().get(nameKey(name)) ?? [])],
    nearNames: (name) => nearestNames(names(), nameKey(name)),
    distinct,
  }
}

/** The cards whose name is fewest edits from `key`, within the typo budget of its length (else none). */
function nearestNames<Card>(byName: Map<string, Card[]>, key: string): Card[] {
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
