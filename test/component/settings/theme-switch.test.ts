// Issue 16 item 10: a theme switch (system, light, dark) in Settings, remembered, and reaching
// every dark style (which therefore never asks prefers-color-scheme itself).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { i18nFor } from '../fixtures'

let systemDark = false
const listeners = new Set<() => void>()
beforeEach(() => {
  localStorage.clear()
  systemDark = false
  listeners.clear()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }))
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete document.documentElement.dataset.theme
})

async function mountSwitch() {
  const { startTheme } = await import('../../../src-renderer/composables/useTheme')
  startTheme()
  const ThemeSwitch = (await import('../../../src-renderer/components/ThemeSwitch.vue')).default
  return mount(ThemeSwitch, { global: { plugins: [i18nFor('fr')] } })
}
const shown = () => document.documentElement.dataset.theme

describe('theme switch', () => {
  it('follows the system by default, also when the system changes', async () => {
    const wrapper = await mountSwitch()
    expect(wrapper.get('[data-theme-choice="system"]').attributes('aria-checked')).toBe('true')
    expect(shown()).toBe('light')
    systemDark = true
    listeners.forEach((fn) => fn())
    expect(shown()).toBe('dark')
  })

  it('applies a chosen theme over the system and remembers it for the next start', async () => {
    systemDark = true
    const wrapper = await mountSwitch()
    await wrapper.get('[data-theme-choice="light"]').trigger('click')
    await nextTick()
    expect(shown()).toBe('light')
    listeners.forEach((fn) => fn()) // the system's own changes no longer matter
    expect(shown()).toBe('light')
    expect(wrapper.get('[data-theme-choice="light"]').attributes('aria-checked')).toBe('true')
    wrapper.unmount()

    vi.resetModules()
    await mountSwitch() // a new start reads the remembered choice
    expect(shown()).toBe('light')
  })

  it('is labelled in French and every choice is a button (keyboard reachable)', async () => {
    const wrapper = await mountSwitch()
    expect(wrapper.text()).toContain('Thème')
    expect(wrapper.findAll('button').map((b) => b.text())).toEqual(['Système', 'Clair', 'Sombre'])
  })
})

describe('dark styles', () => {
  it('key on data-theme, never on prefers-color-scheme (the switch would not reach them)', () => {
    const root = join(import.meta.dirname, '../../../src-renderer')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.(vue|css)$/.test(name)) files.push(path)
      }
    }
    walk(root)
    const offenders = files.filter((f) => readFileSync(f, 'utf8').includes('prefers-color-scheme')).map((f) => relative(root, f))
    expect(offenders).toEqual([])
  })
})
