// The creature game's card parts (src-renderer/games/creatures): the detail pane, the drawn card
// and the category mark, with real cards of the demo set (resources/creatures-demo-set.json).
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { CreatureCard } from '@shared/games/creatures/card'
import { creaturesParts } from '../../../src-renderer/games/creatures'
import CreatureCardDetail from '../../../src-renderer/games/creatures/CreatureCardDetail.vue'
import CreatureDrawnCard from '../../../src-renderer/games/creatures/CreatureDrawnCard.vue'
import CategoryIcon from '../../../src-renderer/games/creatures/CategoryIcon.vue'
import TableCreatureCard from '../../../src-renderer/games/creatures/table/CreatureCard.vue'
import CreaturePreview from '../../../src-renderer/games/creatures/table/CreaturePreview.vue'
import { newGame } from '@shared/games/creatures/engine'
import { card } from '../../unit/creatures/fixtures'
import { i18nFor } from '../fixtures'

const HASH = '0123456789abcdef0123456789abcdef'
const withPicture = (c: CreatureCard): CreatureCard => ({ ...c, picture: `${HASH}.png` })

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show<P extends Record<string, unknown>>(component: object, props: P, locale: 'en' | 'fr' = 'en') {
  wrapper = mount(component as never, { props: props as never, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const fact = (w: VueWrapper, field: string) => w.find(`[data-field="${field}"]`)

describe('card detail (issue 12)', () => {
  it('1.3: shows every field of a creature: category, level, Atk, Def, type and the star, under the module’s names', () => {
    const w = show(CreatureCardDetail, { card: card('CR-001') })
    expect(w.find('h2').text()).toBe('Ember Pup')
    expect(fact(w, 'code').text()).toBe('CR-001')
    expect(fact(w, 'category').text()).toBe('Creature')
    expect(fact(w, 'level').text()).toBe('0')
    expect(fact(w, 'atk').text()).toBe('900')
    expect(fact(w, 'def').text()).toBe('500')
    expect(fact(w, 'type').text()).toBe('Beast')
    expect(fact(w, 'unique').text()).toBe('No')
    expect(w.findAll('dt').map((d) => d.text())).toEqual(['Code', 'Category', 'Level', 'Atk', 'Def', 'Type', 'Yellow star (one per deck)'])
  })

  it('1.4: reads the text with the active skill’s AP cost in brackets, and lists the skill with its AP', () => {
    const w = show(CreatureCardDetail, { card: card('CR-001') })
    expect(w.find('[data-testid="detail-text"]').text()).toBe('Blaze Bark (1): this creature gets +300 Atk until the end of the turn.')
    expect(w.find('[data-testid="detail-skills"]').text()).toContain('Blaze Bark')
    expect(w.find('[data-testid="detail-skills"]').text()).toContain('1 AP')
  })

  it('2.1, RS: a starred magic card has no level, Atk or Def, and says its star; labels in French', () => {
    const w = show(CreatureCardDetail, { card: card('EQ-003') }, 'fr')
    expect(fact(w, 'category').text()).toBe('Équipement')
    expect(fact(w, 'level').exists()).toBe(false)
    expect(fact(w, 'atk').exists()).toBe(false)
    expect(fact(w, 'unique').text()).toContain('Oui ★')
    expect(w.findAll('dt').map((d) => d.text())).toContain('Étoile jaune (un par deck)')
    expect(w.find('h2 [role="img"]').attributes('aria-label')).toBeTruthy()
  })

  it('shows the card’s picture through the card-image door of its game, else the drawn card', () => {
    const plain = show(CreatureCardDetail, { card: card('CR-003') })
    expect(plain.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(plain.find('[data-testid="drawn-card"]').exists()).toBe(true)
    plain.unmount()
    const w = show(CreatureCardDetail, { card: withPicture(card('CR-003')) })
    const img = w.find('[data-testid="detail-picture"]')
    expect(img.attributes('src')).toBe(`card-image://creatures/set-picture.creatures.${HASH}.png`)
    expect(img.attributes('alt')).toBe('Picture of Pebble Golem')
  })

  it('falls back to the drawn card when the picture cannot be shown', async () => {
    const w = show(CreatureCardDetail, { card: withPicture(card('CR-003')) })
    await w.find('[data-testid="detail-picture"]').trigger('error')
    expect(w.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })

  it('closes with Escape and with its close button', async () => {
    const w = show(CreatureCardDetail, { card: card('CR-001') })
    await w.find('[data-testid="card-detail"]').trigger('keydown', { key: 'Escape' })
    await w.find('[data-testid="detail-close"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(2)
  })

  it('says so when no card is chosen', () => {
    expect(show(CreatureCardDetail, { card: null }).text()).toContain('Select a card')
  })
})

describe('drawn card', () => {
  it('1.3: draws a creature’s name, level, Atk/Def, type and category band, and names it all', () => {
    const w = show(CreatureDrawnCard, { card: card('CR-001') })
    const svg = w.find('[data-testid="drawn-card"]')
    expect(svg.attributes('data-category')).toBe('creature')
    expect(svg.classes()).toContain('cr-cat-creature')
    expect(w.find('[data-testid="drawn-level"]').text()).toBe('0')
    expect(w.find('[data-testid="drawn-stats"]').text()).toBe('900 / 500')
    expect(w.text()).toContain('Beast · Creature')
    expect(svg.attributes('aria-label')).toBe('Ember Pup, Creature, Level 0, Atk 900, Def 500, Beast')
    expect(w.find('[data-testid="drawn-star"]').exists()).toBe(false)
  })

  it('RS: draws the yellow star, and no level or Atk/Def on a magic card', () => {
    const w = show(CreatureDrawnCard, { card: card('EQ-003') })
    expect(w.find('[data-testid="drawn-star"]').text()).toBe('★')
    expect(w.find('[data-testid="drawn-level"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-stats"]').exists()).toBe(false)
    expect(w.find('svg').attributes('aria-label')).toContain('yellow star, one per deck')
  })

  it('shows the user’s picture as its art when the card has one, the category’s mark otherwise', async () => {
    const w = show(CreatureDrawnCard, { card: withPicture(card('CR-014')), compact: true })
    expect(w.find('svg').classes()).toContain('compact')
    const image = w.find('[data-testid="drawn-picture"]')
    expect(image.attributes('href')).toBe(`card-image://creatures/set-picture.creatures.${HASH}.png`)
    await image.trigger('error')
    expect(w.find('[data-testid="drawn-picture"]').exists()).toBe(false)
    expect(w.find('path.mark').exists()).toBe(true)
  })
})

describe('category mark and deck groups', () => {
  it('marks the category field with a named icon, in the app’s language, and nothing else', () => {
    const icon = show(CategoryIcon, { field: 'category', value: 'terrain' }, 'fr').find('[data-testid="category-icon"]')
    expect(icon.attributes('role')).toBe('img')
    expect(icon.attributes('aria-label')).toBe('Terrain')
    wrapper!.unmount()
    expect(show(CategoryIcon, { field: 'category', value: 'effect' }).find('[role="img"]').attributes('aria-label')).toBe('Effect')
    wrapper!.unmount()
    expect(show(CategoryIcon, { field: 'level', value: '2' }).find('[data-testid="category-icon"]').exists()).toBe(false)
  })

  it('groups a deck’s cards by category, in the module’s order', () => {
    expect(creaturesParts.deckGroups.order).toEqual(['creature', 'effect', 'equipment', 'terrain'])
    expect(['CR-001', 'EF-002', 'EQ-003', 'TR-001'].map((code) => creaturesParts.deckGroups.of(card(code)))).toEqual(['creature', 'effect', 'equipment', 'terrain'])
  })
})

describe('the table’s card', () => {
  it('shows the picture of a card that has one: the game keeps it in the card’s data on the table', async () => {
    const { state } = newGame([withPicture(card('CR-001')), card('CR-003')], { seed: 1, onThePlay: true, format: 'standard' })
    const w = show(TableCreatureCard, { card: state.defs['CR-001']!, size: 'field', posture: 'offensive' })
    expect(w.find('[data-testid="card-picture"]').attributes('src')).toBe(`card-image://creatures/set-picture.creatures.${HASH}.png`)
    expect(w.find('.tile').classes()).toContain('has-picture')
    // the name and stats stay readable over it, and in its accessible name
    expect(w.find('[data-testid="board-card"]').attributes('aria-label')).toContain('Ember Pup, Creature, Level 0, Atk 900, Def 500')
    await w.find('[data-testid="card-picture"]').trigger('error')
    expect(w.find('[data-testid="card-picture"]').exists()).toBe(false)
    w.unmount()
    expect(show(TableCreatureCard, { card: state.defs['CR-003']! }).find('[data-testid="card-picture"]').exists()).toBe(false)
    wrapper!.unmount()
    // and the card shown large beside the log
    expect(show(CreaturePreview, { card: state.defs['CR-001']! }).find('[data-testid="preview-picture"]').attributes('src')).toBe(
      `card-image://creatures/set-picture.creatures.${HASH}.png`,
    )
  })
})
