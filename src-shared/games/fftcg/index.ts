// FFTCG as a Deck Lab game module: identity, card schema and facets, deck rules, decklist
// sections, and the goldfish engine, all declared here over the code of this folder.
import type { GameModule, Localized, ZoneSpec } from '../../game/module'
import { TABLE_ACTION_TYPES } from '../../game/table-actions'
import { pendingView } from '../../game/core'
import { CARD_TYPES, ELEMENTS, RARITIES, type Card } from './card'
import { cardInLocale } from './card-locale'
import { DECK_RULES, describeIssue, entryKey, validateDeck, type DeckFormat, type DeckIssue } from './deck/deck'
import { ActionSchema } from './engine/action-schema'
import {
  ACTION_TYPES,
  DAMAGE_LIMIT,
  DRAW_PER_TURN,
  FIRST_TURN_DRAW,
  OPENING_HAND,
  PHASES,
  apply,
  boardShape,
  progressOf,
  describeError,
  describeEvent,
  findDef,
  legalActions,
  namesFrom,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
  type NewGameOptions,
  type Phase,
  type RuleError,
  type ZoneName,
} from './engine'
import { CardFiltersSchema } from './card-filters'
import { POLICY_PRESETS, PolicySchema } from './lab/policy'
import { KEY_ALIASES, type QueryKey } from './query-vocabulary'
import { FFTCG_PILES, listsOfPiles, type Piles } from './deck/piles'
import type { PiledDeckVersion } from '../../decklist/deck-file'
import { FFTCG_DECKLIST } from './decklist-sections'
import { WRITERS, writeDecklist, type WritableDeck, type WriterName } from './decklist-write'
import type { CardLookup } from './deck/deck'

const t = (en: string, fr: string): Localized => ({ en, fr })

/** Every spelling of a query key (query-vocabulary.ts is where they are declared). */
function spellings(key: QueryKey): string[] {
  return Object.keys(KEY_ALIASES).filter((word) => KEY_ALIASES[word] === key)
}

const ZONE_SPECS: readonly ZoneSpec<ZoneName>[] = [
  { id: 'deck', names: t('Deck', 'Deck'), layout: 'pile', hidden: true, rule: '7.9' },
  { id: 'hand', names: t('Hand', 'Main'), layout: 'fan', rule: '7.11' },
  { id: 'field', names: t('Field', 'Terrain'), layout: 'row', rule: '7.7' },
  { id: 'breakZone', names: t('Break Zone', 'Break Zone'), layout: 'pile', rule: '7.10' },
  { id: 'damage', names: t('Damage Zone', 'Damage Zone'), layout: 'slots', slots: DAMAGE_LIMIT.constructed, rule: '7.8' },
  { id: 'removed', names: t('Removed from play', 'Retiré de la partie'), layout: 'pile', rule: '7.13' },
]

const FORMATS: readonly DeckFormat[] = ['constructed', 'limited']
const isFormat = (format: string): format is DeckFormat => (FORMATS as readonly string[]).includes(format)

const manual = new Set<string>([...TABLE_ACTION_TYPES, 'dull', 'activate', 'freeze', 'damageForward', 'modifyPower', 'damageSelf', 'damageOpponent'])

export const fftcg: GameModule<Card, GameState, Action, GameEvent, RuleError, NewGameOptions, DeckIssue, ZoneName, Phase> = {
  id: 'fftcg',
  names: t('FINAL FANTASY Trading Card Game', 'FINAL FANTASY Trading Card Game'),
  shortNames: t('FFTCG', 'FFTCG'),
  meta: {
    lifeKind: 'damage',
    lifeByFormat: DAMAGE_LIMIT,
    openingHand: OPENING_HAND,
    drawPerTurn: DRAW_PER_TURN,
    firstTurnDraw: FIRST_TURN_DRAW,
  },
  cards: {
    filtersSchema: CardFiltersSchema,
    fields: [
      { key: 'code', kind: 'text', names: t('Code', 'Code'), queryKeys: spellings('code'), sort: true, column: true },
      { key: 'name', kind: 'text', names: t('Name', 'Nom'), queryKeys: spellings('name'), sort: true, column: true },
      { key: 'elements', kind: 'list', names: t('Element', 'Élément'), values: ELEMENTS, filter: true, queryKeys: spellings('element'), sort: true, sortKey: 'element', stats: true, column: true },
      { key: 'type', kind: 'enum', names: t('Type', 'Type'), values: CARD_TYPES, filter: true, queryKeys: spellings('type'), sort: true, stats: true, column: true },
      { key: 'cost', kind: 'number', names: t('Cost', 'Coût'), filter: true, queryKeys: spellings('cost'), sort: true, stats: true, column: true },
      { key: 'power', kind: 'number', names: t('Power', 'Force'), filter: true, queryKeys: spellings('power'), sort: true, column: true },
      { key: 'jobs', kind: 'list', names: t('Job', 'Job'), filter: true, queryKeys: spellings('job') },
      { key: 'category1', kind: 'text', names: t('Category', 'Catégorie'), filter: true, queryKeys: spellings('category') },
      { key: 'set', kind: 'enum', names: t('Set', 'Extension'), filter: true, queryKeys: spellings('set'), sort: true, stats: true, column: true },
      { key: 'rarity', kind: 'enum', names: t('Rarity', 'Rareté'), values: RARITIES, filter: true, queryKeys: spellings('rarity'), column: true },
      { key: 'plainText', kind: 'text', names: t('Text', 'Texte'), queryKeys: spellings('text') },
      { key: 'exBurst', kind: 'flag', names: t('EX Burst', 'EX Burst'), filter: true, queryKeys: spellings('is') },
      { key: 'multicard', kind: 'flag', names: t('Multicard', 'Multicarte'), filter: true, queryKeys: spellings('is') },
    ],
    keyOf: (card) => card.key,
    identityOf: (card) => card.identity,
    entryKey,
    deckLegal: (card) => card.deckLegal,
    label: (card) => `${card.code} (${card.name || 'crystal'})`,
    inLocale: cardInLocale,
  },
  deck: {
    piles: FFTCG_PILES,
    formats: [
      { id: 'constructed', names: t('Constructed', 'Construit'), sizes: { main: { min: DECK_RULES.constructedSize, max: DECK_RULES.constructedSize, rule: '8.1.1.1' } } },
      { id: 'limited', names: t('Limited', 'Limité'), sizes: { main: { min: DECK_RULES.limitedMin, rule: '8.1.1.1' } } },
    ],
    copyLimit: {
      max: DECK_RULES.maxCopies,
      rule: '8.1.1.2',
      exceptions: t(
        'Copies are counted by card number (5.2.5.1): reprints and promos printed with the same number count together.',
        'Les exemplaires se comptent par numéro de carte (5.2.5.1) : rééditions et promos du même numéro comptent ensemble.',
      ),
    },
    validate(deck, format, lookup) {
      if (!isFormat(format)) throw new RangeError(`Unknown FFTCG deck format "${format}" (known: ${FORMATS.join(', ')})`)
      return validateDeck([...(deck.main ?? [])], format, lookup)
    },
    describeIssue: (issue, locale, options) => describeIssue(options?.withRule === false ? { ...issue, rule: undefined } : issue, locale),
  },
  decklist: {
    ...FFTCG_DECKLIST,
    writers: WRITERS,
    // The channel carries piles; FFTCG's writers (and its deck file) write the main deck and the Limit Break pile.
    write: (deck, writer, lookup) => {
      const { piles, versions, ...rest } = deck as Omit<WritableDeck, 'entries' | 'limitBreak' | 'versions'> & { piles: Piles; versions?: PiledDeckVersion[] }
      const fileVersions = versions?.map(({ piles: kept, ...version }) => ({ ...version, ...listsOfPiles(kept) }))
      return writeDecklist({ ...rest, ...listsOfPiles(piles), ...(fileVersions ? { versions: fileVersions } : {}) }, writer as WriterName, lookup as CardLookup)
    },
  },
  play: {
    zones: ZONE_SPECS,
    phases: PHASES,
    actions: ACTION_TYPES.map((type) => ({ type, manual: manual.has(type) })),
    actionSchema: ActionSchema,
    newGame,
    apply,
    legalActions,
    // The core's question slot. No FFTCG rule asks yet: EX Burst (11.10.2) is shown to the player,
    // who applies it by hand, and the End Phase discard (9.5.1.2) is endTurn's list.
    pending: (state) => pendingView(state.question),
    cardIds: (state) => Object.keys(state.instances),
    zonesOf: (state) => state.zones,
    phaseOf: (state) => state.phase,
    isOver: (state) => state.result !== 'ongoing',
    board: boardShape,
    progress: progressOf,
    // The history's figures by turn: Backups on the field, and damage dealt and taken (3.1.1).
    turnFigures: [
      { key: 'backups', from: 'developed', names: { en: 'Backups by turn', fr: 'Soutiens par tour' } },
      { key: 'damageDealt', from: 'dealt', names: { en: 'Damage dealt by turn', fr: 'Dégâts infligés par tour' } },
      { key: 'damageTaken', from: 'taken' },
    ],
    cardKeyOf: (state, id) => findDef(state, id)?.key ?? null,
    log: { describeEvent, describeError, namesFrom },
  },
  lab: { policySchema: PolicySchema, presets: Object.keys(POLICY_PRESETS), customExample: { base: 'backup', name: 'my keep rule', keepIf: [{ type: 'backup', count: 1 }, { type: 'forward', maxCost: 3 }] } },
  data: {
    importFormats: ['official-api', 'cardbrowser-scrape', 'flat-list', 'merged', 'csv'],
    officialSource: 'Square Enix card browser',
    // The sources leave some multicard flags open (7.7.3 counts Multicards); the data never guesses them.
    figures: [{ key: 'multicardUnknown', names: t('Multicard flag unknown', 'Indicateur multicarte inconnu'), counts: (card) => card.multicard === null }],
  },
}
