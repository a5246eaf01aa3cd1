// Issue 11, item 5: generic screens are built from the game module, not written per game. With a
// module that declares fewer filters, other values or other formats, the filter panel, the format
// choice and the validation sentences follow it.
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18nFor } from '../fixtures'

// FFTCG's module with a trimmed card schema and one more format: what the screens show must follow.
vi.mock('@shared/games', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/games')>()
  const base = real.GAMES.fftcg
  const keep = new Set(['elements', 'cost', 'exBurst'])
  const fields = base.cards.fields.map((f) => {
    if (!keep.has(f.key)) return { ...f, filter: false }
    return f.key === 'elements' ? { ...f, values: ['water', 'fire'] } : f
  })
  const formats = [...base.deck.formats, { id: 'title', names: { en: 'Title', fr: 'Titre' }, sizes: {} }]
  const describeIssue = (issue: { kind: string }, locale: string, options?: { withRule?: boolean }) =>
    `${locale}:${issue.kind}:${options?.withRule === false ? 'no-rule' : 'rule'}`
  const fftcg = { ...base, cards: { ...base.cards, fields }, deck: { ...base.deck, formats, describeIssue } }
  const GAMES = { fftcg }
  return { ...real, GAMES, gameModule: () => fftcg }
})

const FilterPanel = (await import('../../../src-renderer/components/FilterPanel.vue')).default
const DeckFormatChoice = (await import('../../../src-renderer/components/deck/DeckFormatChoice.vue')).default
const DeckValidationPanel = (await import('../../../src-renderer/components/deck/DeckValidationPanel.vue')).default
const { emptyFilters } = await import('../../../src-renderer/lib/filters')

describe('built from the game module', () => {
  it('the filter panel shows the fields the module marks as filters, with its values in its order', () => {
    const panel = mount(FilterPanel, { props: { facets: null, modelValue: emptyFilters() }, global: { plugins: [i18nFor('en')] } })
    expect(panel.findAll('[data-testid^="element-"]:not([data-testid="element-mode"])').map((b) => b.attributes('data-testid'))).toEqual(['element-water', 'element-fire'])
    expect(panel.find('[data-testid="exburst-choice"]').exists()).toBe(true)
    expect(panel.find('[data-testid="cost-min"]').exists()).toBe(true)
    for (const gone of ['type-forward', 'rarity-C', 'multicard-choice', 'power-min']) expect(panel.find(`[data-testid="${gone}"]`).exists(), gone).toBe(false)
    expect(panel.text()).not.toContain('Rarity')
  })

  it('the format choice lists the module’s formats by their names in the language shown, and gives the id chosen', async () => {
    const choice = mount(DeckFormatChoice, { props: { modelValue: 'constructed' }, global: { plugins: [i18nFor('fr')] } })
    expect(choice.findAll('button').map((b) => [b.attributes('data-format'), b.text(), b.attributes('aria-checked')])).toEqual([
      ['constructed', 'Construit', 'true'],
      ['limited', 'Limité', 'false'],
      ['title', 'Titre', 'false'],
    ])
    await choice.findAll('button')[2]!.trigger('click')
    expect(choice.emitted('update:modelValue')).toEqual([['title']])
  })

  it('the validation panel says each issue in the module’s words, the rule shown apart', () => {
    const validation = { valid: false, total: 49, issues: [{ severity: 'error' as const, kind: 'deck-size' as const, rule: '8.1.1.1', cards: [], params: { total: 49, min: 50, format: 'constructed' } }] }
    const panel = mount(DeckValidationPanel, { props: { validation, format: 'constructed', ready: true }, global: { plugins: [i18nFor('fr')] } })
    const issue = panel.get('[data-kind="deck-size"]')
    expect(issue.get('.text').text()).toBe('fr:deck-size:no-rule')
    expect(issue.get('.rule').text()).toContain('8.1.1.1')
  })
})
