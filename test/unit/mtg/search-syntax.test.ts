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
    expect(errorOf('is:legendary')).toMatch(/^"legendary" is not one of dfc, mdfc, .*commander, historic, arena$/)
    expect(search.find({ query: 'c:purple', offset: 0, limit: 1 }).error).toMatchObject({ position: 2, token: 'purple' })
  })
})

// Scryfall's mana costs (m:, mana:), comparisons between numbers (pow>tou), banned: and restricted:,
// and more is: words, on other hand-made cards (their costs, stats and legalities as printed and as
// the banned and restricted list had them when written).
describe('Scryfall syntax: mana costs, stat comparisons, banned and restricted, more is: words', () => {
  const MORE = {
    guide: card({ name: 'Goblin Guide', cost: '{R}', type: 'Creature — Goblin Scout', text: 'Haste', set: 'zen' }, { pt: ['2', '2'] }),
    ball: card({ name: 'Ball Lightning', cost: '{R}{R}{R}', type: 'Creature — Elemental', text: 'Trample, haste', set: 'a25' }, { pt: ['6', '1'] }),
    bears: card({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', set: 'lea' }, { pt: ['2', '2'] }),
    omens: card({ name: 'Wall of Omens', cost: '{1}{W}', type: 'Creature — Wall', text: 'Defender\nWhen Wall of Omens enters, draw a card.', set: 'roe' }, { pt: ['0', '4'] }),
    confidant: card({ name: 'Dark Confidant', cost: '{1}{B}', type: 'Creature — Human Wizard', text: 'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.', set: 'rav' }, { pt: ['2', '1'] }),
    reckoner: card({ name: 'Boros Reckoner', cost: '{R/W}{R/W}{R/W}', type: 'Creature — Minotaur Wizard', text: 'Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.', set: 'gtc' }, { pt: ['3', '3'] }),
    procession: card({ name: 'Spectral Procession', cost: '{2/W}{2/W}{2/W}', type: 'Sorcery', text: 'Create three 1/1 white Spirit creature tokens with flying.', set: 'shm' }),
    probe: card({ name: 'Gitaxian Probe', cost: '{U/P}', type: 'Sorcery', text: 'Look at target player’s hand.\nDraw a card.', set: 'nph', legal: { modern: 'banned' } }),
    dismember: card({ name: 'Dismember', cost: '{1}{B/P}{B/P}', type: 'Instant', text: 'Target creature gets -5/-5 until end of turn.', set: 'nph' }),
    recall: card({ name: 'Ancestral Recall', cost: '{U}', type: 'Instant', text: 'Target player draws three cards.', set: 'lea', legal: { vintage: 'restricted', legacy: 'banned', commander: 'banned' } }),
    lotus: card({ name: 'Mox Amber', cost: '{0}', type: 'Legendary Artifact', text: '{T}: Add one mana of any color among legendary creatures and planeswalkers you control.', set: 'dom' }),
    student: card({ name: 'Student of Warfare', cost: '{W}', type: 'Creature — Human Knight', text: 'Level up {W}', layout: 'leveler', set: 'roe' }, { pt: ['1', '1'] }),
    fireIce: card({ name: 'Fire', cost: '{1}{R}', type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two targets.', layout: 'split', back: { name: 'Ice', cost: '{1}{U}', type: 'Instant', text: 'Tap target permanent.\nDraw a card.' }, set: 'mh2' }),
    mountain: card({ name: 'Mountain', type: 'Basic Land — Mountain', text: '({T}: Add {R}.)', identity: ['R'], set: 'm21' }),
  }
  type More = keyof typeof MORE
  const keys = Object.keys(MORE) as More[]
  const more = new FieldSearch(keys.map((key) => mtgSearchRow(MORE[key]) as unknown as Record<string, unknown>), MTG_CARD_FIELDS)
  const named = new Map(keys.map((key) => [MORE[key].name, key]))
  const found = (query: string): More[] => {
    const result = more.find({ query, offset: 0, limit: 100 })
    if (result.error) throw new Error(`${query}: ${result.error.message}`)
    const hit = new Set(result.cards.map((c) => named.get(c.name as string)!))
    return keys.filter((key) => hit.has(key))
  }
  const problem = (query: string) => more.find({ query, offset: 0, limit: 1 }).error

  it('m: and mana: find costs with at least these symbols, in braces or as players type them (2gg)', () => {
    expect(found('m:{R}{R}')).toEqual(['ball'])
    expect(found('m:rr')).toEqual(['ball'])
    // Dismember's {B/P} is a symbol of its own, not {B}
    expect(found('mana:{1}{B}')).toEqual(['confidant'])
    expect(found('m:1b')).toEqual(['confidant'])
    // a generic {2} is two generic mana: {1}{R} of Fire is not at least {2}
    expect(found('m:2')).toEqual([])
    expect(found('m:{0}')).toEqual(['lotus'])
  })

  it('m= is exactly the cost, m<= at most (a land has no cost, so no comparison holds), m> strictly more, m!= not exactly', () => {
    expect(found('m={R}')).toEqual(['guide'])
    expect(found('m=1g')).toEqual(['bears'])
    expect(found('m<=rr')).toEqual(['guide'])
    expect(found('m>r')).toEqual(['ball', 'fireIce'])
    expect(found('m!=r t:creature')).toEqual(['ball', 'bears', 'omens', 'confidant', 'reckoner', 'student'])
  })

  it('a split card answers when one half’s cost does (Fire // Ice: {1}{R} and {1}{U})', () => {
    expect(found('m=1r')).toEqual(['fireIce'])
    expect(found('m=1u')).toEqual(['fireIce'])
    expect(found('m:ru')).toEqual([])
  })

  it('hybrid, two-brid and Phyrexian symbols in braces, the halves of a hybrid symbol in either order', () => {
    expect(found('m:{R/W}')).toEqual(['reckoner'])
    expect(found('m:{W/R}{W/R}{W/R}')).toEqual(['reckoner'])
    expect(found('m:{2/W}')).toEqual(['procession'])
    expect(found('m:{B/P}{B/P}')).toEqual(['dismember'])
    expect(found('m:{U/P}')).toEqual(['probe'])
  })

  it('says what it cannot read in a mana cost, and where', () => {
    expect(problem('m:2qq')).toEqual({ message: 'Mana cost: "q" is not a mana symbol (W U B R G C X S, a number, or a symbol in braces such as {G/U})', position: 2, token: '2qq' })
    expect(problem('m:{2')?.message).toBe('Mana cost: "{2" has no closing brace')
    expect(problem('t:creature m:{G/G}')?.message).toBe('Mana cost: {G/G} is not a mana symbol')
  })

  it('pow>tou, pow=tou, tou>pow compare a card’s own numbers; a card without them never answers', () => {
    expect(found('pow>tou')).toEqual(['ball', 'confidant'])
    expect(found('pow=tou')).toEqual(['guide', 'bears', 'reckoner', 'student'])
    expect(found('tou>pow')).toEqual(['omens'])
    expect(found('power>toughness')).toEqual(['ball', 'confidant'])
    expect(found('pow>mv')).toEqual(['guide', 'ball'])
    expect(problem('pow>flying')?.message).toBe('Power takes a number or another number\'s key, not "flying"')
  })

  it('banned: and restricted: name the formats where the card is so (f: keeps finding legal and restricted cards)', () => {
    expect(found('banned:legacy')).toEqual(['recall'])
    expect(found('banned:modern')).toEqual(['probe'])
    expect(found('restricted:vintage')).toEqual(['recall'])
    expect(found('f:vintage t:instant')).toEqual(['dismember', 'recall', 'fireIce'])
    expect(found('restricted:legacy')).toEqual([])
    expect(problem('banned:standrd')).toMatchObject({ message: expect.stringMatching(/^Banned in is one of standard, pioneer, .*, not "standrd"$/), position: 7, token: 'standrd' })
  })

  it('is:hybrid, is:phyrexian (in the cost), is:bear (a 2/2 of mana value 2), is:party (Cleric, Rogue, Warrior or Wizard creature), is:leveler', () => {
    expect(found('is:hybrid')).toEqual(['reckoner', 'procession'])
    expect(found('is:phyrexian')).toEqual(['probe', 'dismember'])
    expect(found('is:bear')).toEqual(['bears'])
    expect(found('is:party')).toEqual(['confidant', 'reckoner'])
    expect(found('is:leveler')).toEqual(['student'])
  })

  it('colour comparisons: c>= at least, c<= at most, c= exactly, id<= within', () => {
    expect(found('c>=rw')).toEqual(['reckoner'])
    expect(found('c<=w')).toEqual(['omens', 'procession', 'lotus', 'student', 'mountain'])
    expect(found('c=b')).toEqual(['confidant', 'dismember'])
    expect(found('id<=esper t:instant')).toEqual(['dismember', 'recall'])
  })
})
