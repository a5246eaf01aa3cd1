// Channels of the goldfish playtest: live games held by main, with undo/redo, legal actions,
// log lines and replays. Every action is validated here before the engine sees it.
import { z } from 'zod'
import type { Card } from '../games/fftcg/card'
import type { Action } from '../games/fftcg/engine/actions'
import type { CardId, GameEvent, GameState, RuleError } from '../games/fftcg/engine/types'
import { ActionSchema } from '../games/fftcg/engine/action-schema'

export { ActionSchema }

const gameId = z.string().min(1).max(64)
const locale = z.enum(['en', 'fr'])

export const DeckEntriesSchema = z
  .array(z.object({ code: z.string().min(1).max(40), count: z.number().int().min(1).max(50) }).strict())
  .min(1)
  .max(200)

export const NewGameRequestSchema = z
  .object({
    deck: DeckEntriesSchema,
    /** Omitted: main picks one (returned in the state, so the game can be replayed). */
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    onThePlay: z.boolean().default(true),
    format: z.enum(['constructed', 'limited']).default('constructed'),
  })
  .strict()
export type NewGameRequest = z.input<typeof NewGameRequestSchema>

export const ApplyRequestSchema = z.object({ gameId, action: ActionSchema }).strict()
export type ApplyRequest = z.input<typeof ApplyRequestSchema>
export const GameIdRequestSchema = z.object({ gameId }).strict()
export const LogRequestSchema = z.object({ gameId, locale: locale.default('en') }).strict()

export const ReplayRequestSchema = z
  .object({
    deck: DeckEntriesSchema,
    seed: z.number().int().min(0).max(0xffffffff),
    onThePlay: z.boolean().default(true),
    format: z.enum(['constructed', 'limited']).default('constructed'),
    actions: z.array(ActionSchema).max(20_000),
    locale: locale.default('en'),
  })
  .strict()
export type ReplayRequest = z.input<typeof ReplayRequestSchema>

/** The state and what a table needs to draw it. */
export interface GameView {
  gameId: string
  state: GameState
  /** Full card data of every card in the game, by card key (state.instances maps ids to keys). */
  cards: Record<string, Card>
  /** The field split by card type, in play order. */
  field: { forwards: CardId[]; backups: CardId[]; monsters: CardId[] }
  counts: {
    deck: number
    hand: number
    field: number
    breakZone: number
    damage: number
    removed: number
    opponentDamage: number
    damageLimit: number
  }
  /** Events of the action that produced this state (the setup events for a new game). */
  events: GameEvent[]
  canUndo: boolean
  canRedo: boolean
  /** Actions applied since the start (the position in the history). */
  actionCount: number
  /** Deck-construction issues that do not stop a playtest (8.1.1.1 size, 8.1.1.2 copies). */
  deckWarnings: string[]
}

export type ApplyResponse = { ok: true; view: GameView } | { ok: false; error: RuleError; message: string }

export interface LogResponse {
  lines: string[]
}

export type ReplayResponse =
  | { ok: true; view: GameView; log: string[] }
  | { ok: false; view: GameView; log: string[]; index: number; error: RuleError; message: string }

export const gameChannels = {
  'game.new': { request: NewGameRequestSchema, response: {} as GameView },
  'game.apply': { request: ApplyRequestSchema, response: {} as ApplyResponse },
  'game.undo': { request: GameIdRequestSchema, response: {} as GameView },
  'game.redo': { request: GameIdRequestSchema, response: {} as GameView },
  'game.get': { request: GameIdRequestSchema, response: {} as GameView },
  'game.legal': { request: GameIdRequestSchema, response: {} as { actions: Action[] } },
  'game.log': { request: LogRequestSchema, response: {} as LogResponse },
  'game.replay': { request: ReplayRequestSchema, response: {} as ReplayResponse },
  'game.close': { request: GameIdRequestSchema, response: {} as { closed: boolean } },
} as const
