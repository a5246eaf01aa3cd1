// Magic's card fields for the generic field index (src-main/catalog/field-index.ts, field-query.ts)
// with Scryfall's query keys and meanings (https://scryfall.com/docs/syntax; docs/games/mtg.md,
// "Search"). The index reads each field as a top-level property, so it indexes search rows: the
// card plus flat parts made from its faces by MTG_ROW_PARTS (all at once by mtgSearchRow; the
// catalog's rows make each when the index reads it, src-main/games/mtg/search-rows.ts). What the
// query language does not say is listed at the end of this file.
import type { CardField, CardSchema, Localized, ValueSetQuery } from '../../game/module'
import { COLORS, LAYOUTS, type Color, type Layout, type Legality, type MtgCard, type MtgFace, type Rarity } from './card'
import { manaSymbolKeys, readManaQuery } from './mana-query'
import { canBeCommander } from './deck/card-rules'
import { legalityKey } from './deck/legality'
import { mtgCardInLocale } from './card-locale'

const t = (en: string, fr: string): Localized => ({ en, fr })

/** Format ids of Scryfall's and MTGJSON's legalities, old and new; `f:<id>` asks for one. */
export const FORMATS = [
  'standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'oathbreaker', 'brawl', 'standardbrawl',
  'historic', 'historicbrawl', 'alchemy', 'explorer', 'timeless', 'gladiator', 'penny', 'duel', 'oldschool', 'premodern',
  'predh', 'paupercommander', 'future', 'frontier', '1v1',
] as const
export type FormatId = (typeof FORMATS)[number]

/** `is:` groups, each a flag of the row under `is_<word>` (a word may be a format's too: `is:commander`, `f:commander`). */
export const IS_GROUPS = [
  'dfc', 'mdfc', 'transform', 'split', 'flip', 'meld', 'adventure', 'leveler', 'permanent', 'spell', 'vanilla', 'frenchvanilla', 'bear', 'party', 'multicolor',
  'hybrid', 'phyrexian', 'commander', 'historic', 'arena',
] as const
export type IsGroup = (typeof IS_GROUPS)[number]
type GroupFlags = { [G in IsGroup as `is_${G}`]: boolean }

export interface MtgSearchParts {
  /** Every face's type line, joined with ` // ` as Scryfall prints a card's. */
  typeLine: string
  oracleText: string
  /** Every face's card types (Creature, Land…), for the filter panel and statistics. */
  types: string[]
  /** The first face with one, as a number (`*` is 0, `1+*` is 1); null for a card without. */
  power: number | null
  toughness: number | null
  loyalty: number | null
  /** Each face's mana cost as symbol keys, with repeats (mana-query.ts: `{2}{G}{G}` is 1, 1, G, G), faces with one parted by `//`. */
  manaSymbols: string[]
  /** The formats the card is banned in, and restricted in (`banned:legacy`, `restricted:vintage`). */
  banned: string[]
  restricted: string[]
  /** The French name, '' without one. */
  frName: string
}

export type MtgSearchRow = MtgCard & MtgSearchParts & GroupFlags & Partial<Record<FormatId, boolean>>

/** Scryfall's rarity order for `r>=rare` and `r<mythic`: special between rare and mythic, bonus above all. */
export const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus']

/**
 * Scryfall's names of colour sets (its syntax page: colour names, guilds, colleges, shards, wedges,
 * the four-colour nicknames), and the French colour names.
 */
const COLOR_NAMES: Readonly<Record<string, readonly Color[]>> = {
  white: ['W'], blue: ['U'], black: ['B'], red: ['R'], green: ['G'],
  blanc: ['W'], bleu: ['U'], noir: ['B'], rouge: ['R'], vert: ['G'],
  c: [], colorless: [], colourless: [], incolore: [],
  azorius: ['W', 'U'], dimir: ['U', 'B'], rakdos: ['B', 'R'], gruul: ['R', 'G'], selesnya: ['W', 'G'],
  orzhov: ['W', 'B'], izzet: ['U', 'R'], golgari: ['B', 'G'], boros: ['W', 'R'], simic: ['U', 'G'],
  silverquill: ['W', 'B'], prismari: ['U', 'R'], witherbloom: ['B', 'G'], lorehold: ['W', 'R'], quandrix: ['U', 'G'],
  bant: ['W', 'U', 'G'], esper: ['W', 'U', 'B'], grixis: ['U', 'B', 'R'], jund: ['B', 'R', 'G'], naya: ['W', 'R', 'G'],
  abzan: ['W', 'B', 'G'], jeskai: ['W', 'U', 'R'], sultai: ['U', 'B', 'G'], mardu: ['W', 'B', 'R'], temur: ['U', 'R', 'G'],
  artifice: ['W', 'U', 'B', 'R'], chaos: ['U', 'B', 'R', 'G'], aggression: ['W', 'B', 'R', 'G'], altruism: ['W', 'U', 'R', 'G'], growth: ['W', 'U', 'B', 'G'],
}
const MULTICOLOR_WORDS = ['m', 'multicolor', 'multicolour', 'multicolore']
/** `c:rg` is at least red and green (Scryfall's `c:` is `c>=`). */
const COLOR_SET: ValueSetQuery = { colon: '>=', names: COLOR_NAMES, many: MULTICOLOR_WORDS }
/** `id:esper` is within Esper (Scryfall's `id:` is `id<=`: what a deck led by an Esper commander may hold, rule 903.5c). */
const IDENTITY_SET: ValueSetQuery = { colon: '<=', names: COLOR_NAMES, many: MULTICOLOR_WORDS }

/** Layouts with a back face that is turned over (a face switch shows it), not halves printed side by side. */
export const DOUBLE_FACED: ReadonlySet<Layout> = new Set(['transform', 'modal_dfc', 'battle'])
const PERMANENT_TYPES = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'])

/** `*` and `1+*` read as their number part (Scryfall compares `*` as 0); `∞`, `?` as none. */
function statNumber(value: string | null): number | null {
  if (value === null) return null
  if (value.startsWith('*')) return 0
  const n = parseFloat(value)
  return Number.isFinite(n) ? n : null
}

const firstStat = (card: MtgCard, key: 'power' | 'toughness' | 'loyalty') => statNumber(card.faces.find((f) => f[key] !== null)?.[key] ?? null)

/** 700.6: historic is legendary, an artifact or a Saga (the front face's characteristics). */
function isHistoric(card: MtgCard): boolean {
  const front = card.faces[0]!
  return front.supertypes.includes('Legendary') || front.types.includes('Artifact') || front.subtypes.includes('Saga')
}

/** A creature whose rules text is keywords only (`Flying, vigilance`), reminder text aside: Scryfall's "French vanilla". */
function onlyKeywords(card: MtgCard): boolean {
  const front = card.faces[0]!
  if (!front.types.includes('Creature') || card.keywords.length === 0) return false
  const keywords = card.keywords.map((k) => k.toLowerCase())
  const parts = card.faces
    .flatMap((f) => f.oracleText.replace(/\([^)]*\)/g, '').split(/[\n,;]/))
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '')
  return parts.length > 0 && parts.every((part) => keywords.some((k) => part === k || part.startsWith(`${k} `)))
}

/** Scryfall's `is:party`: a creature of a type that can join a party (Cleric, Rogue, Warrior, Wizard; rule 700.8). */
const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard']

/** Scryfall's `is:bear`: a 2/2 creature of mana value 2. */
const isBear = (front: MtgFace, card: MtgCard) => front.types.includes('Creature') && card.manaValue === 2 && front.power === '2' && front.toughness === '2'

/** A format's word in this card's data: `f:brawl` is Arena's Brawl in data of any age (deck/legality.ts). */
const said = (card: MtgCard, format: string) => card.legalities[legalityKey(card, format)]
const formatsWhere = (card: MtgCard, legality: Legality) => FORMATS.filter((format) => said(card, format) === legality)

/** What the generic card list shows as columns (catalog-card.ts), without the rest of a search row. */
export type MtgListParts = Pick<MtgSearchParts, 'typeLine' | 'types' | 'power' | 'toughness' | 'loyalty'>

export function mtgListParts(card: MtgCard): MtgListParts {
  return { typeLine: typeLineOf(card), types: typesOf(card), power: firstStat(card, 'power'), toughness: firstStat(card, 'toughness'), loyalty: firstStat(card, 'loyalty') }
}

const typeLineOf = (card: MtgCard) => card.faces.map((f) => f.typeLine).join(' // ')
const typesOf = (card: MtgCard) => [...new Set(card.faces.flatMap((f) => f.types))]
const front = (card: MtgCard) => card.faces[0]!
const costs = (card: MtgCard) => card.faces.flatMap((face) => face.cost)
const isLayout = (layout: Layout) => (card: MtgCard) => card.layout === layout
const legalIn = (format: FormatId) => (card: MtgCard) => {
  const legality = said(card, format)
  return legality === 'legal' || legality === 'restricted'
}

/** A search row's own parts (the card's properties aside), each a field the index may read. */
export type MtgRowParts = MtgSearchParts & GroupFlags & Record<FormatId, boolean>

/**
 * How each part of a card's search row is made from the card: the eager row (mtgSearchRow) and
 * the catalog's rows that make a part when the index first reads it (src-main/games/mtg/search-rows.ts)
 * read this one table.
 */
export const MTG_ROW_PARTS: { readonly [K in keyof MtgRowParts]: (card: MtgCard) => MtgRowParts[K] } = {
  ...(Object.fromEntries(FORMATS.map((format) => [format, legalIn(format)])) as Record<FormatId, (card: MtgCard) => boolean>),
  typeLine: typeLineOf,
  oracleText: (card) => card.faces.map((f) => f.oracleText).join('\n//\n'),
  types: typesOf,
  power: (card) => firstStat(card, 'power'),
  toughness: (card) => firstStat(card, 'toughness'),
  loyalty: (card) => firstStat(card, 'loyalty'),
  manaSymbols: (card) => card.faces.filter((face) => face.manaCost !== '').flatMap((face, i) => [...(i ? ['//'] : []), ...manaSymbolKeys(face.cost)]),
  banned: (card) => formatsWhere(card, 'banned'),
  restricted: (card) => formatsWhere(card, 'restricted'),
  is_dfc: (card) => DOUBLE_FACED.has(card.layout),
  is_mdfc: isLayout('modal_dfc'),
  is_transform: isLayout('transform'),
  is_split: isLayout('split'),
  is_flip: isLayout('flip'),
  is_meld: isLayout('meld'),
  is_adventure: isLayout('adventure'),
  is_leveler: isLayout('leveler'),
  is_permanent: (card) => front(card).types.some((type) => PERMANENT_TYPES.has(type)),
  is_spell: (card) => !front(card).types.includes('Land'),
  is_vanilla: (card) => front(card).types.includes('Creature') && card.faces.every((f) => f.oracleText.trim() === ''),
  is_frenchvanilla: onlyKeywords,
  is_bear: (card) => isBear(front(card), card),
  is_party: (card) => front(card).types.includes('Creature') && front(card).subtypes.some((type) => PARTY_TYPES.includes(type)),
  is_multicolor: (card) => card.colors.length > 1,
  is_hybrid: (card) => costs(card).some((symbol) => symbol.kind === 'hybrid' || symbol.kind === 'twobrid'),
  is_phyrexian: (card) => costs(card).some((symbol) => symbol.kind === 'phyrexian' || (symbol.kind === 'hybrid' && symbol.phyrexian)),
  is_commander: canBeCommander,
  is_historic: isHistoric,
  is_arena: (card) => card.digital === true,
  frName: (card) => card.fr?.name ?? '',
}
const PART_KEYS = Object.keys(MTG_ROW_PARTS) as (keyof MtgRowParts)[]
const FORMAT_SET: ReadonlySet<string> = new Set(FORMATS)

/** The row the field index searches: the card with every part of MTG_ROW_PARTS. */
export function mtgSearchRow(card: MtgCard): MtgSearchRow {
  // The format flags first, then the rest copied in: built in this order a row of ~60 properties
  // is about seven times faster to make than by spreads (208 → 30 ms CPU for the bundle, bench/mtg-catalog.ts).
  const row: Record<string, unknown> = {}
  for (const format of FORMATS) row[format] = MTG_ROW_PARTS[format](card)
  Object.assign(row, card)
  for (const key of PART_KEYS) if (!FORMAT_SET.has(key)) row[key] = MTG_ROW_PARTS[key](card)
  return row as unknown as MtgSearchRow
}

const groupNames: Record<IsGroup, Localized> = {
  dfc: t('Double-faced', 'Double face'),
  mdfc: t('Modal double-faced', 'Double face modale'),
  transform: t('Transforms', 'Se transforme'),
  split: t('Split card', 'Carte scindée'),
  flip: t('Flip card', 'Carte retournable'),
  meld: t('Melds', 'Fusionne'),
  adventure: t('Adventure', 'Aventure'),
  leveler: t('Level up', 'Niveau supérieur'),
  permanent: t('Permanent', 'Permanent'),
  spell: t('Spell (not a land)', 'Sort (pas un terrain)'),
  vanilla: t('Vanilla creature', 'Créature sans capacité'),
  frenchvanilla: t('Creature with keywords only', 'Créature aux seuls mots-clés'),
  bear: t('2/2 creature of mana value 2', 'Créature 2/2 de valeur de mana 2'),
  party: t('Cleric, Rogue, Warrior or Wizard', 'Clerc, Gredin, Guerrier ou Sorcier'),
  multicolor: t('Multicolour', 'Multicolore'),
  hybrid: t('Hybrid mana in its cost', 'Mana hybride dans son coût'),
  phyrexian: t('Phyrexian mana in its cost', 'Mana phyrexian dans son coût'),
  commander: t('Can be your commander', 'Peut être votre commandant'),
  historic: t('Historic', 'Historique'),
  arena: t('MTG Arena only (Alchemy, digital)', 'MTG Arena seulement (Alchimie, numérique)'),
}

/** Bare words search names only, as on Scryfall: every other text field opts out (freeText). */
const notFree = { freeText: false } as const

export const MTG_CARD_FIELDS: readonly CardField[] = [
  { key: 'name', kind: 'text', names: t('Name', 'Nom'), queryKeys: ['name', 'n', 'nom'], sort: true, column: true },
  // The French name (MTGJSON's foreignData): bare words find a card by either name.
  { key: 'frName', kind: 'text', names: t('French name', 'Nom français'), queryKeys: ['frname', 'nomfr'] },
  { key: 'manaValue', kind: 'number', names: t('Mana value', 'Valeur de mana'), filter: true, queryKeys: ['mv', 'cmc', 'manavalue', 'vm'], sort: true, stats: true, column: true },
  { key: 'typeLine', kind: 'text', names: t('Type line', 'Ligne de type'), queryKeys: ['t', 'type'], column: true, ...notFree },
  { key: 'types', kind: 'list', names: t('Card type', 'Type de carte'), filter: true, stats: true, ...notFree },
  { key: 'oracleText', kind: 'text', names: t('Rules text', 'Texte de règles'), queryKeys: ['o', 'oracle', 'texte'], ...notFree },
  { key: 'colors', kind: 'list', names: t('Colour', 'Couleur'), values: COLORS, filter: true, stats: true, column: true, queryKeys: ['c', 'color', 'colour', 'couleur'], valueSet: COLOR_SET, ...notFree },
  { key: 'colorIdentity', kind: 'list', names: t('Colour identity', 'Identité couleur'), values: COLORS, filter: true, queryKeys: ['id', 'identity', 'ci'], valueSet: IDENTITY_SET, ...notFree },
  { key: 'power', kind: 'number', names: t('Power', 'Force'), filter: true, queryKeys: ['pow', 'power', 'force'], sort: true, column: true },
  { key: 'toughness', kind: 'number', names: t('Toughness', 'Endurance'), filter: true, queryKeys: ['tou', 'toughness', 'endurance'], sort: true, column: true },
  { key: 'loyalty', kind: 'number', names: t('Loyalty', 'Loyauté'), queryKeys: ['loy', 'loyalty', 'loyaute'], sort: true },
  { key: 'rarity', kind: 'enum', names: t('Rarity', 'Rareté'), values: RARITY_ORDER, ordered: true, filter: true, filterKey: 'rarities', queryKeys: ['r', 'rarity', 'rarete'], sort: true, stats: true, column: true },
  { key: 'set', kind: 'text', names: t('Set', 'Extension'), filter: true, filterKey: 'sets', queryKeys: ['s', 'set', 'e', 'edition'], wholeValue: true, sort: true, stats: true, column: true, ...notFree },
  { key: 'layout', kind: 'enum', names: t('Layout', 'Disposition'), values: LAYOUTS, queryKeys: ['layout'] },
  { key: 'keywords', kind: 'list', names: t('Keyword', 'Mot-clé'), queryKeys: ['kw', 'keyword', 'keywords'], ...notFree },
  { key: 'manaSymbols', kind: 'list', names: t('Mana cost', 'Coût de mana'), queryKeys: ['m', 'mana'], symbols: { read: readManaQuery, examples: ['{2}{G}{G}', '2gg'] }, ...notFree },
  { key: 'banned', kind: 'list', names: t('Banned in', 'Banni en'), values: FORMATS, wholeValue: true, queryKeys: ['banned', 'banni'], ...notFree },
  { key: 'restricted', kind: 'list', names: t('Restricted in', 'Restreint en'), values: FORMATS, wholeValue: true, queryKeys: ['restricted', 'restreint'], ...notFree },
  ...FORMATS.map((format): CardField => ({ key: format, kind: 'flag', names: t(`Legal in ${format}`, `Légal en ${format}`), queryKeys: ['f', 'format', 'legal'] })),
  ...IS_GROUPS.map((group): CardField => ({ key: `is_${group}`, flagWord: group, kind: 'flag', names: groupNames[group], queryKeys: ['is'] })),
]

/** The catalog key is the oracle id; copies count by name (a card's printings share it). */
export const mtgCardSchemaParts: Omit<CardSchema<MtgSearchRow>, 'filtersSchema'> = {
  fields: MTG_CARD_FIELDS,
  keyOf: (card) => card.id,
  identityOf: (card) => card.name.toLowerCase(),
  // ids are lower case (oracle ids, `name:…`); the renderer's deck store asks for codes in upper case
  entryKey: (code) => code.trim().toLowerCase(),
  deckLegal: (card) => card.layout !== 'token',
  label: (card) => card.name,
  inLocale: mtgCardInLocale,
}

// What the query language does not say of Scryfall's (docs/games/mtg.md, "Search"):
// - `s:` finds the printing kept (the newest), as Scryfall's oracle-cards bulk file gives one
//   printing per card; other printings' sets are not searched.
// - `c>1` (a count of colours), `mv:even`, regular expressions, `~` for the card's name,
//   `devotion:` and `produces:` are not read.
