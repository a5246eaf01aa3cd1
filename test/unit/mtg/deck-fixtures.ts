// Hand-made Magic cards for the deck rules, decklist and statistics tests: real names and oracle
// wording where the rules read them, every field written here (no catalog needed).
import type { DeckEntry } from '@shared/game/module'
import { COLORS, type Color, type Legality, type ManaSymbol, type MtgCard, type MtgFace } from '@shared/games/mtg/card'

const FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'duel', 'historic', 'explorer', 'timeless', 'premodern']

/** `{2}{G}{W/U}` as symbols (the test's own small reader: mana-cost.ts is another engineer's). */
export function costOf(text: string): ManaSymbol[] {
  return [...text.matchAll(/\{([^}]+)\}/g)].map(([, s]): ManaSymbol => {
    const parts = s!.split('/')
    if (/^\d+$/.test(s!)) return { kind: 'generic', amount: Number(s) }
    if (s === 'C') return { kind: 'colorless' }
    if (s === 'X') return { kind: 'variable', letter: 'X' }
    if (parts.length === 2 && parts[1] === 'P') return { kind: 'phyrexian', color: parts[0] as Color }
    if (parts.length === 2 && parts[0] === '2') return { kind: 'twobrid', color: parts[1] as Color }
    if (parts.length >= 2) return { kind: 'hybrid', colors: [parts[0] as Color, parts[1] as Color], phyrexian: parts[2] === 'P' }
    return { kind: 'color', color: s as Color }
  })
}

export interface FaceSpec {
  name: string
  cost?: string
  type: string
  text?: string
}

function face({ name, cost = '', type, text = '' }: FaceSpec): MtgFace {
  const [left, right = ''] = type.split(' — ')
  const words = left!.split(' ')
  const supertypes = words.filter((w) => ['Legendary', 'Basic', 'Snow', 'World'].includes(w))
  const colors = COLORS.filter((c) => cost.includes(c))
  return {
    name,
    manaCost: cost,
    cost: costOf(cost),
    typeLine: type,
    oracleText: text,
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    colors,
    supertypes,
    types: words.filter((w) => !supertypes.includes(w)),
    subtypes: right ? right.split(' ') : [],
  }
}

export interface CardSpec extends FaceSpec {
  identity?: Color[]
  legal?: Partial<Record<string, Legality>>
  keywords?: string[]
  layout?: MtgCard['layout']
  back?: FaceSpec
  set?: string
  number?: string
}

const manaValueOf = (cost: string) => costOf(cost).reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'variable' ? 0 : 1), 0)

export function mtgCard(spec: CardSpec): MtgCard {
  const faces = [face(spec), ...(spec.back ? [face(spec.back)] : [])]
  const name = faces.map((f) => f.name).join(' // ')
  const colors = COLORS.filter((c) => faces.some((f) => f.colors.includes(c)))
  const legalities = Object.fromEntries(FORMATS.map((f) => [f, spec.legal?.[f] ?? 'legal'])) as Record<string, Legality>
  return {
    id: `id-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    layout: spec.layout ?? 'normal',
    manaValue: manaValueOf(spec.cost ?? '') + (spec.layout === 'split' ? manaValueOf(spec.back?.cost ?? '') : 0),
    colors,
    colorIdentity: spec.identity ?? colors,
    keywords: spec.keywords ?? [],
    legalities,
    set: spec.set ?? 'tst',
    setName: 'Test Set',
    collectorNumber: spec.number ?? '1',
    rarity: 'common',
    faces,
    imageUrl: null,
  }
}

const basic = (name: string, color: Color, set: string, number: string) =>
  mtgCard({ name, type: `Basic Land — ${name}`, text: `({T}: Add {${color}}.)`, identity: [color], set, number })

export const FOREST = basic('Forest', 'G', 'm21', '274')
export const MOUNTAIN = basic('Mountain', 'R', 'm21', '270')
export const ISLAND = basic('Island', 'U', 'm21', '264')
export const BOLT = mtgCard({ name: 'Lightning Bolt', cost: '{R}', type: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.', legal: { standard: 'not_legal', pioneer: 'not_legal' }, set: '2x2', number: '117' })
export const SHOCK = mtgCard({ name: 'Shock', cost: '{R}', type: 'Instant', text: 'Shock deals 2 damage to any target.', set: 'm21', number: '159' })
export const ELVES = mtgCard({ name: 'Llanowar Elves', cost: '{G}', type: 'Creature — Elf Druid', text: '{T}: Add {G}.', set: 'dom', number: '168' })
export const BEARS = mtgCard({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', set: 'lea', number: '194' })
export const GIANT = mtgCard({ name: 'Hill Giant', cost: '{3}{R}', type: 'Creature — Giant', set: 'm10', number: '142' })
export const RATS = mtgCard({ name: 'Relentless Rats', cost: '{1}{B}{B}', type: 'Creature — Rat', text: 'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.\nA deck can have any number of cards named Relentless Rats.', set: 'm11', number: '111' })
export const DWARVES = mtgCard({ name: 'Seven Dwarves', cost: '{2}{R}', type: 'Creature — Dwarf', text: 'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.\nA deck can have up to seven cards named Seven Dwarves.', set: 'eld', number: '145' })
export const OKO = mtgCard({ name: 'Oko, Thief of Crowns', cost: '{1}{G}{U}', type: 'Legendary Planeswalker — Oko', legal: { standard: 'banned', pioneer: 'banned', modern: 'banned', legacy: 'banned' }, set: 'eld', number: '197' })
export const RECALL = mtgCard({ name: 'Ancestral Recall', cost: '{U}', type: 'Instant', text: 'Target player draws three cards.', legal: { vintage: 'restricted', legacy: 'banned', commander: 'banned', standard: 'not_legal', pioneer: 'not_legal', modern: 'not_legal', pauper: 'not_legal' }, set: 'lea', number: '48' })
export const SOL_RING = mtgCard({ name: 'Sol Ring', cost: '{1}', type: 'Artifact', text: '{T}: Add {C}{C}.', set: 'cmm', number: '410' })
export const BIRDS = mtgCard({ name: 'Birds of Paradise', cost: '{G}', type: 'Creature — Bird', text: 'Flying\n{T}: Add one mana of any color.', set: 'm12', number: '165' })
export const POOL = mtgCard({ name: 'Breeding Pool', type: 'Land — Forest Mountain', text: '({T}: Add {R} or {G}.)\nAs Breeding Pool enters, you may pay 2 life. If you don’t, it enters tapped.', identity: ['R', 'G'], set: 'rna', number: '246' })
export const FIRE_ICE = mtgCard({ name: 'Fire', cost: '{1}{R}', type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two targets.', layout: 'split', back: { name: 'Ice', cost: '{1}{U}', type: 'Instant', text: 'Tap target permanent.\nDraw a card.' }, set: 'mh2', number: '290' })
export const DELVER = mtgCard({ name: 'Delver of Secrets', cost: '{U}', type: 'Creature — Human Wizard', layout: 'transform', back: { name: 'Insectile Aberration', type: 'Creature — Human Insect', text: 'Flying' }, set: 'mid', number: '47' })
export const HYBRID = mtgCard({ name: 'Boros Reckoner', cost: '{R/W}{R/W}{R/W}', type: 'Creature — Minotaur Wizard', set: 'gtc', number: '215' })
export const LURRUS = mtgCard({ name: 'Lurrus of the Dream-Den', cost: '{1}{W/B}{W/B}', type: 'Legendary Creature — Cat Nightmare', text: 'Companion — Each permanent card in your starting deck has mana value 2 or less.\nLifelink', keywords: ['Companion', 'Lifelink'], set: 'iko', number: '226' })
export const MUTAGENIC = mtgCard({ name: 'Mutagenic Growth', cost: '{G/P}', type: 'Instant', set: 'nph', number: '116' })

// Commanders
export const OMNATH = mtgCard({ name: 'Omnath, Locus of Mana', cost: '{2}{G}', type: 'Legendary Creature — Elemental', text: 'You don’t lose unspent green mana as steps and phases end.', set: 'wwk', number: '105' })
export const THRASIOS = mtgCard({ name: 'Thrasios, Triton Hero', cost: '{G}{U}', type: 'Legendary Creature — Merfolk Wizard', text: '{4}: Scry 1, then reveal the top card of your library.\nPartner (You can have two commanders if both have partner.)', keywords: ['Partner'], set: 'c16', number: '46' })
export const TYMNA = mtgCard({ name: 'Tymna the Weaver', cost: '{1}{W}{B}', type: 'Legendary Creature — Human Cleric', text: 'Lifelink\nPartner (You can have two commanders if both have partner.)', keywords: ['Lifelink', 'Partner'], set: 'c16', number: '48' })
export const TEFERI = mtgCard({ name: 'Teferi, Temporal Archmage', cost: '{4}{U}{U}', type: 'Legendary Planeswalker — Teferi', text: '−1: Untap up to four target permanents.\nTeferi, Temporal Archmage can be your commander.', set: 'c14', number: '12' })
export const ISAMARU = mtgCard({ name: 'Isamaru, Hound of Konda', cost: '{W}', type: 'Legendary Creature — Dog', set: 'chk', number: '19' })

/** Green cards of other names, for a 100-card singleton deck. */
export const greenFiller = (i: number) => mtgCard({ name: `Test Green Creature ${i}`, cost: '{1}{G}', type: 'Creature — Beast', set: 'tst', number: String(100 + i) })

export const CARDS: MtgCard[] = [FOREST, MOUNTAIN, ISLAND, BOLT, SHOCK, ELVES, BEARS, GIANT, RATS, DWARVES, OKO, RECALL, SOL_RING, BIRDS, POOL, FIRE_ICE, DELVER, HYBRID, MUTAGENIC, LURRUS, OMNATH, THRASIOS, TYMNA, TEFERI, ISAMARU]
const FILLERS = Array.from({ length: 40 }, (_, i) => greenFiller(i))
const byId = new Map([...CARDS, ...FILLERS].map((c) => [c.id, c]))
export const lookup = (code: string) => byId.get(code) ?? null
export const entry = (card: MtgCard, count: number): DeckEntry => ({ code: card.id, count })

/** 60 cards, 24 of them basic lands: 12 Mountain, 12 Forest, 4 each of nine spells. */
export const GRUUL_60 = {
  main: [entry(MOUNTAIN, 12), entry(FOREST, 12), entry(BOLT, 4), entry(SHOCK, 4), entry(ELVES, 4), entry(BEARS, 4), entry(GIANT, 4), entry(BIRDS, 4), entry(POOL, 4), entry(DWARVES, 4), entry(SOL_RING, 4)],
  sideboard: [entry(FIRE_ICE, 2)],
}

/** Omnath and 99: 60 Forests, Sol Ring, Birds, Llanowar Elves and 36 green singletons. */
export const OMNATH_100 = {
  commander: [entry(OMNATH, 1)],
  main: [entry(FOREST, 60), entry(SOL_RING, 1), entry(BIRDS, 1), entry(ELVES, 1), ...FILLERS.slice(0, 36).map((c) => entry(c, 1))],
}
