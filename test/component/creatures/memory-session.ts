// A game of the creature module played in memory, as main's session does it: the module's pure
// `apply`, undo and redo as a list of states, the log in the table's language. It lets the
// component tests and the pixel harness (test/harness/) mount GameTable without main.
import { reactive } from 'vue'
import type { Locale, RuleRefusal } from '@shared/game/module'
import type { CreatureCard } from '@shared/games/creatures'
import { apply, boardShape, describeEvent, namesFrom, newGame, type Action, type GameEvent, type GameState, type RuleError } from '@shared/games/creatures/engine'
import type { GameAction, TableSession, TableView } from '../../../src-renderer/table/parts'

interface Step {
  state: GameState
  events: GameEvent[]
}

export interface MemorySession extends TableSession {
  /** Every action sent, accepted or not (tests check what a gesture sent). */
  readonly sent: GameAction[]
}

export function memorySession(deck: readonly CreatureCard[], options: { seed: number; onThePlay?: boolean }): MemorySession {
  const start = (seed: number): Step => newGame(deck, { seed, onThePlay: options.onThePlay ?? true, format: 'standard' })
  let steps: Step[] = [start(options.seed)]
  let at = 0

  const viewOf = (step: Step): TableView => ({
    state: step.state,
    field: boardShape(step.state).field,
    events: step.events,
    canUndo: at > 0,
    canRedo: at < steps.length - 1,
    actionCount: at,
  })
  const logOf = (locale: Locale) =>
    steps.slice(0, at + 1).flatMap((s) => s.events.map((e) => describeEvent(e, locale, namesFrom(s.state))))

  const session = reactive({
    view: viewOf(steps[0]!) as TableView | null,
    log: logOf('en'),
    logLocale: 'en' as Locale,
    refusal: null as RuleRefusal | null,
    failure: null as string | null,
    busy: false,
    over: false,
    onThePlay: options.onThePlay ?? true,
    sent: [] as GameAction[],
    async act(action: GameAction) {
      session.sent.push(action)
      const result = apply(steps[at]!.state, action as Action)
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
      session.refusal = error as RuleError
    },
  })
  function show() {
    session.view = viewOf(steps[at]!)
    session.over = steps[at]!.state.result !== 'ongoing'
    session.log = logOf(session.logLocale)
  }
  return session
}
