import { computed, onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import { firstThatFits } from '../lib/fit-text'

/**
 * The longest of `wordings` that the input shows whole as its placeholder, measured in its font
 * against the room inside its padding, again whenever its size changes. Until measured (and
 * where nothing can measure, as in tests without layout) the first wording.
 */
export function useFittingText(input: Ref<HTMLInputElement | undefined>, wordings: Ref<readonly string[]>) {
  const room = ref<number | null>(null)
  let font = ''
  let context: CanvasRenderingContext2D | null = null
  let observer: ResizeObserver | null = null

  function measure() {
    const el = input.value
    if (!el) return
    const style = getComputedStyle(el)
    font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    room.value = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  }
  const widthOf = (text: string) => {
    context ??= document.createElement('canvas').getContext('2d')
    if (!context) return 0
    context.font = font
    return context.measureText(text).width
  }

  onMounted(() => {
    if (typeof ResizeObserver === 'undefined' || !input.value) return
    observer = new ResizeObserver(measure)
    observer.observe(input.value)
  })
  onBeforeUnmount(() => observer?.disconnect())

  return computed(() => (room.value === null ? (wordings.value[0] ?? '') : firstThatFits(wordings.value, widthOf, room.value)))
}
