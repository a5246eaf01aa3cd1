// The deck's piles in the editor, each with its count against the size the game's deck rules give
// it in the deck's format (deckSize, from the module): Vanguard's ride deck 4 / 4 beside the main
// deck's 46 / 46 (DC-50: the ride deck counts in the 50), a pile off its size marked.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { vanguard } from '@shared/games/vanguard'
import DeckPileLists from '../../../src-renderer/components/deck/DeckPileLists.vue'
import { deckSize, pilesOfFormat } from '../../../src-renderer/lib/deck-rules'
import { i18nFor } from '../fixtures'

function show(piles: Record<string, { code: string; count: number }[]>, format: string, locale: 'en' | 'fr' = 'en') {
  return mount(DeckPileLists, {
    props: { piles, shown: pilesOfFormat('vanguard', format), target: 'main', sizes: deckSize('vanguard', format, piles).piles, lookup: () => null, isResolved: () => true, errorCodes: new Set<string>() },
    global: { plugins: [i18nFor(locale)], stubs: { DeckCardList: true } },
  })
}
const counts = (w: ReturnType<typeof show>) => w.findAll('[data-testid="deck-pile"]').map((p) => [p.attributes('data-pile'), p.find('[data-testid="deck-pile-count"]').text()])

describe('the deck editor’s piles', () => {
  it('DC-50, DC-ride-deck: a ride deck of 4 and a main deck of 46 read 46 / 46 and 4 / 4, and the whole deck 50 / 50', () => {
    const piles = { main: [{ code: 'D-SD01/013', count: 46 }], ride: [{ code: 'D-SD01/004', count: 4 }] }
    const w = show(piles, 'ride-deck')
    expect(counts(w)).toEqual([['main', '46 / 46'], ['ride', '4 / 4']])
    expect(w.findAll('.pile-count.off')).toHaveLength(0)
    expect(deckSize('vanguard', 'ride-deck', piles)).toMatchObject({ count: 50, target: '50', fits: true })
    expect(w.find('#pile-title-ride').text()).toContain(vanguard.deck.piles[1]!.names.en)
  })

  it('DC-starting-vanguard: the same piles without a ride deck are off their sizes (1 and 49), marked, in French too', () => {
    const piles = { main: [{ code: 'D-SD01/013', count: 46 }], ride: [{ code: 'D-SD01/004', count: 4 }] }
    const w = show(piles, 'standard', 'fr')
    expect(counts(w)).toEqual([['main', '46 / 49'], ['ride', '4 / 1']])
    expect(w.findAll('.pile-count.off')).toHaveLength(2)
    expect(w.find('#pile-title-ride').text()).toContain(vanguard.deck.piles[1]!.names.fr)
  })
})
