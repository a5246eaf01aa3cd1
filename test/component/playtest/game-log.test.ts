// The table's log follows its newest line, unless the player has scrolled up to read older ones.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { reactive } from 'vue'
import GameLog from '../../../src-renderer/table/GameLog.vue'
import { i18nFor } from '../fixtures'

const LINE = 20
const VIEW = 100

/** jsdom lays nothing out: each list is a 100px-high box whose content is 20px a line, with a settable scroll. */
const tops = new WeakMap<Element, number>()
const contentOf = (el: Element) => el.children.length * LINE
const faked = ['clientHeight', 'scrollHeight', 'scrollTop'] as const
beforeEach(() => {
  const proto = HTMLOListElement.prototype
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => VIEW })
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get(this: Element) { return contentOf(this) } })
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: Element) { return tops.get(this) ?? 0 },
    set(this: Element, value: number) { tops.set(this, Math.max(0, Math.min(value, contentOf(this) - VIEW))) },
  })
})
afterEach(() => {
  for (const name of faked) delete (HTMLOListElement.prototype as unknown as Record<string, unknown>)[name]
})

const linesUpTo = (n: number) => Array.from({ length: n }, (_, i) => `action ${i + 1}`)
const bottomOf = (el: HTMLElement) => el.children.length * LINE - VIEW

async function mountLog(lines: string[]) {
  const wrapper = mount(GameLog, { props: { lines }, global: { plugins: [i18nFor('en')] }, attachTo: document.body })
  const list = wrapper.get('ol').element as HTMLElement
  return { wrapper, list }
}

describe('GameLog', () => {
  it('scrolls to the newest line when lines arrive', async () => {
    const { wrapper, list } = await mountLog(linesUpTo(3))
    await wrapper.setProps({ lines: linesUpTo(30) })
    await flushPromises()
    expect(list.scrollTop).toBe(bottomOf(list))
    expect(list.scrollTop).toBeGreaterThan(0)
    wrapper.unmount()
  })

  it('also follows lines pushed into the same (store) array', async () => {
    const lines = reactive(linesUpTo(10))
    const { wrapper, list } = await mountLog(lines)
    lines.push('action 11', 'action 12')
    await flushPromises()
    expect(list.children.length).toBe(12)
    expect(list.scrollTop).toBe(bottomOf(list))
    wrapper.unmount()
  })

  it('stays where the player scrolled up to, and follows again once back at the bottom', async () => {
    const { wrapper, list } = await mountLog(linesUpTo(3))
    await wrapper.setProps({ lines: linesUpTo(30) })
    await flushPromises()
    list.scrollTop = 40 // reading older lines
    list.dispatchEvent(new Event('scroll'))
    await wrapper.setProps({ lines: linesUpTo(35) })
    await flushPromises()
    expect(list.scrollTop).toBe(40)

    list.scrollTop = bottomOf(list)
    list.dispatchEvent(new Event('scroll'))
    await wrapper.setProps({ lines: linesUpTo(40) })
    await flushPromises()
    expect(list.scrollTop).toBe(bottomOf(list))
    wrapper.unmount()
  })

  it('opens at the newest line of a long game (the log is shown again with its lines)', async () => {
    const { wrapper, list } = await mountLog(linesUpTo(30))
    expect(list.scrollTop).toBe(bottomOf(list))
    expect(list.scrollTop).toBeGreaterThan(0)
    wrapper.unmount()
  })
})
