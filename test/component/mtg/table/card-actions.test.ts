// Magic's table parts on their own: every legal action on a card has its card (the menus and
// clicks are built from CARD_ACTIONS), and costs are drawn as the symbols the card prints.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { legalActions, type Action, type GameState } from '@shared/games/mtg/engine'
import { subjectOf } from '../../../../src-renderer/games/mtg/table/card-actions'
import { costText } from '../../../../src-renderer/games/mtg/table/mana-symbols'
import MtgTableCard from '../../../../src-renderer/games/mtg/table/MtgTableCard.vue'
import { inMain, run } from '../../../unit/mtg/engine-fixtures'
import { CARDS, costOf } from '../../../unit/mtg/mtg-cards'
import { i18nFor } from '../../fixtures'

/** Actions that act on no single card: the turn, the answers about several cards. */
const WITHOUT_CARD = new Set<Action['type']>(['passPriority', 'passToStop', 'setStop', 'nextTurn', 'keepHand', 'mulligan', 'declareAttackers', 'declareBlockers', 'discard'])

describe('the menus from the legal actions', () => {
  it('finds the card of every legal action of a main phase and the legend rule (2, CR 605, CR 601.2, CR 704.5j)', () => {
    const seen = new Set<string>()
    const check = (s: GameState) => {
      for (const action of legalActions(s)) {
        if (WITHOUT_CARD.has(action.type)) continue
        seen.add(action.type)
        const id = subjectOf(action)
        expect(id, action.type).not.toBeNull()
        expect(s.instances[id!], action.type).toBeDefined()
      }
    }
    let state = inMain({ hand: ['Forest', 'Lightning Bolt', 'Isamaru, Hound of Konda'], battlefield: ['Mountain', 'Plains', 'Isamaru, Hound of Konda'] })
    check(state)
    // with {R} in the pool, Lightning Bolt can be cast
    const mountain = state.zones.battlefield.find((id) => state.defs[state.instances[id]!]!.name === 'Mountain')!
    state = run(state, { type: 'tapForMana', card: mountain })
    check(state)
    const isamaru = state.zones.hand.find((id) => state.defs[state.instances[id]!]!.name === 'Isamaru, Hound of Konda')!
    const plains = state.zones.battlefield.find((id) => state.defs[state.instances[id]!]!.name === 'Plains')!
    state = run(state, { type: 'tapForMana', card: plains }, { type: 'cast', card: isamaru }, { type: 'passPriority' })
    expect(state.question?.kind).toBe('legend')
    check(state)
    expect([...seen].sort()).toEqual(['cast', 'keepLegend', 'playLand', 'tapForMana'])
  })
})

describe('the card face', () => {
  const mountCard = (props: Record<string, unknown>) => mount(MtgTableCard, { props: { card: { ...def(CARDS.finks), ...props.card as object }, ...props }, global: { plugins: [i18nFor('en')] } })
  const def = (card: typeof CARDS.finks) => inMain({ hand: [card.name] }).defs[card.id]!

  it('writes the cost as printed, hybrid symbols included', () => {
    expect(costText(costOf('{1}{G/W}{G/W}'))).toBe('{1}{G/W}{G/W}')
    expect(costText(costOf('{X}{R}{U/P}{2/W}{C}'))).toBe('{X}{R}{U/P}{2/W}{C}')
  })

  it('is turned sideways when tapped, and says so', () => {
    const w = mountCard({ size: 'field', tapped: true })
    expect(w.classes()).toContain('tapped')
    expect(w.attributes('aria-label')).toContain('tapped')
    expect(mountCard({ size: 'field' }).attributes('aria-label')).toContain('untapped')
  })

  it('marks summoning sickness, damage and +1/+1 counters on the battlefield, with power and toughness now', () => {
    const w = mountCard({ size: 'field', sick: true, damage: 1, counters: { '+1/+1': 1 }, power: 4, toughness: 3 })
    expect(w.attributes('data-sick')).toBe('true')
    expect(w.find('[data-testid="card-pt"]').text()).toBe('4/3 · −1')
    expect(w.attributes('aria-label')).toBe('Kitchen Finks, {1}{G/W}{G/W}, Creature — Ouphe, 4/3, untapped, summoning sick: it cannot attack or use {T} abilities this turn (rule 3.2.a-1), 1 damage, 1 +1/+1 counter(s)')
  })
})
