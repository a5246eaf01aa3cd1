// Live goldfish games of any game module, held by the main process: each session keeps its
// history of states (structural sharing makes them cheap), so undo and redo are moves along it.
import { randomInt } from 'node:crypto'
import { ApiError, type ApiErrorDetail, type ParsedRequestOf } from '@shared/api'
import type { ApplyResponse, GameView, ReplayResponse } from '@shared/channels/game'
import type { AnyGameModule, Locale } from '@shared/game/module'
import { replayGame } from '@shared/game/replay'
import { codesPerCopy } from '@shared/game/deck-piles'
import { gameModule, type AnyAction, type AnyCard, type AnyGameEvent, type AnyGameState, type GameId } from '@shared/games'
import type { Catalogs } from '../catalog/catalogs'

type Card = AnyCard
type Action = AnyAction

interface Entry {
  state: AnyGameState
  events: AnyGameEvent[]
}

interface Session {
  id: string
  game: GameId
  module: AnyGameModule
  cards: Record<string, Card>
  deckWarnings: string[]
  /** history[0] is the state after setup; `at` is the current position. */
  history: Entry[]
  at: number
  /** Entries dropped from the front when the history grew past its cap. */
  dropped: number
  lastUsed: number
}

export interface GameSessionOptions {
  maxSessions?: number
  maxHistory?: number
}

type DeckRequest = ParsedRequestOf<'game.new'>['deck']


export class GameSessions {
  private readonly sessions = new Map<string, Session>()
  private readonly maxSessions: number
  private readonly maxHistory: number
  private clock = 0
  private nextId = 1

  constructor(
    private readonly catalogs: Catalogs,
    options: GameSessionOptions = {},
  ) {
    this.maxSessions = options.maxSessions ?? 20
    this.maxHistory = options.maxHistory ?? 5000
  }

  /**
   * Cards of a deck list through the game's catalog; unknown codes and cards not allowed in a
   * deck are refused. Construction rules that do not stop a playtest (size, copies) are warnings,
   * in the words of the game's deck rules.
   */
  resolveDeck(game: GameId, main: DeckRequest, format?: string, piles: Record<string, DeckRequest> = {}): { cards: Card[]; byKey: Record<string, Card>; warnings: string[] } {
    const module: AnyGameModule = gameModule(game)
    // the played piles' cards follow the main pile's (Vanguard's ride deck, taken aside by the game)
    const deck = [...main, ...Object.values(piles).flat()]
    const catalog = this.catalogs[game]
    const details: ApiErrorDetail[] = []
    const byCode = new Map<string, Card>()
    deck.forEach((entry, i) => {
      const card = byCode.get(entry.code) ?? catalog.get([entry.code]).cards[0]
      if (!card) return void details.push({ field: `deck.${i}.code`, message: `no card has the code ${entry.code}` })
      byCode.set(entry.code, card)
      if (!module.cards.deckLegal(card)) details.push({ field: `deck.${i}.code`, message: `${module.cards.label(card)} cannot be put in a deck` })
    })
    if (details.length) throw new ApiError('invalid-request', 'The deck has cards that cannot be played', details)
    const cards: Card[] = []
    const byKey: Record<string, Card> = {}
    for (const entry of deck) {
      const card = byCode.get(entry.code)!
      byKey[module.cards.keyOf(card)] = card
      for (let n = 0; n < entry.count; n++) cards.push(card)
    }
    const warnings =
      format === undefined
        ? []
        : module.deck
            .validate({ ...piles, main }, format, (code: string) => byCode.get(code) ?? catalog.get([code]).cards[0] ?? null)
            .issues.filter((issue: { severity: string }) => issue.severity === 'error')
            .map((issue: unknown) => module.deck.describeIssue(issue, 'en'))
    return { cards, byKey, warnings }
  }

  create(request: ParsedRequestOf<'game.new'>): GameView {
    const module: AnyGameModule = gameModule(request.game)
    const { cards, byKey, warnings } = this.resolveDeck(request.game, request.deck, request.format, request.piles)
    const seed = request.seed ?? randomInt(0, 2 ** 32 - 1)
    const { state, events } = module.play.newGame(cards, { ...codesPerCopy(request.piles), seed, onThePlay: request.onThePlay, format: request.format })
    const id = `g${this.nextId++}`
    const session: Session = {
      id,
      game: request.game,
      module,
      cards: byKey,
      deckWarnings: warnings,
      history: [{ state, events }],
      at: 0,
      dropped: 0,
      lastUsed: ++this.clock,
    }
    this.sessions.set(id, session)
    this.evict()
    return this.view(session)
  }

  apply(game: GameId, gameId: string, action: Action): ApplyResponse {
    const session = this.get(game, gameId)
    const result = session.module.play.apply(session.history[session.at]!.state, action)
    if (!result.ok) return { ok: false, error: result.error, message: session.module.play.log.describeError(result.error, 'en') }
    session.history.length = session.at + 1
    session.history.push({ state: result.state, events: result.events })
    session.at++
    if (session.history.length > this.maxHistory) {
      const extra = session.history.length - this.maxHistory
      session.history.splice(0, extra)
      session.at -= extra
      session.dropped += extra
    }
    return { ok: true, view: this.view(session) }
  }

  undo(game: GameId, gameId: string): GameView {
    const session = this.get(game, gameId)
    if (session.at > 0) session.at--
    return this.view(session)
  }

  redo(game: GameId, gameId: string): GameView {
    const session = this.get(game, gameId)
    if (session.at < session.history.length - 1) session.at++
    return this.view(session)
  }

  current(game: GameId, gameId: string): GameView {
    return this.view(this.get(game, gameId))
  }

  legal(game: GameId, gameId: string): { actions: Action[] } {
    const session = this.get(game, gameId)
    return { actions: session.module.play.legalActions(session.history[session.at]!.state) }
  }

  log(game: GameId, gameId: string, locale: Locale): { lines: string[] } {
    const session = this.get(game, gameId)
    const { describeEvent, namesFrom } = session.module.play.log
    const names = namesFrom(session.history[0]!.state, locale)
    const lines: string[] = []
    if (session.dropped) lines.push(locale === 'fr' ? `(${session.dropped} actions plus anciennes non conservées)` : `(${session.dropped} earlier actions not kept)`)
    for (let i = 0; i <= session.at; i++) for (const event of session.history[i]!.events) lines.push(describeEvent(event, locale, names))
    return { lines }
  }

  replay(request: ParsedRequestOf<'game.replay'>): ReplayResponse {
    const module: AnyGameModule = gameModule(request.game)
    const { cards, byKey, warnings } = this.resolveDeck(request.game, request.deck, request.format, request.piles)
    const result = replayGame(module.play, cards, { ...codesPerCopy(request.piles), seed: request.seed, onThePlay: request.onThePlay, format: request.format }, request.actions)
    const { describeEvent, describeError, namesFrom } = module.play.log
    const names = namesFrom(result.state, request.locale)
    const log = [...result.setup, ...result.steps.flatMap((s) => s.events)].map((e) => describeEvent(e, request.locale, names))
    const last = result.steps[result.steps.length - 1]?.events ?? result.setup
    const session: Session = {
      id: 'replay',
      game: request.game,
      module,
      cards: byKey,
      deckWarnings: warnings,
      history: [{ state: result.state, events: last }],
      at: 0,
      dropped: 0,
      lastUsed: 0,
    }
    const view = this.view(session)
    if (result.ok) return { ok: true, view, log }
    return { ok: false, view, log, index: result.index, error: result.error, message: describeError(result.error, request.locale) }
  }

  close(game: GameId, gameId: string): { closed: boolean } {
    const session = this.sessions.get(gameId)
    return { closed: session?.game === game && this.sessions.delete(gameId) }
  }

  get size(): number {
    return this.sessions.size
  }

  private get(game: GameId, gameId: string): Session {
    const session = this.sessions.get(gameId)
    // A game of another game module is not this one's to touch.
    if (!session || session.game !== game) throw new ApiError('not-found', `No live game ${gameId.slice(0, 64)} (it ended, was closed or was evicted)`)
    session.lastUsed = ++this.clock
    return session
  }

  /** The least recently used games go first when there are too many. */
  private evict(): void {
    while (this.sessions.size > this.maxSessions) {
      let oldest: Session | null = null
      for (const s of this.sessions.values()) if (!oldest || s.lastUsed < oldest.lastUsed) oldest = s
      this.sessions.delete(oldest!.id)
    }
  }

  private view(session: Session): GameView {
    const { state, events } = session.history[session.at]!
    // The view's shapes are those of the registered games' boards (GameView's types).
    const { field, counts } = session.module.play.board(state) as Pick<GameView, 'field' | 'counts'>
    return {
      game: session.game,
      gameId: session.id,
      state,
      cards: session.cards,
      field,
      counts,
      events,
      canUndo: session.at > 0,
      canRedo: session.at < session.history.length - 1,
      actionCount: session.dropped + session.at,
      deckWarnings: session.deckWarnings,
    }
  }
}
