// Decklists of the creature game in the usual line formats (`3 Name`, `3 CODE`,
// `3x Name (CODE)`), read through the shared tolerant parser and written back by the writers
// below (each writer's output reads back to the same entries).
import { distance } from 'fastest-levenshtein'
import { parseDecklist, type CardResolver, type DecklistCard, type ParsedDecklist } from '../../decklist/parse'
import { nameKey } from '../../decklist/resolver'
import type { DeckEntry, DecklistVocabulary, PileSpec } from '../../game/module'
import { allowedEdits } from '../../text/typos'
import type { CreatureCard } from './card'
import { entryKey } from './deck/deck'

export const WRITERS = ['full', 'names', 'codes'] as const
export type WriterName = (typeof WRITERS)[number]

/**
 * The shared parser reads a card's code, name and identity: each creature card is handed to it as
 * that much (identity = its code's key), so copies of one code written several ways merge.
 */
function forParser(card: CreatureCard): DecklistCard {
  return { code: card.code, name: card.name, identity: entryKey(card.code), ...(card.ownSet !== undefined ? { ownSet: card.ownSet } : {}) }
}

/**
 * Issue 29.7: a name of one of the player's own cards and of a demo card means the player's (they
 * made it, and expect it); two of their own of one name stay ambiguous.
 */
function preferOwn(cards: readonly DecklistCard[]): DecklistCard | null {
  const own = cards.filter((card) => card.ownSet !== undefined)
  return own.length === 1 ? own[0]! : null
}

/** One card per identity (a code has one card: this only drops repeats), in the order given. */
function distinct(cards: readonly DecklistCard[]): DecklistCard[] {
  const seen = new Set<string>()
  return cards.filter((card) => !seen.has(card.identity) && Boolean(seen.add(card.identity)))
}

/** The headings of a creature decklist: one pile, and the total line. */
export const CREATURE_DECKLIST: DecklistVocabulary = {
  sections: [
    { id: 'main', kind: 'pile', words: ['main', 'main deck', 'deck', 'maindeck'] },
    { id: 'total', kind: 'total', words: ['total', 'total cards', 'cards'] },
  ],
  pileOfSection: {},
  formatWords: { standard: ['standard'], free: ['free', 'libre'] },
}

/** One pile: the deck. */
export const CREATURE_PILES: readonly PileSpec[] = [{ id: 'main', names: { en: 'Deck', fr: 'Deck' } }]

const NAMED_CODE = /^(.*?)\s*\(\s*([^()]+?)\s*\)$/

export function creatureResolver(cards: readonly CreatureCard[]): CardResolver<DecklistCard> {
  const byCode = new Map<string, CreatureCard>()
  const byName = new Map<string, CreatureCard[]>()
  for (const card of cards) {
    byCode.set(entryKey(card.code), card)
    const key = nameKey(card.name)
    byName.set(key, [...(byName.get(key) ?? []), card])
  }
  const code = (text: string) => byCode.get(entryKey(text)) ?? null
  return {
    decklist: CREATURE_DECKLIST,
    piles: CREATURE_PILES,
    byCode: (text) => {
      const card = code(text)
      return card ? forParser(card) : null
    },
    // A "name" the shared parser could not split may be `Name (CODE)` or a code of this game.
    byName: (text) => {
      const named = NAMED_CODE.exec(text)
      const card = (named && code(named[2]!)) ?? code(text)
      if (card) return [forParser(card)]
      return (byName.get(nameKey(text)) ?? []).map(forParser)
    },
    nearNames: (text) => {
      const key = nameKey(text)
      const budget = allowedEdits(key.length)
      let best = budget + 1
      let found: CreatureCard[] = []
      for (const [name, list] of byName) {
        const edits = Math.abs(name.length - key.length) > budget ? budget + 1 : distance(key, name)
        if (edits < best) [best, found] = [edits, [...list]]
        else if (edits === best) found.push(...list)
      }
      return best <= budget ? found.map(forParser) : []
    },
    prefer: preferOwn,
    distinct,
  }
}

/** Every line accounted for, as for FFTCG: `piles.main` by code, `errors` with their line and reason. */
export function parseCreatureDecklist(text: string, cards: readonly CreatureCard[]): ParsedDecklist {
  return parseDecklist(text, creatureResolver(cards) as unknown as CardResolver)
}

export function writeCreatureDecklist(entries: readonly DeckEntry[], writer: WriterName, lookup: (code: string) => CreatureCard | null): string {
  const line = (entry: DeckEntry) => {
    const card = lookup(entry.code)
    const code = card?.code ?? entry.code
    if (writer === 'codes' || !card) return `${entry.count} ${code}`
    return writer === 'names' ? `${entry.count} ${card.name}` : `${entry.count}x ${card.name} (${code})`
  }
  return entries.map(line).join('\n') + (entries.length ? '\n' : '')
}
