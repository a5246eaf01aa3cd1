import { computed } from 'vue'
import { DECK_LINE } from '../games/contract'
import { useGame } from './useGame'

/** Whether the game shows its cards' codes (FFTCG's 1-001H); Magic's keys are ids, never shown (its deckLine says so). */
export function useCardCodeShown() {
  const { parts } = useGame()
  return computed(() => (parts.value.deckLine ?? DECK_LINE).code)
}
