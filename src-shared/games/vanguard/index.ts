// Cardfight!! Vanguard as a Deck Lab game module, first half (issue 13): cards, catalog, deck rules,
// decklists. Not registered (src-shared/games/index.ts): the engine (`play`) is still to write, so
// this is the module without it; registering is then `{ ...vanguardParts, play }` in the registry
// plus main's catalog driver and the renderer's parts. Schema, CSV, rules: docs/games/vanguard.md.
import type { DeckEntry, DeckPiles, GameModule, Localized } from '../../game/module'
import { isDeckLegal, type VanguardCard } from './card'
import { CARD_FIELDS } from './card-fields'
import { VanguardFiltersSchema } from './card-filters'
import { entryKey } from './codes'
import { nameKey } from '../../decklist/resolver'
import { DECK_FORMATS, DECK_SIZE, describeIssue, FORMAT_SPECS, isDeckFormat, MAX_COPIES, PILES, validateDeck, type VanguardDeckIssue } from './deck/deck'
import { SECTIONS, WRITERS, writeVanguardDecklist, type PileId, type WriterName } from './decklist'
import { DECK_RULE } from './rules'
import { vanguardUserCards } from './user-cards'

const t = (en: string, fr: string): Localized => ({ en, fr })

/** Six damage loses (Étape des dommages); a hand of five; one card in the draw phase. */
export const DAMAGE_LIMIT = 6
export const OPENING_HAND = 5

export type VanguardParts = Omit<GameModule<VanguardCard, never, never, never, never, never, VanguardDeckIssue>, 'play'>

export const vanguardParts: VanguardParts = {
  id: 'vanguard',
  names: t('Cardfight!! Vanguard', 'Cardfight!! Vanguard'),
  meta: { lifeKind: 'damage', lifeByFormat: Object.fromEntries(DECK_FORMATS.map((f) => [f, DAMAGE_LIMIT])), openingHand: OPENING_HAND, drawPerTurn: 1 },
  cards: {
    fields: CARD_FIELDS,
    filtersSchema: VanguardFiltersSchema,
    keyOf: (card) => entryKey(card.code),
    // DC-4-copies counts cards of the same name: reprints under other codes are one card.
    identityOf: (card) => nameKey(card.name),
    entryKey,
    deckLegal: isDeckLegal,
    label: (card) => `${card.code} (${card.name})`,
  },
  deck: {
    piles: PILES,
    formats: FORMAT_SPECS,
    copyLimit: {
      max: MAX_COPIES,
      rule: DECK_RULE.copies,
      exceptions: t(
        `Copies count by card name across the ride deck and the main deck (${DECK_SIZE} cards together).`,
        `Les exemplaires se comptent par nom de carte, ride deck et deck principal ensemble (${DECK_SIZE} cartes en tout).`,
      ),
    },
    validate(deck, format, lookup) {
      if (!isDeckFormat(format)) throw new RangeError(`Unknown Vanguard deck format "${format}" (known: ${DECK_FORMATS.join(', ')})`)
      return validateDeck(deck, format, lookup)
    },
    describeIssue,
  },
  decklist: {
    sections: SECTIONS,
    writers: WRITERS,
    pileOfSection: { ridedeck: 'ride', ride: 'ride', startingvanguard: 'ride', firstvanguard: 'ride' },
    write: (deck, writer, lookup) => {
      if (!(WRITERS as readonly string[]).includes(writer)) throw new RangeError(`Unknown Vanguard decklist writer "${writer}" (known: ${WRITERS.join(', ')})`)
      return writeVanguardDecklist(pilesOf(deck), writer as WriterName, lookup as (code: string) => VanguardCard | null)
    },
  },
  userCards: vanguardUserCards,
  data: { importFormats: ['json', 'csv'] },
}

/** The piles of a deck as the decklist.format channel or a deck file carries them. */
function pilesOf(deck: Readonly<Record<string, unknown>>): Partial<Record<PileId, readonly DeckEntry[]>> {
  const piles = (deck.piles ?? {}) as DeckPiles
  return { ride: piles.ride ?? (deck.ride as DeckEntry[] | undefined) ?? [], main: piles.main ?? (deck.entries as DeckEntry[] | undefined) ?? [] }
}

export type { VanguardCard } from './card'
export { parseVanguardDecklist, writeVanguardDecklist, vanguardResolver } from './decklist'
