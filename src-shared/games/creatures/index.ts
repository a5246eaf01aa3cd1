// The creature game as a Deck Lab game module (rules: ../shared/rules/jeu-de-creatures-regles.txt;
// schema, CSV, actions and every interpretation: docs/games/creatures.md). Registered in
// src-shared/games/index.ts; main serves its cards through the generic field index.
import type { DeckEntry, GameModule, Localized, ZoneSpec } from '../../game/module'
import { CATEGORIES, type CreatureCard } from './card'
import { FORMAT_SPECS, describeIssue, entryKey, isDeckFormat, MAX_COPIES, validateDeck, type CreatureDeckIssue, DECK_FORMATS } from './deck/deck'
import { CREATURE_DECKLIST, CREATURE_PILES, WRITERS, writeCreatureDecklist, type WriterName } from './decklist'
import { CreatureFiltersSchema } from './card-filters'
import { creatureUserCards } from './user-cards'
import {
  ACTION_TYPES,
  ActionSchema,
  apply,
  boardShape,
  CREATURE_SLOTS,
  describeError,
  describeEvent,
  DRAW_PER_TURN,
  legalActions,
  MAGIC_SLOTS,
  MANUAL_ACTIONS,
  namesFrom,
  newGame,
  OPENING_HAND,
  pending,
  PHASES,
  progressOf,
  STARTING_LP,
  TERRAIN_SLOTS,
  type Action,
  type GameEvent,
  type GameState,
  type NewGameOptions,
  type Phase,
  type RuleError,
  type ZoneName,
} from './engine'
import { LabPolicySchema, POLICY_PRESETS } from './lab/policy'
import { RULE } from './rules'

const t = (en: string, fr: string): Localized => ({ en, fr })

const ZONE_SPECS: readonly ZoneSpec<ZoneName>[] = [
  { id: 'deck', names: t('Deck', 'Pioche'), layout: 'pile', hidden: true, rule: RULE.board },
  { id: 'hand', names: t('Hand', 'Main'), layout: 'fan', rule: RULE.flow },
  { id: 'creatures', names: t('Creature slots', 'Emplacements de créature'), layout: 'slots', slots: CREATURE_SLOTS, rule: RULE.board },
  { id: 'magic', names: t('Magic slots', 'Emplacements de carte magique'), layout: 'slots', slots: MAGIC_SLOTS, rule: RULE.board },
  { id: 'equipped', names: t('Equipment', 'Équipements'), layout: 'row', rule: RULE.magic },
  { id: 'terrain', names: t('Terrain zone', 'Zone de terrain'), layout: 'slots', slots: TERRAIN_SLOTS, rule: RULE.terrain },
  { id: 'graveyard', names: t('Graveyard', 'Cimetière'), layout: 'pile', rule: RULE.board },
  { id: 'isolation', names: t('Isolation zone (shared)', 'Zone d’isolement (commune)'), layout: 'pile', rule: RULE.board },
]

const STARTING_LP_BY_FORMAT = Object.fromEntries(DECK_FORMATS.map((f) => [f, STARTING_LP]))

export const creatures: GameModule<CreatureCard, GameState, Action, GameEvent, RuleError, NewGameOptions, CreatureDeckIssue, ZoneName, Phase> = {
  id: 'creatures',
  names: t('Creature game', 'Jeu de créatures'),
  shortNames: t('Creatures', 'Créatures'),
  meta: { lifeKind: 'life', lifeByFormat: STARTING_LP_BY_FORMAT, openingHand: OPENING_HAND, drawPerTurn: DRAW_PER_TURN },
  cards: {
    fields: [
      { key: 'code', kind: 'text', names: t('Code', 'Code'), queryKeys: ['code', 'id'], sort: true, column: true },
      { key: 'name', kind: 'text', names: t('Name', 'Nom'), queryKeys: ['name', 'n', 'nom'], sort: true, column: true },
      { key: 'category', kind: 'enum', names: t('Category', 'Catégorie'), values: CATEGORIES, filter: true, filterKey: 'categories', queryKeys: ['category', 'c', 'cat'], sort: true, stats: true, column: true },
      { key: 'level', kind: 'number', names: t('Level', 'Niveau'), filter: true, queryKeys: ['level', 'lv', 'niv'], sort: true, stats: true, column: true },
      { key: 'atk', kind: 'number', names: t('Atk', 'Atk'), filter: true, queryKeys: ['atk', 'a'], sort: true, column: true },
      { key: 'def', kind: 'number', names: t('Def', 'Def'), filter: true, queryKeys: ['def', 'd'], sort: true, column: true },
      { key: 'type', kind: 'text', names: t('Type', 'Type'), filter: true, filterKey: 'types', queryKeys: ['type', 't'], sort: true, stats: true, column: true },
      { key: 'unique', kind: 'flag', names: t('Yellow star (one per deck)', 'Étoile jaune (un par deck)'), filter: true, queryKeys: ['is'] },
      { key: 'text', kind: 'text', names: t('Text', 'Texte'), queryKeys: ['text', 'o', 'texte'] },
    ],
    filtersSchema: CreatureFiltersSchema,
    keyOf: (card) => entryKey(card.code),
    identityOf: (card) => entryKey(card.code),
    entryKey,
    deckLegal: () => true,
    label: (card) => `${card.code} (${card.name})`,
  },
  deck: {
    piles: CREATURE_PILES,
    formats: FORMAT_SPECS,
    copyLimit: {
      max: MAX_COPIES,
      rule: RULE.extra,
      exceptions: t('A card with the yellow star is allowed once. Copies count by code.', 'Une carte à l’étoile jaune n’est permise qu’une fois. Les exemplaires se comptent par code.'),
    },
    validate(deck, format, lookup) {
      if (!isDeckFormat(format)) throw new RangeError(`Unknown creature-game deck format "${format}" (known: ${DECK_FORMATS.join(', ')})`)
      return validateDeck(deck.main ?? [], format, lookup)
    },
    describeIssue,
  },
  userCards: creatureUserCards,
  decklist: {
    ...CREATURE_DECKLIST,
    writers: WRITERS,
    write: (deck, writer, lookup) => {
      if (!(WRITERS as readonly string[]).includes(writer)) throw new RangeError(`Unknown creature-game decklist writer "${writer}" (known: ${WRITERS.join(', ')})`)
      const entries = (deck as { piles?: { main?: DeckEntry[] } }).piles?.main ?? []
      return writeCreatureDecklist(entries, writer as WriterName, lookup as (code: string) => CreatureCard | null)
    },
  },
  play: {
    zones: ZONE_SPECS,
    phases: PHASES,
    actions: ACTION_TYPES.map((type) => ({ type, manual: MANUAL_ACTIONS.has(type) })),
    actionSchema: ActionSchema,
    newGame,
    apply,
    legalActions,
    pending,
    cardIds: (state) => Object.keys(state.instances),
    zonesOf: (state) => state.zones,
    phaseOf: (state) => state.phase,
    isOver: (state) => state.result !== 'ongoing',
    board: (state) => {
      const shape = boardShape(state)
      return { field: shape.field, counts: shape.counts }
    },
    progress: progressOf,
    turnFigures: [
      { key: 'creatures', from: 'developed', names: { en: 'Creatures by turn', fr: 'Créatures par tour' } },
      { key: 'lpDealt', from: 'dealt', names: { en: 'LP dealt by turn', fr: 'PV infligés par tour' } },
      { key: 'lpTaken', from: 'taken' },
    ],
    cardKeyOf: (state, id) => state.instances[id] ?? null,
    log: { describeEvent, describeError, namesFrom },
  },
  lab: { policySchema: LabPolicySchema, presets: Object.keys(POLICY_PRESETS), customExample: { name: 'my keep rule', bottom: 'high-levels' } },
  data: { importFormats: ['json', 'csv'] },
}

export type { CreatureCard } from './card'
export { parseCreatureDecklist, writeCreatureDecklist, creatureResolver } from './decklist'
