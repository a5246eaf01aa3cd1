// The scroller's size for @tanstack/vue-virtual, without a layout read while the page is built.
// The library's own observeElementRect reads clientWidth/clientHeight as the list mounts: on a
// page load that forces a layout of the half-built deck editor, which the browser then does again
// once the rest has mounted (issue 16, the deck-open figure after a page load). Here the first
// render uses the virtualizer's `initialRect`, and the ResizeObserver's first callback, which the
// browser runs after its own layout and before painting, gives the real size in the same frame.
import type { Rect, Virtualizer } from '@tanstack/vue-virtual'

const sizeOf = (element: HTMLElement): Rect => ({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) })

export function observeRectAfterLayout(instance: Virtualizer<HTMLElement, Element>, cb: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement
  const Observer = element?.ownerDocument.defaultView?.ResizeObserver
  if (!element) return undefined
  if (!Observer) {
    // no ResizeObserver (some test DOMs): read once, as the library does
    cb(sizeOf(element))
    return undefined
  }
  const observer = new Observer(() => cb(sizeOf(element)))
  observer.observe(element, { box: 'content-box' })
  return () => observer.disconnect()
}
