// A small hand-built catalog of real FFTCG cards (data from shared/data/fftcg/cards.merged.json),
// chosen to cover every search feature: multi-element, Light/Dark, each card type, a crystal,
// accents, reprints with aliases, EX Burst, multicards and keywords.
import type { Card, CardType, Element, Keyword, Rarity } from '@shared/games/fftcg/card'

interface Spec {
  code: string
  aliases?: string[]
  name: string
  elements: Element[]
  type: CardType
  cost: number
  power?: number | null
  jobs?: string[]
  category1: string
  category2?: string | null
  rarity: Rarity
  set: string
  text?: string
  exBurst?: boolean
  multicard?: boolean | null
  keywords?: Keyword[]
}

function card(s: Spec): Card {
  const [first, ...others] = s.code.split('/')
  // `1-001H` → `1-001`; `PR-001` and `C-001` carry no rarity letter.
  const key = first!.replace(/[A-Z]+$/, '')
  const text = s.text ?? ''
  return {
    code: first!,
    key,
    aliases: s.aliases ?? others.map((o) => o.replace(/[A-Z]+$/, '')),
    identity: key,
    fullCode: s.code,
    name: s.name,
    elements: s.elements,
    type: s.type,
    deckLegal: s.type !== 'crystal',
    cost: s.cost,
    power: s.power ?? null,
    jobs: s.jobs ?? [],
    category1: s.category1,
    category2: s.category2 ?? null,
    rarity: s.rarity,
    set: s.set,
    text: text ? [{ kind: 'text', text }] : [],
    plainText: text,
    exBurst: s.exBurst ?? false,
    multicard: s.multicard === undefined ? false : s.multicard,
    keywords: s.keywords ?? [],
    image: null,
  }
}

export const AURON = card({
  code: '1-001H', name: 'Auron', elements: ['fire'], type: 'forward', cost: 6, power: 9000, jobs: ['Guardian'],
  category1: 'X', rarity: 'H', set: 'Opus I',
  text: 'When Auron deals damage to your opponent, you may play 1 Fire Backup from your hand onto the field dull.',
})
export const RED_MAGE = card({
  code: '1-003C', name: 'Red Mage', elements: ['fire'], type: 'backup', cost: 2, jobs: ['Standard Unit'],
  category1: 'III', rarity: 'C', set: 'Opus I', text: 'Fire 1 Dull: Choose 1 Forward. It cannot block this turn.',
})
export const TIFA = card({
  code: '1-016C', name: 'Tifa', elements: ['fire'], type: 'forward', cost: 2, power: 4000, jobs: ['Martial Artist'],
  category1: 'VII', rarity: 'C', set: 'Opus I', keywords: ['haste'],
  text: 'Haste (This Character can attack or use abilities containing Dull in the cost the turn it enters the field.)',
})
export const GIPPAL = card({
  code: '1-101R', name: 'Gippal', elements: ['earth'], type: 'forward', cost: 4, power: 8000, jobs: ['Faction Leader'],
  category1: 'X', rarity: 'R', set: 'Opus I', exBurst: true,
  text: 'EX BURST When Gippal enters the field, all the Forwards you control gain +4000 power until the end of the turn.',
})
export const SHANTOTTO = card({
  code: '1-107L', name: 'Shantotto', elements: ['earth'], type: 'backup', cost: 7, jobs: ['Mage'],
  category1: 'DFF · XI', category2: 'XI', rarity: 'L', set: 'Opus I',
  text: 'If Shantotto is on the field, it gains Elements of Fire, Ice, Wind, Earth, Lightning and Water. When Shantotto enters the field, remove all the Forwards from the game.',
})
export const TIDUS = card({
  code: '1-163L', name: 'Tidus', elements: ['water'], type: 'forward', cost: 4, power: 7000, jobs: ['Guardian'],
  category1: 'DFF · X', category2: 'X', rarity: 'L', set: 'Opus I',
  text: 'For each Forward other than Tidus you control, Tidus gains +1000 power.',
})
export const SEPHIROTH = card({
  code: '1-186L', name: 'Sephiroth', elements: ['dark'], type: 'forward', cost: 8, power: 8000, jobs: ['War Hero'],
  category1: 'DFF · VII', category2: 'VII', rarity: 'L', set: 'Opus I', keywords: ['firstStrike'],
  text: 'First Strike When Sephiroth enters the field, choose 1 Backup. Break it.',
})
export const SEPHIROTH_PROMO = card({
  code: 'PR-001', name: 'Sephiroth', elements: ['dark'], type: 'forward', cost: 4, power: 8000, jobs: ['War Hero'],
  category1: 'VII', rarity: 'PR', set: 'Opus I', text: "Hell's Gate Special 2 Dull: Choose 1 Backup. Break it.",
})
export const VAAN = card({
  code: '1-154R', name: 'Vaan', elements: ['water'], type: 'forward', cost: 5, power: 7000, jobs: ['Pirate'],
  category1: 'DFF · XII', category2: 'XII', rarity: 'R', set: 'Opus I',
  text: 'When Vaan enters the field, draw 1 card. When Vaan forms a party and attacks, draw 1 card then discard 1 card from your hand.',
})
export const CUCHULAINN = card({
  code: '2-133R', name: 'Cúchulainn, the Impure', elements: ['water'], type: 'summon', cost: 4,
  category1: 'XII', rarity: 'R', set: 'Opus II', exBurst: true,
  text: 'EX BURST Choose 1 Forward opponent controls. It loses 1000 power for each dull Character opponent controls until the end of the turn. Draw 1 card.',
})
export const CLOUD_SOLDIER = card({
  code: '8-143S', name: 'Cloud', elements: ['earth'], type: 'forward', cost: 3, power: 7000, jobs: ['SOLDIER'],
  category1: 'VII', rarity: 'S', set: 'Opus VIII',
  text: 'When Cloud enters the field, choose 1 Forward. If you control 4 or more Category VII Forwards, break it.',
})
export const MACHERIE = card({
  code: '14-116H', name: 'Machérie', elements: ['light'], type: 'forward', cost: 2, power: 6000, jobs: ['Princess'],
  category1: 'FFBE', rarity: 'H', set: 'Opus XIV',
  text: 'The cost required to cast your Summons is reduced by 1 (it cannot become 0).',
})
export const IFRITA = card({
  code: '15-001R/9-002H', name: 'Ifrita', elements: ['fire'], type: 'summon', cost: 3,
  category1: 'MOBIUS', rarity: 'R', set: 'Crystal Dominion',
  text: 'Select 1 of the 3 following actions. Choose 1 Forward. Deal it 7000 damage.',
})
export const CLOUD = card({
  code: '15-139S', name: 'Cloud', elements: ['fire', 'earth'], type: 'forward', cost: 6, power: 8000, jobs: ['Merc'],
  category1: 'VII', rarity: 'S', set: 'Crystal Dominion',
  text: 'When Cloud enters the field, if you control a Job AVALANCHE Operative Forward, select up to 2 of the 3 following actions.',
})
export const CRYSTAL = card({
  code: 'C-001', name: '', elements: [], type: 'crystal', cost: 0, category1: 'Crystal Hunt', rarity: 'C',
  set: 'Crystal Dominion', multicard: null,
})
export const WARRIOR = card({
  code: '21-009C', name: 'Warrior', elements: ['fire'], type: 'forward', cost: 3, power: 7000, jobs: ['Standard Unit'],
  category1: 'XIV', rarity: 'C', set: 'Beyond Destiny', multicard: true,
  text: 'Put Warrior into the Break Zone: Choose 1 Job Warrior Forward or Card Name Warrior Forward you control.',
})
export const BAHAMUT = card({
  code: '21-012H', name: 'Bahamut', elements: ['fire'], type: 'summon', cost: 5, category1: 'III', rarity: 'H',
  set: 'Beyond Destiny', multicard: null,
  text: 'During your turn, the cost required to cast Bahamut is reduced by 2. Choose 1 Forward. Deal it 10000 damage.',
})
export const BOMB = card({
  code: '21-014C', name: 'Bomb', elements: ['fire'], type: 'monster', cost: 1, power: null, jobs: ['Bomb'],
  category1: 'SOPFFO', rarity: 'C', set: 'Beyond Destiny', multicard: true,
  text: 'Fire Dull, put Bomb into the Break Zone: Choose 1 Forward. Deal it 4000 damage.',
})
export const WARRIOR_OF_LIGHT = card({
  code: '21-121L', name: 'Warrior of Light', elements: ['light'], type: 'forward', cost: 7, power: 9000,
  jobs: ['Warrior of Light'], category1: 'I', rarity: 'L', set: 'Beyond Destiny',
  text: 'When Warrior of Light enters the field due to your cast, reveal the top 5 cards of your deck.',
})
export const AMATERASU = card({
  code: 'Re-001H/12-002H', name: 'Amaterasu', elements: ['fire'], type: 'summon', cost: 3, category1: 'FFEX',
  rarity: 'H', set: 'Legacy Collection',
  text: 'Choose 1 auto-ability. Cancel its effect. If the cancelled auto-ability triggered from a Forward, deal that Forward 8000 damage.',
})
export const CHAOS = card({
  code: 'B-001', name: 'Chaos', elements: ['dark'], type: 'backup', cost: 2, jobs: ['God of Chaos'],
  category1: 'DFF · I', category2: 'I', rarity: 'B', set: 'Boss Deck Chaos',
  text: "Chaos cannot leave the field due to your opponent's Summons or abilities.",
})

/** In a deliberately scrambled order, so that code order has to be worked out. */
export const FIXTURE_CARDS: Card[] = [
  CLOUD, CHAOS, AURON, AMATERASU, CRYSTAL, WARRIOR_OF_LIGHT, SEPHIROTH_PROMO, TIDUS, RED_MAGE, BOMB, IFRITA,
  CUCHULAINN, SEPHIROTH, MACHERIE, GIPPAL, VAAN, TIFA, CLOUD_SOLDIER, BAHAMUT, SHANTOTTO, WARRIOR,
]
