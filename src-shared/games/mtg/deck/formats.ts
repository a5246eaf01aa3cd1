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
  /** The key of MtgCard.legalities that says which cards the format allows; null: any card (limited). legality.ts reads it. */
  readonly legality: string | null
  /**
   * The date from which card data carries the format's legality (legality.ts): a card whose data
   * is older and says nothing of the format has an unknown legality there, not "not legal".
   */
  readonly legalitySince?: string
  /** The life each player starts a game with: CR 103.4, 20; Commander's 40, CR 903.7; Brawl's 25, CR 903.12f. */
  readonly startingLife: number
  /** The Commander rules a commander format plays by (kind 'commander' only). */
  readonly commander?: CommanderRules
}

/** What a commander format changes of CR 903: Commander itself, or the Brawl option (CR 903.12). */
export interface CommanderRules {
  /** The deck's exact size, its commanders included: 903.5a's 100; 903.12d's 60 in (Standard) Brawl. */
  readonly deckSize: number
  /** The rule the size comes from. */
  readonly sizeRule: string
  /** 903.12c: a legendary planeswalker may be the commander too (903.3: a legendary creature). */
  readonly planeswalkers: boolean
  /** 903.10a: 21 combat damage from one commander makes a player lose; Brawl has no such rule (903.12h). */
  readonly commanderDamage: boolean
  /** 903.12e: with a colourless commander, any number of basic lands of one basic land type. */
  readonly colorlessBasics: boolean
}

const t = (en: string, fr: string): Localized => ({ en, fr })
/** CR 103.4: each player begins the game with 20 life. */
export const STARTING_LIFE = 20
/** CR 903.7: in Commander each player begins the game with 40 life. */
export const COMMANDER_STARTING_LIFE = 40
/** CR 903.12f: in a two-player Brawl game each player begins with 25 life (MTG Arena's Brawl games are two-player). */
export const BRAWL_STARTING_LIFE = 25
const constructed = (id: string, names: Localized, legalitySince?: string): MtgFormat => ({ id, names, kind: 'constructed', legality: id, startingLife: STARTING_LIFE, ...(legalitySince ? { legalitySince } : {}) })

/** CR 903: Commander's own rules (903.5a's 100 cards, 903.10a's commander damage). */
const COMMANDER_RULES: CommanderRules = { deckSize: 100, sizeRule: DECK_RULE.commanderSize, planeswalkers: false, commanderDamage: true, colorlessBasics: false }
/** CR 903.12: the Brawl option: a legendary planeswalker may lead (c), 60 cards (d), colourless commander's basics (e), no commander damage (h). */
const BRAWL_RULES: CommanderRules = { deckSize: 60, sizeRule: DECK_RULE.brawlSize, planeswalkers: true, commanderDamage: false, colorlessBasics: true }
/**
 * MTG Arena's Brawl (named Historic Brawl until December 2023): CR 903.12's Brawl with 100 cards,
 * the size Arena has used since 2021 (an interpretation with its source: docs/games/mtg.md, "Brawl").
 */
const ARENA_BRAWL_RULES: CommanderRules = { ...BRAWL_RULES, deckSize: 100, sizeRule: DECK_RULE.arenaBrawlSize }

export const MTG_FORMATS: readonly MtgFormat[] = [
  constructed('standard', t('Standard', 'Standard')),
  constructed('pioneer', t('Pioneer', 'Pioneer')),
  constructed('modern', t('Modern', 'Modern')),
  constructed('legacy', t('Legacy', 'Legacy')),
  constructed('vintage', t('Vintage', 'Vintage')),
  constructed('pauper', t('Pauper', 'Pauper')),
  // MTG Arena's formats (Arena's own cards are legal there only: data/arena.ts). The dates are the
  // first card data known to carry each legality (legality.ts; docs/games/mtg.md, "Formats").
  constructed('alchemy', t('Alchemy', 'Alchimie'), '2022-04-25'),
  constructed('historic', t('Historic', 'Historique'), '2022-04-25'),
  constructed('explorer', t('Explorer', 'Explorer'), '2022-04-25'),
  constructed('timeless', t('Timeless', 'Timeless'), '2024-01-27'),
  constructed('premodern', t('Premodern', 'Premodern'), '2022-04-25'),
  { id: 'commander', names: t('Commander', 'Commander'), kind: 'commander', legality: 'commander', startingLife: COMMANDER_STARTING_LIFE, commander: COMMANDER_RULES },
  // Duel Commander's own rules keep CR 103.4's 20 life for its one-on-one games (not CR 903.7's 40).
  { id: 'duel', names: t('Duel Commander', 'Duel Commander'), kind: 'commander', legality: 'duel', startingLife: STARTING_LIFE, commander: COMMANDER_RULES },
  { id: 'brawl', names: t('Brawl', 'Brawl'), kind: 'commander', legality: 'brawl', legalitySince: '2022-04-25', startingLife: BRAWL_STARTING_LIFE, commander: ARENA_BRAWL_RULES },
  { id: 'standardbrawl', names: t('Standard Brawl', 'Brawl Standard'), kind: 'commander', legality: 'standardbrawl', legalitySince: '2019-09-25', startingLife: BRAWL_STARTING_LIFE, commander: BRAWL_RULES },
  { id: 'limited', names: t('Limited (draft, sealed)', 'Limité (draft, scellé)'), kind: 'limited', legality: null, startingLife: STARTING_LIFE },
]
/** The ids of MTG_FORMATS, for the API's unions over the games (deck.formats' ids at run time). */
export type MtgFormatId =
  | 'standard' | 'pioneer' | 'modern' | 'legacy' | 'vintage' | 'pauper' | 'alchemy' | 'historic' | 'explorer' | 'timeless' | 'premodern'
  | 'commander' | 'duel' | 'brawl' | 'standardbrawl' | 'limited'
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
export const COMMANDER_DECK_SIZE = COMMANDER_RULES.deckSize
export const MAX_COMMANDERS = 2
/** In Commander the sideboard holds a companion at most (702.139a; Commander has no sideboard otherwise). */
export const COMMANDER_SIDEBOARD_MAX = 1

export const PILES: readonly PileSpec[] = [
  { id: 'main', names: t('Main deck', 'Deck principal') },
  { id: 'sideboard', names: t('Sideboard', 'Réserve'), optional: true },
  // played: a game and the lab take it aside (CR 903.6: the commander starts in the command zone)
  { id: 'commander', names: t('Commander', 'Commandant'), optional: true, maxEntries: MAX_COMMANDERS, played: true },
]

/** The size each pile must have, by format (the commander pile exists in commander formats only). */
export function sizesOf(format: MtgFormat): DeckFormatSpec['sizes'] {
  switch (format.kind) {
    case 'constructed':
      return {
        main: { min: CONSTRUCTED_MIN, rule: DECK_RULE.constructed },
        sideboard: { min: 0, max: SIDEBOARD_MAX, rule: DECK_RULE.sideboard },
        commander: { min: 0, max: 0, rule: DECK_RULE.constructed },
      }
    case 'limited':
      return { main: { min: LIMITED_MIN, rule: DECK_RULE.limited }, sideboard: { min: 0, rule: DECK_RULE.limited }, commander: { min: 0, max: 0, rule: DECK_RULE.limited } }
    case 'commander': {
      const { deckSize, sizeRule } = format.commander ?? COMMANDER_RULES
      return {
        main: { min: deckSize - MAX_COMMANDERS, max: deckSize - 1, rule: sizeRule },
        sideboard: { min: 0, max: COMMANDER_SIDEBOARD_MAX, rule: DECK_RULE.companion },
        commander: { min: 1, max: MAX_COMMANDERS, rule: DECK_RULE.commander },
      }
    }
  }
}

/** A commander format's rules (Commander's for any other format, which has no commander). */
export const commanderRulesOf = (format: MtgFormat): CommanderRules => format.commander ?? COMMANDER_RULES

export const FORMAT_SPECS: readonly DeckFormatSpec[] = MTG_FORMATS.map((f) => ({ id: f.id, names: f.names, sizes: sizesOf(f) }))
