// The words of Magic decklists (issue 14, item 3): the headings each format writes and the pile
// each fills, as the shared tolerant parser's DecklistVocabulary declares them.
import type { DecklistVocabulary } from '../../../game/module'
import { MTG_FORMATS, type PileId } from '../deck/formats'

const OTHER_FORMAT_WORDS: Readonly<Record<string, readonly string[]>> = {
  commander: ['edh', 'elder dragon highlander'],
  duel: ['duel', 'french commander'],
  // MTG Arena's Brawl was named Historic Brawl until December 2023.
  brawl: ['historic brawl', 'historicbrawl', 'arena brawl'],
  limited: ['draft', 'sealed', 'booster draft', 'sealed deck'],
}

/**
 * Headings: MTG Arena's `Deck` / `Sideboard` / `Commander` / `Companion`, Moxfield's `SIDEBOARD:`,
 * Forge's `[Main]` / `[Sideboard]` / `[Commander]` (brackets taken off by the reader). A companion
 * waits in the sideboard (702.139a): its section fills the sideboard pile.
 */
export const MTG_DECKLIST: DecklistVocabulary = {
  sections: [
    { id: 'main', kind: 'pile', words: ['deck', 'main', 'main deck', 'maindeck', 'mainboard'] },
    { id: 'sideboard', kind: 'pile', words: ['sideboard', 'side', 'sb', 'side board'] },
    { id: 'commander', kind: 'pile', words: ['commander', 'commanders', 'command zone'] },
    { id: 'companion', kind: 'pile', words: ['companion'] },
  ],
  pileOfSection: { sideboard: 'sideboard', commander: 'commander', companion: 'sideboard' },
  // A format's id and English name are always words for it (formats.ts); these are the others.
  formatWords: Object.fromEntries(MTG_FORMATS.map((f) => [f.id, [...new Set([f.id, f.names.en.toLowerCase(), ...(OTHER_FORMAT_WORDS[f.id] ?? [])])]])),
}

/** The pile of a section id of the vocabulary ('companion' kept apart: it is merged into the sideboard). */
export type Bucket = PileId | 'companion'
export const BUCKETS: readonly Bucket[] = ['main', 'sideboard', 'commander', 'companion']
export const isBucket = (id: string): id is Bucket => (BUCKETS as readonly string[]).includes(id)
