// Issue 14, item 2: Magic's card fields through the generic field query (src-main/catalog/
// field-query.ts) with Scryfall's keys, over real cards of the bundled catalog. Expected names come
// from the printed cards (types, colours, costs), not from the code under test.
import { describe, expect, it } from 'vitest'
import { fieldFacets, filterPredicate } from '../../../src-main/catalog/field-index'
import { parseFieldQuery } from '../../../src-main/catalog/field-query'
import { MTG_CARD_FIELDS, mtgSearchRow } from '@shared/games/mtg/card-fields'
import { MtgFiltersSchema } from '@shared/games/mtg/card-filters'
import { card } from './fixtures'

const NAMES = {
  bolt: 'Lightning Bolt', // {R} instant, uncommon, 2X2
  loch: 'Loch Dragon', // {U/R}×4 3/2 Dragon, ELD
  esika: 'Esika, God of the Tree // The Prismatic Bridge', // modal DFC, {1}{G}{G} 1/4, identity WUBRG
  fireIce: 'Fire // Ice', // split, {1}{R} // {1}{U}
  ugin: 'Ugin, the Spirit Dragon', // {8} planeswalker, loyalty 7
  forest: 'Forest',
  abbey: 'Westvale Abbey // Ormendahl, Profane Prince', // transform land, back 9/7, identity B
  snapdax: 'Snapdax, Apex of the Hunt', // {1}{R}{W}{B} 3/5 mutate
  giant: 'Bonecrusher Giant // Stomp', // adventure, 4/3, ELD
  dryad: 'Dryad Militant', // {G/W} 2/1
  amalgam: 'Rootwire Amalgam', // {5} artifact creature 5/5, identity G
  bruna: 'Bruna, the Fading Light', // meld, {5}{W}{W} 5/7
  akki: 'Akki Lavarunner // Tok-Tok, Volcano Born', // flip, {3}{R} 1/1
  colossus: 'Blightsteel Colossus', // {12} 11/11
  evangel: 'Cabal Evangel', // {1}{B} 2/2 common, no rules text
} as const
type Key = keyof typeof NAMES
const rows = Object.entries(NAMES).map(([key, name]) => ({ key: key as Key, row: mtgSearchRow(card(name)) }))

/** The keys of the cards a query finds, in NAMES order. */
function find(query: string): Key[] {
  const parsed = parseFieldQuery(query, MTG_CARD_FIELDS)
  if (!parsed.ok) throw new Error(`${query}: ${parsed.error.message}`)
  return rows.filter(({ row }) => parsed.matches(row as unknown as Record<string, unknown>)).map(({ key }) => key)
}

describe('Scryfall query keys', () => {
  it('name words and name:', () => {
    expect(find('bolt')).toEqual(['bolt'])
    expect(find('name:colossus')).toEqual(['colossus'])
  })
  it('t: and type: search every face’s type line', () => {
    expect(find('t:dragon')).toEqual(['loch'])
    expect(find('type:legendary')).toEqual(['esika', 'ugin', 'abbey', 'snapdax', 'bruna', 'akki'])
    expect(find('t:land')).toEqual(['forest', 'abbey'])
    expect(find('t:adventure')).toEqual(['giant'])
  })
  it('o: and oracle: search the rules text of every face, phrases in quotes', () => {
    expect(find('o:"3 damage to any target"')).toEqual(['bolt', 'ugin']) // Ugin's +2
    expect(find('oracle:indestructible')).toEqual(['abbey', 'colossus'])
  })
  it('c: is "at least these colours" in any order, c= exactly, c:c colourless and c:m multicolour', () => {
    expect(find('c:r')).toEqual(['bolt', 'loch', 'fireIce', 'snapdax', 'giant', 'akki'])
    expect(find('c:ur')).toEqual(['loch', 'fireIce'])
    expect(find('color:ru')).toEqual(['loch', 'fireIce'])
    expect(find('c:wbr')).toEqual(['snapdax'])
    expect(find('c=r')).toEqual(['bolt', 'giant', 'akki'])
    expect(find('c!=r c:r')).toEqual(['loch', 'fireIce', 'snapdax'])
    expect(find('c:c')).toEqual(['ugin', 'forest', 'abbey', 'amalgam', 'colossus'])
    expect(find('c:m')).toEqual(['loch', 'fireIce', 'snapdax', 'dryad'])
  })
  it('id: and identity: read the colour identity, id: as "within" (Scryfall’s id<=, the Commander question), id>= as "at least"', () => {
    expect(find('id:b')).toEqual(['ugin', 'abbey', 'colossus', 'evangel'])
    expect(find('id>=b')).toEqual(['esika', 'abbey', 'snapdax', 'evangel'])
    expect(find('identity=b')).toEqual(['abbey', 'evangel'])
    expect(find('id:g c:c')).toEqual(['ugin', 'forest', 'amalgam', 'colossus'])
  })
  it('mv: and cmc: compare mana values (a split card’s summed, CR 709.4)', () => {
    expect(find('mv>=8')).toEqual(['ugin', 'colossus'])
    expect(find('cmc=4')).toEqual(['loch', 'fireIce', 'snapdax', 'akki'])
    expect(find('mv<1')).toEqual(['forest', 'abbey'])
    expect(find('mv!=0 mv<=2')).toEqual(['bolt', 'dryad', 'evangel'])
  })
  it('pow:, power:, tou:, toughness: compare the first face that has them (the Abbey’s back)', () => {
    expect(find('pow>=9')).toEqual(['abbey', 'colossus'])
    expect(find('power=2')).toEqual(['dryad', 'evangel'])
    expect(find('tou<=1')).toEqual(['dryad', 'akki'])
  })
  it('r: and rarity: take a rarity or the prefix of one', () => {
    expect(find('r:mythic')).toEqual(['esika', 'ugin', 'snapdax', 'amalgam', 'colossus'])
    expect(find('rarity:c')).toEqual(['fireIce', 'forest', 'evangel'])
    expect(find('r:u')).toEqual(['bolt', 'loch', 'dryad'])
  })
  it('s:, set: and e: find the kept printing’s set', () => {
    expect(find('s:eld')).toEqual(['loch', 'giant'])
    expect(find('set:2x2')).toEqual(['bolt'])
  })
  it('f:, legal: and format: find cards legal (or restricted) in a format', () => {
    expect(find('f:pauper')).toEqual(['bolt', 'fireIce', 'forest', 'evangel'])
    // Cabal Evangel's legalities are its 2019 file's (Dominaria was in Standard then); Loch Dragon
    // and Bonecrusher Giant's those of Throne of Eldraine at its release (the file is a pre-release one).
    expect(find('legal:standard')).toEqual(['loch', 'forest', 'giant', 'amalgam', 'evangel'])
    expect(find('format:vintage -f:pauper')).toEqual(['loch', 'esika', 'ugin', 'abbey', 'snapdax', 'giant', 'dryad', 'amalgam', 'bruna', 'akki', 'colossus'])
  })
  it('is: for the common groups', () => {
    expect(find('is:dfc')).toEqual(['esika', 'abbey'])
    expect(find('is:mdfc')).toEqual(['esika'])
    expect(find('is:transform')).toEqual(['abbey'])
    expect(find('is:split')).toEqual(['fireIce'])
    expect(find('is:flip')).toEqual(['akki'])
    expect(find('is:meld')).toEqual(['bruna'])
    expect(find('is:adventure')).toEqual(['giant'])
    expect(find('is:vanilla')).toEqual(['evangel'])
    expect(find('is:multicolor')).toEqual(['loch', 'fireIce', 'snapdax', 'dryad'])
    expect(find('-is:permanent')).toEqual(['bolt', 'fireIce'])
    expect(find('-is:spell')).toEqual(['forest', 'abbey'])
  })
  it('kw: and keyword: search the keywords the source lists', () => {
    expect(find('kw:infect')).toEqual(['colossus'])
  })
  it('negation, or and parentheses come from the generic language', () => {
    expect(find('(t:dragon or t:giant) c:r')).toEqual(['loch', 'giant'])
    expect(find('t:creature -c:c -c:m mv<=2')).toEqual(['evangel'])
    expect(find('c=r or c=b')).toEqual(['bolt', 'giant', 'akki', 'evangel'])
  })
  it('names an unknown key or a bad value with its position', () => {
    const unknown = parseFieldQuery('t:elf foo:bar', MTG_CARD_FIELDS)
    expect(unknown.ok ? null : unknown.error).toMatchObject({ position: 6, message: expect.stringContaining('unknown key "foo"') })
    const bad = parseFieldQuery('mv>=two', MTG_CARD_FIELDS)
    expect(bad.ok ? null : bad.error.message).toBe('Mana value takes a number or another number\'s key, not "two"')
    const format = parseFieldQuery('f:tiddlywinks', MTG_CARD_FIELDS)
    expect(format.ok ? null : format.error.message).toContain('"tiddlywinks" is not one of standard, pioneer')
  })
})

describe('the filter panel', () => {
  const filter = (filters: object) => {
    const parsed = MtgFiltersSchema.parse(filters)
    const test = filterPredicate(MTG_CARD_FIELDS, parsed)
    return rows.filter(({ row }) => test(row as unknown as Record<string, unknown>)).map(({ key }) => key)
  }
  it('filters by colour, type, rarity and mana value range', () => {
    expect(filter({ colors: ['G'], manaValue: { max: 3 } })).toEqual(['esika', 'dryad'])
    expect(filter({ types: ['Planeswalker', 'Land'] })).toEqual(['ugin', 'forest', 'abbey'])
    expect(filter({ rarities: ['common'] })).toEqual(['fireIce', 'forest', 'evangel'])
    expect(filter({ colorIdentity: ['B'], power: { min: 3 } })).toEqual(['abbey', 'snapdax'])
  })
  it('refuses unknown filters and values', () => {
    expect(() => MtgFiltersSchema.parse({ colors: ['P'] })).toThrow()
    expect(() => MtgFiltersSchema.parse({ legality: 'modern' })).toThrow()
  })
  it('lists the facets: colours in WUBRG order, types as the cards have them', () => {
    const facets = fieldFacets(rows.map(({ row }) => row), MTG_CARD_FIELDS)
    expect(facets.colors).toEqual(['W', 'U', 'B', 'R', 'G'])
    expect(facets.types).toEqual(['Artifact', 'Creature', 'Enchantment', 'Instant', 'Land', 'Planeswalker'])
    expect(facets.manaValue).toEqual({ min: 0, max: 12 })
  })
})
