// Layout faults a machine can see in a window of any size (issue 16, point 5): the page scrolls
// sideways, a text is wider than its box, a control lies past the window's edge.
import type { Page } from '@playwright/test'

export interface LayoutFaults {
  /** The document is wider than the window. */
  sideways: boolean
  /** Visible texts wider than their box, as `tag.class "text"` (cut with an ellipsis is fine when a title gives it whole). */
  overflowing: string[]
  /** Visible controls and texts past the window's right edge and in no box that scrolls sideways. */
  offscreen: string[]
  /** Visible controls and texts sticking out of a box that holds them (drawn over the next pane, or cut by it). */
  spilled: string[]
}

export function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') return false
      const r = el.getBoundingClientRect()
      // 1 px boxes are the visually-hidden texts read out to screen readers
      return r.width > 1 && r.height > 1 && !!el.closest('body') && el.checkVisibility({ opacityProperty: false, visibilityProperty: true })
    }
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
    const inSidewaysScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (scrollsSideways(a)) return true
      return false
    }
    const titled = (el: Element) => !!el.closest('[title]')?.getAttribute('title')
    const positioned = (el: Element) => ['absolute', 'fixed'].includes(getComputedStyle(el).position)
    /** The first box between the control and its scroller (or its popup's edge) that the control sticks out of. */
    const boxSpilledFrom = (el: Element) => {
      const r = el.getBoundingClientRect()
      if (positioned(el)) return null
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (scrollsSideways(a)) return null
        const box = a.getBoundingClientRect()
        if (r.right > box.right + 1 || r.left < box.left - 1) return a
        if (positioned(a)) return null
      }
      return null
    }
    const overflowing: string[] = []
    const offscreen: string[] = []
    const spilled: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (['OPTION', 'svg', 'SCRIPT', 'STYLE'].includes(el.tagName) || el.closest('svg')) continue
      const control = ['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY'].includes(el.tagName)
      if (!ownText(el) && !control) continue
      if (!visible(el)) continue
      {
        const box = boxSpilledFrom(el)
        if (box) spilled.push(`${describe(el)} out of ${describe(box).split(' ')[0]}`)
      }
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) continue
      if (ownText(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !scrollsSideways(el)) {
        const style = getComputedStyle(el)
        const cutWithEllipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible'
        if (!(cutWithEllipsis && titled(el))) overflowing.push(describe(el))
      }
      const r = el.getBoundingClientRect()
      if (r.right > innerWidth + 1 && !inSidewaysScroller(el)) offscreen.push(describe(el))
    }
    return { sideways: document.documentElement.scrollWidth > innerWidth, overflowing, offscreen, spilled }
  })
}
