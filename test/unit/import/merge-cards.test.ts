import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { mergeCards } from '../../../src-main/games/fftcg/import/merge-cards'

function card(code: string, name: string, extra: Partial<Card> = {}): Card {
  const key = code.replace(/[A-Z]$/, '')
  return {
    code, key, aliases: [], identity: key, fullCode: code, name, elements: ['fire'], type: 'forward', deckLegal: true,
    cost: 3, power: 7000, jobs: [], category1: 'I', category2: null, rarity: 'C', set: 'Opus I', text: [], plainText: '',
    exBurst: false, multicard: null, keywords: [], image: null, ...extra,
  }
}

describe('mergeCards: imported cards over the current ones, by code key', () => {
  const base = [card('1-001H', 'Auron'), card('1-002R', 'Firion'), card('1-003C', 'Red Mage')]

  it('replaces same keys in place, adds new keys at the end, counts each', () => {
    const imported = [card('1-002R', 'Firion'), card('1-003C', 'Red Mage', { power: 8000 }), card('27-001R', 'Auron')]
    const result = mergeCards(base, imported)
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 1 })
    expect(result.cards.map((c) => `${c.code} ${c.power}`)).toEqual(['1-001H 7000', '1-002R 7000', '1-003C 8000', '27-001R 7000'])
    expect(base[2]?.power).toBe(7000) // pure: the base is not touched
  })

  it('counts a changed rarity letter on the same key as an update', () => {
    expect(mergeCards(base, [card('1-001L', 'Auron', { rarity: 'L' })])).toMatchObject({ added: 0, updated: 1, unchanged: 0 })
  })

  it('an empty import changes nothing', () => {
    expect(mergeCards(base, [])).toEqual({ cards: base, added: 0, updated: 0, unchanged: 0 })
  })
})
