// What every CLI command gets: the shared dispatch (same handler table as the app), output
// helpers, and the error types that map to exit codes.
import { readFile } from 'node:fs/promises'
import type { ApiErrorDetail, Envelope } from '@shared/api'
import { decodeUtf8Strict, faultText } from '@shared/text/strict-text'
import { withGame } from '@shared/game-channels'
import type { GameId } from '@shared/games'
import type { Dispatch } from '../api/dispatch'

/** A mistake in how the command was typed: exit code 2 and a pointer to --help. */
export class UsageError extends Error {}

export interface CliContext {
  /** Calls a channel of the API, as the app would, and returns its value or throws its error. */
  call<T>(channel: string, payload: unknown): Promise<T>
  /** Prints JSON with --json, else the human text. */
  print(value: unknown, human: () => string): void
  json: boolean
  options: Record<string, string | boolean | undefined>
  /** The game of --game (default fftcg): every request that carries a game names it. */
  game: GameId
}

export type Command = (args: string[], context: CliContext) => Promise<number>

export function unwrapForCli<T>(envelope: Envelope<unknown>): T {
  if (envelope.ok) return envelope.value as T
  const { message, details } = envelope.error
  const lines = [message, ...(details ?? []).map((d) => `  ${detailText(d)}`)]
  throw new Error(lines.join('\n'))
}

/**
 * One problem on one line, its place said once: a card importer's message already starts with
 * its place (`line 2 (1-001H), column "cost": …`); a schema problem gets its field in front.
 */
function detailText(d: ApiErrorDetail): string {
  if (/^(line|record) \d+/.test(d.message)) return d.message
  const place = [d.record, d.line ? `line ${d.line}` : '', d.field ? `field "${d.field}"` : ''].filter(Boolean).join(', ')
  return place ? `${place}: ${d.message}` : d.message
}

export function wholeNumber(name: string, text: string | boolean | undefined): number | undefined {
  if (text === undefined || typeof text === 'boolean') return undefined
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got "${text}"`)
  return n
}

export function createContext(dispatch: Dispatch, options: CliContext['options'], game: GameId): CliContext {
  const json = options.json === true
  return {
    json,
    options,
    game,
    call: async <T>(channel: string, payload: unknown) => unwrapForCli<T>(await dispatch(channel, withGame(channel, payload, game), { transport: 'cli' })),
    print: (value, human) => console.log(json ? JSON.stringify(value, null, 2) : human()),
  }
}

/** A file given to a command, read as UTF-8 strictly (issue 29.4): bytes that are not UTF-8 are said with their place, never replaced. */
export async function readTextFile(file: string): Promise<string> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code ?? error.message}`)
  })
  const ext = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase()
  const decoded = decodeUtf8Strict(bytes, ext === 'csv' || ext === 'json' ? ext : undefined)
  if (!decoded.ok) throw new Error(`${file}: ${faultText(decoded.fault)}; nothing was imported`)
  return decoded.text
}
