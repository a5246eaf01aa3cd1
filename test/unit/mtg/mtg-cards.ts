// Magic cards built by hand for the engine's tests: a small helper fills an MtgCard (the card
// readers and mana-cost.ts are written elsewhere); costs are parsed here just enough for tests.
import type { Color, ManaSymbol, MtgCard } from '@shared/games/mtg/card'

const COLORS = 'WUBRG'

/** `{2}{G/W}{U/P}{X}` → symbols (test-only; the real parser is src-shared/games/mtg/mana-cost.ts). */
export function costOf(text: string): ManaSymbol[] {
  return [...text.matchAll(/\{([^}]+)\}/g)].map(([, s]) => {
    const parts = s!.split('/')
    if (/^\d+$/.test(s!)) return { kind: 'generic', amount: Number(s) }
    if (s === 'C') return { kind: 'colorless' }
    if (s === 'S') return { kind: 'snow' }
    if (s === 'X' || s === 'Y' || s === 'Z') return { kind: 'variable', letter: s }
    if (parts.length === 1) return { kind: 'color', color: s as Color }
    if (parts[0] === '2') return { kind: 'twobrid', color: parts[1] as Color }
    if (parts.length === 2 && parts[1] === 'P') return { kind: 'phyrexian', color: parts[0] as Color }
    return { kind: 'hybrid', colors: [parts[0] as Color, parts[1] as Color], phyrexian: parts[2] === 'P' }
  })
}

export interface CardSpec {
  cost?: string
  /** `Legendary Creature — Elf Druid` */
  type: string
  text?: string
  pt?: [string, string]
  loyalty?: string
  keywords?: string[]
}

export function mtgCard(name: string, spec: CardSpec): MtgCard {
  const [left, right = ''] = spec.type.split(' — ')
  const words = left!.split(' ')
  const SUPER = ['Legendary', 'Basic', 'Snow', 'World']
  const cost = costOf(spec.cost ?? '')
  const colors = [...new Set(cost.flatMap((s) => (s.kind === 'color' || s.kind === 'phyrexian' || s.kind === 'twobrid' ? [s.color] : s.kind === 'hybrid' ? [...s.colors] : [])))].sort(
    (a, b) => COLORS.indexOf(a) - COLORS.indexOf(b),
  )
  const manaValue = cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'variable' ? 0 : s.kind === 'twobrid' ? 2 : 1), 0)
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    layout: 'normal',
    manaValue,
    colors,
    colorIdentity: colors,
    keywords: spec.keywords ?? [],
    legalities: { standard: 'legal' },
    set: 'tst',
    setName: 'Test set',
    collectorNumber: '1',
    rarity: 'common',
    faces: [
      {
        name,
        manaCost: spec.cost ?? '',
        cost,
        typeLine: spec.type,
        supertypes: words.filter((w) => SUPER.includes(w)),
        types: words.filter((w) => !SUPER.includes(w)),
        subtypes: right ? right.split(' ') : [],
        oracleText: spec.text ?? '',
        power: spec.pt?.[0] ?? null,
        toughness: spec.pt?.[1] ?? null,
        loyalty: spec.loyalty ?? null,
        defense: null,
        colors,
      },
    ],
    imageUrl: null,
  }
}

export const CARDS = {
  forest: mtgCard('Forest', { type: 'Basic Land — Forest', text: '({T}: Add {G}.)' }),
  mountain: mtgCard('Mountain', { type: 'Basic Land — Mountain', text: '({T}: Add {R}.)' }),
  plains: mtgCard('Plains', { type: 'Basic Land — Plains', text: '({T}: Add {W}.)' }),
  island: mtgCard('Island', { type: 'Basic Land — Island', text: '({T}: Add {U}.)' }),
  swamp: mtgCard('Swamp', { type: 'Basic Land — Swamp', text: '({T}: Add {B}.)' }),
  karplusan: mtgCard('Karplusan Forest', { type: 'Land', text: '{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.' }),
  taiga: mtgCard('Taiga', { type: 'Land — Mountain Forest', text: '' }),
  solRing: mtgCard('Sol Ring', { cost: '{1}', type: 'Artifact', text: '{T}: Add {C}{C}.' }),
  bears: mtgCard('Grizzly Bears', { cost: '{1}{G}', type: 'Creature — Bear', pt: ['2', '2'] }),
  elves: mtgCard('Llanowar Elves', { cost: '{G}', type: 'Creature — Elf Druid', text: '{T}: Add {G}.', pt: ['1', '1'] }),
  birds: mtgCard('Birds of Paradise', { cost: '{G}', type: 'Creature — Bird', text: 'Flying\n{T}: Add one mana of any color.', pt: ['0', '1'], keywords: ['Flying'] }),
  goblin: mtgCard('Raging Goblin', { cost: '{R}', type: 'Creature — Goblin Berserker', text: 'Haste', pt: ['1', '1'], keywords: ['Haste'] }),
  angel: mtgCard('Serra Angel', { cost: '{3}{W}{W}', type: 'Creature — Angel', text: 'Flying, vigilance', pt: ['4', '4'], keywords: ['Flying', 'Vigilance'] }),
  knight: mtgCard('White Knight', { cost: '{W}{W}', type: 'Creature — Human Knight', text: 'First strike', pt: ['2', '2'], keywords: ['First strike'] }),
  swiftblade: mtgCard('Boros Swiftblade', { cost: '{R}{W}', type: 'Creature — Human Soldier', text: 'Double strike', pt: ['1', '2'], keywords: ['Double strike'] }),
  trampler: mtgCard('Craw Wurm Trampler', { cost: '{4}{G}{G}', type: 'Creature — Wurm', text: 'Trample', pt: ['6', '4'], keywords: ['Trample'] }),
  grimTrampler: mtgCard('Grim Trampler', { cost: '{2}{B}{G}', type: 'Creature — Beast', text: 'Deathtouch, trample', pt: ['3', '3'], keywords: ['Deathtouch', 'Trample'] }),
  nighthawk: mtgCard('Vampire Nighthawk', { cost: '{1}{B}{B}', type: 'Creature — Vampire Shaman', text: 'Flying, deathtouch, lifelink', pt: ['2', '3'], keywords: ['Flying', 'Deathtouch', 'Lifelink'] }),
  isamaru: mtgCard('Isamaru, Hound of Konda', { cost: '{W}', type: 'Legendary Creature — Dog', pt: ['2', '2'] }),
  finks: mtgCard('Kitchen Finks', { cost: '{1}{G/W}{G/W}', type: 'Creature — Ouphe', pt: ['3', '2'] }),
  probe: mtgCard('Gitaxian Probe', { cost: '{U/P}', type: 'Sorcery', text: 'Look at target player’s hand.\nDraw a card.' }),
  procession: mtgCard('Spectral Procession', { cost: '{2/W}{2/W}{2/W}', type: 'Sorcery', text: 'Create three 1/1 white Spirit creature tokens with flying.' }),
  fireball: mtgCard('Fireball', { cost: '{X}{R}', type: 'Sorcery', text: 'Fireball deals X damage divided as you choose among any number of targets.' }),
  bolt: mtgCard('Lightning Bolt', { cost: '{R}', type: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.' }),
  growth: mtgCard('Giant Growth', { cost: '{G}', type: 'Instant', text: 'Target creature gets +3/+3 until end of turn.' }),
  divination: mtgCard('Divination', { cost: '{2}{U}', type: 'Sorcery', text: 'Draw two cards.' }),
  flash: mtgCard('Ambush Viper', { cost: '{1}{G}', type: 'Creature — Snake', text: 'Flash\nDeathtouch', pt: ['2', '1'], keywords: ['Flash', 'Deathtouch'] }),
  ajani: mtgCard('Ajani Goldmane', { cost: '{2}{W}{W}', type: 'Legendary Planeswalker — Ajani', loyalty: '4' }),
  eldrazi: mtgCard('Matter Reshaper', { cost: '{2}{C}', type: 'Creature — Eldrazi', pt: ['3', '2'] }),
  pendelhaven: mtgCard('Pendelhaven', { type: 'Legendary Land', text: '{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn.' }),
  wall: mtgCard('Wall of Nothing', { cost: '{1}', type: 'Creature — Wall', pt: ['0', '0'] }),
} satisfies Record<string, MtgCard>

/** `n` copies of a card. */
export const copies = (card: MtgCard, n: number): MtgCard[] => Array.from({ length: n }, () => card)

/** A 60-card green-red deck with 24 basic lands. */
export function gruulDeck(): MtgCard[] {
  return [
    ...copies(CARDS.forest, 12),
    ...copies(CARDS.mountain, 12),
    ...copies(CARDS.bears, 8),
    ...copies(CARDS.elves, 8),
    ...copies(CARDS.goblin, 8),
    ...copies(CARDS.bolt, 6),
    ...copies(CARDS.growth, 6),
  ]
}

/** Four of every test card and 20 basic lands: what `inMain` takes its hand and battlefield from. */
export function toolboxDeck(): MtgCard[] {
  return [...Object.values(CARDS).flatMap((c) => copies(c, 4)), ...copies(CARDS.forest, 10), ...copies(CARDS.mountain, 10)]
}
