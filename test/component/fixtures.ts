import type { Card } from '@shared/games/fftcg/card'
import { createAppI18n, type Locale } from '../../src-renderer/i18n'

/** A card with real-looking defaults; tests override what they are about. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  const code = overrides.code ?? '21-001R'
  const key = code.replace(/[A-Z]+$/, '')
  return {
    code,
    key,
    aliases: [],
    identity: key,
    fullCode: code,
    name: 'Ward',
    elements: ['fire'],
    type: 'forward',
    deckLegal: true,
    cost: 3,
    power: 8000,
    jobs: ['Warrior'],
    category1: 'VIII',
    category2: null,
    rarity: 'R',
    set: 'Beyond Destiny',
    text: [],
    plainText: '',
    exBurst: false,
    multicard: false,
    keywords: [],
    image: null,
    ...overrides,
  }
}

/** 21-001R Ward, as the card data gives it: "You can only pay with Fire CP… [[br]] [[ex]]EX BURST[[/]] …". */
export const ward = makeCard({
  exBurst: true,
  text: [
    { kind: 'text', text: 'You can only pay with ' },
    { kind: 'cp', element: 'fire' },
    { kind: 'text', text: ' CP to cast Ward.' },
    { kind: 'break' },
    { kind: 'exBurst' },
    { kind: 'text', text: ' When Ward enters the field, choose 1 Forward. Deal it 7000 damage.' },
  ],
})

export function i18nFor(locale: Locale = 'en') {
  return createAppI18n(locale)
}
