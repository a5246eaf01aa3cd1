// Issue 16, found in the screenshot sweep: a Magic decklist's import lines showed each card's
// internal id ("22 × a3fb7228-e76b-… Mountain", and the same in "did you mean"), where the deck
// list shows the name alone. A game whose lines show no code (its deckLine) names cards without one.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { ParsedLine } from '@shared/channels/decklist'
import type { AnyCard } from '@shared/games'
import { parseMtgDecklist } from '@shared/games/mtg/decklist'
import { parseDecklist } from '@shared/decklist/parse'
import { resolver } from '../../unit/decklist/fixtures'
import { card, cards } from '../../unit/mtg/fixtures'
import { i18nFor } from '../fixtures'

vi.mock('../../../src-renderer/api', () => ({ api: { game: 'fftcg', setGame() {}, invoke: async () => ({}) } }))
const { useGameStore } = await import('../../../src-renderer/stores/game')
const ImportLine = (await import('../../../src-renderer/components/decklist/ImportLine.vue')).default

// the bundle’s cards, looked up as the catalog’s (the line reads their id and name only)
const byId = new Map(cards.map((c) => [c.id, c as unknown as AnyCard]))
function mountLine(line: ParsedLine, lookup: (code: string) => AnyCard | null) {
  return mount(ImportLine, {
    props: { row: { key: 1, text: line.text, dropped: false }, line, lookup, number: 1, editable: true },
    global: { plugins: [i18nFor('en')] },
  })
}

beforeEach(() => setActivePinia(createPinia()))

describe('decklist import line: the card as the game names it', () => {
  it('a Magic card line and its "did you mean" name the card, never its id', () => {
    useGameStore().current = 'mtg'
    const bolt = card('Lightning Bolt')
    const [found, misspelt] = parseMtgDecklist('4 Lightning Bolt\n4 Lightnin Bolt', cards).lines as ParsedLine[]
    const line = mountLine(found!, (code) => byId.get(code) ?? null)
    expect(line.get('[data-testid="import-line-card"]').text().replace(/\s+/g, ' ')).toBe('4 × Lightning Bolt')
    const near = mountLine(misspelt!, (code) => byId.get(code) ?? null)
    const chip = near.findAll('[data-testid="import-candidate"]').find((c) => c.attributes('data-code') === bolt.id)
    expect(chip?.text()).toMatch(/^Lightning Bolt/)
    expect(near.text()).not.toContain(bolt.id)
  })

  it('an FFTCG card line keeps its printed code', () => {
    const [found] = parseDecklist('3 1-001H Auron', resolver).lines as ParsedLine[]
    const line = mountLine(found!, (code) => resolver.byCode(code))
    expect(line.get('[data-testid="import-line-card"]').text()).toMatch(/^3 × 1-001H Auron/)
  })
})
