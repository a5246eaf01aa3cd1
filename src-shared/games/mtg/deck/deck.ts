// Magic deck construction (issue 14, item 3): sizes, the copy limit, each format's card pool
// (banned, restricted, not legal, from the card data's legalities) and Commander's own rules,
// each issue naming its Comprehensive Rules number (rules.ts; docs/games/mtg.md).
import type { CardLookupOf, DeckEntry, DeckIssue, DeckPiles, DeckRules, Localized } from '../../../game/module'
import { nameKey } from '../../../decklist/resolver'
import { COLORS, type Color, type MtgCard } from '../card'
import { canBeCommander, canLeadBrawl, hasPartner, isBasicLand, ownCopyLimit } from './card-rules'
import { CONSTRUCTED_MIN, COMMANDER_SIDEBOARD_MAX, commanderRulesOf, FORMAT_SPECS, LIMITED_MIN, MAX_COMMANDERS, MAX_COPIES, mtgFormat, PILE_IDS, PILES, SIDEBOARD_MAX, type MtgFormat, type PileId } from './formats'
import { legalityIn } from './legality'
import { describeIssue } from './messages'
import { DECK_RULE } from './rules'

export type IssueKind =
  | 'unknown-card'
  | 'deck-size'
  | 'sideboard-size'
  | 'pile-not-in-format'
  | 'copies'
  | 'singleton'
  | 'restricted'
  | 'banned'
  | 'not-legal'
  | 'legality-unknown'
  | 'commander-count'
  | 'commander-kind'
  | 'commander-pair'
  | 'color-identity'

export interface MtgDeckIssue extends DeckIssue {
  kind: IssueKind
}

interface Counted {
  card: MtgCard
  count: number
  pile: PileId
}

type Say = (kind: IssueKind, rule: string | undefined, cards: string[], params: MtgDeckIssue['params'], severity?: MtgDeckIssue['severity']) => void

const countOf = (entries: readonly DeckEntry[] = []) => entries.reduce((n, e) => n + e.count, 0)
/** Colour letters in WUBRG order (`RG`), or `C` for colourless. */
export const colorsText = (colors: readonly Color[]) => COLORS.filter((c) => colors.includes(c)).join('') || 'C'

export function validateDeck(deck: DeckPiles, formatId: string, lookup: CardLookupOf<MtgCard>): { valid: boolean; total: number; issues: MtgDeckIssue[] } {
  const format = mtgFormat(formatId)
  const issues: MtgDeckIssue[] = []
  const say: Say = (kind, rule, cards, params, severity = 'error') => issues.push({ severity, kind, ...(rule ? { rule } : {}), cards, params })
  const found: Counted[] = []
  for (const pile of PILE_IDS)
    for (const entry of deck[pile] ?? []) {
      const card = lookup(entry.code)
      if (card) found.push({ card, count: entry.count, pile })
      else say('unknown-card', undefined, [entry.code], { code: entry.code })
    }
  const main = countOf(deck.main)
  const commanders = countOf(deck.commander)
  const sideboard = countOf(deck.sideboard)
  const total = main + commanders

  checkSizes(format, { main, sideboard, commanders, total }, say)
  checkCopies(format, found, say)
  checkCardPool(format, found, say)
  if (format.kind === 'commander') checkCommander(format, found, say)
  return { valid: !issues.some((i) => i.severity === 'error'), total, issues }
}

function checkSizes(format: MtgFormat, n: { main: number; sideboard: number; commanders: number; total: number }, say: Say) {
  if (format.kind === 'commander') {
    const { deckSize, sizeRule } = commanderRulesOf(format)
    if (n.total !== deckSize) say('deck-size', sizeRule, [], { total: n.total, min: deckSize, max: deckSize, format: format.id })
    if (n.commanders < 1 || n.commanders > MAX_COMMANDERS) say('commander-count', DECK_RULE.commander, [], { count: n.commanders })
    if (n.sideboard > COMMANDER_SIDEBOARD_MAX) say('sideboard-size', DECK_RULE.companion, [], { count: n.sideboard, max: COMMANDER_SIDEBOARD_MAX })
    return
  }
  const [min, rule] = format.kind === 'limited' ? [LIMITED_MIN, DECK_RULE.limited] : [CONSTRUCTED_MIN, DECK_RULE.constructed]
  if (n.main < min) say('deck-size', rule, [], { total: n.main, min, format: format.id })
  if (format.kind === 'constructed' && n.sideboard > SIDEBOARD_MAX) say('sideboard-size', DECK_RULE.sideboard, [], { count: n.sideboard, max: SIDEBOARD_MAX })
  if (n.commanders > 0) say('pile-not-in-format', rule, [], { count: n.commanders, format: format.id })
}

/** Cards of the same English name (every pile together: 100.4a), with every code they came under. */
function byName(found: readonly Counted[]) {
  const names = new Map<string, { card: MtgCard; count: number; codes: Set<string> }>()
  for (const { card, count } of found) {
    const key = nameKey(card.name)
    const seen = names.get(key) ?? { card, count: 0, codes: new Set<string>() }
    seen.count += count
    seen.codes.add(card.id)
    names.set(key, seen)
  }
  return [...names.values()]
}

/** 100.2a (4 of a name, main and sideboard together per 100.4a), 903.5b (singleton); basic lands and a card's own text aside. */
function checkCopies(format: MtgFormat, found: readonly Counted[], say: Say) {
  if (format.kind === 'limited') return // 100.2b: as many as the product gives
  for (const { card, count, codes } of byName(found)) {
    if (isBasicLand(card)) continue
    const own = ownCopyLimit(card)
    if (own === Infinity) continue
    const restricted = format.legality !== null && card.legalities[format.legality] === 'restricted'
    const params = { name: card.name, count, format: format.id }
    if (restricted && count > 1) say('restricted', DECK_RULE.cardPool, [...codes], { ...params, max: 1 })
    else if (restricted) continue
    else if (own !== null) {
      if (count > own) say('copies', DECK_RULE.constructed, [...codes], { ...params, max: own })
    } else if (format.kind === 'commander') {
      if (count > 1) say('singleton', DECK_RULE.singleton, [...codes], { ...params, max: 1 })
    } else if (count > MAX_COPIES) say('copies', DECK_RULE.constructed, [...codes], { ...params, max: MAX_COPIES })
  }
}

/**
 * 100.6: the format's card pool, as the card data's legalities give it (legality.ts). Cards whose
 * data predates the format's list are one warning, with the newest of their data's dates: the
 * deck is not refused for what the data cannot say.
 */
function checkCardPool(format: MtgFormat, found: readonly Counted[], say: Say) {
  if (format.legality === null) return
  const unknown: { codes: string[]; date: string }[] = []
  for (const { card, codes } of byName(found)) {
    const legality = legalityIn(card, format)
    if (legality === 'banned') say('banned', DECK_RULE.cardPool, [...codes], { name: card.name, format: format.id })
    else if (legality === 'not_legal') say('not-legal', DECK_RULE.cardPool, [...codes], { name: card.name, format: format.id })
    else if (legality === 'unknown') unknown.push({ codes: [...codes], date: card.dataDate ?? '' })
  }
  if (unknown.length === 0) return
  const date = unknown.map((u) => u.date).sort().at(-1)!
  say('legality-unknown', DECK_RULE.cardPool, unknown.flatMap((u) => u.codes), { count: unknown.length, format: format.id, date, since: format.legalitySince ?? '' }, 'warning')
}

/**
 * 903.3 (who leads; 903.12c in Brawl), 702.124 (two only with partner), 903.5c (colour identity
 * within the commander's; 903.12e: a colourless Brawl commander allows basic lands of one type).
 */
function checkCommander(format: MtgFormat, found: readonly Counted[], say: Say) {
  const rules = commanderRulesOf(format)
  const commanders = found.filter((c) => c.pile === 'commander').map((c) => c.card)
  for (const card of commanders) {
    if (rules.planeswalkers ? !canLeadBrawl(card) : !canBeCommander(card)) say('commander-kind', rules.planeswalkers ? DECK_RULE.brawlCommander : DECK_RULE.commander, [card.id], { name: card.name, format: format.id })
  }
  if (commanders.length === 2 && !commanders.every(hasPartner))
    say('commander-pair', DECK_RULE.partner, commanders.filter((c) => !hasPartner(c)).map((c) => c.id), { names: commanders.map((c) => c.name).join(', ') })
  if (commanders.length === 0) return
  const identity = new Set(commanders.flatMap((c) => c.colorIdentity))
  const allowed = colorsText([...identity])
  const basicsAllowed = rules.colorlessBasics && identity.size === 0 ? colorlessBasicsType(found) : null
  for (const { card, pile } of found) {
    if (pile === 'commander' || (basicsAllowed !== null && isBasicLand(card) && basicTypeOf(card) === basicsAllowed)) continue
    const outside = card.colorIdentity.filter((c) => !identity.has(c))
    if (outside.length) say('color-identity', DECK_RULE.colorIdentity, [card.id], { name: card.name, identity: colorsText(card.colorIdentity), allowed, outside: colorsText(outside) })
  }
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']
const basicTypeOf = (card: MtgCard) => card.faces[0]!.subtypes.find((s) => BASIC_LAND_TYPES.includes(s)) ?? null

/**
 * 903.12e: the basic land type a colourless Brawl commander's deck may hold any number of: the
 * player's choice, read as the type with the most copies in the deck (the others are outside the
 * commander's colour identity, 903.5c, as usual).
 */
function colorlessBasicsType(found: readonly Counted[]): string | null {
  const copies = new Map<string, number>()
  for (const { card, count } of found) {
    const type = isBasicLand(card) ? basicTypeOf(card) : null
    if (type) copies.set(type, (copies.get(type) ?? 0) + count)
  }
  return [...copies].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

const t = (en: string, fr: string): Localized => ({ en, fr })

/** The deck rules as the GameModule contract declares them. */
export const mtgDeckRules: DeckRules<MtgCard, MtgDeckIssue> = {
  piles: PILES,
  formats: FORMAT_SPECS,
  copyLimit: {
    max: MAX_COPIES,
    rule: DECK_RULE.constructed,
    exceptions: t(
      'Copies count by English name across the main deck and the sideboard (100.4a). Basic lands, and cards that say “A deck can have any number of cards named …”, escape the limit; a restricted card is limited to one; Commander allows one of each (903.5b); limited decks, any number (100.2b).',
      'Les exemplaires se comptent par nom anglais, deck principal et réserve ensemble (100.4a). Les terrains de base et les cartes qui disent « Un deck peut contenir n’importe quel nombre de cartes appelées … » échappent à la limite ; une carte restreinte est limitée à un exemplaire ; le Commander en permet un de chaque (903.5b) ; le limité, autant qu’on veut (100.2b).',
    ),
  },
  validate: validateDeck,
  describeIssue,
}
