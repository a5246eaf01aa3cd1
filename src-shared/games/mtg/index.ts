// Magic: The Gathering as a Deck Lab game module (issue 14): the card fields and filters, the deck
// rules (deck/), the decklists (decklist/), the goldfish engine with the turn of
// ../shared/rules/mtg-structure-du-tour.txt as data (engine/), and the opening lab (lab/).
// Registered in src-shared/games/index.ts, main (src-main/games/mtg/) and the renderer.
import type { CardSchema, GameModule, Localized } from '../../game/module'
import type { MtgCard } from './card'
import { mtgCardSchemaParts } from './card-fields'
import { MtgFiltersSchema } from './card-filters'
import { mtgDeckRules } from './deck/deck'
import { MTG_FORMATS } from './deck/formats'
import type { MtgDeckIssue } from './deck/deck'
import { mtgDecklistFormats } from './decklist'
import { mtgPlay, OPENING_HAND, type Action, type GameEvent, type GameState, type NewGameOptions, type Phase, type RuleError, type ZoneName } from './engine'
import type { BoardShape } from './engine/view'
import { mtgLab } from './lab'

const t = (en: string, fr: string): Localized => ({ en, fr })

/** What play.board gives the table: the battlefield's rows and the counters (life, pool, zones). */
export type MtgBoard = Pick<BoardShape, 'field' | 'counts'>

export type MtgModule = GameModule<MtgCard, GameState, Action, GameEvent, RuleError, NewGameOptions, MtgDeckIssue, ZoneName, Phase>

export const mtg: MtgModule = {
  id: 'mtg',
  names: t('Magic: The Gathering', 'Magic : l’Assemblée'),
  shortNames: t('Magic', 'Magic'),
  meta: {
    lifeKind: 'life',
    // each format's starting life: CR 103.4's 20, Commander's 40 (CR 903.7)
    lifeByFormat: Object.fromEntries(MTG_FORMATS.map((f) => [f.id, f.startingLife])),
    openingHand: OPENING_HAND,
    drawPerTurn: 1,
    // 103.8a: the player who plays first skips the draw of their first turn.
    firstTurnDraw: 0,
  },
  // The field specs read search rows (the card plus flat parts, card-fields.ts); the functions
  // here read only MtgCard's own properties, so they serve the cards themselves.
  cards: { ...(mtgCardSchemaParts as unknown as Omit<CardSchema<MtgCard>, 'filtersSchema'>), filtersSchema: MtgFiltersSchema },
  deck: mtgDeckRules,
  decklist: mtgDecklistFormats,
  play: mtgPlay,
  lab: mtgLab,
  data: {
    importFormats: ['scryfall-json', 'mtgjson'],
    officialSource: 'Scryfall bulk data: oracle cards',
    bundledFrom: t(
      'MTGJSON and Scryfall files of a few sets (about 2,600 cards); download Scryfall’s oracle cards for every card',
      'fichiers MTGJSON et Scryfall de quelques extensions (environ 2 600 cartes) ; téléchargez les cartes oracle de Scryfall pour les avoir toutes',
    ),
  },
}

export type { MtgCard } from './card'
