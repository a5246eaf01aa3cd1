// The headings of FFTCG decklists as the community writes them (docs/decklist-formats.md): the
// card types of the main deck, the main deck and the Limit Break pile, and the total line; and
// the names of its formats on a `Format:` line.
import type { DecklistVocabulary } from '../../game/module'

export const FFTCG_DECKLIST: DecklistVocabulary = {
  sections: [
    { id: 'main', kind: 'pile', words: ['main', 'main deck', 'deck', 'maindeck'] },
    { id: 'forward', kind: 'group', words: ['forward', 'forwards'] },
    { id: 'backup', kind: 'group', words: ['backup', 'backups'] },
    { id: 'summon', kind: 'group', words: ['summon', 'summons'] },
    { id: 'monster', kind: 'group', words: ['monster', 'monsters'] },
    { id: 'other', kind: 'group', words: ['other', 'others', 'other cards'] },
    { id: 'limitBreak', kind: 'pile', words: ['limit break', 'limit breaks', 'limit break deck', 'lb', 'lb deck'] },
    { id: 'total', kind: 'total', words: ['total', 'total cards', 'cards'] },
  ],
  pileOfSection: { limitBreak: 'limitBreak' },
  formatWords: {
    constructed: ['constructed', 'standard', 'title', 'l6', 'light 6', 'light6', 'ranked', 'tournament'],
    limited: ['limited', 'draft', 'sealed', 'booster draft', 'cube'],
  },
}
