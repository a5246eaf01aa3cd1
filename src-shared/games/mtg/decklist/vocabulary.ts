// The words of Magic decklists (issue 14, item 3): the headings each format writes and the pile
// each fills, as the shared tolerant parser's DecklistVocabulary declares them.
import type { DecklistVocabulary } from '../../../game/module'
import { MTG_FORMATS, type PileId } from '../deck/formats'

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
  formatWords: Object.fromEntries(
    MTG_FORMATS.map((f) => [f.id, [f.id, f.names.en.toLowerCase(), ...(f.kind === 'commander' && f.id === 'commander' ? ['edh', 'edh commander'] : []), ...(f.kind === 'limited' ? ['draft', 'sealed'] : [])]]),
  ),
}

/** The pile of a section id of the vocabulary ('companion' kept apart: it is merged into the sideboard). */
export type Bucket = PileId | 'companion'
export const BUCKETS: readonly Bucket[] = ['main', 'sideboard', 'commander', 'companion']
export const isBucket = (id: string): id is Bucket => (BUCKETS as readonly string[]).includes(id)
