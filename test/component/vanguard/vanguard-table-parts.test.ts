// Vanguard's table parts on their own: every card action of the engine has its card (the menus
// are built from CARD_ACTIONS), and the table card is the drawn card, with [Rest], boosts and a
// face-down damage card.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { legalActions, type Action, type GameState } from '@shared/games/vanguard/engine'
import { subjectOf } from '../../../src-renderer/games/vanguard/table/card-actions'
import VanguardTableCard from '../../../src-renderer/games/vanguard/table/VanguardTableCard.vue'
import { run, start } from '../../unit/vanguard/engine-fixtures'
import { card } from '../../unit/vanguard/fixtures'
import { i18nFor } from '../fixtures'

/** Actions that act on no card: the turn, the opening hand as a whole, the goldfish, piles and counts taken by hand. */
const WITHOUT_CARD = new Set<Action['type']>([
  'keepHand', 'mulligan', 'nextPhase', 'endTurn', 'setGoldfish', 'opponentAttack', 'endGuard', 'gAssist', 'gAssistRemove',
  'takeDamage', 'counterBlast', 'soulBlast', 'soulCharge', 'draw', 'shuffle', 'lookTop', 'arrangeTop', 'concede', 'search', 'move',
])

describe('the menus from the legal actions', () => {
  it('finds the card of every legal action of the ride, main and battle phases (Phase de Ride, Phase principale, Phase de combat)', () => {
    // On the draw: the first player's first turn has no battle phase (SU-first-turn).
    let state: GameState = run({ ...start('ride-deck', 24).state, onThePlay: false }, { type: 'keepHand' }, { type: 'endTurn' })
    const seen = new Set<string>()
    const check = (s: GameState) => {
      for (const action of legalActions(s)) {
        if (WITHOUT_CARD.has(action.type)) continue
        seen.add(action.type)
        const id = subjectOf(action, s)
        expect(id, action.type).not.toBeNull()
        expect(s.instances[id!], action.type).toBeDefined()
      }
    }
    check(state)
    const grade1 = state.zones.hand.find((id) => state.defs[state.instances[id]!]!.grade === 1)!
    state = run(state, { type: 'ride', card: grade1 }, { type: 'nextPhase' })
    const unit = state.zones.hand.find((id) => (state.defs[state.instances[id]!]!.grade ?? 9) <= 1)!
    state = run(state, { type: 'call', card: unit, circle: 'frontLeft' })
    check(state)
    state = run(state, { type: 'nextPhase' })
    check(state)
    expect([...seen].sort()).toEqual(['attack', 'call', 'modifyUnit', 'moveInColumn', 'restUnit', 'ride', 'rideFromRideDeck'])
  })
})

describe('the card face', () => {
  const nikko = card('D-SD01/013')
  const mountCard = (props: Record<string, unknown>) => mount(VanguardTableCard, { props: { card: nikko, ...props }, global: { plugins: [i18nFor('en')] } })

  it('says [Rest] and is drawn sideways when rested, [Stand] otherwise', () => {
    expect(mountCard({ size: 'field', rested: true }).attributes('aria-label')).toContain('[Rest]')
    expect(mountCard({ size: 'field', rested: true }).classes()).toContain('rested')
    expect(mountCard({ size: 'field' }).attributes('aria-label')).toContain('[Stand]')
  })

  it('lights power and critical above the printed ones (a trigger’s boost until end of turn)', () => {
    const w = mountCard({ size: 'field', power: nikko.power! + 10000, critical: nikko.critical! + 1 })
    expect(w.find('[data-testid="card-power"]').text()).toBe(String(nikko.power! + 10000))
    expect(w.find('[data-testid="card-power"]').classes()).toContain('up')
    expect(w.find('[data-testid="card-critical"]').classes()).toContain('up')
    expect(mountCard({ size: 'field' }).find('[data-testid="card-power"]').classes()).not.toContain('up')
  })

  it('draws a face-down card as its back, its name said but not shown', () => {
    for (const size of ['mini', 'hand', 'field']) {
      const w = mountCard({ size, faceDown: true })
      expect(w.attributes('data-face-down')).toBe('true')
      expect(w.attributes('aria-label')).toBe(`${nikko.name}, face down`)
      expect(w.text()).not.toContain(nikko.name)
      expect(w.find('[data-testid="drawn-card"]').exists()).toBe(false)
    }
  })

  it('is the card parts’ drawn card, in the hand and on a circle: name, grade, power, shield, critical, its text', () => {
    for (const size of ['hand', 'field']) {
      const drawn = mountCard({ size }).find('[data-testid="card-face"] [data-testid="drawn-card"]')
      expect(drawn.attributes('data-code')).toBe(nikko.code)
      expect(drawn.find('.name').text()).toBe(nikko.name)
      expect(drawn.find('[data-testid="drawn-grade"]').text()).toBe(String(nikko.grade))
      expect(drawn.find('[data-testid="drawn-power"]').text()).toBe(new Intl.NumberFormat('en').format(nikko.power!))
      expect(drawn.find('[data-testid="drawn-shield"]').exists()).toBe(nikko.shield !== null)
      expect(drawn.find('[data-testid="drawn-critical"]').text()).toBe(String(nikko.critical))
      expect(drawn.find('.text-clip').text()).toBe(nikko.text)
    }
  })

  it('draws a trigger unit with its trigger icon', () => {
    const trigger = card('D-SD01/011')
    const w = mount(VanguardTableCard, { props: { card: trigger, size: 'hand' }, global: { plugins: [i18nFor('en')] } })
    expect(trigger.trigger).not.toBeNull()
    expect(w.find('[data-testid="drawn-card"]').attributes('data-trigger')).toBe(trigger.trigger)
    expect(w.find('[data-testid="drawn-trigger"]').exists()).toBe(true)
  })

  it('lists a card in a side zone as a line: grade and name', () => {
    const w = mountCard({ size: 'mini' })
    expect(w.text()).toBe(`${nikko.grade}${nikko.name}`)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(false)
  })
})
