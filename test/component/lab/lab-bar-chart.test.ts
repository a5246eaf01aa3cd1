// The lab's bar chart writes a mean's bar label and its axis ticks in the page's language: 3,6
// lands in French, not 3.6 (seen on Magic's lands-in-play chart).
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import LabBarChart from '../../../src-renderer/components/lab/LabBarChart.vue'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
const chart = (locale: 'en' | 'fr') =>
  (wrapper = mount(LabBarChart, {
    props: {
      title: 'Lands in play',
      summary: 'Lands in play by turn',
      axis: 'Turn',
      categories: ['T1', 'T2'],
      series: [{ key: 'lands', label: 'Lands', cls: 'lab-s1' }],
      values: [[{ value: 0.98, lo: 0.97, hi: 0.99 }], [{ value: 3.64, lo: 3.6, hi: 3.68 }]],
      unit: 'mean',
      max: 5,
    },
    global: { plugins: [i18nFor(locale)] },
  }))

describe('lab bar chart', () => {
  it('labels a mean with one decimal in French, and its ticks too', () => {
    const w = chart('fr')
    expect(w.findAll('.bar-label').map((l) => l.text())).toEqual(['1', '3,6'])
    expect(w.findAll('.grid text').map((l) => l.text())).toContain('2,5')
  })

  it('labels it with a point in English', () => {
    expect(chart('en').findAll('.bar-label').map((l) => l.text())).toEqual(['1', '3.6'])
  })
})
