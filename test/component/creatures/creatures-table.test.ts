// The creature game's table: GameTable with the creature module's parts and a session that runs
// the module's pure `apply` in memory. Each gesture goes through the real engine, so a refusal
// is the engine's, with its rule.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { creatures } from '@shared/games/creatures'
import type { AnyGameModule } from '@shared/game/module'
import type { Action, CardId, GameState } from '@shared/games/creatures/engine'
import GameTable from '../../../src-renderer/table/GameTable.vue'
import { creaturesTableParts } from '../../../src-renderer/games/creatures/table'
import { everyCard, idsOf } from '../../unit/creatures/fixtures'
import { i18nFor } from '../fixtures'
import { memorySession, type MemorySession } from './memory-session'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function mountTable(locale: 'en' | 'fr' = 'en', seed = 1) {
  const session = memorySession(everyCard(), { seed, onThePlay: true })
  wrapper = mount(GameTable, {
    props: { module: creatures as unknown as AnyGameModule, session, parts: creaturesTableParts },
    global: { plugins: [i18nFor(locale)] },
    attachTo: document.body,
  })
  return { w: wrapper, session }
}

const stateOf = (session: MemorySession) => session.view!.state as GameState
const idOf = (session: MemorySession, code: string): CardId => idsOf(stateOf(session), code)[0]!
/** An engine action sent straight to the session (the setup of a test, not a gesture). */
const play = (session: MemorySession, action: Action) => session.act(action)
const key = (k: string, init: KeyboardEventInit = {}) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ...init }))

/** Past the opening hand, with these cards moved to the hand by hand (the engine's manual move). */
async function startedWith(session: MemorySession, ...codes: string[]) {
  await play(session, { type: 'keepHand' })
  for (const code of codes) if (!stateOf(session).zones.hand.includes(idOf(session, code))) await play(session, { type: 'move', card: idOf(session, code), to: 'hand' })
  await flushPromises()
}

async function summonByDialog(w: VueWrapper, id: CardId, posture: 'offensive' | 'defensive', sacrifices: CardId[] = []) {
  await w.find(`[data-testid="hand"] [data-id="${id}"]`).trigger('click')
  const dialog = w.find('[data-testid="summon-dialog"]')
  await dialog.find(`[data-testid="posture-${posture}"]`).setValue(true)
  for (const s of sacrifices) await dialog.find(`[data-testid="sacrifice-${s}"] input`).setValue(true)
  await dialog.trigger('submit')
  await flushPromises()
}

const cardOnField = (w: VueWrapper, id: CardId) => w.find(`[data-testid="row-creatures"] [data-id="${id}"]`)

describe('Déroulement: the opening hand and its partial mulligan', () => {
  it('draws the creature, magic and terrain slots on the field only, not again in the side column (Plateau)', () => {
    const { w } = mountTable()
    for (const zone of ['creatures', 'magic', 'terrain']) {
      expect(w.find(`[data-testid="row-${zone}"]`).exists(), zone).toBe(true)
      expect(w.find(`[data-testid="pile-${zone}"]`).exists(), zone).toBe(false)
    }
    for (const zone of ['deck', 'graveyard', 'isolation']) expect(w.find(`[data-testid="pile-${zone}"]`).exists(), zone).toBe(true)
  })

  it('puts the picked cards under the deck and draws as many, once', async () => {
    const { w, session } = mountTable()
    const hand = [...stateOf(session).zones.hand]
    expect(w.find('[data-testid="mulligan-panel"]').exists()).toBe(true)
    await w.find(`[data-testid="mulligan-pick-${hand[0]}"]`).trigger('click')
    await w.find(`[data-testid="mulligan-pick-${hand[3]}"]`).trigger('click')
    expect(w.find('[data-testid="mulligan"]').text()).toContain('Put 2 under the deck')
    await w.find('[data-testid="mulligan"]').trigger('click')
    await flushPromises()
    expect(session.sent.at(-1)).toEqual({ type: 'mulligan', cards: [hand[0], hand[3]] })
    const after = stateOf(session)
    expect(after.mulliganUsed).toBe(true)
    // five cards again, and the first turn's draw (Déroulement)
    expect(after.zones.hand).toHaveLength(6)
    expect(after.zones.hand).not.toContain(hand[0])
    expect(after.zones.hand).not.toContain(hand[3])
    expect(w.find('[data-testid="mulligan-panel"]').exists()).toBe(false)
  })
})

describe('1.2, 1.3, RS: summons with their posture and sacrifices', () => {
  it('summons a level-0 creature in defensive posture (drawn sideways) for 1 AP', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001')
    const pup = idOf(session, 'CR-001')
    await summonByDialog(w, pup, 'defensive')
    expect(stateOf(session).zones.creatures).toEqual([pup])
    expect(cardOnField(w, pup).attributes('data-posture')).toBe('defensive')
    expect(w.find('[data-testid="ap"]').attributes('data-ap')).toBe('2')
    expect(w.findAll('[data-testid="ap"] .pip.spent')).toHaveLength(1)
  })

  it('refuses a sacrifice summoned this turn with rule RS, then summons a level-1 over a creature of an earlier turn', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001', 'CR-013')
    const pup = idOf(session, 'CR-001')
    const boar = idOf(session, 'CR-013')
    await summonByDialog(w, pup, 'offensive')
    await summonByDialog(w, boar, 'offensive', [pup])
    const refusal = w.find('[data-testid="summon-dialog"] [data-testid="dialog-refusal"]')
    expect(refusal.text()).toContain('rule RS')
    expect(stateOf(session).zones.creatures).toEqual([pup])
    await w.find('[data-testid="summon-dialog"]').trigger('keydown', { key: 'Escape' })
    // the next own turn: the pup is no longer new
    await play(session, { type: 'endTurn' })
    await play(session, { type: 'endTurn' })
    await flushPromises()
    await summonByDialog(w, boar, 'offensive', [pup])
    expect(stateOf(session).zones.creatures).toEqual([boar])
    expect(stateOf(session).zones.graveyard).toContain(pup)
  })
})

describe('1.3.1 and 1.3: attacks, damage and the rest countdown', () => {
  async function pupReadyToAttack() {
    const mounted = mountTable()
    const { session } = mounted
    await startedWith(session, 'CR-001')
    const pup = idOf(session, 'CR-001')
    await summonByDialog(mounted.w, pup, 'offensive')
    // RS: the first player cannot attack in their first turn
    await play(session, { type: 'endTurn' })
    await play(session, { type: 'endTurn' })
    await play(session, { type: 'nextPhase' })
    await flushPromises()
    expect(stateOf(session).phase).toBe('clash')
    return { ...mounted, pup }
  }

  it('an attack on the empty field lowers the goldfish’s LP by the Atk, then the attacker rests with its countdown', async () => {
    const { w, session, pup } = await pupReadyToAttack()
    const atk = stateOf(session).defs['CR-001']!.atk!
    expect(cardOnField(w, pup).classes()).toContain('ready')
    await cardOnField(w, pup).trigger('click')
    await w.find('[data-testid="next-phase"]').trigger('click')
    await flushPromises()
    expect(stateOf(session).opponent.lp).toBe(8000 - atk)
    expect(w.find('[data-testid="opponent-lp"]').text()).toContain(String(8000 - atk))
    const card = cardOnField(w, pup)
    expect(card.attributes('data-posture')).toBe('rest')
    // 1.3: a level-0 attacker rests until the start of its owner's next turn
    expect(card.find('[data-testid="rest-countdown"]').text()).toBe('1')
    expect(card.attributes('aria-label')).toContain('resting for 1 more of your turns')
  })

  it('a dummy creature added with the form is the attack’s target, and is destroyed by a higher Atk', async () => {
    const { w, session, pup } = await pupReadyToAttack()
    key('g')
    await flushPromises()
    const form = w.find('[data-testid="dummy-form"]')
    await form.find('[data-testid="dummy-atk"]').setValue('300')
    await form.find('[data-testid="dummy-def"]').setValue('400')
    await form.find('[data-testid="dummy-posture"]').setValue('defensive')
    await form.trigger('submit')
    await flushPromises()
    expect(stateOf(session).opponent.creatures).toEqual([{ id: 'o1', atk: 300, def: 400, posture: 'defensive' }])
    // bad input: the engine's refusal in the form, which stays open with what was typed
    await w.find('[data-testid="edit-o1"]').trigger('click')
    await w.find('[data-testid="dummy-atk"]').setValue('-5')
    await w.find('[data-testid="dummy-form"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid="dummy-form"] [data-testid="dialog-refusal"]').text()).toMatch(/^Refused \(rule /)
    expect(w.find('[data-testid="refusal"]').exists()).toBe(false)
    expect((w.find('[data-testid="dummy-atk"]').element as HTMLInputElement).value).toBe('-5')
    await w.find('[data-testid="dummy-form"]').trigger('keydown', { key: 'Escape' })
    expect(stateOf(session).opponent.creatures[0]!.atk).toBe(300)
    expect(w.find('[data-testid="dummy-o1"]').text()).toContain('300')
    await cardOnField(w, pup).trigger('click')
    await w.find('[data-testid="target-o1"]').trigger('click')
    expect(session.sent.at(-1)).toEqual({ type: 'attack', card: pup, target: 'o1' })
    await w.find('[data-testid="next-phase"]').trigger('click')
    await flushPromises()
    // 1.3.1: a defensive creature whose Def is under the Atk is destroyed, no LP lost
    expect(stateOf(session).opponent.creatures).toEqual([])
    expect(stateOf(session).opponent.lp).toBe(8000)
    expect(w.find('[data-testid="dummy-o1"]').exists()).toBe(false)
  })
})

describe('2.1: equipment under its creature', () => {
  it('equips a creature from the hand: drawn under it, in no magic slot', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001', 'EQ-001')
    const pup = idOf(session, 'CR-001')
    const claws = idOf(session, 'EQ-001')
    await summonByDialog(w, pup, 'offensive')
    await w.find(`[data-testid="hand"] [data-id="${claws}"]`).trigger('click')
    await w.find(`[data-testid="target-dialog"] [data-testid="target-${pup}"]`).trigger('click')
    await flushPromises()
    expect(stateOf(session).zones.equipped).toEqual([claws])
    expect(stateOf(session).zones.magic).toEqual([])
    expect(cardOnField(w, pup).find('[data-testid="equipment"]').text()).toBe('Copper Claws')
    expect(cardOnField(w, pup).attributes('aria-label')).toContain('equipped with Copper Claws')
  })
})

describe('the context menu and drag and drop', () => {
  it('1.4: activates a creature’s skill from its menu, paying its AP', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001')
    const pup = idOf(session, 'CR-001')
    await summonByDialog(w, pup, 'offensive')
    await cardOnField(w, pup).trigger('contextmenu')
    await flushPromises()
    const entry = w.find('[data-testid="card-menu"] [data-action="skill-0"]')
    expect(entry.text()).toContain('Blaze Bark (1 AP)')
    await entry.trigger('click')
    await flushPromises()
    expect(session.sent.at(-1)).toEqual({ type: 'activateSkill', card: pup, skill: 0 })
    expect(w.find('[data-testid="ap"]').attributes('data-ap')).toBe('1')
  })

  it('a creature dropped from the hand on the field opens its summon; a terrain dropped there is played (3.1)', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001', 'TR-001')
    const drop = async (id: CardId) => {
      const dataTransfer = { types: ['application/x-decklab-card'], getData: () => id, dropEffect: '' }
      await w.find('[data-testid="field"]').trigger('drop', { dataTransfer })
      await flushPromises()
    }
    await drop(idOf(session, 'CR-001'))
    expect(w.find('[data-testid="summon-dialog"]').exists()).toBe(true)
    await w.find('[data-testid="summon-dialog"]').trigger('keydown', { key: 'Escape' })
    await drop(idOf(session, 'TR-001'))
    expect(stateOf(session).zones.terrain).toEqual([idOf(session, 'TR-001')])
    expect(w.find(`[data-testid="row-terrain"] [data-id="${idOf(session, 'TR-001')}"]`).exists()).toBe(true)
  })
})

describe('1.4: the preview', () => {
  it('shows the pointed card large with its active skills and their AP', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001')
    await w.find(`[data-testid="hand"] [data-id="${idOf(session, 'CR-001')}"]`).trigger('mouseenter')
    const preview = w.find('[data-testid="card-preview"]')
    expect(preview.find('[data-testid="preview-name"]').text()).toBe('Ember Pup')
    expect(preview.text()).toContain('Blaze Bark (1 AP)')
    expect(preview.text()).toContain('Atk 900, Def 500')
  })
})

describe('undo, redo and the keyboard', () => {
  it('undoes and redoes a summon', async () => {
    const { w, session } = mountTable()
    await startedWith(session, 'CR-001')
    const pup = idOf(session, 'CR-001')
    await summonByDialog(w, pup, 'offensive')
    await w.find('[data-testid="undo"]').trigger('click')
    await flushPromises()
    expect(cardOnField(w, pup).exists()).toBe(false)
    expect(w.find(`[data-testid="hand"] [data-id="${pup}"]`).exists()).toBe(true)
    await w.find('[data-testid="redo"]').trigger('click')
    await flushPromises()
    expect(cardOnField(w, pup).exists()).toBe(true)
  })

  it('plays with keys only: K keeps, Enter summons, N and A attack, P switches posture', async () => {
    const { w, session } = mountTable()
    key('k')
    await flushPromises()
    expect(stateOf(session).phase).toBe('primary')
    const first = stateOf(session).zones.hand.find((id) => stateOf(session).defs[stateOf(session).instances[id]!]!.level === 0)
    expect(first, 'seed 1 deals a level-0 creature').toBeDefined()
    await w.find(`[data-testid="hand"] [data-id="${first}"]`).trigger('keydown', { key: 'Enter' })
    const dialog = w.find('[data-testid="summon-dialog"]')
    expect(document.activeElement).toBe(dialog.find('[data-testid="posture-offensive"]').element)
    await dialog.trigger('submit')
    await flushPromises()
    expect(stateOf(session).zones.creatures).toEqual([first])
    cardOnField(w, first!).element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    ;(cardOnField(w, first!).element as HTMLElement).focus()
    await flushPromises()
    key('p')
    await flushPromises()
    expect(stateOf(session).status[first!]!.posture).toBe('defensive')
    key('p')
    key('e')
    key('e')
    key('n')
    await flushPromises()
    expect(stateOf(session).phase).toBe('clash')
    ;(cardOnField(w, first!).element as HTMLElement).focus()
    key('a')
    await flushPromises()
    expect(stateOf(session).attacks).toEqual([{ attacker: first, target: null }])
  })
})

describe('the keyboard after a dummy creature', () => {
  it('gives the focus back to the board when the dummy form is saved, cancelled with Esc, or the dummy removed', async () => {
    const { w } = mountTable()
    key('k')
    await flushPromises()
    const onBoard = () => !!(document.activeElement as HTMLElement | null)?.closest('[data-testid="playtest-board"]') && document.activeElement?.hasAttribute('data-focus-key')
    key('g')
    await flushPromises()
    expect(document.activeElement).toBe(w.find('[data-testid="dummy-atk"]').element)
    await w.find('[data-testid="dummy-form"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid="dummy-o1"]').exists()).toBe(true)
    expect(onBoard(), 'saved: the focus is on the board, not lost on the page').toBe(true)
    key('g')
    await flushPromises()
    await w.find('[data-testid="dummy-form"]').trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(onBoard(), 'cancelled').toBe(true)
    ;(w.find('[data-testid="remove-o1"]').element as HTMLElement).focus()
    await w.find('[data-testid="remove-o1"]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid="dummy-o1"]').exists()).toBe(false)
    expect(onBoard(), 'removed').toBe(true)
  })
})

describe('English and French', () => {
  it('says the board in English', () => {
    const { w } = mountTable('en')
    expect(w.find('[data-testid="row-creatures"]').text()).toContain('Creature slots')
    expect(w.find('[data-testid="opponent-lp"]').text()).toBe('Opponent LP 8000')
    expect(w.find('[data-testid="keep"]').text()).toContain('Keep these 5')
    expect(w.find('[data-testid="ap"]').attributes('aria-label')).toBe('3 of 3 action points left')
    // the field holds every slot: a screen reader does not hear it called "Equipment"
    expect(w.find('[data-testid="field"]').attributes('aria-label')).toBe('Board: creature, magic and terrain slots')
  })

  it('says the board in French', async () => {
    const { w } = mountTable('fr')
    expect(w.find('[data-testid="row-creatures"]').text()).toContain('Emplacements de créature')
    expect(w.find('[data-testid="opponent-lp"]').text()).toBe('PV adverses 8000')
    expect(w.find('[data-testid="keep"]').text()).toContain('Garder ces 5')
    expect(w.find('[data-testid="goldfish"]').text()).toContain('Terrain adverse')
    expect(w.find('[data-testid="field"]').attributes('aria-label')).toMatch(/^Plateau/)
    await w.find('[data-testid="help"]').trigger('click')
    expect(w.find('[data-testid="shortcut-help"]').text()).toContain('Changer la posture de la créature sélectionnée')
  })
})
