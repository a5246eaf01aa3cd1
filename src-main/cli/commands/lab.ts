// `lab <deck file>`: how the deck really opens, by Monte Carlo over the real rules (the same
// lab.* channels as the app), printed as tables; `--compare p1,p2[,p3]` for the mulligan advisor.
import { readFile } from 'node:fs/promises'
import type { LabStatus, ParsedDecklist } from '@shared/api'
import { gameModule, type GameId } from '@shared/games'
import { mainPile, playedPiles } from '@shared/game/deck-piles'
import { mainGame } from '../../games'
import { fmtInt } from '../tables'
import { UsageError, wholeNumber, type CliContext, type Command } from '../context'
import { lineProblem } from './deck'

export const labCommand: Command = async (args, context) => {
  if (args.length !== 1) throw new UsageError('lab takes one decklist file')
  const file = args[0]!
  const { call, options } = context
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code ?? error.message}`)
  })
  const parsed = await call<ParsedDecklist>('decklist.parse', { text })
  for (const line of parsed.errors) console.error(lineProblem(file, line))
  const rules = gameModule(context.game).deck
  const deck = mainPile(rules, parsed.piles)
  if (!deck.length) throw new Error(`${file}: no cards read`)
  // The piles the game is played with besides the main one (Vanguard's ride deck), as game.new takes them.
  const piles = playedPiles(rules, parsed.piles)
  const format = options.format ?? parsed.format ?? rules.formats[0]!.id
  const run = {
    deck,
    ...(Object.keys(piles).length ? { piles } : {}),
    ...(options.games !== undefined ? { games: wholeNumber('games', options.games) } : {}),
    ...(options.seed !== undefined ? { seed: wholeNumber('seed', options.seed) } : {}),
    ...(options.turns !== undefined ? { turns: wholeNumber('turns', options.turns) } : {}),
    ...(options.workers !== undefined ? { workers: wholeNumber('workers', options.workers) } : {}),
    onThePlay: options['on-the-draw'] !== true,
    format,
  }
  const presets = gameModule(context.game).lab?.presets ?? []
  const compare = typeof options.compare === 'string' ? options.compare.split(',').map((s) => s.trim()).filter(Boolean) : null
  const { jobId } = compare
    ? await call<{ jobId: string }>('lab.compare', { ...run, policies: await Promise.all(compare.map((p) => readPolicy(p, presets))) })
    : await call<{ jobId: string }>('lab.start', { ...run, ...(typeof options.policy === 'string' ? { policy: await readPolicy(options.policy, presets) } : {}) })

  const cancel = () => void call('lab.cancel', { jobId })
  process.once('SIGINT', cancel)
  const progress = setInterval(async () => {
    const status = await call<LabStatus>('lab.status', { jobId })
    if (status.running && process.stderr.isTTY) process.stderr.write(`\r${fmtInt(status.done)} / ${fmtInt(status.total)} games`)
  }, 250)
  const status = await call<LabStatus>('lab.result', { jobId }).finally(() => {
    clearInterval(progress)
    process.off('SIGINT', cancel)
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K')
  })
  context.print(status, () => render(status, parsed.name, context.game))
  return status.state === 'done' ? 0 : 1
}

/** A preset name, or a JSON file holding a policy object (or a preset name as a JSON string). */
async function readPolicy(value: string, presets: readonly string[]): Promise<unknown> {
  if (presets.includes(value)) return value
  const text = await readFile(value, 'utf8').catch(() => {
    throw new UsageError(`--policy/--compare take a preset (${presets.join(', ')}) or a JSON file; cannot read "${value}"`)
  })
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new UsageError(`${value} is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function render(status: LabStatus, name: string | undefined, game: GameId): string {
  const r = status.results
  if (!r) return `Lab job ${status.jobId}: ${status.state}${status.error ? ` (${status.error})` : ''}, no game finished`
  const where = status.inThread ? 'in the main thread' : `on ${status.workers} worker${status.workers > 1 ? 's' : ''}`
  const runLine = `${fmtInt(r.games)} games${status.state !== 'done' ? ` of ${fmtInt(status.total)} (${status.state})` : ''}, seed ${r.seed}, ${r.turns} turns, ${(status.elapsedMs / 1000).toFixed(2)} s ${where}`
  return mainGame(game).cli.lab(r, runLine, name)
}
