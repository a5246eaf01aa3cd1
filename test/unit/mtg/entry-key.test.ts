// A deck's cards are asked of main by code in upper case (src-renderer/stores/deckCards.ts
// normalises them so): the Magic catalog finds a card by its oracle id in any case. Before, every
// card of an imported Magic deck showed as unknown in the deck editor.
import { describe, expect, it } from 'vitest'
import { catalogCard } from '@shared/games/mtg/catalog-card'
import { mtgCardIndex } from '../../../src-main/games/mtg/catalog'
import { card, cards } from './fixtures'

describe('Magic catalog lookup by code', () => {
  const index = mtgCardIndex(cards.map(catalogCard))
  const researcher = card('Aberrant Researcher // Perfected Form')

  it('finds a card by its oracle id in upper case, as the deck store asks', () => {
    expect(index.get(researcher.id.toUpperCase())?.name).toBe(researcher.name)
    expect(index.get(` ${researcher.id} `)?.name).toBe(researcher.name)
  })

  it('still knows no card for an id it does not have', () => {
    expect(index.get('00000000-0000-0000-0000-000000000000')).toBeNull()
  })
})
