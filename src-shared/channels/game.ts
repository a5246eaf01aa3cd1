// Channels of the goldfish playtest: live games held by main, with undo/redo, legal actions,
// log lines and replays. Every request names its game; each action is validated here with that
// game's schema before the engine sees it.
import { z } from 'zod'
import { gameModule, type BoardShape, type AnyAction, type AnyCard, type AnyGameEvent, type AnyGameState, type AnyRefusal } from '../games'
import { checkWithGame, formatSchemaOf, GameSchema } from './common'
import { DECK_LIMITS, DeckEntrySchema } from '../decklist/limits'

type Action = AnyAction
type Card = AnyCard
type GameEvent = AnyGameEvent
type GameState = AnyGameState
type RuleError = AnyRefusal

const gameId = z.string().min(1).max(64)
const locale = z.enum(['en', 'fr'])

/** The deck's cards, bounded by the same limits as a saved deck (a Magic deck may hold 56 basic lands of one name). */
export const DeckEntriesSchema = z.array(DeckEntrySchema).min(1).max(DECK_LIMITS.entries)

/** The deck's other piles the game is played with, by pile id (Vanguard: `ride`); checked against the game's piles by checkPlayedPiles. */
export const PlayedPilesSchema = z.record(z.string().min(1).max(40), DeckEntriesSchema)

/** Who starts and the deck format, which every game has; the format is checked against the game's. */
const newGameFields = {
  game: GameSchema,
  deck: DeckEntriesSchema,
  onThePlay: z.boolean().default(true),
  /** Omitted: the game's first format (FFTCG: constructed). */
  format: z.string().max(40).optional(),
  piles: PlayedPilesSchema.optional(),
}

/** Each pile must be one the game is played with (PileSpec.played): another is refused under `piles.<id>`. */
export function checkPlayedPiles(game: z.infer<typeof GameSchema>, piles: Record<string, unknown> | undefined, ctx: z.RefinementCtx): void {
  const played = gameModule(game).deck.piles.filter((p) => p.played).map((p) => p.id)
  for (const id of Object.keys(piles ?? {}))
    if (!played.includes(id)) ctx.addIssue({ code: 'custom', message: `not a pile ${game} is played with (${played.join(', ') || 'none'})`, path: ['piles', id] })
}

function withFormat<T extends { game: z.infer<typeof GameSchema>; format?: string; piles?: Record<string, unknown> }>(request: T, ctx: z.RefinementCtx): T & { format: string } {
  const format = request.format ?? gameModule(request.game).deck.formats[0]!.id
  checkWithGame(formatSchemaOf(request.game), format, ['format'], ctx)
  checkPlayedPiles(request.game, request.piles, ctx)
  return { ...request, format }
}

/** An action is any JSON here; the request's game validates it (paths under `at`). */
const actionOfGame = z.custom<Action>(() => true)
function checkActions<T extends { game: z.infer<typeof GameSchema> }>(request: T, actions: readonly unknown[], at: (i: number) => (string | number)[], ctx: z.RefinementCtx): Action[] {
  const schema = gameModule(request.game).play.actionSchema as z.ZodType<Action>
  return actions.map((action, i) => checkWithGame(schema, action, at(i), ctx)!)
}

export const NewGameRequestSchema = z
  .object({
    ...newGameFields,
    /** Omitted: main picks one (returned in the state, so the game can be replayed). */
    seed: z.number().int().min(0).max(0xffffffff).optional(),
  })
  .strict()
  .transform(withFormat)
export type NewGameRequest = z.input<typeof NewGameRequestSchema>

export const ApplyRequestSchema = z
  .object({ game: GameSchema, gameId, action: actionOfGame })
  .strict()
  .transform((request, ctx) => ({ ...request, action: checkActions(request, [request.action], () => ['action'], ctx)[0]! }))
export type ApplyRequest = z.input<typeof ApplyRequestSchema>
export const GameIdRequestSchema = z.object({ game: GameSchema, gameId }).strict()
export const LogRequestSchema = z.object({ game: GameSchema, gameId, locale: locale.default('en') }).strict()

export const ReplayRequestSchema = z
  .object({
    ...newGameFields,
    seed: z.number().int().min(0).max(0xffffffff),
    actions: z.array(actionOfGame).max(20_000),
    locale: locale.default('en'),
  })
  .strict()
  .transform((request, ctx) => ({ ...withFormat(request, ctx), actions: checkActions(request, request.actions, (i) => ['actions', i], ctx) }))
export type ReplayRequest = z.input<typeof ReplayRequestSchema>

/** The state and what a table needs to draw it. */
export interface GameView {
  game: z.infer<typeof GameSchema>
  gameId: string
  state: GameState
  /** Full card data of every card in the game, by card key (a state's card definitions carry their key). */
  cards: Record<string, Card>
  /** The field split as the game's table shows it (FFTCG: by card type, in play order). */
  field: BoardShape['field']
  counts: BoardShape['counts']
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
