// Pieces shared by every group of channels.
import { z } from 'zod'
import { GAME_IDS, gameModule, type GameId } from '../games'

export const EmptyRequestSchema = z.object({}).strict()

/** The game a request is about: one of the registered modules (src-shared/games/index.ts). */
export const GameSchema = z.enum(GAME_IDS, { error: () => `an id of a game Deck Lab knows (${GAME_IDS.join(', ')})` })
export type { GameId } from '../games'
/** The language cards are named in, in an export (decklist sites expect English: the default). */
export const CardLanguageSchema = z.enum(['en', 'fr'])

/**
 * Checks a part of a request with a schema that depends on the request's game (its actions, its
 * formats), reporting problems under `path` as the request's own schema would.
 */
export function checkWithGame<T>(schema: z.ZodType<T>, value: unknown, path: (string | number)[], ctx: z.RefinementCtx): T | undefined {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] })
  return undefined
}

/** The deck formats of a game (constructed, limited…): a request naming another is refused. */
export function formatSchemaOf(game: GameId): z.ZodType<string> {
  const formats = gameModule(game).deck.formats.map((f) => f.id) as [string, ...string[]]
  return z.enum(formats, { error: () => `a deck format of ${game} (${formats.join(', ')})` })
}
