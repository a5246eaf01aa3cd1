// Issue 13, item 4: Vanguard's playtest table, mounted with the generic GameTable and Vanguard's
// parts over a game of dsd01 played in memory by the real engine. Seed 24 deals two Iron Ball
// Dragon, Ankybowler (grade 1, Boost) and puts a critical trigger on the first drive check.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { AnyGameModule } from '@shared/game/module'
import { vanguard } from '@shared/games/vanguard'
import { defenceOf, triggerAsked, type CardId, type GameState } from '@shared/games/vanguard/engine'
import { BATTLE_STEP_RULE, PHASE_RULE } from '@shared/games/vanguard/rules'
import GameTable from '../../../src-renderer/table/GameTable.vue'
import type { GameAction } from '../../../src-renderer/table/parts'
import { vanguardTableParts } from '../../../src-renderer/games/vanguard/table'
import { deck } from '../../unit/vanguard/engine-fixtures'
import { card, deckPiles } from '../../unit/vanguard/fixtures'
import { i18nFor } from '../fixtures'
import { moduleSession, type MemorySession } from '../table/memory-session'

const ANKYBOWLER = 'D-SD01/007'
const SEED = 24

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function mountTable(locale: 'en' | 'fr' = 'en', seed = SEED, format: 'ride-deck' | 'standard' = 'ride-deck', onThePlay = true) {
  const rideDeck = deckPiles('dsd01').ride.map((e) => card(e.code))
  const ride = (format === 'ride-deck' ? rideDeck : rideDeck.filter((c) => c.grade === 0)).map((c) => c.code)
  const session = moduleSession(vanguard as unknown as AnyGameModule, deck, { seed, onThePlay, format, ride })
  wrapper = mount(GameTable, {
    props: { module: vanguard as unknown as AnyGameModule, session, parts: vanguardTableParts },
    global: { plugins: [i18nFor(locale)] },
    attachTo: document.body,
  })
  return { w: wrapper, session }
}

const stateOf = (session: MemorySession) => session.view!.state as GameState
const def = (session: MemorySession, id: CardId) => stateOf(session).defs[stateOf(session).instances[id]!]!
const inHand = (session: MemorySession, test: (d: ReturnType<typeof def>) => boolean) => stateOf(session).zones.hand.filter((id) => test(def(session, id)))
const key = (k: string, init: KeyboardEventInit = {}) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ...init }))
/** The places of a row of circles, in order: each one's slot and the card there (null: empty). */
const placesOf = (w: VueWrapper, row: 'front' | 'back') =>
  w.findAll(`[data-testid="row-${row}"] .slots > *`).map((el) => ({ slot: el.attributes('data-slot'), card: el.attributes('data-id') ?? null }))

async function click(w: VueWrapper, selector: string) {
  await w.find(selector).trigger('click')
  await flushPromises()
}

/** A hand card's click selects it, a second click runs its default choice (issue 28 point 2). */
async function selectThenAct(w: VueWrapper, id: CardId) {
  await click(w, `[data-testid="hand"] [data-id="${id}"]`)
  expect(w.find(`[data-testid="hand"] [data-id="${id}"]`).attributes('data-selected')).toBe('true')
  await click(w, `[data-testid="hand"] [data-id="${id}"]`)
}

/** Keep (on the draw, end the opponent's first turn: the same draws before the ride), ride the first Ankybowler from the hand, then on to the main phase. */
async function rodeAndInMain(w: VueWrapper, session: MemorySession) {
  await click(w, '[data-testid="keep"]')
  if (stateOf(session).phase === 'opponent') await click(w, '[data-testid="end-turn"]')
  const ankybowler = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
  await selectThenAct(w, ankybowler)
  await click(w, '[data-testid="next-phase"]')
  return ankybowler
}

/** …then call the other Ankybowler behind the vanguard, and on to the battle phase. */
async function boosterBehindAndInBattle(w: VueWrapper, session: MemorySession) {
  const vc = await rodeAndInMain(w, session)
  const booster = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
  await selectThenAct(w, booster)
  await click(w, '[data-testid="call-backCenter"]')
  await click(w, '[data-testid="next-phase"]')
  return { vc, booster }
}

describe('ZONE DE JEUX: the circles in their columns', () => {
  it('draws (VC) in the middle of the front row between two (RC), three (RC) behind, and lists the other zones on the left', () => {
    const { w, session } = mountTable()
    const vc = stateOf(session).zones.vanguard[0]!
    expect(placesOf(w, 'front')).toEqual([
      { slot: 'frontLeft', card: null },
      { slot: 'vanguard', card: vc },
      { slot: 'frontRight', card: null },
    ])
    expect(placesOf(w, 'back')).toEqual([
      { slot: 'backLeft', card: null },
      { slot: 'backCenter', card: null },
      { slot: 'backRight', card: null },
    ])
    for (const zone of ['deck', 'rideDeck', 'soul', 'drop', 'damage', 'trigger', 'guardian', 'order']) expect(w.find(`[data-testid="pile-${zone}"]`).exists(), zone).toBe(true)
    // the vanguard circle is drawn on the field only
    expect(w.find('[data-testid="pile-vanguard"]').exists()).toBe(false)
    // the damage zone shows its six places
    expect(w.find('[data-testid="damage-count"]').text()).toBe('0/6')
  })
})

describe('the table’s cards', () => {
  it('draws each card from the view’s card data, its text too (the engine’s states keep none)', () => {
    const { w, session } = mountTable()
    const vc = stateOf(session).zones.vanguard[0]!
    const drawn = (id: CardId) => w.find(`[data-id="${id}"] [data-testid="drawn-card"]`)
    for (const id of [vc, ...stateOf(session).zones.hand]) {
      const full = card(def(session, id).code)
      expect(drawn(id).attributes('data-code'), id).toBe(full.code)
      expect(drawn(id).find('.text-clip').text(), id).toBe(full.text)
    }
    expect(card(def(session, vc).code).text.length).toBeGreaterThan(0)
  })

  it('says a zone of one card and the hand in the singular, in English and French', async () => {
    const { w, session } = mountTable()
    await rodeAndInMain(w, session)
    expect(w.find('[data-testid="pile-soul"]').attributes('aria-label')).toBe('Soul, 1 card')
    expect(w.find('[data-testid="pile-drop"]').attributes('aria-label')).toBe('Drop zone, 0 cards')
    w.unmount()
    const fr = mountTable('fr')
    await rodeAndInMain(fr.w, fr.session)
    expect(fr.w.find('[data-testid="pile-soul"]').attributes('aria-label')).toBe('Âme, 1 carte')
    expect(fr.w.find('[data-testid="pile-drop"]').attributes('aria-label')).toBe('Zone de largage, 0 carte')
    expect(fr.w.find('[data-testid="hand"]').attributes('aria-label')).toBe(`Main, ${stateOf(fr.session).zones.hand.length} cartes`)
  })
})

describe('the damage zone and the zones of each format', () => {
  const menuItems = (w: VueWrapper) => w.findAll('[data-testid="card-menu"] [role="menuitem"]')
  async function pick(w: VueWrapper, label: string) {
    const item = menuItems(w).find((e) => e.text() === label)
    expect(item, `${label} among ${menuItems(w).map((e) => e.text())}`).toBeDefined()
    await item!.trigger('click')
    await flushPromises()
  }

  it('takes a damage check from the deck’s menu, then turns the damage card face down and up from its menu (Counter Blast by hand)', async () => {
    const { w, session } = mountTable()
    await click(w, '[data-testid="keep"]')
    await click(w, '[data-testid="pile-deck"]')
    await pick(w, 'Take damage (damage check)')
    // a trigger revealed by the check asks for its unit first
    for (let i = 0; i < 2 && triggerAsked(stateOf(session)); i++) await click(w, `[data-testid="trigger-unit-${stateOf(session).zones.vanguard[0]}"]`)
    const [damaged] = stateOf(session).zones.damage
    expect(damaged).toBeDefined()
    const mini = () => w.find(`[data-testid="pile-damage"] [data-code]`)
    expect(mini().text()).toContain(def(session, damaged!).name)
    await mini().trigger('contextmenu')
    await pick(w, 'Turn face down')
    expect(stateOf(session).faceDown).toEqual([damaged])
    expect(mini().attributes('data-face-down')).toBe('true')
    expect(mini().text()).not.toContain(def(session, damaged!).name)
    await mini().trigger('contextmenu')
    await pick(w, 'Turn face up')
    expect(stateOf(session).faceDown).toEqual([])
    expect(mini().text()).toContain(def(session, damaged!).name)
  })

  it('shows the ride deck with a ride deck, and the cards removed from the game (over triggers, G assist) in every format; no G zone in the D series', () => {
    const { w } = mountTable('en', SEED, 'ride-deck')
    expect(w.find('[data-testid="pile-rideDeck"]').exists()).toBe(true)
    // with a ride deck the removed pile shows once an over trigger is there (vanguard-guides e2e), not empty
    expect(w.find('[data-testid="pile-removed"]').exists()).toBe(false)
    w.unmount()
    const standard = mountTable('en', SEED, 'standard')
    expect(standard.w.find('[data-testid="pile-rideDeck"]').exists()).toBe(false)
    expect(standard.w.find('[data-testid="pile-removed"]').attributes('aria-label')).toBe('Removed, 0 cards')
    expect(standard.w.findAll('.piles .pile').map((p) => p.attributes('data-testid'))).not.toContain('pile-gZone')
  })
})

describe('SU-mulligan: the opening hand', () => {
  it('returns the picked cards once and draws as many', async () => {
    const { w, session } = mountTable()
    const hand = [...stateOf(session).zones.hand]
    await click(w, `[data-testid="mulligan-pick-${hand[1]}"]`)
    expect(w.find('[data-testid="mulligan"]').text()).toContain('Return 1 and draw')
    await click(w, '[data-testid="mulligan"]')
    expect(session.sent.at(-1)).toEqual({ type: 'mulligan', cards: [hand[1]] })
    expect(stateOf(session).zones.hand).not.toContain(hand[1])
    expect(w.find('[data-testid="mulligan-panel"]').exists()).toBe(false)
  })
})

describe('Phase de Ride', () => {
  it('rides a grade 1 unit of the hand on a click: it goes on (VC), the old vanguard to the soul', async () => {
    const { w, session } = mountTable()
    const old = stateOf(session).zones.vanguard[0]!
    const ankybowler = await rodeAndInMain(w, session)
    expect(placesOf(w, 'front')[1]).toEqual({ slot: 'vanguard', card: ankybowler })
    expect(stateOf(session).zones.soul).toEqual([old])
    expect(w.find('[data-testid="soul-count"]').text()).toBe('1')
    expect(w.find('[data-testid="pile-soul"] .pile-top').text()).toBe(def(session, old).name)
  })

  it('offers the ride from the ride deck in a hand card’s menu, built from the legal actions', async () => {
    const { w, session } = mountTable()
    await click(w, '[data-testid="keep"]')
    const other = inHand(session, (d) => d.grade === 2)[0]!
    await w.find(`[data-testid="hand"] [data-id="${other}"]`).trigger('contextmenu')
    const entries = w.findAll('[role="menuitem"]').map((e) => e.text())
    expect(entries.some((e) => e.includes('Discard to ride the ride deck’s grade 1'))).toBe(true)
    // a grade 2 unit cannot be ridden on a grade 0 vanguard: no "Ride" entry for it
    expect(entries.some((e) => e.startsWith('Ride'))).toBe(false)
    const entry = w.findAll('[role="menuitem"]').find((e) => e.text().includes('Discard to ride'))!
    await entry.trigger('click')
    await flushPromises()
    expect(stateOf(session).zones.drop).toEqual([other])
    expect(def(session, stateOf(session).zones.vanguard[0]!).grade).toBe(1)
  })
})

describe('Phase principale: the call', () => {
  it('calls a unit to the circle chosen in the dialog, in its column', async () => {
    const { w, session } = mountTable()
    await rodeAndInMain(w, session)
    const booster = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
    await selectThenAct(w, booster)
    const dialog = w.find('[data-testid="call-dialog"]')
    expect(dialog.text()).toContain('Call Iron Ball Dragon, Ankybowler to')
    // five rear-guard circles; (VC) is not one
    expect(dialog.findAll('button[data-testid^="call-"]')).toHaveLength(5)
    await click(w, '[data-testid="call-backCenter"]')
    expect(placesOf(w, 'back')).toEqual([
      { slot: 'backLeft', card: null },
      { slot: 'backCenter', card: booster },
      { slot: 'backRight', card: null },
    ])
    expect(w.find('[data-testid="call-dialog"]').exists()).toBe(false)
  })

  it('shows the engine’s refusal with its rule: a grade 2 unit on a grade 1 vanguard', async () => {
    const { w, session } = mountTable()
    await rodeAndInMain(w, session)
    const vairina = inHand(session, (d) => d.grade === 2)[0]!
    await selectThenAct(w, vairina)
    expect(w.find('[data-testid="call-dialog"]').exists()).toBe(false)
    const refusal = w.find('[data-testid="refusal"]')
    expect(refusal.text()).toContain('call a unit of grade 1 or less')
    expect(refusal.text()).toContain(`rule: ${PHASE_RULE.main}`)
    expect(stateOf(session).zones.hand).toContain(vairina)
  })

  it('says the refusal in French too', async () => {
    const { w, session } = mountTable('fr')
    await rodeAndInMain(w, session)
    const vairina = inHand(session, (d) => d.grade === 2)[0]!
    await selectThenAct(w, vairina)
    expect(w.find('[data-testid="refusal"]').text()).toBe(`Refusé : une unité de grade 2 ne va pas là avec une avant-garde de grade 1 (règle : ${PHASE_RULE.main}) ×`)
  })

  it('calls a hand card dropped on an empty circle there', async () => {
    const { w, session } = mountTable()
    await rodeAndInMain(w, session)
    const booster = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
    const data = new Map<string, string>()
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', types: [] as string[], effectAllowed: '', dropEffect: '' }
    await w.find(`[data-testid="hand"] [data-id="${booster}"]`).trigger('dragstart', { dataTransfer })
    await w.find('[data-testid="row-front"] [data-slot="frontRight"]').trigger('drop', { dataTransfer })
    await flushPromises()
    expect(stateOf(session).circles.frontRight).toBe(booster)
  })
})

describe('Phase de combat: 2. Étape d’attaque, 3. Étape de garde, 4. Étape de conduite', () => {
  it('attacks with the vanguard boosted by the unit behind it: the battle shows the summed power and the guard total', async () => {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    const { vc, booster } = await boosterBehindAndInBattle(w, session)
    await w.find('[data-testid="next-guard"]').setValue(5000)
    await click(w, `[data-testid="row-front"] [data-id="${vc}"]`)
    const dialog = w.find('[data-testid="attack-dialog"]')
    // the booster behind is offered first
    expect((dialog.find(`[data-testid="booster-${booster}"]`).element as HTMLInputElement).checked).toBe(true)
    const printed = card(ANKYBOWLER).power!
    expect(dialog.find('[data-testid="attack-total"]').text()).toBe(`Power ${printed * 2} against ${5000 + 5000}`)
    await dialog.trigger('submit')
    await flushPromises()
    expect(session.sent.at(-1)).toEqual({ type: 'attack', card: vc, booster, guard: 5000 })
    // the drive check revealed a critical trigger: the battle waits, its figures on show
    expect(stateOf(session).battle).not.toBeNull()
    expect(w.find('[data-testid="battle-power"]').text()).toBe(String(printed * 2))
    expect(w.find('[data-testid="battle-critical"]').text()).toBe(`critical ${card(ANKYBOWLER).critical}`)
    expect(w.find('[data-testid="battle-defence"]').text()).toBe('5000 + guard 5000 = 10000')
    expect(w.find('[data-testid="battle-step"]').text()).toBe('Drive step')
    // both rest: turned sideways
    expect(w.find(`[data-testid="row-front"] [data-id="${vc}"]`).attributes('data-rested')).toBe('true')
    expect(w.find(`[data-testid="row-back"] [data-id="${booster}"]`).attributes('data-rested')).toBe('true')
  })

  it('asks where the critical trigger’s critical and power go, in a dialog, then deals the damage', async () => {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    const { vc } = await boosterBehindAndInBattle(w, session)
    await click(w, `[data-testid="row-front"] [data-id="${vc}"]`)
    await w.find('[data-testid="attack-dialog"]').trigger('submit')
    await flushPromises()
    const dialog = w.find('[data-testid="trigger-dialog"]')
    expect(dialog.text()).toContain('Critical trigger')
    expect(dialog.find('[data-testid="trigger-prompt"]').text()).toBe(`Choose the unit that gets [Critical]+1 (rule ${BATTLE_STEP_RULE.drive})`)
    // the keys of the table wait while the trigger waits
    key('n')
    await flushPromises()
    expect(stateOf(session).phase).toBe('battle')
    await click(w, `[data-testid="trigger-unit-${vc}"]`)
    expect(w.find('[data-testid="trigger-prompt"]').text()).toContain('[Power]+10000')
    await click(w, `[data-testid="trigger-unit-${vc}"]`)
    expect(w.find('[data-testid="trigger-dialog"]').exists()).toBe(false)
    const printed = card(ANKYBOWLER)
    const onVc = w.find(`[data-testid="row-front"] [data-id="${vc}"]`)
    expect(onVc.find('[data-testid="card-power"]').text()).toBe(String(printed.power! + 10000))
    expect(onVc.find('[data-testid="card-critical"]').text()).toBe(`★${printed.critical! + 1}`)
    // a hit (18000 + 8000 against 5000) deals the critical: 2
    expect(w.find('[data-testid="goldfish-damage"]').attributes('data-damage')).toBe(String(printed.critical! + 1))
    expect(w.find('[data-testid="battle-result"]').text()).toContain(`${printed.critical! + 1} damage`)
  })

  it('sets the goldfish’s vanguard through its form (setGoldfish)', async () => {
    const { w, session } = mountTable()
    await click(w, '[data-testid="keep"]')
    key('g')
    await flushPromises()
    await w.find('[data-testid="goldfish-grade"]').setValue(3)
    await w.find('[data-testid="goldfish-power"]').setValue(13000)
    await w.find('[data-testid="goldfish-form"]').trigger('submit')
    await flushPromises()
    expect(stateOf(session).goldfish).toMatchObject({ grade: 3, power: 13000 })
    expect(w.find('[data-testid="goldfish-vanguard"]').text()).toBe('Vanguard: grade 3, 13000 power')
  })
})

describe('the keyboard', () => {
  it('plays with keys only: K keeps, arrows and I ride, Enter calls, ↑ reaches (VC), A and Enter attack', async () => {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    key('k')
    await flushPromises()
    // on the draw (the first player's first turn has no battle phase): end the opponent's turn first
    await click(w, '[data-testid="end-turn"]')
    expect(stateOf(session).phase).toBe('ride')
    // the hand has the focus; walk right to an Ankybowler
    const target = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
    for (let i = 0; i < 8 && document.activeElement?.getAttribute('data-id') !== target; i++) {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
      await flushPromises()
    }
    expect(document.activeElement?.getAttribute('data-id')).toBe(target)
    key('i')
    await flushPromises()
    expect(stateOf(session).zones.vanguard).toEqual([target])
    key('n')
    await flushPromises()
    const booster = inHand(session, (d) => d.code === ANKYBOWLER)[0]!
    // Enter selects the card, Enter again runs its default choice (the call dialog)
    await w.find(`[data-testid="hand"] [data-id="${booster}"]`).trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(w.find('[data-testid="hand-choice"]').exists()).toBe(true)
    await w.find(`[data-testid="hand"] [data-id="${booster}"]`).trigger('keydown', { key: 'Enter' })
    await flushPromises()
    // the call dialog takes the focus on the first circle the engine takes
    expect(document.activeElement?.getAttribute('data-testid')).toBe('call-frontLeft')
    await w.find('[data-testid="call-backCenter"]').trigger('click')
    await flushPromises()
    key('n')
    await flushPromises()
    // ↑ from the hand reaches the field's rows
    ;(w.find(`[data-testid="hand"] [data-id="${stateOf(session).zones.hand[0]}"]`).element as HTMLElement).focus()
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }))
    await flushPromises()
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }))
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-id')).toBe(target)
    key('a')
    await flushPromises()
    const dialog = w.find('[data-testid="attack-dialog"]')
    expect(document.activeElement).toBe(dialog.find('[data-testid="attack-confirm"]').element)
    await dialog.trigger('submit')
    await flushPromises()
    expect(stateOf(session).rested).toEqual([target, booster])
  })
})

describe('2. Étape d’attaque: the goldfish’s dummy rear-guards', () => {
  it('sets a dummy rear-guard in the opponent’s form, attacks it from the attack dialog, and retires it on a hit (5. Étape des dommages)', async () => {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    const { vc, booster } = await boosterBehindAndInBattle(w, session)
    expect(w.find('[data-testid="goldfish-rearguards"]').text()).toBe('Rear-guards: none')
    await click(w, '[data-testid="goldfish-edit"]')
    await w.find('[data-testid="goldfish-rearguard-power-left"]').setValue(6000)
    await w.find('[data-testid="goldfish-form"]').trigger('submit')
    await flushPromises()
    expect(stateOf(session).goldfishRearguards).toEqual({ left: 6000, right: null })
    expect(w.find('[data-testid="goldfish-rearguard-left"]').text()).toBe('Left rear-guard: 6000')
    await click(w, `[data-testid="row-front"] [data-id="${vc}"]`)
    const dialog = w.find('[data-testid="attack-dialog"]')
    expect(dialog.find('[data-testid="target-right"]').exists()).toBe(false)
    await dialog.find('[data-testid="target-left"]').setValue(true)
    const printed = card(ANKYBOWLER).power!
    expect(dialog.find('[data-testid="attack-total"]').text()).toBe(`Power ${printed * 2} against 6000`)
    await dialog.trigger('submit')
    await flushPromises()
    expect(session.sent.at(-1)).toEqual({ type: 'attack', card: vc, booster, guard: 0, target: 'left' })
    expect(w.find('[data-testid="battle-defence"]').text()).toContain('Left rear-guard (6000)')
    // the vanguard still drives: the critical trigger asks for its unit twice
    await click(w, `[data-testid="trigger-unit-${vc}"]`)
    await click(w, `[data-testid="trigger-unit-${vc}"]`)
    expect(stateOf(session).goldfishRearguards.left).toBeNull()
    expect(stateOf(session).goldfish.damage).toBe(0)
    expect(w.find('[data-testid="battle-result"]').text()).toContain('the opponent’s rear-guard (Left) is retired')
  })

  it('lists the attack on a dummy in the attacker’s menu', async () => {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    const { vc } = await boosterBehindAndInBattle(w, session)
    await session.act({ type: 'setGoldfishRearguard', circle: 'right', power: 9000 } as GameAction)
    await flushPromises()
    await w.find(`[data-testid="row-front"] [data-id="${vc}"]`).trigger('contextmenu')
    const entries = w.findAll('[role="menuitem"]').map((e) => e.text())
    expect(entries.some((e) => e.startsWith('Attack the opponent’s rear-guard (Right)'))).toBe(true)
  })
})

describe('the goldfish’s turn: its attack on your vanguard (3. Étape de garde, 5. Étape des dommages)', () => {
  /** Keep, then end the turn: the goldfish's turn. */
  async function inGoldfishTurn(w: VueWrapper, session: MemorySession) {
    await click(w, '[data-testid="keep"]')
    expect(w.find('[data-testid="goldfish-attack"]').exists()).toBe(false)
    await click(w, '[data-testid="end-turn"]')
    expect(stateOf(session).phase).toBe('opponent')
  }

  it('offers the goldfish’s attack in its turn, as the engine lists it; a guardian called by a click adds its shield, and no more guardians settles the attack', async () => {
    const { w, session } = mountTable()
    await inGoldfishTurn(w, session)
    const goldfishPower = stateOf(session).goldfish.power
    await click(w, '[data-testid="goldfish-attack"]')
    expect(session.sent.at(-1)).toEqual({ type: 'opponentAttack' })
    expect(defenceOf(stateOf(session))).toEqual({ step: 'guard', power: goldfishPower, critical: 1 })
    const vanguardPower = def(session, stateOf(session).zones.vanguard[0]!).power!
    expect(w.find('[data-testid="defence"]').text()).toContain(`${goldfishPower} · critical 1`)
    expect(w.find('[data-testid="defence-guarded"]').attributes('data-total')).toBe(String(vanguardPower))
    // the attack is no longer offered while it is under way
    expect(w.find('[data-testid="goldfish-attack"]').exists()).toBe(false)

    // a hand unit with a shield, clicked in the guard step, is called to (GC)
    const guardian = inHand(session, (d) => d.unitType !== 'order' && (d.shield ?? 0) > 0)[0]!
    const shield = def(session, guardian).shield!
    await selectThenAct(w, guardian)
    expect(session.sent.at(-1)).toEqual({ type: 'guard', card: guardian })
    expect(stateOf(session).zones.guardian).toEqual([guardian])
    expect(w.find('[data-testid="defence-guarded"]').attributes('data-total')).toBe(String(vanguardPower + shield))

    await click(w, '[data-testid="end-guard"]')
    expect(session.sent.at(-1)).toEqual({ type: 'endGuard' })
    // the guardian is retired, hit or not; the guarded power is above the goldfish's: no damage
    expect(stateOf(session).zones.drop).toContain(guardian)
    expect(stateOf(session).zones.damage).toEqual([])
    expect(w.find('[data-testid="defence"]').exists()).toBe(false)
    expect(w.find('[data-testid="defence-result"]').text()).toBe(`The opponent’s attack did not hit: ${goldfishPower} against ${vanguardPower + shield}`)
  })

  it('an attack above the vanguard’s power, not guarded, hits: its damage check’s trigger is asked for, then the card goes to the damage zone; in French', async () => {
    const { w, session } = mountTable('fr')
    await inGoldfishTurn(w, session)
    key('g')
    await flushPromises()
    await w.find('[data-testid="goldfish-power"]').setValue(13000)
    await w.find('[data-testid="goldfish-form"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid="goldfish-attack"]').text()).toBe('L’adversaire attaque votre avant-garde')
    await click(w, '[data-testid="goldfish-attack"]')
    const vc = stateOf(session).zones.vanguard[0]!
    expect(w.find('[data-testid="defence"]').text()).toContain('13000 · critique 1')
    expect(w.find('[data-testid="end-guard"]').text()).toBe('Plus de gardien')
    await click(w, '[data-testid="end-guard"]')
    expect(session.log).toContain(`Votre avant-garde est touchée (13000 contre ${def(session, vc).power}) : 1 test(s) de dégâts`)
    // seed 24: the damage check reveals a critical trigger, whose critical and power go to a unit (Étape des dommages)
    expect(w.find('[data-testid="trigger-dialog"]').exists()).toBe(true)
    for (let i = 0; i < 2 && w.find('[data-testid="trigger-dialog"]').exists(); i++) await click(w, `[data-testid="trigger-unit-${vc}"]`)
    expect(w.find('[data-testid="trigger-dialog"]').exists()).toBe(false)
    expect(stateOf(session).zones.damage).toHaveLength(1)
    expect(defenceOf(stateOf(session))).toBeNull()
    expect(w.find('[data-testid="defence"]').exists()).toBe(false)
  })
})

describe('in French', () => {
  it('names the rows, the goldfish and the trigger’s question in French', async () => {
    const { w, session } = mountTable('fr', SEED, 'ride-deck', false)
    expect(w.find('[data-testid="row-front"]').text()).toContain('Rangée avant')
    expect(w.find('[data-testid="goldfish-vanguard"]').text()).toBe('Avant-garde : grade 0, puissance 5000')
    const { vc } = await boosterBehindAndInBattle(w, session)
    await click(w, `[data-testid="row-front"] [data-id="${vc}"]`)
    await w.find('[data-testid="attack-dialog"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid="trigger-dialog"]').text()).toContain('Trigger critique')
    expect(w.find('[data-testid="trigger-prompt"]').text()).toBe(`Choisissez l’unité qui reçoit [Critique]+1 (règle ${BATTLE_STEP_RULE.drive})`)
  })
})

describe('issue 28: a table that guides', () => {
  it('the ride deck is clickable: its grade 1 unit is offered with the discard it costs, and the ride happens on the chosen discard', async () => {
    const { w, session } = mountTable()
    await click(w, '[data-testid="keep"]')
    const before = stateOf(session)
    const unit = before.zones.rideDeck.find((id) => def(session, id).grade === 1)!
    expect(w.find('[data-testid="phase-hint"]').text()).toBe(`Ride phase: ride ${def(session, unit).name} (grade 1) from your ride deck (discard 1) or a unit from your hand`)
    // the ride deck's pile opens its cards; a click on the unit offers the ride, one entry per discard the engine takes
    await click(w, '[data-testid="pile-rideDeck"]')
    await click(w, `[data-testid="browse-card"][data-card-name="${def(session, unit).name}"] .row-main`)
    const items = w.findAll('[role="menuitem"]')
    const discard = before.zones.hand[2]!
    expect(items.slice(0, before.zones.hand.length).map((i) => i.text())).toEqual(before.zones.hand.map((id) => `Ride ${def(session, unit).name}, discarding ${def(session, id).name}`))
    await items[2]!.trigger('click')
    await flushPromises()
    const after = stateOf(session)
    expect(after.zones.vanguard).toEqual([unit])
    expect(after.zones.drop).toEqual([discard])
    expect(w.find('[data-testid="phase-hint"]').text()).toBe('Ridden this turn: N for the main phase')
  })

  it('the phase bar’s button offers the same ride; the first player’s first main phase says there is no attack, in French too', async () => {
    const { w, session } = mountTable('fr')
    await click(w, '[data-testid="keep"]')
    const unit = stateOf(session).zones.rideDeck.find((id) => def(session, id).grade === 1)!
    expect(w.find('[data-testid="ride-from-ride-deck"]').text()).toBe(`Rider ${def(session, unit).name} (1 défausse)`)
    await click(w, '[data-testid="ride-from-ride-deck"]')
    const dialog = w.find('[data-testid="ride-deck-dialog"]')
    expect(dialog.find('h2').text()).toBe(`Rider ${def(session, unit).name} (grade 1) depuis le ride deck`)
    expect(dialog.findAll('[data-testid^="ride-discard-"]').map((b) => b.attributes('data-testid'))).toEqual(stateOf(session).zones.hand.map((id) => `ride-discard-${id}`))
    await click(w, `[data-testid="ride-discard-${stateOf(session).zones.hand[0]}"]`)
    expect(w.find('[data-testid="ride-deck-dialog"]').exists()).toBe(false)
    expect(stateOf(session).zones.vanguard).toEqual([unit])
    await click(w, '[data-testid="next-phase"]')
    expect(w.find('[data-testid="phase-hint"]').text()).toBe('Phase principale : appelez des unités de grade 1 ou moins. Le premier joueur n’attaque pas à son premier tour (N : fin)')
    await click(w, '[data-testid="next-phase"]')
    // SU-first-turn: from the main phase straight to the end phase
    expect(stateOf(session).phase).toBe('end')
  })
})

describe('select, then act (issue 28 point 2): a hand card’s click selects it', () => {
  /** On the draw, the player's own first turn: the ride phase, the grade 0 starter on (VC). */
  async function inRidePhase() {
    const { w, session } = mountTable('en', SEED, 'ride-deck', false)
    await click(w, '[data-testid="keep"]')
    await click(w, '[data-testid="end-turn"]')
    expect(stateOf(session).phase).toBe('ride')
    const zero = inHand(session, (d) => d.grade === 0)[0]!
    return { w, session, zero, starter: stateOf(session).zones.vanguard[0]! }
  }

  it('one click on a grade 0 card rides nothing: it shows the choices the engine allows, the ride deck’s first', async () => {
    const { w, session, zero, starter } = await inRidePhase()
    await click(w, `[data-testid="hand"] [data-id="${zero}"]`)
    expect(stateOf(session).zones.vanguard).toEqual([starter])
    expect(stateOf(session).zones.hand).toContain(zero)
    const choices = w.findAll('[data-testid^="hand-choice-"]').filter((b) => /^hand-choice-\d$/.test(b.attributes('data-testid')!))
    expect(choices.map((b) => b.text())).toEqual(['Enter 1 Discard to ride the ride deck’s grade 1', '2 Ride'])
  })

  it('runs a choice by its number, and Escape clears the selection', async () => {
    const { w, session, zero } = await inRidePhase()
    await click(w, `[data-testid="hand"] [data-id="${zero}"]`)
    key('Escape')
    await flushPromises()
    expect(w.find('[data-testid="hand-choice"]').exists()).toBe(false)
    expect(w.find(`[data-testid="hand"] [data-id="${zero}"]`).attributes('data-selected')).toBeUndefined()
    // selected again, 2 rides it on (VC) from the hand (same grade), the starter to the soul
    await click(w, `[data-testid="hand"] [data-id="${zero}"]`)
    key('2')
    await flushPromises()
    expect(stateOf(session).zones.vanguard).toEqual([zero])
    expect(w.find('[data-testid="hand-choice"]').exists()).toBe(false)
  })

  it('a second click runs the default: the ride deck’s grade 1 on (VC), the clicked card discarded', async () => {
    const { w, session, zero } = await inRidePhase()
    await click(w, `[data-testid="hand"] [data-id="${zero}"]`)
    await click(w, `[data-testid="hand"] [data-id="${zero}"]`)
    expect(def(session, stateOf(session).zones.vanguard[0]!).grade).toBe(1)
    expect(stateOf(session).zones.drop).toContain(zero)
  })
})
