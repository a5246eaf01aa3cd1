// The playtest table's state: the live game main holds (its GameView), the deck it was started
// from, the last refusal, the log lines, and the timeline the history summary is made of.
// Every game change goes through the API (game.apply / undo / redo): main is the authority. To
// redraw in the frame of the click, an action is also applied at once with the game's module
// (pure, deterministic: the same state and action give main's result); main's answer then
// replaces that prediction, or undoes it if main refuses. It knows no game: whatever it needs of
// a state (the prediction, the board, where the game stands) it asks the view's module.
import { defineStore } from 'pinia'
import { computed, nextTick, ref, shallowRef } from 'vue'
import type { DeckEntry, AnyGameModule, Locale } from '@shared/game/module'
import { sameEntries } from '@shared/game/deck-edit'
import { gameModule, type AnyAction, type AnyCard, type AnyDeckFormat, type AnyRefusal } from '@shared/games'
import type { GameView } from '@shared/channels/game'
import { api } from '../api'
import { deckRepository } from '../db'
import { newId } from '../db/decks'
import { playtestRepository } from '../db/playtests'
import type { PlaytestRecord } from '../db/schema'
import { mainEntries } from '../db/records'
import { isTimelinePoint, pointOf, summarize, type TimelinePoint } from '../composables/usePlaytestSummary'
import { shareUnchanged } from './share-unchanged'

type Action = AnyAction
type RuleError = AnyRefusal
type CardId = string
/** Finds the module of a view's game (the registry's, unless a test passes a game not in it). */
export type ModuleOf = (game: string) => AnyGameModule

/** What a game is started from: a saved deck, or a pasted decklist (deckId null). */
export interface PlaytestDeck {
  deckId: string | null
  name: string
  entries: DeckEntry[]
  format: AnyDeckFormat
  /** The deck's other piles the game is played with (Vanguard's ride deck), by pile id. */
  piles?: Record<string, DeckEntry[]>
}

export interface StartOptions {
  seed?: number
  onThePlay: boolean
}

/** Performance marks of one action, read back by bench/playtest.bench.ts: from the click to the
 *  board patched (nextTick), and to the next frame (requestAnimationFrame). */
export const MARK_START = 'playtest:action-start'
export const MEASURE_RESPONSE = 'playtest:response'
export const MEASURE_PATCHED = 'playtest:patched'
export const MEASURE_ACTION = 'playtest:action'

function afterPaint(): Promise<void> {
  return new Promise((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : resolve()))
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** The game in progress, kept for this tab so that a reload (F5) resumes it: main still holds it. */
const RESUME_KEY = 'decklab.playtest.current'
type RecordInfo = { id: string; startedAt: number; versionId: string | null; mulligan: boolean }
interface ResumeEntry {
  gameId: string
  deck: PlaytestDeck
  onThePlay: boolean
  record: RecordInfo
  timeline: TimelinePoint[]
}

function readResumeEntry(): ResumeEntry | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(RESUME_KEY)
    const entry = raw ? (JSON.parse(raw) as Partial<ResumeEntry>) : null
    return entry && typeof entry.gameId === 'string' && entry.deck && entry.record ? (entry as ResumeEntry) : null
  } catch {
    return null
  }
}

/** Fills the points of actions the saved timeline missed (or holds in another shape) with the last known one (the summary loses detail, not turns). */
function fillTimeline(points: readonly unknown[]): TimelinePoint[] {
  const out: TimelinePoint[] = []
  points.forEach((p, i) => {
    const point = isTimelinePoint(p) ? p : out[i - 1]
    if (point) out.push(point)
  })
  return out
}

/**
 * The store, under a Pinia id, over a way to find a game's module: the app's store asks the
 * registry; a test can drive a game that is not registered yet.
 */
export function definePlaytestStore(id: string, moduleOf: ModuleOf) {
  return defineStore(id, () => playtestStore(moduleOf))
}

function playtestStore(moduleOf: ModuleOf) {
  const view = shallowRef<GameView | null>(null)
  const deck = shallowRef<PlaytestDeck | null>(null)
  const onThePlay = ref(true)
  /** The last refused action's rule error (cleared by the next accepted action). */
  const refusal = shallowRef<RuleError | null>(null)
  /** A failure of the API itself (not a rules refusal). */
  const failure = ref<string | null>(null)
  const busy = ref(false)
  const log = ref<string[]>([])
  const logLocale = ref<Locale>('en')
  /** One point per action of the current line of play: index = actionCount. */
  let timeline: TimelinePoint[] = []
  /** The views of the current line of play by actionCount, so undo and redo redraw at once. */
  const seen: GameView[] = []
  let record: RecordInfo | null = null
  /** Set when a reload found a game id that main no longer holds. */
  const resumeLost = ref(false)
  const resuming = ref(false)

  const state = computed(() => view.value?.state ?? null)
  const seed = computed(() => view.value?.state.seed ?? null)
  const active = computed(() => view.value !== null)
  const over = computed(() => view.value !== null && moduleOf(view.value.game).play.isOver(view.value.state))
  const progressOf = (v: GameView) => moduleOf(v.game).play.progress(v.state)

  function cardOf(id: CardId): AnyCard | null {
    const v = view.value
    const key = v ? moduleOf(v.game).play.cardKeyOf(v.state, id) : null
    return key === null ? null : (v!.cards[key] ?? null)
  }

  /**
   * Keeps the objects that did not change from one view to the next (each card's status, each
   * zone, the field's groups), so that only the cards that changed are redrawn. A game's card data
   * does not change while it is played.
   */
  function stable(next: GameView): GameView {
    const prev = view.value
    if (!prev || prev.gameId !== next.gameId) return next
    return shareUnchanged(prev, { ...next, cards: prev.cards })
  }

  function setView(incoming: GameView) {
    const next = stable(incoming)
    view.value = next
    seen.length = Math.min(seen.length, next.actionCount)
    seen[next.actionCount] = next
    timeline.length = Math.min(timeline.length, next.actionCount)
    const progress = progressOf(next)
    timeline[next.actionCount] = pointOf(progress)
    if (progress.mulliganUsed && record) record.mulligan = true
  }

  // Actions run one after the other, in the order they were asked (fast key presses included).
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  async function guard<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    try {
      const result = await work()
      failure.value = null
      return result
    } catch (e) {
      failure.value = errorText(e)
      return undefined
    } finally {
      busy.value = false
    }
  }

  /** The version of the saved deck with this card list, if one was taken. */
  async function versionOf(source: PlaytestDeck): Promise<string | null> {
    if (!source.deckId) return null
    try {
      const versions = await deckRepository().versions(source.deckId)
      return versions.find((v) => sameEntries(mainEntries(v), source.entries))?.id ?? null
    } catch {
      return null
    }
  }

  /** `sameRow`: the history row of the current game is replaced rather than a new one added (a restart). */
  async function start(source: PlaytestDeck, options: StartOptions, sameRow = false): Promise<boolean> {
    const previous = view.value
    await saveSummary()
    const entries = source.entries.map((e) => ({ code: e.code, count: e.count }))
    const piles = source.piles && Object.keys(source.piles).length ? { piles: source.piles } : {}
    const created = await guard(() =>
      api.invoke('game.new', { deck: entries, seed: options.seed, onThePlay: options.onThePlay, format: source.format, ...piles }),
    )
    if (!created) return false
    // the board stays up while the next game is made; the previous one is closed after
    if (previous) void api.invoke('game.close', { gameId: previous.gameId }).catch(() => undefined)
    log.value = []
    deck.value = { ...source, entries }
    onThePlay.value = options.onThePlay
    refusal.value = null
    timeline = []
    seen.length = 0
    const row = sameRow && record ? record.id : newId()
    record = { id: row, startedAt: Date.now(), versionId: await versionOf(source), mulligan: false }
    setView(created)
    resumeLost.value = false
    remember()
    void refreshLog()
    return true
  }

  /** Keeps the game's id, deck and timeline for this tab (at the start, and when the page goes). */
  function remember() {
    const v = view.value
    if (!v || !deck.value || !record) return
    const entry: ResumeEntry = { gameId: v.gameId, deck: deck.value, onThePlay: onThePlay.value, record, timeline }
    try {
      globalThis.sessionStorage?.setItem(RESUME_KEY, JSON.stringify(entry))
    } catch {
      // storage full or disabled: a reload will start anew
    }
  }

  function forget() {
    try {
      globalThis.sessionStorage?.removeItem(RESUME_KEY)
    } catch {
      // nothing kept
    }
  }

  /**
   * After a reload: takes up the game this tab was playing, as main holds it. False when there
   * was none; when main no longer has it, `resumeLost` says so and the id is forgotten.
   */
  async function resume(): Promise<boolean> {
    if (view.value) return true
    const entry = readResumeEntry()
    if (!entry) return false
    resuming.value = true
    try {
      const current = await api.invoke('game.get', { gameId: entry.gameId })
      deck.value = entry.deck
      onThePlay.value = entry.onThePlay
      record = entry.record
      timeline = fillTimeline(Array.isArray(entry.timeline) ? entry.timeline : [])
      seen.length = 0
      refusal.value = null
      setView(current)
      void refreshLog()
      return true
    } catch {
      forget()
      resumeLost.value = true
      return false
    } finally {
      resuming.value = false
    }
  }

  if (typeof window !== 'undefined') window.addEventListener('pagehide', remember)

  /** Marks the click; measures once the board has been redrawn (bench/playtest.bench.ts reads it). */
  function markStart() {
    performance.clearMarks(MARK_START)
    performance.mark(MARK_START)
  }

  function measure(name: string) {
    try {
      performance.measure(name, MARK_START)
    } catch {
      // no start mark (the action did not come from the board)
    }
  }

  /** Measures the redraw, then (unless main has yet to answer) asks for the log lines, after the
   *  frame so that they never delay it. */
  async function measureRedraw(withLog = true) {
    await nextTick()
    measure(MEASURE_PATCHED)
    await afterPaint()
    measure(MEASURE_ACTION)
    if (withLog) void refreshLog()
  }

  /** The view main will answer for an action the rules accept; null when they refuse it. */
  function predict(v: GameView, action: Action): GameView | null {
    const { play } = moduleOf(v.game)
    const result = play.apply(v.state, action)
    if (!result.ok) return null
    // main shapes its view with the same `board`, so this is the view's own field and counts
    const { field, counts } = play.board(result.state) as Pick<GameView, 'field' | 'counts'>
    return { ...v, state: result.state, field, counts, events: result.events, canUndo: true, canRedo: false, actionCount: v.actionCount + 1 }
  }

  /** Applies an action; false with `refusal` set when the rules refuse it. */
  function act(action: Action): Promise<boolean> {
    markStart()
    return serial(() => applyNow(action))
  }

  async function applyNow(action: Action): Promise<boolean> {
    const v = view.value
    if (!v) return false
    const predicted = predict(v, action)
    if (predicted) {
      refusal.value = null
      setView(predicted)
      void measureRedraw(false)
    }
    const response = await guard(() => api.invoke('game.apply', { gameId: v.gameId, action }))
    measure(MEASURE_RESPONSE)
    if (!response || !response.ok) {
      // Main did not take the action (a refusal, or the API failed): back to the state it holds.
      if (predicted) setView(v)
      if (response && !response.ok) refusal.value = response.error
      return false
    }
    refusal.value = null
    setView(response.view)
    if (predicted) void refreshLog()
    else void measureRedraw()
    if (moduleOf(response.view.game).play.isOver(response.view.state)) void saveSummary()
    return true
  }

  function move(channel: 'game.undo' | 'game.redo'): Promise<void> {
    markStart()
    return serial(() => moveNow(channel))
  }

  /** The view undo or redo will give, when this line of play has already shown it. */
  function predictMove(v: GameView, channel: 'game.undo' | 'game.redo'): GameView | null {
    const undo = channel === 'game.undo'
    if (undo ? !v.canUndo : !v.canRedo) return null
    const target = v.actionCount + (undo ? -1 : 1)
    const known = seen[target]
    if (!known || known.gameId !== v.gameId) return null
    return { ...known, canUndo: target > 0, canRedo: undo || target < seen.length - 1 }
  }

  async function moveNow(channel: 'game.undo' | 'game.redo') {
    const v = view.value
    if (!v) return
    const predicted = predictMove(v, channel)
    if (predicted) {
      refusal.value = null
      view.value = predicted
      void measureRedraw(false)
    }
    const next = await guard(() => api.invoke(channel, { gameId: v.gameId }))
    measure(MEASURE_RESPONSE)
    if (!next) {
      if (predicted) view.value = v
      return
    }
    refusal.value = null
    view.value = stable(next)
    seen[next.actionCount] = view.value
    if (predicted) void refreshLog()
    else void measureRedraw()
  }

  const undo = () => move('game.undo')
  const redo = () => move('game.redo')

  async function refreshLog(locale: Locale = logLocale.value) {
    logLocale.value = locale
    const v = view.value
    if (!v) return
    try {
      const { lines } = await api.invoke('game.log', { gameId: v.gameId, locale })
      if (view.value?.gameId === v.gameId) log.value = lines
    } catch (e) {
      failure.value = errorText(e)
    }
  }

  /** The summary of the game as played up to now, saved (or replaced) in the history. */
  async function saveSummary(): Promise<PlaytestRecord | null> {
    const v = view.value
    const source = deck.value
    if (!v || !source || !record) return null
    const progress = progressOf(v)
    if (progress.ownTurn === 0) return null
    const summary = summarize(timeline.slice(0, v.actionCount + 1), moduleOf(v.game).play.turnFigures, progress.endedBy)
    const saved: PlaytestRecord = {
      id: record.id,
      deckId: source.deckId,
      versionId: record.versionId,
      deckName: source.name,
      entries: source.entries,
      format: source.format,
      seed: v.state.seed,
      onThePlay: onThePlay.value,
      mulligan: progress.mulliganUsed,
      turns: summary.turns,
      result: summary.result,
      endedOnTurn: summary.endedOnTurn,
      endedBy: summary.endedBy,
      startedAt: record.startedAt,
      endedAt: Date.now(),
    }
    try {
      await playtestRepository().save(saved)
      return saved
    } catch (e) {
      failure.value = errorText(e)
      return null
    }
  }

  /** Saves the summary and closes the game in main. */
  async function leave() {
    const v = view.value
    if (!v) return
    await saveSummary()
    view.value = null
    log.value = []
    record = null
    forget()
    try {
      await api.invoke('game.close', { gameId: v.gameId })
    } catch {
      // already evicted: nothing to close
    }
  }

  /**
   * The same deck again, with the same seed (same cards: the same game tried again, so it keeps
   * its one row in the history) or a new one (a new game, a new row).
   */
  async function restart(sameSeed: boolean): Promise<boolean> {
    const source = deck.value
    if (!source) return false
    const keep = sameSeed ? (seed.value ?? undefined) : undefined
    return start(source, { seed: keep, onThePlay: onThePlay.value }, sameSeed)
  }

  function clearRefusal() {
    refusal.value = null
  }

  /** Shows the engine's refusal of an action the board did not send (a click it cannot mean). */
  function explain(error: RuleError) {
    refusal.value = error
  }

  return {
    view,
    deck,
    state,
    seed,
    onThePlay,
    active,
    over,
    refusal,
    failure,
    busy,
    log,
    logLocale,
    cardOf,
    start,
    act,
    undo,
    redo,
    restart,
    leave,
    refreshLog,
    saveSummary,
    clearRefusal,
    explain,
    resume,
    resuming,
    resumeLost,
  }
}

export const usePlaytestStore = definePlaytestStore('playtest', gameModule)
