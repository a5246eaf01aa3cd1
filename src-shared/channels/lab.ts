// Channels of the opening lab: Monte Carlo runs of the goldfish pilot on worker threads in main,
// with progress, partial results and cancel (docs/opening-lab.md).
import { z } from 'zod'
import { gameModule, type LabPolicy, type LabReport, type PolicyInput } from '../games'
import { checkWithGame, formatSchemaOf, GameSchema } from './common'
import { checkPlayedPiles, DeckEntriesSchema, PlayedPilesSchema } from './game'

export type { LabReport, PolicyReport, TurnReport, Comparison, Estimate, MeanEstimate } from '../games'
export type { LabPolicy, PolicyInput } from '../games'

export const LAB_MAX_GAMES = 1_000_000
export const LAB_MAX_TURNS = 10

const runFields = {
  game: GameSchema,
  /** The main pile. */
  deck: DeckEntriesSchema,
  /** The deck's other piles the game is played with (Vanguard: `ride`), as game.new takes them. */
  piles: PlayedPilesSchema.optional(),
  games: z.number().int().min(1).max(LAB_MAX_GAMES).default(100_000),
  /** Omitted: main picks one (returned in the report, so the run can be repeated). */
  seed: z.number().int().min(0).max(0xffffffff).optional(),
  onThePlay: z.boolean().default(true),
  /** Omitted: the game's first format (FFTCG: constructed). */
  format: z.string().max(40).optional(),
  /** The player's own turns to simulate (0 = the opening hand only). */
  turns: z.number().int().min(0).max(LAB_MAX_TURNS).default(5),
  /** Worker threads (default and at most: one per core). The figures do not depend on it. */
  workers: z.number().int().min(1).max(64).optional(),
}

/** The game must have a lab; the format is one of the game's, the piles are ones it is played with. */
function checkRun<T extends { game: z.infer<typeof GameSchema>; format?: string; piles?: Record<string, unknown> }>(request: T, ctx: z.RefinementCtx): T & { format: string } {
  const module = gameModule(request.game)
  if (!module.lab) ctx.addIssue({ code: 'custom', message: `${request.game} has no opening lab yet`, path: ['game'] })
  const format = request.format ?? module.deck.formats[0]!.id
  checkWithGame(formatSchemaOf(request.game), format, ['format'], ctx)
  checkPlayedPiles(request.game, request.piles, ctx)
  return { ...request, format }
}

/** A policy as the game's lab reads it (its policySchema); a game without a lab was refused by checkRun. */
function policyOf(game: z.infer<typeof GameSchema>, input: unknown, path: (string | number)[], ctx: z.RefinementCtx): LabPolicy {
  const schema = gameModule(game).lab?.policySchema
  return (schema ? checkWithGame(schema, input, path, ctx) : undefined) as LabPolicy
}

/** Any policy input of any game: what it means is checked with the request's game. */
const policyInput = z.custom<PolicyInput>((input) => input !== undefined)

export const LabStartRequestSchema = z
  .object({ ...runFields, /** Omitted: the game's first preset (FFTCG: backup). */ policy: policyInput.optional() })
  .strict()
  .transform((request, ctx) => ({
    ...checkRun(request, ctx),
    policy: policyOf(request.game, request.policy ?? gameModule(request.game).lab?.presets[0], ['policy'], ctx),
  }))
export type LabStartRequest = z.input<typeof LabStartRequestSchema>

export const LabCompareRequestSchema = z
  .object({ ...runFields, policies: z.array(policyInput).min(2).max(3) })
  .strict()
  .transform((request, ctx) => ({ ...checkRun(request, ctx), policies: request.policies.map((policy, i) => policyOf(request.game, policy, ['policies', i], ctx)) }))
export type LabCompareRequest = z.input<typeof LabCompareRequestSchema>

export const LabJobRequestSchema = z.object({ game: GameSchema, jobId: z.string().min(1).max(64) }).strict()

export type LabJobState = 'running' | 'done' | 'cancelled' | 'failed'

export interface LabStatus {
  jobId: string
  state: LabJobState
  running: boolean
  /** Games finished (each with every policy of the job). */
  done: number
  total: number
  workers: number
  /** true when the games ran in the main thread (worker threads unavailable). */
  inThread: boolean
  /** Waiting for the running jobs to free their threads (main runs as many threads as cores). */
  queued?: boolean
  elapsedMs: number
  error?: string
  /** Figures over the games finished so far (all of them once done). */
  results?: LabReport
}

export const labChannels = {
  'lab.start': { request: LabStartRequestSchema, response: {} as { jobId: string } },
  'lab.compare': { request: LabCompareRequestSchema, response: {} as { jobId: string } },
  'lab.status': { request: LabJobRequestSchema, response: {} as LabStatus },
  /** Waits for the job to end (done, cancelled or failed) and returns its figures. */
  'lab.result': { request: LabJobRequestSchema, response: {} as LabStatus },
  'lab.cancel': { request: LabJobRequestSchema, response: {} as { cancelled: boolean } },
} as const
