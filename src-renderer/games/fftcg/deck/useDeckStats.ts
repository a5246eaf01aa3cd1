// Statistics of the open deck, recomputed when its lines or the card data change.
import { computed, ref, type Ref } from 'vue'
import type { CardLookup, DeckEntry } from '@shared/games/fftcg/deck/deck'
import { deckStats, forwardByTurnOdds, openingBackupOdds } from '@shared/games/fftcg/deck/stats'

export function useDeckStats(entries: Ref<readonly DeckEntry[]>, lookup: () => CardLookup) {
  const stats = computed(() => deckStats(entries.value, lookup()))
  const opening = computed(() => openingBackupOdds(entries.value, lookup()))
  /** The Forward cost asked about, and whether cheaper Forwards count too. */
  const forwardCost = ref(2)
  const orCheaper = ref(false)
  const forwardOdds = computed(() =>
    forwardByTurnOdds(entries.value, lookup(), forwardCost.value, { match: orCheaper.value ? 'atMost' : 'exactly', turns: 5 }),
  )
  return { stats, opening, forwardCost, orCheaper, forwardOdds }
}
