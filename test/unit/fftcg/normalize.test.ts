import { describe, expect, it } from 'vitest'
import { CardDataError, normalizeCard, validateRawCard } from '@shared/games/fftcg/normalize'
import type { RawCard } from '@shared/games/fftcg/raw-card'

// RawCards as scripts/build-card-data.ts maps them from real records of cards.merged.json.
const AURON: RawCard = {
  fullCode: '1-001H', name: 'Auron', elements: ['fire'], type: 'forward', cost: 6, power: 9000,
  jobs: ['Guardian'], category1: 'X', category2: null, rarity: 'H', set: 'Opus I',
  text: 'When Auron deals damage to your opponent, you may play 1 Fire Backup from your hand onto the field dull.',
  exBurst: false, multicard: false, image: 'https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg',
}
const CRYSTAL_C001: RawCard = {
  fullCode: 'C-001', name: '', elements: [], type: 'crystal', cost: 0, power: 0, jobs: [],
  category1: 'Crystal Hunt', category2: null, rarity: 'C', set: 'Crystal Dominion', text: '',
  exBurst: false, multicard: null, image: 'https://fftcg.cdn.sewest.net/images/cards/full/C-001_eg.jpg',
}
// 12-114R Baralai: Ice in the base data, Ice/Wind in ffdecks and CMattiske.
const BARALAI: RawCard = {
  fullCode: '12-114R', name: 'Baralai', elements: ['ice', 'wind'], type: 'forward', cost: 3, power: 7000,
  jobs: ['Praetor'], category1: 'X', category2: null, rarity: 'R', set: 'Opus XII',
  text: 'When 1 or more dull Backups you control is activated due to your Summons or abilities, deal 3000 damage to all the Forwards opponent controls.[[br]]   When your opponent discards 1 or more cards from their hand due to your Summons or abilities, choose 1 Character. Dull it and Freeze it.',
  exBurst: false, multicard: false, image: 'https://fftcg.cdn.sewest.net/images/cards/full/12-114R_eg.jpg',
}
// 21-005C Black Mage: no source says whether it is multi-playable (merged multicardGuess: true).
const BLACK_MAGE_21: RawCard = {
  fullCode: '21-005C', name: 'Black Mage', elements: ['fire'], type: 'forward', cost: 2, power: 5000,
  jobs: ['Standard Unit'], category1: 'XI', category2: null, rarity: 'C', set: 'Beyond Destiny',
  text: 'When Black Mage enters the field, choose 1 Forward opponent controls. Deal it 2000 damage.',
  exBurst: false, multicard: null, image: null,
}
const SQUALL_PROMO: RawCard = {
  fullCode: 'Re-014H/PR-108', name: 'Squall', elements: ['fire'], type: 'forward', cost: 3, power: 6000,
  jobs: ['SeeD Candidate'], category1: 'DFF', category2: 'VIII', rarity: 'PR', set: 'Legacy Collection',
  text: 'Haste[[br]]When Squall enters the field or attacks, choose 1 Forward. It gains +2000 power until the end of the turn.[[br]][[i]]Damage 3 --[[/]] When Squall attacks, choose 1 Forward. It gains "This Forward cannot block." until the end of the turn.',
  exBurst: false, multicard: false, image: 'https://fftcg.cdn.sewest.net/images/cards/full/Re-014H_eg.jpg',
}
const BOMB: RawCard = {
  fullCode: '15-016C', name: 'Bomb', elements: ['fire'], type: 'monster', cost: 2, power: 6000, jobs: ['Bomb'],
  category1: 'XII', category2: null, rarity: 'C', set: 'Crystal Dominion',
  text: 'When Bomb enters the field, choose 1 Forward. Deal it 5000 damage.[[br]]   《0》: Until the end of the turn, Bomb also becomes a Forward with 6000 power. At the end of the turn, break Bomb. You can only use this ability once per turn.',
  exBurst: false, multicard: true, image: null,
}
const RESTRICTOR: RawCard = {
  fullCode: '4-120R', name: 'Restrictor', elements: ['lightning'], type: 'backup', cost: 3, power: 0, jobs: ['SOLDIER'],
  category1: 'VII', category2: null, rarity: 'R', set: 'Opus IV',
  text: 'EX BURST When Restrictor enters the field, you may search for 1 [[i]]Job Tsviets[[/]] and add it to your hand.',
  exBurst: null, multicard: false, image: null,
}

describe('normalizeCard', () => {
  it('1-001H Auron: a plain forward', () => {
    expect(normalizeCard(AURON)).toEqual({
      code: '1-001H', key: '1-001', aliases: [], identity: '1-001', fullCode: '1-001H', name: 'Auron',
      elements: ['fire'], type: 'forward', deckLegal: true, cost: 6, power: 9000, jobs: ['Guardian'],
      category1: 'X', category2: null, rarity: 'H', set: 'Opus I',
      text: [{ kind: 'text', text: AURON.text }], plainText: AURON.text,
      exBurst: false, multicard: false, keywords: [], image: AURON.image,
    })
  })

  it('C-001: a crystal token is not deck legal, has no power, and its unknown multicard stays null', () => {
    const card = normalizeCard(CRYSTAL_C001)
    expect(card.type).toBe('crystal')
    expect(card.deckLegal).toBe(false)
    expect(card.power).toBeNull()
    expect(card.elements).toEqual([])
    expect(card.multicard).toBeNull()
  })

  it('12-114R Baralai: keeps both elements in order', () => {
    expect(normalizeCard(BARALAI).elements).toEqual(['ice', 'wind'])
  })

  it('21-005C: multicard unknown is kept null, never guessed', () => {
    expect(normalizeCard(BLACK_MAGE_21).multicard).toBeNull()
  })

  it('Re-014H/PR-108: codes, alias and identity from the full code; keyword Haste', () => {
    const card = normalizeCard(SQUALL_PROMO)
    expect(card).toMatchObject({ code: 'Re-014H', key: 'Re-014', aliases: ['PR-108'], identity: 'PR-108', rarity: 'PR' })
    expect(card.keywords).toEqual(['haste'])
    expect(card.category2).toBe('VIII')
  })

  it('power: null for backups and summons written 0, kept for monsters with a power', () => {
    expect(normalizeCard(RESTRICTOR).power).toBeNull()
    expect(normalizeCard(BOMB).power).toBe(6000)
    expect(normalizeCard({ ...BOMB, power: 0 }).power).toBeNull()
    // 17-012R Tifa is a backup that the base data gives 8000 (the Forward she can become).
    expect(normalizeCard({ ...RESTRICTOR, type: 'backup', power: 8000 }).power).toBeNull()
  })

  it('exBurst: the flag when given, else the marker in the text', () => {
    expect(normalizeCard(RESTRICTOR).exBurst).toBe(true)
    expect(normalizeCard({ ...RESTRICTOR, exBurst: false }).exBurst).toBe(false)
    expect(normalizeCard({ ...AURON, exBurst: null }).exBurst).toBe(false)
  })

  it('accepts capitalised type and lower-case rarity, trims and decodes names', () => {
    const card = normalizeCard({ ...AURON, type: ' Forward ', rarity: 'h', name: 'Zorn &amp; Thorn', jobs: [' Guardian ', '', 'Guardian'] })
    expect(card).toMatchObject({ type: 'forward', rarity: 'H', name: 'Zorn & Thorn', jobs: ['Guardian'] })
  })

  it('throws a CardDataError naming field and value', () => {
    expect(() => normalizeCard({ ...AURON, type: 'sorcery' })).toThrow(CardDataError)
    expect(() => normalizeCard({ ...AURON, type: 'sorcery' })).toThrow(/1-001H.*type: "sorcery" is not one of/)
    expect(() => normalizeCard({ ...AURON, fullCode: '1-001H/x' })).toThrow(/fullCode: malformed card code "x"/)
  })
})

describe('validateRawCard', () => {
  it('finds nothing wrong with real cards', () => {
    for (const raw of [AURON, CRYSTAL_C001, BARALAI, BLACK_MAGE_21, SQUALL_PROMO, BOMB, RESTRICTOR])
      expect(validateRawCard(raw)).toEqual([])
  })

  it('lists every problem without throwing', () => {
    const bad = {
      ...AURON, fullCode: 'Auron', name: '', elements: ['fire', 'mud'], cost: -1, power: 1.5, rarity: 'Z',
      exBurst: 'yes', image: 3,
    }
    expect(validateRawCard(bad).map((p) => p.field)).toEqual(['fullCode', 'name', 'elements', 'cost', 'power', 'rarity', 'exBurst', 'image'])
  })

  it('requires a name and an element except for crystals', () => {
    expect(validateRawCard({ ...AURON, elements: [] })).toEqual([{ field: 'elements', message: 'no element' }])
    expect(validateRawCard({ ...AURON, elements: ['fire', 'fire'] })[0]?.field).toBe('elements')
    expect(validateRawCard({ ...CRYSTAL_C001 })).toEqual([])
  })

  it('rejects what is not an object', () => {
    expect(validateRawCard(null)).toEqual([{ field: '(card)', message: 'expected an object, got null' }])
    expect(validateRawCard([])[0]?.field).toBe('(card)')
  })

  it('reports missing fields by name', () => {
    const { text: _text, ...withoutText } = AURON
    expect(validateRawCard(withoutText)).toEqual([{ field: 'text', message: 'expected a string, got undefined' }])
  })
})
