// The deck formats Deck Lab knows for Magic: the constructed formats whose legality the card data
// carries (Scryfall's `legalities` keys), Commander, and limited. Sizes are the Comprehensive
// Rules' (rules.ts); which cards a format allows is the card data's legality in it.
import type { DeckFormatSpec, Localized, PileSpec } from '../../../game/module'
import { DECK_RULE } from './rules'

export type FormatKind = 'constructed' | 'commander' | 'limited'
export type PileId = 'main' | 'sideboard' | 'commander'
export const PILE_IDS: readonly PileId[] = ['main', 'sideboard', 'commander']

export interface MtgFormat {
  readonly id: string
  readonly names: Localized
  readonly kind: FormatKind
  /** The key of MtgCard.legalities that says which cards the format allows; null: any card (limited). */
  readonly legality: string | null
  /** The life each player starts a game with: CR 103.4, 20; Commander's 40, CR 903.7. */
  readonly startingLife: number
}

const t = (en: string, fr: string): Localized => ({ en, fr })
/** CR 103.4: each player begins the game with 20 life. */
export const STARTING_LIFE = 20
/** CR 903.7: in Commander each player begins the game with 40 life. */
export const COMMANDER_STARTING_LIFE = 40
const constructed = (id: string, names: Localized): MtgFormat => ({ id, names, kind: 'constructed', legality: id, startingLife: STARTING_LIFE })

export const MTG_FORMATS: readonly MtgFormat[] = [
  constructed('standard', t('Standard', 'Standard')),
  constructed('pioneer', t('Pioneer', 'Pioneer')),
  constructed('modern', t('Modern', 'Modern')),
  constructed('legacy', t('Legacy', 'Legacy')),
  constructed('vintage', t('Vintage', 'Vintage')),
  constructed('pauper', t('Pauper', 'Pauper')),
  constructed('historic', t('Historic', 'Historique')),
  constructed('explorer', t('Explorer', 'Explorer')),
  constructed('timeless', t('Timeless', 'Timeless')),
  constructed('premodern', t('Premodern', 'Premodern')),
  { id: 'commander', names: t('Commander', 'Commander'), kind: 'commander', legality: 'commander', startingLife: COMMANDER_STARTING_LIFE },
  // Duel Commander's own rules keep CR 103.4's 20 life for its one-on-one games (not CR 903.7's 40).
  { id: 'duel', names: t('Duel Commander', 'Duel Commander'), kind: 'commander', legality: 'duel', startingLife: STARTING_LIFE },
  { id: 'limited', names: t('Limited (draft, sealed)', 'Limité (draft, scellé)'), kind: 'limited', legality: null, startingLife: STARTING_LIFE },
]
/** The ids of MTG_FORMATS, for the API's unions over the games (deck.formats' ids at run time). */
export type MtgFormatId = 'standard' | 'pioneer' | 'modern' | 'legacy' | 'vintage' | 'pauper' | 'historic' | 'explorer' | 'timeless' | 'premodern' | 'commander' | 'duel' | 'limited'
export const MTG_FORMAT_IDS = MTG_FORMATS.map((f) => f.id as MtgFormatId)

export function mtgFormat(id: string): MtgFormat {
  const format = MTG_FORMATS.find((f) => f.id === id)
  if (!format) throw new RangeError(`Unknown Magic deck format "${id}" (known: ${MTG_FORMAT_IDS.join(', ')})`)
  return format
}

export const CONSTRUCTED_MIN = 60
export const SIDEBOARD_MAX = 15
export const MAX_COPIES = 4
export const LIMITED_MIN = 40
export const COMMANDER_DECK_SIZE = 100
export const MAX_COMMANDERS = 2
/** In Commander the sideboard holds a companion at most (702.139a; Commander has no sideboard otherwise). */
export const COMMANDER_SIDEBOARD_MAX = 1

export const PILES: readonly PileSpec[] = [
  { id: 'main', names: t('Main deck', 'Deck principal') },
  { id: 'sideboard', names: t('Sideboard', 'Réserve'), optional: true },
  // played: a game and the lab take it aside (CR 903.6: the commander starts in the command zone)
  { id: 'commander', names: t('Commander', 'Commandant'), optional: true, maxEntries: MAX_COMMANDERS, played: true },
]

/** The size each pile must have, by kind of format (the commander pile exists in Commander only). */
export function sizesOf(kind: FormatKind): DeckFormatSpec['sizes'] {
  switch (kind) {
    case 'constructed':
      return {
        main: { min: CONSTRUCTED_MIN, rule: DECK_RULE.constructed },
        sideboard: { min: 0, max: SIDEBOARD_MAX, rule: DECK_RULE.sideboard },
        commander: { min: 0, max: 0, rule: DECK_RULE.constructed },
      }
    case 'limited':
      return { main: { min: LIMITED_MIN, rule: DECK_RULE.limited }, sideboard: { min: 0, rule: DECK_RULE.limited }, commander: { min: 0, max: 0, rule: DECK_RULE.limited } }
    case 'commander':
      return {
        main: { min: COMMANDER_DECK_SIZE - MAX_COMMANDERS, max: COMMANDER_DECK_SIZE - 1, rule: DECK_RULE.commanderSize },
        sideboard: { min: 0, max: COMMANDER_SIDEBOARD_MAX, rule: DECK_RULE.companion },
        commander: { min: 1, max: MAX_COMMANDERS, rule: DECK_RULE.commander },
      }
  }
}

export const FORMAT_SPECS: readonly DeckFormatSpec[] = MTG_FORMATS.map((f) => ({ id: f.id, names: f.names, sizes: sizesOf(f.kind) }))
