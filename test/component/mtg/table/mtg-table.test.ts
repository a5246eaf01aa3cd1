// Issue 14, item 5: Magic's playtest table, mounted with the generic GameTable and Magic's parts
// over a game of a 60-card Gruul deck of real cards played in memory by the real engine. Seed 19
// deals Forest, two Mountains, Game Trail, two Llanowar Elves and Falkenrath Reaver; the first
// draw is Deathcap Cultivator.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { Action, CardId, GameState } from '@shared/games/mtg/engine'
import GameTable from '../../../../src-renderer/table/GameTable.vue'
import { mtgTableParts } from '../../../../src-renderer/games/mtg/table'
import { gruulSession, mtgHarnessModule, named } from '../../../harness/mtg-game'
import { i18nFor } from '../../fixtures'
import type { MemorySession } from '../../table/memory-session'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function mountTable(locale: 'en' | 'fr' = 'en', format = 'standard') {
  const session = gruulSession(undefined, format)
  wrapper = mount(GameTable, {
    props: { module: mtgHarnessModule, session, parts: mtgTableParts },
    global: { plugins: [i18nFor(locale)] },
    attachTo: document.body,
  })
  return { w: wrapper, session }
}

const stateOf = (session: MemorySession) => session.view!.state as GameState
const nameOf = (session: MemorySession, id: CardId) => stateOf(session).defs[stateOf(session).instances[id]!]!.name
const key = (k: string, init: KeyboardEventInit = {}) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ...init }))
const rowNames = (w: VueWrapper, row: string) => w.findAll(`[data-testid="row-${row}"] [data-testid="board-card"]`).map((c) => c.attributes('data-card-name'))

async function click(w: VueWrapper, selector: string) {
  await w.find(selector).trigger('click')
  await flushPromises()
}
async function press(k: string, init: KeyboardEventInit = {}) {
  key(k, init)
  await flushPromises()
}
/** The hand's card of that name (the first one). */
const inHand = (session: MemorySession, name: string) => named(stateOf(session), name, 'hand')!
const onField = (session: MemorySession, name: string) => named(stateOf(session), name, 'battlefield')!

/** Keep seven, then pass to the first main phase (1.2 upkeep; the draw is skipped on the play, CR 103.8a). */
async function keptInMain(w: VueWrapper, session: MemorySession) {
  await click(w, '[data-testid="keep"]')
  while (stateOf(session).phase !== 'main1') await click(w, '[data-testid="pass-priority"]')
}

/** Turn 1: Forest, Llanowar Elves cast and resolved; then to turn 2's main phase. */
async function elvesThenTurnTwo(w: VueWrapper, session: MemorySession) {
  await keptInMain(w, session)
  await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
  await click(w, `[data-testid="row-lands"] [data-id="${onField(session, 'Forest')}"]`)
  await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Llanowar Elves')}"]`)
  await click(w, '[data-testid="pass-priority"]')
  await click(w, '[data-testid="next-turn"]')
  await click(w, '[data-testid="next-turn"]')
}

describe('the layout', () => {
  it('draws the battlefield in rows of lands, creatures and other permanents, and the side zones without the stack', () => {
    const { w } = mountTable()
    expect(w.findAll('[data-testid^="row-"] .row-title').map((r) => r.text().replace(/\s*\d+$/, ''))).toEqual(['Lands', 'Creatures', 'Other permanents'])
    for (const zone of ['library', 'graveyard', 'exile', 'command']) expect(w.find(`[data-testid="pile-${zone}"]`).exists(), zone).toBe(true)
    // the stack is drawn above the rows, top first, not as a pile
    expect(w.find('[data-testid="pile-stack"]').exists()).toBe(false)
    expect(w.find('[data-testid="stack"]').text()).toContain('empty')
    expect(w.find('[data-testid="library-count"]').text()).toBe('53')
  })

  it('groups the phase bar by the five phases of the turn, with the current phase’s steps (Structure du tour)', async () => {
    const { w, session } = mountTable()
    const bar = () => w.find('[data-testid="phase-bar"]')
    expect(bar().findAll(':scope > ol > .phase').map((p) => p.text())).toEqual([
      'Beginning phase',
      'Precombat main phase',
      'Combat phase',
      'Postcombat main phase',
      'Ending phase',
      'Goldfish’s turn',
    ])
    // issue 32: the keep goes to the first stop, the precombat main phase
    await click(w, '[data-testid="keep"]')
    expect(stateOf(session).phase).toBe('main1')
    expect(bar().find('[aria-current="step"]').attributes('data-group')).toBe('main1')
    // passing once from the goldfish's turn: the upkeep (1.2), the beginning phase lit with its three steps
    await click(w, '[data-testid="next-turn"]')
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('upkeep')
    const current = bar().find('[aria-current="step"]')
    expect(current.attributes('data-group')).toBe('beginning')
    expect(current.findAll('.step').map((s) => s.text())).toEqual(['Untap', 'Upkeep', 'Draw'])
    expect(current.find('.step.current').text()).toBe('Upkeep')
  })

  it('shows both life totals and the mana pool, which empties at the end of the step (Effets et leur durée)', async () => {
    const { w, session } = mountTable()
    expect(w.find('[data-testid="life-player"]').attributes('data-life')).toBe('20')
    expect(w.find('[data-testid="life-opponent"]').attributes('data-life')).toBe('20')
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
    await click(w, `[data-testid="row-lands"] [data-id="${onField(session, 'Forest')}"]`)
    expect(w.find('[data-testid="mana-pool"]').attributes('data-mana')).toBe('G')
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('beginCombat')
    expect(w.find('[data-testid="mana-pool"]').attributes('data-mana')).toBe('')
    await click(w, '[data-testid="life-opponent-minus"]')
    expect(stateOf(session).opponent.life).toBe(19)
    expect(w.find('[data-testid="life-opponent"]').attributes('data-life')).toBe('19')
  })

  it('CR 903.7: a Commander game shows 40 life on both sides, and the log says it', async () => {
    const { w, session } = mountTable('en', 'commander')
    for (const side of ['player', 'opponent']) {
      expect(w.find(`[data-testid="life-${side}"]`).attributes('data-life')).toBe('40')
      expect(w.find(`[data-testid="life-${side}"] .value`).text()).toBe('40')
    }
    expect(session.log[0]).toContain('40 life each')
  })
})

describe('CR 103.5: the London mulligan', () => {
  it('keeps seven at once, or after a mulligan puts the chosen card on the bottom', async () => {
    const { w, session } = mountTable()
    expect(w.find('[data-testid="question-prompt"]').text()).toBe('Keep these seven cards, or mulligan. (rule CR 103.5)')
    await click(w, '[data-testid="mulligan"]')
    expect(stateOf(session).mulligans).toBe(1)
    expect(stateOf(session).zones.hand).toHaveLength(7)
    // keeping without choosing the card for the bottom: the engine refuses and says why
    await click(w, '[data-testid="keep"]')
    expect(w.find('[data-testid="refusal"]').text()).toContain('Refused (rule CR 103.5): put exactly 1 different card(s) of your hand on the bottom')
    const bottom = stateOf(session).zones.hand[2]!
    await click(w, `[data-testid="bottom-pick-${bottom}"]`)
    expect(w.find('[data-testid="keep"]').text()).toContain('Keep, 1 of 1 to the bottom')
    await click(w, '[data-testid="keep"]')
    expect(session.sent.at(-1)).toEqual({ type: 'keepHand', bottom: [bottom] })
    expect(stateOf(session).zones.library.at(-1)).toBe(bottom)
    expect(stateOf(session).zones.hand).toHaveLength(6)
    expect(w.find('[data-testid="question-londonMulligan"]').exists()).toBe(false)
  })
})

describe('2: the land play', () => {
  it('plays a land from the hand on a click, and shows the refusal of a second one with its rule', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
    expect(rowNames(w, 'lands')).toEqual(['Forest'])
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Mountain')}"]`)
    expect(w.find('[data-testid="refusal"]').text()).toBe('Refused (rule 2): you have already played a land this turn. ×')
    expect(rowNames(w, 'lands')).toEqual(['Forest'])
  })

  it('plays a land dropped on the battlefield, and casts a spell dropped there with the auto-payer', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    const dragTo = async (id: CardId) => {
      const data = new Map<string, string>()
      const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '', types: ['application/x-decklab-card'] }
      await w.find(`[data-testid="hand"] [data-id="${id}"]`).trigger('dragstart', { dataTransfer })
      await w.find('[data-testid="field"]').trigger('drop', { dataTransfer })
      await flushPromises()
    }
    const forest = inHand(session, 'Forest')
    await dragTo(forest)
    expect(session.sent.at(-1)).toEqual({ type: 'playLand', card: forest })
    expect(stateOf(session).zones.battlefield).toEqual([forest])
    await click(w, `[data-testid="row-lands"] [data-id="${forest}"]`)
    const elves = inHand(session, 'Llanowar Elves')
    await dragTo(elves)
    expect(session.sent.at(-1)).toEqual({ type: 'cast', card: elves, autoTap: true })
    expect(stateOf(session).zones.stack).toEqual([elves])
  })
})

describe('CR 605: mana abilities', () => {
  it('taps a basic land for its mana on a click, and asks which colour a land with a choice adds', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    const trail = inHand(session, 'Game Trail')
    await click(w, `[data-testid="hand"] [data-id="${trail}"]`)
    await click(w, `[data-testid="row-lands"] [data-id="${trail}"]`)
    const dialog = w.find('[data-testid="mana-choice"]')
    expect(dialog.findAll('button[data-testid^="mana-choice-"]').map((b) => b.attributes('aria-label'))).toEqual(['Tap for {R}', 'Tap for {G}'])
    await click(w, '[data-testid="mana-choice-1"]')
    expect(session.sent.at(-1)).toEqual({ type: 'tapForMana', card: trail, choice: 1 })
    expect(stateOf(session).pool.G).toBe(1)
    expect(w.find('[data-testid="mana-choice"]').exists()).toBe(false)
    // tapped: turned sideways
    const card = w.find(`[data-testid="row-lands"] [data-id="${trail}"]`)
    expect(card.attributes('data-tapped')).toBe('true')
    expect(card.classes()).toContain('tapped')
  })

  it('lists a land’s legal actions in its menu, then what is done by hand', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    const trail = inHand(session, 'Game Trail')
    await w.find(`[data-testid="hand"] [data-id="${trail}"]`).trigger('contextmenu')
    expect(w.findAll('[role="menuitem"]').map((e) => e.text())[0]).toContain('Play this land')
    await click(w, '[role="menuitem"]')
    await w.find(`[data-testid="row-lands"] [data-id="${trail}"]`).trigger('contextmenu')
    const entries = w.findAll('[role="menuitem"]').map((e) => e.text())
    expect(entries.slice(0, 2).map((e) => e.replace(/Enter$/, ''))).toEqual(['Tap for {R}', 'Tap for {G}'])
    expect(entries).toContain('TapT')
    expect(entries).toContain('Add a +1/+1 counter')
  })
})

describe('CR 601.2: casting', () => {
  it('casts with the auto-payer: the spell goes on the stack, passing priority resolves it, and it is summoning sick (CR 302.6)', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
    await click(w, `[data-testid="row-lands"] [data-id="${onField(session, 'Forest')}"]`)
    const elves = inHand(session, 'Llanowar Elves')
    await click(w, `[data-testid="hand"] [data-id="${elves}"]`)
    expect(session.sent.at(-1)).toEqual({ type: 'cast', card: elves, autoTap: true })
    expect(w.find('[data-testid="stack-0"]').text()).toBe('top: Llanowar Elves')
    expect(w.find('[data-testid="next-stop"]').text()).toContain('Resolve Llanowar Elves')
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('main1')
    const card = w.find(`[data-testid="row-creatures"] [data-id="${elves}"]`)
    expect(card.attributes('data-sick')).toBe('true')
    expect(card.attributes('aria-label')).toContain('summoning sick')
    // its {T} ability waits (CR 302.6): the engine refuses, with its rule
    await card.trigger('click')
    await flushPromises()
    expect(w.find('[data-testid="refusal"]').text()).toContain('Refused (rule CR 302.6)')
  })

  it('refuses a spell the pool and the untapped sources cannot pay, naming the rule', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Falkenrath Reaver')}"]`)
    expect(w.find('[data-testid="refusal"]').text()).toBe('Refused (rule CR 601.2h): your pool and untapped mana sources cannot pay Falkenrath Reaver\'s cost. ×')
  })

  it('auto-tap: pointing at a spell marks the land it would tap, the menu names it, and a click taps it and casts (issue 32)', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
    const forest = onField(session, 'Forest')
    const elves = inHand(session, 'Llanowar Elves')
    const land = () => w.find(`[data-testid="row-lands"] [data-id="${forest}"]`)
    await w.find(`[data-testid="hand"] [data-id="${elves}"]`).trigger('mouseenter')
    await flushPromises()
    expect(land().attributes('data-will-tap')).toBe('true')
    expect(land().attributes('aria-label')).toContain('auto-tap will tap it')
    await w.find(`[data-testid="hand"] [data-id="${elves}"]`).trigger('contextmenu')
    expect(w.findAll('[role="menuitem"]').map((e) => e.text())[0]).toBe('Cast, tapping ForestEnter')
    await w.find(`[data-testid="hand"] [data-id="${elves}"]`).trigger('keydown', { key: 'Escape' })
    await click(w, `[data-testid="hand"] [data-id="${elves}"]`)
    expect(stateOf(session).zones.stack).toEqual([elves])
    expect(stateOf(session).permanents[forest]!.tapped).toBe(true)
  })

  it('casts with the payment the player sets, starting from the auto-payer’s, and shows a wrong one’s refusal in the dialog', async () => {
    const { w, session } = mountTable()
    await elvesThenTurnTwo(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Mountain')}"]`)
    await click(w, `[data-testid="row-lands"] [data-id="${onField(session, 'Mountain')}"]`)
    await click(w, `[data-testid="row-lands"] [data-id="${onField(session, 'Forest')}"]`)
    const reaver = inHand(session, 'Falkenrath Reaver')
    ;(w.find(`[data-testid="hand"] [data-id="${reaver}"]`).element as HTMLElement).focus()
    await press('c')
    const dialog = () => w.find('[data-testid="payment-dialog"]')
    // {1}{R} from R and G: the auto-payer spends both
    expect((dialog().find('[data-testid="pay-R"]').element as HTMLInputElement).value).toBe('1')
    expect((dialog().find('[data-testid="pay-G"]').element as HTMLInputElement).value).toBe('1')
    await dialog().find('[data-testid="pay-R"]').setValue(0)
    await dialog().trigger('submit')
    await flushPromises()
    expect(dialog().find('[data-testid="dialog-refusal"]').text()).toBe('Refused (rule CR 601.2h): that mana and life do not pay Falkenrath Reaver\'s cost exactly.')
    expect(w.find('[data-testid="refusal"]').exists()).toBe(false)
    await dialog().find('[data-testid="pay-R"]').setValue(1)
    await dialog().trigger('submit')
    await flushPromises()
    expect(session.sent.at(-1)).toEqual({ type: 'cast', card: reaver, payment: { mana: { R: 1, G: 1 } } })
    expect(dialog().exists()).toBe(false)
    expect(stateOf(session).zones.stack).toEqual([reaver])
  })
})

describe('3: combat', () => {
  it('declares the chosen attacker (3.2.a), taps it (3.2.a-6) and deals its damage to the goldfish (3.4)', async () => {
    const { w, session } = mountTable()
    await elvesThenTurnTwo(w, session)
    const elves = onField(session, 'Llanowar Elves')
    expect(w.find(`[data-testid="row-creatures"] [data-id="${elves}"]`).attributes('data-sick')).toBeUndefined()
    await click(w, '[data-testid="pass-priority"]')
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('declareAttackers')
    expect(w.find('[data-testid="question-prompt"]').text()).toBe('Declare your attackers (none is an answer too). (rule 3.2.a)')
    await click(w, `[data-testid="row-creatures"] [data-id="${elves}"]`)
    expect(w.find(`[data-testid="attacker-${elves}"]`).attributes('aria-pressed')).toBe('true')
    // A on the focused creature chooses it or takes it back
    ;(w.find(`[data-testid="row-creatures"] [data-id="${elves}"]`).element as HTMLElement).focus()
    await press('a')
    expect(w.find(`[data-testid="attacker-${elves}"]`).attributes('aria-pressed')).toBe('false')
    await press('a')
    expect(w.find(`[data-testid="row-creatures"] [data-id="${elves}"]`).classes()).toContain('picked')
    await click(w, '[data-testid="declare-attackers"]')
    expect(session.sent.at(-1)).toEqual({ type: 'declareAttackers', attackers: [elves] })
    const card = w.find(`[data-testid="row-creatures"] [data-id="${elves}"]`)
    expect(card.attributes('data-tapped')).toBe('true')
    expect(card.attributes('aria-label')).toContain('attacking')
    // each step gives priority: on to the declare blockers step (no dummy: no block), then the damage step deals 1
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('declareBlockers')
    expect(stateOf(session).opponent.life).toBe(20)
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('combatDamage')
    expect(stateOf(session).opponent.life).toBe(19)
    expect(w.find('[data-testid="life-opponent"]').attributes('data-life')).toBe('19')
  })

  it('lets a dummy of the goldfish block (3.3.a): it takes the damage and dies (CR 704.5g)', async () => {
    const { w, session } = mountTable()
    await elvesThenTurnTwo(w, session)
    await click(w, '[data-testid="add-dummy"]')
    await w.find('[data-testid="dummy-power"]').setValue(0)
    await w.find('[data-testid="dummy-toughness"]').setValue(1)
    await w.find('[data-testid="dummy-form"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid="dummy-d1"]').text()).toContain('d1 0/1')
    const elves = onField(session, 'Llanowar Elves')
    await click(w, '[data-testid="pass-priority"]')
    await click(w, '[data-testid="pass-priority"]')
    await click(w, `[data-testid="attacker-${elves}"]`)
    // N answers the question with the chosen attackers, then passes priority in the step
    await press('n')
    expect(session.sent.at(-1)).toEqual({ type: 'declareAttackers', attackers: [elves] })
    await press('n')
    expect(stateOf(session).phase).toBe('declareBlockers')
    expect(w.find('[data-testid="question-prompt"]').text()).toBe('Choose how the goldfish’s creatures block. (rule 3.3.a)')
    await w.find('[data-testid="block-d1"]').setValue(elves)
    await press('n')
    expect(session.sent.at(-1)).toEqual({ type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: elves }] })
    expect(w.find('[data-testid="dummy-d1"]').text()).toContain('blocks Llanowar Elves')
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('combatDamage')
    expect(stateOf(session).opponent.life).toBe(20)
    expect(w.find('[data-testid="dummy-d1"]').exists()).toBe(false)
    expect(session.log.some((l) => l.includes('goldfish creature d1 dies (rule CR 704.5g)'))).toBe(true)
  })
})

describe('3.3.b, 3.4.a: two dummies block one attacker', () => {
  it('says each blocker’s place in the damage assignment order, the order declared, and the damage follows it', async () => {
    const { w, session } = mountTable()
    await elvesThenTurnTwo(w, session)
    const elves = onField(session, 'Llanowar Elves')
    for (const [p, tough] of [[0, 1], [0, 1]] as const) await session.act({ type: 'addDummy', power: p, toughness: tough } as Action)
    await click(w, '[data-testid="pass-priority"]')
    await click(w, '[data-testid="pass-priority"]')
    await click(w, `[data-testid="attacker-${elves}"]`)
    await click(w, '[data-testid="declare-attackers"]')
    await click(w, '[data-testid="pass-priority"]')
    // declared d2 first, then d1
    await session.act({ type: 'declareBlockers', blocks: [{ dummy: 'd2', attacker: elves }, { dummy: 'd1', attacker: elves }] } as Action)
    await flushPromises()
    expect(w.find('[data-testid="damage-order-d2"]').text()).toBe('(damage order: 1 of 2, as declared; rule 3.3.b)')
    expect(w.find('[data-testid="damage-order-d1"]').text()).toBe('(damage order: 2 of 2, as declared; rule 3.3.b)')
    // the Elves' 1 damage is lethal to d2, the first in order: d2 dies, d1 lives
    await click(w, '[data-testid="pass-priority"]')
    expect(stateOf(session).phase).toBe('combatDamage')
    expect(stateOf(session).opponent.dummies.map((d) => d.id)).toEqual(['d1'])
    expect(w.find('[data-testid="damage-order-d1"]').exists()).toBe(false)
  }, 20_000)

  it('says the order in French', async () => {
    const { w, session } = mountTable('fr')
    await elvesThenTurnTwo(w, session)
    const elves = onField(session, 'Llanowar Elves')
    for (let i = 0; i < 2; i++) await session.act({ type: 'addDummy', power: 0, toughness: 1 } as Action)
    await click(w, '[data-testid="pass-priority"]')
    await click(w, '[data-testid="pass-priority"]')
    await click(w, `[data-testid="attacker-${elves}"]`)
    await click(w, '[data-testid="declare-attackers"]')
    await click(w, '[data-testid="pass-priority"]')
    await session.act({ type: 'declareBlockers', blocks: [{ dummy: 'd1', attacker: elves }, { dummy: 'd2', attacker: elves }] } as Action)
    await flushPromises()
    expect(w.find('[data-testid="damage-order-d1"]').text()).toBe('(ordre des blessures : 1 sur 2, comme déclaré ; règle 3.3.b)')
  }, 20_000)
})

describe('5.2.a: the cleanup’s discard', () => {
  it('asks for the cards over seven and discards the chosen ones', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    // three more cards by hand: ten in hand at the cleanup
    for (let i = 0; i < 3; i++) await press('d')
    await click(w, '[data-testid="next-turn"]')
    expect(stateOf(session).phase).toBe('cleanup')
    expect(w.find('[data-testid="question-prompt"]').text()).toBe('Discard 3 card(s) down to seven. (rule 5.2.a)')
    const hand = [...stateOf(session).zones.hand]
    for (const id of hand.slice(0, 3)) await click(w, `[data-testid="discard-pick-${id}"]`)
    expect(w.find('[data-testid="discard"]').text()).toBe('Discard 3 of 3')
    await click(w, '[data-testid="discard"]')
    expect(stateOf(session).zones.graveyard).toEqual(hand.slice(0, 3))
    expect(stateOf(session).phase).toBe('opponent')
  })
})

describe('undo and redo', () => {
  it('takes a land play back and plays it again', async () => {
    const { w, session } = mountTable()
    await keptInMain(w, session)
    const forest = inHand(session, 'Forest')
    await click(w, `[data-testid="hand"] [data-id="${forest}"]`)
    await click(w, '[data-testid="undo"]')
    expect(stateOf(session).zones.hand).toContain(forest)
    expect(rowNames(w, 'lands')).toEqual([])
    await click(w, '[data-testid="redo"]')
    expect(rowNames(w, 'lands')).toEqual(['Forest'])
  })
})

describe('issue 32 point 2: stops set on the phase bar', () => {
  const toggle = (w: VueWrapper, step: string) => w.find(`[data-testid="phase-bar"] [data-testid="phase-stop-${step}"]`)
  const pressed = (w: VueWrapper) => w.findAll('[data-testid="phase-bar"] .stop-toggle[aria-pressed="true"]').map((b) => b.attributes('data-testid')!.replace('phase-stop-', ''))

  it('shows a toggle for each step that gives priority (none for untap and cleanup, 1.1, 5.2), the defaults pressed with a stop sign', () => {
    const { w } = mountTable()
    const all = w.findAll('[data-testid="phase-bar"] button.stop-toggle').map((b) => b.attributes('data-testid'))
    expect(all).toEqual(
      ['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'opponent'].map((s) => `phase-stop-${s}`),
    )
    // issue 32's defaults: both main phases, declare attackers, the end step
    expect(pressed(w)).toEqual(['main1', 'declareAttackers', 'main2', 'end'])
    // not colour alone: a set stop draws the stop sign's bar, an unset one does not
    expect(toggle(w, 'main1').find('.bar').exists()).toBe(true)
    expect(toggle(w, 'upkeep').find('.bar').exists()).toBe(false)
    expect(toggle(w, 'upkeep').attributes('aria-label')).toBe('Stop in Upkeep')
    expect(toggle(w, 'upkeep').attributes('title')).toContain('no stop')
    // each under its phase: the combat's six steps under "Combat phase"
    expect(w.findAll('[data-group="combat"] .stop-toggle')).toHaveLength(6)
  })

  it('a click sets or removes the stop in the game (as the stops dialog does), and F then stops there', async () => {
    const { w, session } = mountTable()
    await click(w, '[data-testid="keep"]')
    await toggle(w, 'main2').trigger('click')
    await flushPromises()
    expect(stateOf(session).stops).not.toContain('main2')
    expect(toggle(w, 'main2').attributes('aria-pressed')).toBe('false')
    await toggle(w, 'endCombat').trigger('click')
    await flushPromises()
    expect(stateOf(session).stops).toContain('endCombat')
    expect(toggle(w, 'endCombat').attributes('aria-pressed')).toBe('true')
    expect(toggle(w, 'endCombat').attributes('title')).toContain('stop set')
    // the dialog shows the same stops
    await press('o')
    expect((w.find('[data-testid="stop-endCombat"]').element as HTMLInputElement).checked).toBe(true)
    expect((w.find('[data-testid="stop-main2"]').element as HTMLInputElement).checked).toBe(false)
    await click(w, '[data-testid="stops-close"]')
    // undo takes a toggle back like any action
    await click(w, '[data-testid="undo"]')
    expect(stateOf(session).stops).not.toContain('endCombat')
    // main 2 has no stop now: with a land still to play, F passes it and stops in turn 2's first main phase
    await press('f')
    expect([stateOf(session).ownTurn, stateOf(session).phase]).toEqual([2, 'main1'])
  })

  it('names the stops in French', () => {
    const { w } = mountTable('fr')
    expect(toggle(w, 'upkeep').attributes('aria-label')).toBe('Arrêt : Entretien')
    expect(toggle(w, 'main1').attributes('title')).toContain('arrêt posé')
  })
})

describe('the keyboard', () => {
  it('issue 32: F goes to the next stop where there is something to do, O opens the stops, a stop taken off is skipped', async () => {
    const { w, session } = mountTable()
    await press('k')
    expect(stateOf(session).phase).toBe('main1')
    // no attacker: combat passes by itself; the land play is still open in the second main phase
    await press('f')
    expect(stateOf(session).phase).toBe('main2')
    await press('o')
    expect(w.find('[data-testid="stops-dialog"]').exists()).toBe(true)
    expect((w.find('[data-testid="stop-main2"]').element as HTMLInputElement).checked).toBe(true)
    await w.find('[data-testid="stop-main2"]').setValue(false)
    await flushPromises()
    expect(stateOf(session).stops).not.toContain('main2')
    expect(w.find('[data-testid="stop-untap"]').exists()).toBe(false)
    await click(w, '[data-testid="stops-close"]')
    expect(w.find('[data-testid="stops-dialog"]').exists()).toBe(false)
    // from the first main phase of turn 2, F passes the second main phase now that it has no stop
    await press('f')
    expect(stateOf(session).ownTurn).toBe(2)
    expect(stateOf(session).phase).toBe('main1')
    // eight cards and nothing played: the cleanup's discard question (5.2.a) stops it
    await press('f')
    expect([stateOf(session).ownTurn, stateOf(session).phase, stateOf(session).question?.data]).toEqual([2, 'cleanup', { kind: 'discard', count: 1 }])
  })

  it('plays with keys only: K keeps, N passes, Enter plays the focused land and taps it, Enter casts, E goes to the next turn', async () => {
    const { w, session } = mountTable()
    // issue 32: the keep goes to the first stop, the main phase: the land is played at once
    await press('k')
    expect(stateOf(session).phase).toBe('main1')
    const forest = inHand(session, 'Forest')
    for (let i = 0; i < 8 && document.activeElement?.getAttribute('data-id') !== forest; i++) {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
      await flushPromises()
    }
    expect(document.activeElement?.getAttribute('data-id')).toBe(forest)
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await flushPromises()
    expect(stateOf(session).zones.battlefield).toEqual([forest])
    ;(w.find(`[data-testid="row-lands"] [data-id="${forest}"]`).element as HTMLElement).focus()
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await flushPromises()
    expect(stateOf(session).pool.G).toBe(1)
    const elves = inHand(session, 'Llanowar Elves')
    await w.find(`[data-testid="hand"] [data-id="${elves}"]`).trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(stateOf(session).zones.stack).toEqual([elves])
    await press('n')
    expect(stateOf(session).zones.battlefield).toContain(elves)
    await press('e')
    expect(stateOf(session).phase).toBe('opponent')
    await press('e')
    expect(stateOf(session).phase).toBe('main1')
    expect(stateOf(session).ownTurn).toBe(2)
    expect(nameOf(session, stateOf(session).zones.hand.at(-1)!)).toBe('Deathcap Cultivator')
  })
})

describe('in French', () => {
  it('names the rows, the phases, the question and the refusals in French', async () => {
    const { w, session } = mountTable('fr')
    expect(w.find('[data-testid="row-lands"]').text()).toContain('Terrains')
    expect(w.find('[data-testid="phase-bar"]').text()).toContain('Phase de combat')
    expect(w.find('[data-testid="question-prompt"]').text()).toBe('Gardez ces sept cartes, ou faites un mulligan. (règle CR 103.5)')
    await keptInMain(w, session)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Forest')}"]`)
    await click(w, `[data-testid="hand"] [data-id="${inHand(session, 'Mountain')}"]`)
    expect(w.find('[data-testid="refusal"]').text()).toBe('Refusé (règle 2) : vous avez déjà joué un terrain ce tour-ci. ×')
    expect(w.find('[data-testid="pass-priority"]').text()).toContain('Passer la priorité')
  })
})
