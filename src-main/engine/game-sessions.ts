// Live goldfish games held by the main process: each session keeps its history of states
// (structural sharing makes them cheap), so undo and redo are moves along it.
import { randomInt } from 'node:crypto'
import { ApiError, type ApiErrorDetail, type ParsedRequestOf } from '@shared/api'
import type { ApplyResponse, GameView, ReplayResponse } from '@shared/channels/game'
import type { Card } from '@shared/games/fftcg/card'
import {
  apply,
  boardShape,
  describeError,
  describeEvent,
  legalActions,
  namesFrom,
  newGame,
  replay,
  type Action,
  type GameEvent,
  type GameState,
  type Locale,
} from '@shared/games/fftcg/engine'
import type { CatalogService } from '../catalog/catalog-service'

interface Entry {
  state: GameState
  events: GameEvent[]
}

interface Session {
  id: string
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
    private readonly catalog: CatalogService,
    options: GameSessionOptions = {},
  ) {
    this.maxSessions = options.maxSessions ?? 20
    this.maxHistory = options.maxHistory ?? 5000
  }

  /** Cards of a deck list through the catalog; unknown codes and cards not allowed in a deck are refused. */
  resolveDeck(deck: DeckRequest): { cards: Card[]; byKey: Record<string, Card>; warnings: string[] } {
    const details: ApiErrorDetail[] = []
    const byCode = new Map<string, Card>()
    deck.forEach((entry, i) => {
      const card = byCode.get(entry.code) ?? this.catalog.get([entry.code]).cards[0]
      if (!card) return void details.push({ field: `deck.${i}.code`, message: `no card has the code ${entry.code}` })
      byCode.set(entry.code, card)
      if (!card.deckLegal) details.push({ field: `deck.${i}.code`, message: `${card.code} (${card.name || 'crystal'}) cannot be put in a deck` })
    })
    if (details.length) throw new ApiError('invalid-request', 'The deck has cards that cannot be played', details)
    const cards: Card[] = []
    const byKey: Record<string, Card> = {}
    const copies = new Map<string, number>()
    for (const entry of deck) {
      const card = byCode.get(entry.code)!
      byKey[card.key] = card
      copies.set(card.identity, (copies.get(card.identity) ?? 0) + entry.count)
      for (let n = 0; n < entry.count; n++) cards.push(card)
    }
    const warnings: string[] = []
    for (const [identity, n] of copies) if (n > 3) warnings.push(`8.1.1.2: ${n} copies of ${identity} (at most 3)`)
    return { cards, byKey, warnings }
  }

  create(request: ParsedRequestOf<'game.new'>): GameView {
    const { cards, byKey, warnings } = this.resolveDeck(request.deck)
    const size = cards.length
    if (request.format === 'constructed' && size !== 50) warnings.unshift(`8.1.1.1: a constructed deck has exactly 50 cards (this one ${size})`)
    if (request.format === 'limited' && size < 40) warnings.unshift(`8.1.1.1: a limited deck has 40 cards or more (this one ${size})`)
    const seed = request.seed ?? randomInt(0, 2 ** 32 - 1)
    const { state, events } = newGame(cards, { seed, onThePlay: request.onThePlay, format: request.format })
    const id = `g${this.nextId++}`
    const session: Session = { id, cards: byKey, deckWarnings: warnings, history: [{ state, events }], at: 0, dropped: 0, lastUsed: ++this.clock }
    this.sessions.set(id, session)
    this.evict()
    return this.view(session)
  }

  apply(gameId: string, action: Action): ApplyResponse {
    const session = this.get(gameId)
    const result = apply(session.history[session.at]!.state, action)
    if (!result.ok) return { ok: false, error: result.error, message: describeError(result.error, 'en') }
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

  undo(gameId: string): GameView {
    const session = this.get(gameId)
    if (session.at > 0) session.at--
    return this.view(session)
  }

  redo(gameId: string): GameView {
    const session = this.get(gameId)
    if (session.at < session.history.length - 1) session.at++
    return this.view(session)
  }

  current(gameId: string): GameView {
    return this.view(this.get(gameId))
  }

  legal(gameId: string): { actions: Action[] } {
    const session = this.get(gameId)
    return { actions: legalActions(session.history[session.at]!.state) }
  }

  log(gameId: string, locale: Locale): { lines: string[] } {
    const session = this.get(gameId)
    const names = namesFrom(session.history[0]!.state)
    const lines: string[] = []
    if (session.dropped) lines.push(locale === 'fr' ? `(${session.dropped} actions plus anciennes non conservées)` : `(${session.dropped} earlier actions not kept)`)
    for (let i = 0; i <= session.at; i++) for (const event of session.history[i]!.events) lines.push(describeEvent(event, locale, names))
    return { lines }
  }

  replay(request: ParsedRequestOf<'game.replay'>): ReplayResponse {
    const { cards, byKey, warnings } = this.resolveDeck(request.deck)
    const result = replay(cards, { seed: request.seed, onThePlay: request.onThePlay, format: request.format }, request.actions)
    const names = namesFrom(result.state)
    const log = [...result.setup, ...result.steps.flatMap((s) => s.events)].map((e) => describeEvent(e, request.locale, names))
    const last = result.steps[result.steps.length - 1]?.events ?? result.setup
    const session: Session = { id: 'replay', cards: byKey, deckWarnings: warnings, history: [{ state: result.state, events: last }], at: 0, dropped: 0, lastUsed: 0 }
    const view = this.view(session)
    if (result.ok) return { ok: true, view, log }
    return { ok: false, view, log, index: result.index, error: result.error, message: describeError(result.error, request.locale) }
  }

  close(gameId: string): { closed: boolean } {
    return { closed: this.sessions.delete(gameId) }
  }

  get size(): number {
    return this.sessions.size
  }

  private get(gameId: string): Session {
    const session = this.sessions.get(gameId)
    if (!session) throw new ApiError('not-found', `No live game ${gameId.slice(0, 64)} (it ended, was closed or was evicted)`)
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
    const { field, counts } = boardShape(state)
    return {
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
