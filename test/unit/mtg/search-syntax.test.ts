// Issue 14, item 2: Magic's search keys with the meanings of Scryfall's syntax page
// (https://scryfall.com/docs/syntax), through the field index, over hand-made cards. Each expected
// list is read off the cards below and the documented meaning, never off the search itself.
import { describe, expect, it } from 'vitest'
import { FieldSearch } from '../../../src-main/catalog/field-index'
import { MTG_CARD_FIELDS, mtgSearchRow } from '@shared/games/mtg/card-fields'
import type { MtgCard, Rarity } from '@shared/games/mtg/card'
import { mtgCard, type CardSpec } from './deck-fixtures'

interface Extra {
  rarity?: Rarity
  /** Power and toughness of the front face, then of the back. */
  pt?: [string, string]
  backPt?: [string, string]
  loyalty?: string
}

function card(spec: CardSpec, extra: Extra = {}): MtgCard {
  const made = mtgCard(spec)
  const stats = (i: number) => (i === 0 ? extra.pt : extra.backPt)
  return {
    ...made,
    rarity: extra.rarity ?? 'common',
    faces: made.faces.map((face, i) => ({ ...face, power: stats(i)?.[0] ?? null, toughness: stats(i)?.[1] ?? null, loyalty: i === 0 ? (extra.loyalty ?? null) : null })),
  }
}

const CARDS = {
  bolt: card({ name: 'Lightning Bolt', cost: '{R}', type: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.', set: '2x2', legal: { standard: 'not_legal' } }),
  helix: card({ name: 'Lightning Helix', cost: '{R}{W}', type: 'Instant', text: 'Lightning Helix deals 3 damage to any target and you gain 3 life.', set: 'rav' }, { rarity: 'uncommon' }),
  bears: card({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', set: 'lea' }, { pt: ['2', '2'] }),
  serra: card(
    { name: 'Serra Angel', cost: '{3}{W}{W}', type: 'Creature — Angel', text: 'Flying, vigilance', keywords: ['Flying', 'Vigilance'], set: 'lea' },
    { rarity: 'uncommon', pt: ['4', '4'] },
  ),
  solRing: card({ name: 'Sol Ring', cost: '{1}', type: 'Artifact', text: '{T}: Add {C}{C}.', set: 'cmm' }, { rarity: 'uncommon' }),
  isamaru: card({ name: 'Isamaru, Hound of Konda', cost: '{W}', type: 'Legendary Creature — Dog', set: 'chk' }, { rarity: 'rare', pt: ['2', '2'] }),
  teferi: card(
    { name: 'Teferi, Temporal Archmage', cost: '{4}{U}{U}', type: 'Legendary Planeswalker — Teferi', text: '−1: Untap up to four target permanents.\nTeferi, Temporal Archmage can be your commander.', set: 'c14' },
    { rarity: 'mythic', loyalty: '5' },
  ),
  fireIce: card(
    { name: 'Fire', cost: '{1}{R}', type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two targets.', layout: 'split', back: { name: 'Ice', cost: '{1}{U}', type: 'Instant', text: 'Tap target permanent.\nDraw a card.' }, set: 'mh2' },
    { rarity: 'uncommon' },
  ),
  delver: card(
    { name: 'Delver of Secrets', cost: '{U}', type: 'Creature — Human Wizard', text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.', layout: 'transform', back: { name: 'Insectile Aberration', type: 'Creature — Human Insect', text: 'Flying' }, set: 'mid' },
    { pt: ['1', '1'], backPt: ['3', '2'] },
  ),
  forest: card({ name: 'Forest', type: 'Basic Land — Forest', text: '({T}: Add {G}.)', identity: ['G'], set: 'm21' }),
  sphinx: card(
    { name: 'Sphinx of the Steel Wind', cost: '{5}{W}{U}{B}', type: 'Artifact Creature — Sphinx', text: 'Flying, first strike, vigilance, lifelink, protection from red and from green', keywords: ['Flying', 'First strike', 'Vigilance', 'Lifelink', 'Protection'], set: 'cmm' },
    { rarity: 'mythic', pt: ['6', '6'] },
  ),
  lord: card({ name: 'Lord of Atlantis', cost: '{U}{U}', type: 'Creature — Merfolk', text: 'Other Merfolk get +1/+1 and have islandwalk.', set: 'tsb' }, { rarity: 'special', pt: ['2', '2'] }),
  lotus: card({ name: 'Black Lotus', cost: '{0}', type: 'Artifact', text: '{T}, Sacrifice Black Lotus: Add three mana of any one color.', set: 'vma', legal: { standard: 'not_legal', vintage: 'restricted', legacy: 'banned', commander: 'banned' } }, { rarity: 'bonus' }),
  history: card({ name: 'History of Benalia', cost: '{1}{W}{W}', type: 'Enchantment — Saga', text: 'I, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.', set: 'dom' }, { rarity: 'mythic' }),
  emeria: card(
    { name: 'Emeria’s Call', cost: '{4}{W}{W}{W}', type: 'Sorcery', text: 'Create two 4/4 white Angel Warrior creature tokens with flying.', layout: 'modal_dfc', back: { name: 'Emeria, Shattered Skyscape', type: 'Land', text: 'As Emeria, Shattered Skyscape enters, you may pay 3 life. If you don’t, it enters tapped.\n{T}: Add {W}.' }, set: 'znr' },
    { rarity: 'mythic' },
  ),
}
type Key = keyof typeof CARDS
const KEYS = Object.keys(CARDS) as Key[]
const search = new FieldSearch(KEYS.map((key) => mtgSearchRow(CARDS[key]) as unknown as Record<string, unknown>), MTG_CARD_FIELDS)
const keyOf = new Map(KEYS.map((key) => [CARDS[key].name, key]))

/** The cards a query finds, in the order of CARDS (the search's own order is tested apart). */
function find(query: string): Key[] {
  const result = search.find({ query, offset: 0, limit: 100 })
  if (result.error) throw new Error(`${query}: ${result.error.message}`)
  const found = new Set(result.cards.map((c) => keyOf.get(c.name as string)!))
  return KEYS.filter((key) => found.has(key))
}
const errorOf = (query: string) => search.find({ query, offset: 0, limit: 1 }).error?.message

describe('Scryfall syntax on hand-made cards', () => {
  it('bare words and "phrases" search names only; name: and n: too', () => {
    expect(find('bolt')).toEqual(['bolt'])
    expect(find('lightning')).toEqual(['bolt', 'helix'])
    expect(find('"lightning bolt"')).toEqual(['bolt'])
    expect(find('flying')).toEqual([]) // in rules text only, not in a name
    expect(find('name:angel')).toEqual(['serra'])
    expect(find('n:lotus')).toEqual(['lotus'])
  })

  it('t: finds any supertype, type or subtype of either face, partial words allowed', () => {
    expect(find('t:creature')).toEqual(['bears', 'serra', 'isamaru', 'delver', 'sphinx', 'lord'])
    expect(find('t:legend')).toEqual(['isamaru', 'teferi'])
    expect(find('t:saga')).toEqual(['history'])
    expect(find('t:land')).toEqual(['forest', 'emeria']) // Emeria’s back is a land
    expect(find('t:insect')).toEqual(['delver'])
  })

  it('o: finds words and quoted phrases in the rules text of either face', () => {
    expect(find('o:flying')).toEqual(['serra', 'delver', 'sphinx', 'emeria'])
    expect(find('o:"draw a card"')).toEqual(['fireIce'])
    expect(find('oracle:"3 damage"')).toEqual(['bolt', 'helix'])
  })

  it('c: is "at least these colours", c= exactly, c<= at most (colourless included), c> and c< strictly, c!= not exactly', () => {
    expect(find('c:r')).toEqual(['bolt', 'helix', 'fireIce'])
    expect(find('c=r')).toEqual(['bolt'])
    expect(find('c>=rw')).toEqual(['helix'])
    expect(find('c:wr')).toEqual(['helix'])
    expect(find('c<=rw')).toEqual(['bolt', 'helix', 'serra', 'solRing', 'isamaru', 'forest', 'lotus', 'history', 'emeria'])
    expect(find('c<rw')).toEqual(['bolt', 'serra', 'solRing', 'isamaru', 'forest', 'lotus', 'history', 'emeria'])
    expect(find('c>u')).toEqual(['fireIce', 'sphinx'])
    expect(find('c!=w c:w')).toEqual(['helix', 'sphinx'])
  })

  it('c:c is colourless, c:m multicolour, and colour, guild and shard names stand for their colours', () => {
    expect(find('c:c')).toEqual(['solRing', 'forest', 'lotus'])
    expect(find('c:colorless')).toEqual(['solRing', 'forest', 'lotus'])
    expect(find('c:m')).toEqual(['helix', 'fireIce', 'sphinx'])
    expect(find('c:multicolor')).toEqual(['helix', 'fireIce', 'sphinx'])
    expect(find('-c:m c:w')).toEqual(['serra', 'isamaru', 'history', 'emeria'])
    expect(find('c:boros')).toEqual(['helix'])
    expect(find('c:esper')).toEqual(['sphinx'])
    expect(find('c:azorius')).toEqual(['sphinx'])
    expect(find('c=blue')).toEqual(['teferi', 'delver', 'lord'])
  })

  it('id: is "within" (the cards an Esper commander’s deck may hold), id>= at least, id=c colourless identity', () => {
    expect(find('id:esper')).toEqual(['serra', 'solRing', 'isamaru', 'teferi', 'delver', 'sphinx', 'lord', 'lotus', 'history', 'emeria'])
    expect(find('id<=wub')).toEqual(find('id:esper'))
    expect(find('id>=wub')).toEqual(['sphinx'])
    expect(find('id:c')).toEqual(['solRing', 'lotus'])
    expect(find('identity:g t:land')).toEqual(['forest'])
    expect(find('id:izzet t:instant')).toEqual(['bolt', 'fireIce'])
  })

  it('r: takes a rarity or its first letter; r>=, r<… compare in Scryfall’s order (common < uncommon < rare < special < mythic < bonus)', () => {
    expect(find('r:c')).toEqual(['bolt', 'bears', 'delver', 'forest'])
    expect(find('r:special')).toEqual(['lord'])
    expect(find('r>=rare')).toEqual(['isamaru', 'teferi', 'sphinx', 'lord', 'lotus', 'history', 'emeria'])
    expect(find('r>r')).toEqual(['teferi', 'sphinx', 'lord', 'lotus', 'history', 'emeria'])
    expect(find('r<uncommon')).toEqual(['bolt', 'bears', 'delver', 'forest'])
    expect(find('rarity<=u -r:c')).toEqual(['helix', 'serra', 'solRing', 'fireIce'])
    expect(find('r>mythic')).toEqual(['lotus'])
  })

  it('mv and cmc compare the mana value (a split card adds its halves, rule 709.4)', () => {
    expect(find('mv<=1')).toEqual(['bolt', 'solRing', 'isamaru', 'delver', 'forest', 'lotus'])
    expect(find('cmc>=7')).toEqual(['sphinx', 'emeria'])
    expect(find('mv=4')).toEqual(['fireIce'])
    expect(find('mv!=0 mv<2')).toEqual(['bolt', 'solRing', 'isamaru', 'delver'])
  })

  it('pow, tou and loy compare the first face that has them', () => {
    expect(find('pow>=4')).toEqual(['serra', 'sphinx'])
    expect(find('tou<2')).toEqual(['delver'])
    expect(find('power=2 toughness=2')).toEqual(['bears', 'isamaru', 'lord'])
    expect(find('loy=5')).toEqual(['teferi'])
  })

  it('s:, set: and e: take a whole set code', () => {
    expect(find('s:lea')).toEqual(['bears', 'serra'])
    expect(find('set:2x2')).toEqual(['bolt'])
    expect(find('e:cmm')).toEqual(['solRing', 'sphinx'])
    expect(find('s:2x')).toEqual([])
  })

  it('f: and legal: find cards legal (or restricted) in a format; banned and not-legal cards are left out', () => {
    expect(find('f:vintage t:artifact')).toEqual(['solRing', 'sphinx', 'lotus'])
    expect(find('legal:legacy t:artifact')).toEqual(['solRing', 'sphinx'])
    expect(find('-f:standard')).toEqual(['bolt', 'lotus'])
    expect(find('-f:commander')).toEqual(['lotus'])
  })

  it('is: split, dfc, mdfc, transform', () => {
    expect(find('is:split')).toEqual(['fireIce'])
    expect(find('is:dfc')).toEqual(['delver', 'emeria'])
    expect(find('is:mdfc')).toEqual(['emeria'])
    expect(find('is:transform')).toEqual(['delver'])
  })

  it('is:permanent and is:spell (a land is a permanent, not a spell)', () => {
    expect(find('-is:permanent')).toEqual(['bolt', 'helix', 'fireIce', 'emeria'])
    expect(find('-is:spell')).toEqual(['forest'])
  })

  it('is:vanilla (no rules text) and is:frenchvanilla (keywords only)', () => {
    expect(find('is:vanilla')).toEqual(['bears', 'isamaru'])
    expect(find('is:frenchvanilla')).toEqual(['serra', 'sphinx'])
  })

  it('is:commander: a legendary creature, or a card that says it can be your commander (rule 903.3)', () => {
    expect(find('is:commander')).toEqual(['isamaru', 'teferi'])
  })

  it('is:historic: legendary, artifact or Saga (rule 700.6); is:multicolor', () => {
    expect(find('is:historic')).toEqual(['solRing', 'isamaru', 'teferi', 'sphinx', 'lotus', 'history'])
    expect(find('is:multicolor')).toEqual(['helix', 'fireIce', 'sphinx'])
  })

  it('kw: finds the keywords the card data lists', () => {
    expect(find('kw:vigilance')).toEqual(['serra', 'sphinx'])
  })

  it('negation, or and parentheses', () => {
    expect(find('t:creature -c:u')).toEqual(['bears', 'serra', 'isamaru'])
    expect(find('t:saga or t:planeswalker')).toEqual(['teferi', 'history'])
    expect(find('(c=r or c=g) mv<=2')).toEqual(['bolt', 'bears'])
    expect(find('-(t:creature or t:land)')).toEqual(['bolt', 'helix', 'solRing', 'teferi', 'fireIce', 'lotus', 'history'])
  })

  it('says what is wrong, and where, for a colour, rarity or comparison it cannot read', () => {
    expect(errorOf('c:purple')).toMatch(/^Colour takes letters or names \(w, u, b, r, g, white,.*\), not "purple"$/)
    expect(errorOf('r>=legendary')).toBe('Rarity is one of common, uncommon, rare, special, mythic, bonus, not "legendary"')
    expect(errorOf('t>3')).toBe('Type line takes ":", "=" or "!=" (not ">")')
    expect(errorOf('c>=m')).toBe('"m" takes ":", "=" or "!=" (not ">=")')
    expect(errorOf('is:legendary')).toMatch(/^"legendary" is not one of dfc, mdfc, .*commander, historic$/)
    expect(search.find({ query: 'c:purple', offset: 0, limit: 1 }).error).toMatchObject({ position: 2, token: 'purple' })
  })
})
