// The generic table needs no FFTCG part: a tiny made-up game (two zones, two phases, one action)
// is laid out, clicked, keyed and menued through its own parts only.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h, reactive } from 'vue'
import type { AnyGameModule, RuleRefusal } from '@shared/game/module'
import GameTable from '../../../src-renderer/table/GameTable.vue'
import type { GameTableParts, TableSession, TableView } from '../../../src-renderer/table/parts'
import { i18nFor } from '../fixtures'

interface BellState {
  seed: number
  phase: 'dawn' | 'dusk'
  zones: { stack: string[]; hand: string[] }
  names: Record<string, string>
  /** The engine waits for the player to pick a bell (its dialog covers the board). */
  asking?: boolean
}

/** The whole game: ring a bell from the hand. */
const bells = {
  id: 'bells',
  play: {
    zones: [
      { id: 'stack', names: { en: 'Stack', fr: 'Pile' }, layout: 'pile', hidden: true },
      { id: 'hand', names: { en: 'Hand', fr: 'Main' }, layout: 'fan' },
    ],
    phases: [
      { id: 'dawn', names: { en: 'Dawn', fr: 'Aube' } },
      { id: 'dusk', names: { en: 'Dusk', fr: 'Crépuscule' } },
    ],
    actions: [{ type: 'ring' }],
    zonesOf: (s: BellState) => s.zones,
    phaseOf: (s: BellState) => s.phase,
    pending: (s: BellState) => (s.asking ? { kind: 'pickBell', prompt: { en: 'Pick a bell', fr: 'Choisissez une cloche' }, from: s.zones.hand, min: 1, max: 1, rule: '2.1' } : null),
    isOver: () => false,
    log: { describeError: (e: RuleRefusal) => `refused by rule ${e.rule}` },
  },
} as unknown as AnyGameModule

const BellCard = defineComponent({
  props: { name: { type: String, required: true } },
  setup: (props) => () => h('div', { class: 'bell', 'data-testid': 'board-card', role: 'button' }, props.name),
})

const ringKey = { command: 'ringFirst', keys: ['B'] }
const bellParts: GameTableParts = {
  keys: [ringKey],
  components: { card: BellCard },
  use(ctx) {
    const name = (id: string) => (ctx.state.value as BellState).names[id] ?? id
    return {
      nameOf: name,
      cardProps: (id) => ({ name: name(id) }),
      previewProps: () => ({}),
      iconProps: () => ({}),
      metaOf: () => '',
      primary: (id) => void ctx.act({ type: 'ring', card: id } as { type: string }),
      cardEntries: (id) => [{ key: 'ring', label: 'Ring', run: () => void ctx.act({ type: 'ring', card: id } as { type: string }) }],
      pileEntries: () => [],
      canMoveTo: () => true,
      drop: () => false,
      run: (command) => {
        const first = (ctx.state.value as BellState).zones.hand[0]
        if (command === 'ringFirst' && first) void ctx.act({ type: 'ring', card: first } as { type: string })
      },
      slotsOf: () => undefined,
      warns: () => false,
      result: () => 'ongoing',
      turn: () => ({ own: 2, game: 3 }),
      dialogOpen: () => !!(ctx.state.value as BellState).asking,
      showsRefusal: () => false,
    }
  },
}

function sessionOf(state: BellState, history: Partial<Pick<TableView, 'canUndo' | 'canRedo'>> = {}) {
  const view: TableView = { state, field: {}, events: [], canUndo: true, canRedo: false, actionCount: 1, ...history }
  return reactive({
    view,
    log: ['Rang the small bell.'],
    logLocale: 'en' as const,
    refusal: null as RuleRefusal | null,
    failure: null,
    busy: false,
    over: false,
    onThePlay: true,
    act: vi.fn(async () => true),
    undo: vi.fn(async () => undefined),
    redo: vi.fn(async () => undefined),
    restart: vi.fn(async () => true),
    leave: vi.fn(async () => undefined),
    refreshLog: vi.fn(async () => undefined),
    saveSummary: vi.fn(async () => null),
    clearRefusal: vi.fn(),
    explain: vi.fn(),
  }) satisfies TableSession
}

const STATE: BellState = {
  seed: 5,
  phase: 'dusk',
  zones: { stack: ['b3', 'b4'], hand: ['b1', 'b2'] },
  names: { b1: 'Small bell', b2: 'Big bell', b3: 'Cowbell', b4: 'Gong' },
}

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function mountTable(session = sessionOf(STATE)) {
  wrapper = mount(GameTable, { props: { module: bells, session, parts: bellParts }, global: { plugins: [i18nFor('en')] }, attachTo: document.body })
  return { w: wrapper, session }
}

describe('the generic table with a game of its own parts only', () => {
  it('lays out the zones by layout and the phases the module declares', () => {
    const { w } = mountTable()
    expect(w.find('[data-testid="pile-stack"]').text()).toContain('Stack')
    expect(w.find('[data-testid="stack-count"]').text()).toBe('2')
    expect(w.findAll('[data-testid="hand"] [data-testid="board-card"]').map((c) => c.text())).toEqual(['Small bell', 'Big bell'])
    expect(w.findAll('[data-testid="phase-bar"] .phase').map((p) => p.text())).toEqual(['Dawn', 'Dusk'])
    expect(w.find('[data-testid="phase-bar"] [aria-current="step"]').text()).toBe('Dusk')
    expect(w.find('[data-testid="turn-number"]').text()).toBe('Your turn 2')
    expect(w.find('[data-testid="game-seed"]').text()).toContain('Seed 5')
    expect(w.text()).toContain('Rang the small bell.')
  })

  it('sends the game’s action for a click and for Enter on a card', async () => {
    const { w, session } = mountTable()
    await w.find('[data-testid="hand"] [data-id="b2"]').trigger('click')
    expect(session.act).toHaveBeenLastCalledWith({ type: 'ring', card: 'b2' })
    await w.find('[data-testid="hand"] [data-id="b1"]').trigger('keydown', { key: 'Enter' })
    expect(session.act).toHaveBeenLastCalledWith({ type: 'ring', card: 'b1' })
  })

  it('runs the game’s key and the table’s own (draw, undo)', async () => {
    const { session } = mountTable()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }))
    expect(session.act).toHaveBeenLastCalledWith({ type: 'ring', card: 'b1' })
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }))
    expect(session.act).toHaveBeenLastCalledWith({ type: 'draw', count: 1 })
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    expect(session.undo).toHaveBeenCalledTimes(1)
  })

  it('keeps undo and redo within reach while the engine waits for an answer: their keys, and their buttons above the dialogs', async () => {
    const { w, session } = mountTable(sessionOf({ ...STATE, asking: true }, { canUndo: true, canRedo: true }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true }))
    expect(session.undo).toHaveBeenCalledTimes(1)
    expect(session.redo).toHaveBeenCalledTimes(2)
    // the game's dialog has the keyboard for everything else
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }))
    expect(session.act).not.toHaveBeenCalled()
    expect(w.find('[data-testid="history-buttons"]').classes()).toContain('raised')
    await w.find('[data-testid="redo"]').trigger('click')
    expect(session.redo).toHaveBeenCalledTimes(3)
  })

  it('leaves the history buttons in the toolbar when nothing is asked', () => {
    const { w } = mountTable()
    expect(w.find('[data-testid="history-buttons"]').classes()).not.toContain('raised')
  })

  it('opens a card’s menu with the game’s entries and a "Move to" from the module’s zones', async () => {
    const { w, session } = mountTable()
    await w.find('[data-testid="hand"] [data-id="b1"]').trigger('contextmenu')
    await flushPromises()
    const menu = w.find('[data-testid="card-menu"]')
    const actions = menu.findAll('[data-action]').map((e) => e.attributes('data-action'))
    expect(actions).toEqual(['ring', 'move-stackTop', 'move-stackBottom'])
    await menu.find('[data-action="move-stackBottom"]').trigger('click')
    expect(session.act).toHaveBeenLastCalledWith({ type: 'move', card: 'b1', to: 'stack', position: 'bottom' })
  })

  it('offers the hidden pile’s table actions and shows a refusal in the module’s words', async () => {
    const session = sessionOf(STATE)
    session.refusal = { kind: 'nope', rule: '4.2', reason: '', params: {} }
    const { w } = mountTable(session)
    expect(w.find('[data-testid="refusal"]').text()).toContain('refused by rule 4.2')
    await w.find('[data-testid="pile-stack"]').trigger('click')
    await flushPromises()
    const actions = w.findAll('[data-testid="card-menu"] [data-action]').map((e) => e.attributes('data-action'))
    expect(actions).toEqual(['draw', 'search', 'look', 'shuffle'])
  })

  it('moves a card dropped on the hidden pile’s bottom half, and lets the game take a drop first', async () => {
    const { w, session } = mountTable()
    const dataTransfer = { types: ['application/x-decklab-card'], getData: () => 'b2', dropEffect: '' }
    const bottom = w.find('[data-testid="drop-stack-bottom"]')
    await bottom.trigger('dragover', { dataTransfer })
    expect(bottom.classes()).toContain('over')
    await bottom.trigger('drop', { dataTransfer })
    expect(session.act).toHaveBeenLastCalledWith({ type: 'move', card: 'b2', to: 'stack', position: 'bottom' })
    // a drop of text from elsewhere is no card
    session.act.mockClear()
    await bottom.trigger('drop', { dataTransfer: { types: ['text/plain'], getData: () => '' } })
    expect(session.act).not.toHaveBeenCalled()
  })

  it('lists the game’s keys in the help with the table’s', async () => {
    const { w } = mountTable()
    await w.find('[data-testid="help"]').trigger('click')
    const help = w.find('[data-testid="shortcut-help"]').text()
    expect(help).toContain('B')
    expect(help).toContain('Ctrl+Z')
  })

  it('names a game’s key in the help in the game’s own words when it gives them', async () => {
    wrapper = mount(GameTable, {
      props: { module: bells, session: sessionOf(STATE), parts: { ...bellParts, keys: [{ ...ringKey, label: 'playtest.command.shuffle' }] } },
      global: { plugins: [i18nFor('en')] },
      attachTo: document.body,
    })
    await wrapper.find('[data-testid="help"]').trigger('click')
    expect(wrapper.find('[data-testid="shortcut-help"] dd').text()).toBe('Shuffle the deck')
  })

  it('orders the help as the game asks, the table’s commands among its own', async () => {
    const { w } = mountTable()
    await w.find('[data-testid="help"]').trigger('click')
    const first = () => w.find('[data-testid="shortcut-help"] dt').text()
    expect(first()).toBe('B')
    w.unmount()
    wrapper = mount(GameTable, {
      props: { module: bells, session: sessionOf(STATE), parts: { ...bellParts, helpOrder: ['draw'] } },
      global: { plugins: [i18nFor('en')] },
      attachTo: document.body,
    })
    await wrapper.find('[data-testid="help"]').trigger('click')
    expect(wrapper.find('[data-testid="shortcut-help"] dt').text()).toBe('D')
  })
})

describe('the generic table imports no game', () => {
  const dir = resolve(import.meta.dirname, '../../../src-renderer/table')
  // registry.ts is where games are plugged in
  const files = readdirSync(dir).filter((f) => f !== 'registry.ts')
  it.each(files)('%s names no FFTCG module, card type or phase', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8')
    expect(text).not.toMatch(/games\/fftcg|\bforward|\bbackup|\bmonster|'attack'|'setup'/i)
  })
})
