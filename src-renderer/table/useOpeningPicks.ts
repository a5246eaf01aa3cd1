// The opening hand's choice of a game whose mulligan returns the cards the player picks (its
// engine's `keepHand` and `mulligan { cards }`: the creature game, Vanguard): the picks, cleared
// when the opening ends, and the two answers, after which the hand has the focus.
import { ref, watch } from 'vue'
import type { CardId, GameAction, TableContext } from './parts'

export function useOpeningPicks(ctx: TableContext, hand: () => readonly CardId[]) {
  const picks = ref<CardId[]>([])
  watch(
    () => ctx.opening.value,
    () => (picks.value = []),
  )
  function toggle(id: CardId) {
    picks.value = picks.value.includes(id) ? picks.value.filter((x) => x !== id) : [...picks.value, id]
  }
  async function keep() {
    if (await ctx.act({ type: 'keepHand' })) ctx.focusHand()
  }
  async function mulligan() {
    const cards = hand().filter((id) => picks.value.includes(id))
    if (!cards.length) return keep()
    if (await ctx.act({ type: 'mulligan', cards } as GameAction)) ctx.focusHand()
  }
  return { picks, toggle, keep, mulligan }
}
