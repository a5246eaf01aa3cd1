// Channels of the goldfish playtest: live games held by main, with undo/redo, legal actions,
// log lines and replays. Every action is validated here before the engine sees it.
import { z } from 'zod'
import type { Card } from '../games/fftcg/card'
import type { Action } from '../games/fftcg/engine/actions'
import type { CardId, GameEvent, GameState, RuleError } from '../games/fftcg/engine/types'
import { ZONES } from '../games/fftcg/engine/types'

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')
const cardIds = (max: number) => z.array(cardId).max(max)
const amount = z.number().int().min(1).max(100)
const zone = z.enum(ZONES)

const PaymentSchema = z.object({ dull: cardIds(20), discard: cardIds(30) }).strict()

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand') }).strict(),
  z.object({ type: z.literal('mulligan'), bottomOrder: cardIds(10) }).strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('endTurn'), discard: cardIds(100).optional() }).strict(),
  z.object({ type: z.literal('cast'), card: cardId, payment: PaymentSchema.optional(), keep: cardIds(100).optional() }).strict(),
  z.object({ type: z.literal('attack'), attackers: cardIds(30).min(1) }).strict(),
  z
    .object({ type: z.literal('move'), card: cardId, to: zone, position: z.enum(['top', 'bottom']).optional(), dull: z.boolean().optional() })
    .strict(),
  z.object({ type: z.literal('dull'), card: cardId }).strict(),
  z.object({ type: z.literal('activate'), card: cardId }).strict(),
  z.object({ type: z.literal('freeze'), card: cardId, frozen: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('damageForward'), card: cardId, amount: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ type: z.literal('modifyPower'), card: cardId, amount: z.number().int().min(-100_000).max(100_000) }).strict(),
  z.object({ type: z.literal('counter'), card: cardId, name: z.string().min(1).max(40), delta: z.number().int().min(-100).max(100) }).strict(),
  z.object({ type: z.literal('draw'), count: amount }).strict(),
  z.object({ type: z.literal('search'), card: cardId, to: zone.optional(), dull: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('lookTop'), count: amount }).strict(),
  z.object({ type: z.literal('arrangeTop'), top: cardIds(100), bottom: cardIds(100).optional() }).strict(),
  z.object({ type: z.literal('shuffle') }).strict(),
  z.object({ type: z.literal('damageSelf'), amount }).strict(),
  z.object({ type: z.literal('damageOpponent'), amount }).strict(),
  z.object({ type: z.literal('concede') }).strict(),
])

// The schema and the engine's Action type must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches

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
