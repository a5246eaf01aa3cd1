// Issue 15, item 2: a card's words in the app's language, French where the official data gives
// them, English where it does not.
import { describe, expect, it } from 'vitest'
import { cardInLocale, cardName, cardNames } from '@shared/games/fftcg/card-locale'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import { fftcg } from '@shared/games/fftcg'
import { KNIGHT_RAW, byCode, frenchCards, officialRaws } from './french-cards'

const cards = frenchCards()

describe('the French words a card keeps', () => {
  it('keeps the French name, jobs and text of the official record (27-002C Moogle is Mog in French)', () => {
    const moogle = byCode(cards, '27-002C')
    expect(moogle.name).toBe('Moogle (XIV)')
    expect(moogle.fr?.name).toBe('Mog (XIV)')
    expect(moogle.fr?.jobs).toEqual(['Mog'])
    expect(moogle.fr?.text).toEqual([{ kind: 'dull' }, { kind: 'text', text: ' : Piochez 1 carte.' }])
  })

  it('does not keep twice a name or a job written alike in both languages (27-003R Vincent, Turk)', () => {
    const vincent = byCode(cards, '27-003R')
    expect(vincent.fr?.name).toBeUndefined()
    expect(vincent.fr?.jobs).toBeUndefined()
    expect(vincent.fr?.text?.length).toBeGreaterThan(0)
  })

  it('has no French part when the record gives no French (1-011C Evoker)', () => {
    expect(byCode(cards, '1-011C')).not.toHaveProperty('fr')
  })

  it('keeps no French text when the French text is empty (12-114R Baralai)', () => {
    const baralai = byCode(cards, '12-114R')
    expect(baralai.fr).toEqual({ jobs: ['Préteur'] })
  })

  it('ignores the other languages of the record (Japanese is not shown)', () => {
    const raw = officialRaws().find((r) => r.fullCode === '1-001H')!
    expect(Object.keys(raw.locales ?? {})).toContain('ja')
    expect(Object.keys(normalizeCard(raw).fr ?? {}).sort()).toEqual(['jobs', 'text'])
  })
})

describe('cardName: a card’s name in a locale', () => {
  it('is the French name in French and the English one in English', () => {
    const moogle = byCode(cards, '27-002C')
    expect(cardName(moogle, 'fr')).toBe('Mog (XIV)')
    expect(cardName(moogle, 'en')).toBe('Moogle (XIV)')
  })

  it('falls back to English where the French name is unknown', () => {
    expect(cardName(byCode(cards, '1-011C'), 'fr')).toBe('Evoker')
    expect(cardName(byCode(cards, '27-003R'), 'fr')).toBe('Vincent')
  })

  it('lists every name a decklist may use', () => {
    expect(cardNames(byCode(cards, '27-002C'))).toEqual(['Moogle (XIV)', 'Mog (XIV)'])
    expect(cardNames(byCode(cards, '1-011C'))).toEqual(['Evoker'])
  })
})

describe('cardInLocale: the card as shown', () => {
  it('shows French name, jobs, text and plain text, and leaves every other field', () => {
    const zack = byCode(cards, '27-001H')
    const shown = cardInLocale(zack, 'fr')
    expect(shown.jobs).toEqual(['SOLDAT'])
    expect(shown.plainText).toBe('EX BURST Quand Zack entre sur le terrain, piochez 1 carte.')
    expect(shown.text[0]).toEqual({ kind: 'exBurst' })
    expect({ ...shown, name: zack.name, jobs: zack.jobs, text: zack.text, plainText: zack.plainText }).toEqual(zack)
  })

  it('is the card itself in English, and for a card without French', () => {
    const zack = byCode(cards, '27-001H')
    expect(cardInLocale(zack, 'en')).toBe(zack)
    const evoker = byCode(cards, '1-011C')
    expect(cardInLocale(evoker, 'fr')).toBe(evoker)
  })

  it('keeps the English text where the French text is unknown (12-114R Baralai)', () => {
    const baralai = byCode(cards, '12-114R')
    expect(cardInLocale(baralai, 'fr').plainText).toBe(baralai.plainText)
    expect(cardInLocale(baralai, 'fr').jobs).toEqual(['Préteur'])
  })

  it('is what the FFTCG module gives the generic screens', () => {
    const knight = normalizeCard(KNIGHT_RAW)
    expect(fftcg.cards.inLocale?.(knight, 'fr').jobs).toEqual(['Chevalier'])
  })
})
