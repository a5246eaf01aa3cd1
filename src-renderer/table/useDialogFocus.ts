// A game's dialog takes the focus when it opens, or asks a new question (autofocus does not apply
// to an element Vue inserts): its first enabled [data-autofocus] element. Bind the returned ref
// to the dialog (`ref="dialog"`).
import { nextTick, ref, watch } from 'vue'

/** `question`: what the open dialog asks now (falsy: none is open). */
export function useDialogFocus(question: () => string | boolean | null | undefined) {
  const dialog = ref<HTMLElement | null>(null)
  watch(
    question,
    (now) => {
      if (now) void nextTick(() => dialog.value?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])')?.focus())
    },
    { immediate: true },
  )
  return dialog
}
