// Issue 16 (deck open after a page load): the virtualised result list never reads its scroller's
// size while it mounts (a layout of the half-built page, done again once the rest has mounted).
// It renders its first rows for the assumed viewport, then follows the size the ResizeObserver
// reports after the browser's own layout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import CardResultList from '../../src-renderer/components/CardResultList.vue'
import { useGameStore } from '../../src-renderer/stores/game'
import { i18nFor, makeCard } from './fixtures'

const observed: { element: Element; report: () => void }[] = []
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element) {
    observed.push({ element, report: () => this.callback() })
  }
  unobserve() {}
  disconnect() {}
}

let sizeReads = 0
let height = 0
beforeEach(() => {
  observed.length = 0
  sizeReads = 0
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  ;(document.defaultView as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver
  for (const prop of ['clientHeight', 'clientWidth'] as const)
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'listbox') sizeReads++
      return prop === 'clientHeight' ? height : 700
    })
})
afterEach(() => vi.restoreAllMocks())

describe('the card list’s first layout', () => {
  it('mounts without reading the scroller’s size, then renders the rows that fit the size observed after layout', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    useGameStore().current = 'fftcg'
    const cards = Array.from({ length: 300 }, (_, i) => makeCard({ code: `1-${String(i + 1).padStart(3, '0')}C` }))
    const wrapper = mount(CardResultList, {
      props: { total: cards.length, cardAt: (i: number) => cards[i], loading: false, selected: null },
      global: { plugins: [i18nFor('en'), pinia] },
    })
    await nextTick()
    const rows = () => wrapper.findAll('[role="option"]').length
    expect(sizeReads, 'size read while mounting').toBe(0)
    const assumed = rows()
    expect(assumed).toBeGreaterThan(0)

    const scroller = wrapper.get('[role="listbox"]').element
    const observer = observed.find((o) => o.element === scroller)
    expect(observer, 'the scroller is observed').toBeDefined()
    height = 160 // five rows of 32 px
    observer!.report()
    await nextTick()
    expect(sizeReads).toBeGreaterThan(0)
    expect(rows()).toBeLessThan(assumed)
    expect(wrapper.find('[data-index="4"]').exists()).toBe(true)
    height = 3200 // a hundred rows
    observer!.report()
    await nextTick()
    expect(wrapper.find('[data-index="99"]').exists()).toBe(true)
  })
})
