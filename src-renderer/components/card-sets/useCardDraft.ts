// The card being edited in the set form: every change is a step that can be undone and redone,
// and a field the card no longer shows (the power of a card turned into a spell) is dropped.
import { computed, ref } from 'vue'
import { canRedo, canUndo, commit, redo, startHistory, undo, type History } from '@shared/game/history'
import { formProblems, withoutHiddenFields, type UserCardField } from '@shared/game/user-cards'

export type CardDraft = Readonly<Record<string, unknown>>

export function useCardDraft(fields: readonly UserCardField[], initial: CardDraft) {
  const history = ref<History<CardDraft>>(startHistory(initial))
  const draft = computed(() => history.value.present)

  /** The field typed in last: further typing in it stays one step, undone at once. */
  let typingIn: string | null = null

  /** `typing`: a keystroke in a text, merged with the ones before it in the same field. */
  function set(key: string, value: unknown, typing = false): void {
    if (Object.is(draft.value[key], value)) return
    const next = withoutHiddenFields(fields, { ...draft.value, [key]: value })
    const merge = typing && typingIn === key && canUndo(history.value)
    history.value = merge ? { ...history.value, present: next, future: [] } : commit(history.value, next)
    typingIn = typing ? key : null
  }

  return {
    draft,
    set,
    problems: computed(() => formProblems(fields, draft.value)),
    canUndo: computed(() => canUndo(history.value)),
    canRedo: computed(() => canRedo(history.value)),
    undo: () => {
      typingIn = null
      history.value = undo(history.value)
    },
    redo: () => {
      typingIn = null
      history.value = redo(history.value)
    },
    /** Starts again from `card` (another card chosen), with no history. */
    reset: (card: CardDraft) => {
      typingIn = null
      history.value = startHistory(card)
    },
  }
}
