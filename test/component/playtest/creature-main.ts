// Main's side of a creature game, faked with the module's own engine: what the playtest store's
// API calls answer in component tests (game.new, game.apply, game.log, game.close).
import type { GameView } from '@shared/channels/game'
import type { CreatureCard } from '@shared/games/creatures'
import { apply, boardShape, describeError, newGame, type Action, type GameState } from '@shared/games/creatures/engine'

export function creatureMain(deckCards: readonly CreatureCard[]) {
  const cards = Object.fromEntries(deckCards.map((c) => [c.code, c]))
  return {
    history: [] as GameState[],
    at: 0,
    view(): GameView {
      const state = this.history[this.at]!
      const { field, counts } = boardShape(state)
      const view = { game: 'creatures', gameId: 'c1', state, cards, field, counts, events: [], canUndo: this.at > 0, canRedo: this.at < this.history.length - 1, actionCount: this.at, deckWarnings: [] }
      // what main sends: plain JSON, no object shared with the store's own
      return JSON.parse(JSON.stringify(view)) as GameView
    },
    handle(channel: string, request: Record<string, unknown>): unknown {
      switch (channel) {
        case 'game.new':
          this.history = [newGame([...deckCards], { seed: request.seed as number, onThePlay: request.onThePlay as boolean, format: 'standard' }).state]
          this.at = 0
          return this.view()
        case 'game.apply': {
          const r = apply(this.history[this.at]!, request.action as Action)
          if (!r.ok) return { ok: false, error: r.error, message: describeError(r.error, 'en') }
          this.history.length = this.at + 1
          this.history.push(r.state)
          this.at++
          return { ok: true, view: this.view() }
        }
        case 'game.log':
          return { lines: [] }
        case 'game.close':
          return { closed: true }
        default:
          throw new Error(`unexpected ${channel}`)
      }
    },
  }
}
