// Issue 31: every lab figure has a one-line explanation (hover, focus, the lab's help), and a
// figure the rules fix whatever the deck is not shown as a headline.
import { describe, expect, it } from 'vitest'
import { explainFigures } from '../../../src-renderer/components/lab/figure-explanations'
import en from '../../../src-renderer/i18n/en.json'
import fr from '../../../src-renderer/i18n/fr.json'
import { GAME_IDS } from '@shared/games'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Each game's LabResults component: the headline figures it names in its `.figures` list. */
const RESULTS: Record<string, string> = {
  fftcg: 'fftcg/lab/LabResults.vue', mtg: 'mtg/lab/MtgLabResults.vue',
  vanguard: 'vanguard/lab/VanguardLabResults.vue', creatures: 'creatures/lab/CreatureLabResults.vue',
}
function headlineKeys(game: string): string[] {
  const source = readFileSync(resolve(import.meta.dirname, '../../../src-renderer/games', RESULTS[game]!), 'utf8')
  const list = /<dl class="figures">([\s\S]*?)<\/dl>/.exec(source)?.[1] ?? ''
  return [...list.matchAll(/data-figure="(\w+)"/g)].map((m) => m[1]!)
}

function figures(keys: string[]): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `<dl class="figures">${keys.map((k) => `<div data-figure="${k}"><dt>${k} label</dt><dd>50%</dd></div>`).join('')}</dl>`
  return root
}
const words = { explain: (k: string) => (k === 'unknown' ? null : `${k} means this`), fixedNote: 'fixed by the rules' }

describe('lab figure explanations', () => {
  it('gives each explained figure its line, focusable by keyboard and read by screen readers', () => {
    const root = figures(['mulligan', 'curve', 'unknown'])
    explainFigures(root, words, new Set())
    const dt = root.querySelector<HTMLElement>('[data-figure="curve"] dt')!
    expect(dt.dataset.explain).toBe('curve means this')
    expect(dt.tabIndex).toBe(0)
    expect(dt.getAttribute('aria-description')).toBe('curve means this')
    expect(root.querySelector<HTMLElement>('[data-figure="unknown"] dt')!.hasAttribute('data-explain')).toBe(false)
  })

  it('takes a figure the rules fix out of the headline, and gives it back when it no longer is', () => {
    const root = figures(['mulligan', 'curve'])
    explainFigures(root, words, new Set(['curve']))
    const curve = root.querySelector<HTMLElement>('[data-figure="curve"]')!
    expect(curve.dataset.headline).toBe('fixed')
    expect(curve.dataset.fixedNote).toBe('fixed by the rules')
    expect(root.querySelector<HTMLElement>('[data-figure="mulligan"]')!.dataset.headline).toBeUndefined()
    explainFigures(root, words, new Set())
    expect(curve.dataset.headline).toBeUndefined()
  })

  it('has a line for every game in English and French, the French different from the English', () => {
    const explainEn = (en as unknown as { lab: { explain: Record<string, Record<string, string>> } }).lab.explain
    const explainFr = (fr as unknown as { lab: { explain: Record<string, Record<string, string>> } }).lab.explain
    for (const game of GAME_IDS) {
      const keys = Object.keys(explainEn[game] ?? {})
      const shown = headlineKeys(game)
      expect(shown.length, game).toBeGreaterThanOrEqual(3)
      for (const k of shown) expect(keys, `${game}: ${k}`).toContain(k)
      expect(Object.keys(explainFr[game] ?? {}), game).toEqual(keys)
      for (const k of keys) expect(explainFr[game]![k], `${game}.${k}`).not.toBe(explainEn[game]![k])
    }
  })
})
