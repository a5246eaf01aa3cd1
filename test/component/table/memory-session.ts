// A game of any module played in memory, as main's session does it: the module's pure `apply`,
// undo and redo as a list of states, the log in the table's language. It lets the component
// tests and the pixel harness (test/harness/) mount GameTable without main.
import { reactive } from 'vue'
import type { AnyGameModule, Locale, NewGameOptions, RuleRefusal } from '@shared/game/module'
import type { GameAction, TableSession, TableView } from '../../../src-renderer/table/parts'

interface Step {
  state: { seed: number; result?: string }
  events: unknown[]
}

export interface MemorySession extends TableSession {
  /** Every action sent, accepted or not (tests check what a gesture sent). */
  readonly sent: GameAction[]
}

/** `options`: the module's new-game options (the seed is replaced on a restart with a new seed). */
export function moduleSession(module: AnyGameModule, deck: readonly unknown[], options: NewGameOptions & Record<string, unknown>): MemorySession {
  const play = module.play
  const start = (seed: number): Step => play.newGame(deck, { ...options, seed })
  let steps: Step[] = [start(options.seed)]
  let at = 0

  // the cards in full by their key, as main's GameView sends them
  const cards = Object.fromEntries(deck.map((card) => [module.cards.keyOf(card), card]))
  const viewOf = (step: Step): TableView => ({
    state: step.state,
    cards,
    field: play.board(step.state).field,
    events: step.events,
    canUndo: at > 0,
    canRedo: at < steps.length - 1,
    actionCount: at,
  })
  const logOf = (locale: Locale) => steps.slice(0, at + 1).flatMap((s) => s.events.map((e) => play.log.describeEvent(e, locale, play.log.namesFrom(s.state))))

  const session = reactive({
    view: viewOf(steps[0]!) as TableView | null,
    log: logOf('en'),
    logLocale: 'en' as Locale,
    refusal: null as RuleRefusal | null,
    failure: null as string | null,
    busy: false,
    over: false,
    onThePlay: options.onThePlay,
    sent: [] as GameAction[],
    async act(action: GameAction) {
      session.sent.push(action)
      const result = play.apply(steps[at]!.state, action)
      if (!result.ok) {
        session.refusal = result.error
        return false
      }
      steps = [...steps.slice(0, at + 1), { state: result.state, events: result.events }]
      at += 1
      session.refusal = null
      show()
      return true
    },
    async undo() {
      if (at > 0) at -= 1
      show()
    },
    async redo() {
      if (at < steps.length - 1) at += 1
      show()
    },
    async restart(sameSeed: boolean) {
      steps = [start(sameSeed ? steps[0]!.state.seed : steps[0]!.state.seed + 1)]
      at = 0
      show()
      return true
    },
    async leave() {},
    async refreshLog(locale?: Locale) {
      if (locale) session.logLocale = locale
      session.log = logOf(session.logLocale)
    },
    async saveSummary() {
      return null
    },
    clearRefusal() {
      session.refusal = null
    },
    explain(error: RuleRefusal) {
      session.refusal = error
    },
  })
  function show() {
    session.view = viewOf(steps[at]!)
    session.over = play.isOver(steps[at]!.state)
    session.log = logOf(session.logLocale)
  }
  return session
}
