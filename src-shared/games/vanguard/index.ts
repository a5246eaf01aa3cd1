// Cardfight!! Vanguard as a Deck Lab game module, first half (issue 13): cards, catalog, deck rules,
// decklists, and the engine's first part (setup, mulligan, the turn, ride, call and the battle
// against the goldfish). Registered in src-shared/games/index.ts, main (src-main/games/vanguard/)
// and the renderer. Schema, CSV, rules: docs/games/vanguard.md.
import type { DeckEntry, DeckPiles, GameModule, Localized, ZoneSpec } from '../../game/module'
import {
  ACTION_TYPES,
  ActionSchema,
  MANUAL_ACTIONS,
  apply,
  describeError,
  describeEvent,
  legalActions,
  namesFrom,
  newGame,
  pendingChoice,
  PHASES,
  type Action,
  type Circle,
  type GameEvent,
  type GameState,
  type NewGameOptions,
  type Phase,
  type RuleError,
  type ZoneName,
} from './engine'
import { isDeckLegal, type VanguardCard } from './card'
import { CARD_FIELDS } from './card-fields'
import { VanguardFiltersSchema } from './card-filters'
import { entryKey } from './codes'
import { nameKey } from '../../decklist/resolver'
import { DECK_FORMATS, DECK_SIZE, describeIssue, FORMAT_SPECS, isDeckFormat, MAX_COPIES, PILES, validateDeck, type VanguardDeckIssue } from './deck/deck'
import { VANGUARD_DECKLIST, WRITERS, writeVanguardDecklist, type PileId, type WriterName } from './decklist'
import { BATTLE_STEP_RULE, DAMAGE_LIMIT, DECK_RULE, PHASE_RULE } from './rules'
import { vanguardUserCards } from './user-cards'
import { vanguardLab } from './lab'

const t = (en: string, fr: string): Localized => ({ en, fr })

/** A hand of five; one card in the draw phase (six damage loses: DAMAGE_LIMIT, in ./rules). */
export const OPENING_HAND = 5

export type VanguardParts = Omit<GameModule<VanguardCard, never, never, never, never, never, VanguardDeckIssue>, 'play'>
/** The field as the table draws it (play.board): the front row around (VC), then the back row. */
export interface VanguardBoard {
  field: { front: string[]; back: string[] }
  counts: { damage: number; soul: number; deck: number; opponentDamage: number }
}
export type VanguardModule = GameModule<VanguardCard, GameState, Action, GameEvent, RuleError, NewGameOptions, VanguardDeckIssue, ZoneName, Phase>

export const vanguardParts: VanguardParts = {
  id: 'vanguard',
  names: t('Cardfight!! Vanguard', 'Cardfight!! Vanguard'),
  shortNames: t('Vanguard', 'Vanguard'),
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
    ...VANGUARD_DECKLIST,
    writers: WRITERS,
    write: (deck, writer, lookup) => {
      if (!(WRITERS as readonly string[]).includes(writer)) throw new RangeError(`Unknown Vanguard decklist writer "${writer}" (known: ${WRITERS.join(', ')})`)
      return writeVanguardDecklist(pilesOf(deck), writer as WriterName, lookup as (code: string) => VanguardCard | null)
    },
  },
  userCards: vanguardUserCards,
  data: {
    importFormats: ['json', 'csv'],
    bundledFrom: t('the card database of VanguardEngine, a community simulator (D series)', 'la base de cartes de VanguardEngine, un simulateur de la communauté (série D)'),
  },
  lab: vanguardLab,
}

const ZONE_SPECS: readonly ZoneSpec<ZoneName>[] = [
  { id: 'deck', names: t('Deck', 'Deck'), layout: 'pile', hidden: true },
  { id: 'hand', names: t('Hand', 'Main'), layout: 'fan' },
  { id: 'rideDeck', names: t('Ride deck', 'Ride deck'), layout: 'pile', rule: PHASE_RULE.ride },
  { id: 'vanguard', names: t('Vanguard circle', 'Cercle d’avant-garde'), layout: 'slots', slots: 1, rule: PHASE_RULE.ride },
  { id: 'rearguard', names: t('Rear-guard circles', 'Cercles d’arrière-garde'), layout: 'row', rule: PHASE_RULE.main },
  { id: 'guardian', names: t('Guardian circle', 'Cercle de gardien'), layout: 'row', rule: BATTLE_STEP_RULE.guard },
  { id: 'soul', names: t('Soul', 'Âme'), layout: 'pile', rule: PHASE_RULE.ride },
  { id: 'drop', names: t('Drop zone', 'Zone de largage'), layout: 'pile', rule: PHASE_RULE.main },
  { id: 'damage', names: t('Damage zone', 'Zone de dégâts'), layout: 'pile', rule: BATTLE_STEP_RULE.damage },
  { id: 'trigger', names: t('Trigger zone', 'Zone de déclenchement'), layout: 'slots', slots: 1, rule: BATTLE_STEP_RULE.drive },
  { id: 'order', names: t('Order zone', 'Zone de commande'), layout: 'row', rule: PHASE_RULE.main },
  { id: 'removed', names: t('Removed from the game', 'Retirées du jeu'), layout: 'pile', rule: PHASE_RULE.gAssist },
]

/** The module with its engine's first part: what the registry will list. */
export const vanguard: VanguardModule = {
  ...(vanguardParts as Omit<VanguardModule, 'play'>),
  play: {
    zones: ZONE_SPECS,
    phases: PHASES,
    actions: ACTION_TYPES.map((type) => ({ type, manual: MANUAL_ACTIONS.has(type) })),
    actionSchema: ActionSchema,
    newGame,
    apply,
    legalActions,
    pending: pendingChoice,
    cardIds: (state) => Object.keys(state.instances),
    zonesOf: (state) => state.zones,
    phaseOf: (state) => state.phase,
    isOver: (state) => state.result !== 'ongoing',
    // Turns alternate from the first player's (Déroulement): the player's own turns are the odd
    // ones on the play, the even ones on the draw. Damage dealt is the goldfish's damage zone.
    progress: (state) => ({
      ownTurn: state.onThePlay ? Math.ceil(state.turn / 2) : Math.floor(state.turn / 2),
      result: state.result,
      endedBy: state.endedBy,
      mulliganUsed: state.mulliganUsed,
      dealt: state.goldfish.damage,
      taken: state.zones.damage.length,
      developed: state.zones.rearguard.length,
    }),
    turnFigures: [
      { key: 'rearguards', from: 'developed', names: { en: 'Rear-guards by turn', fr: 'Arrière-gardes par tour' } },
      { key: 'damageDealt', from: 'dealt', names: { en: 'Damage dealt by turn', fr: 'Dégâts infligés par tour' } },
      { key: 'damageTaken', from: 'taken' },
    ],
    // the view's cards are keyed by cards.keyOf (the code in its one spelling)
    cardKeyOf: (state, id) => (state.instances[id] === undefined ? null : entryKey(state.instances[id]!)),
    // The field as the table draws it: the front row around (VC), then the back row.
    board: (state): VanguardBoard => {
      const at = (circle: Circle) => (state.circles[circle] === null ? [] : [state.circles[circle]!])
      return {
        field: {
          front: [...at('frontLeft'), ...state.zones.vanguard, ...at('frontRight')],
          back: [...at('backLeft'), ...at('backCenter'), ...at('backRight')],
        },
        counts: { damage: state.zones.damage.length, soul: state.zones.soul.length, deck: state.zones.deck.length, opponentDamage: state.goldfish.damage },
      }
    },
    log: { describeEvent, describeError, namesFrom },
  },
}

/**
 * The piles of a deck as a deck file or the decklist.format channel carries them: the channel's
 * lists are the main deck (`entries`) and the one other pile of a parsed list (`limitBreak`),
 * here the ride deck.
 */
function pilesOf(deck: Readonly<Record<string, unknown>>): Partial<Record<PileId, readonly DeckEntry[]>> {
  const piles = (deck.piles ?? {}) as DeckPiles
  const ride = piles.ride ?? (deck.ride as DeckEntry[] | undefined) ?? (deck.limitBreak as DeckEntry[] | undefined) ?? []
  return { ride, main: piles.main ?? (deck.entries as DeckEntry[] | undefined) ?? [] }
}

export type { VanguardCard } from './card'
export { parseVanguardDecklist, writeVanguardDecklist, vanguardResolver } from './decklist'
