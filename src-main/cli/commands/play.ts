// `play --deck <file> --seed <n> --script <actions.json>`: replays a goldfish game through the
// same API as the app (decklist.parse, then game.replay) and prints the final state and the log.
// An action the rules refuse stops the replay: its index and rule, exit code 1.
import { readFile } from 'node:fs/promises'
import type { ParsedDecklist, ReplayResponse } from '@shared/api'
import type { AnyAction as Action } from '@shared/games'
import { gameModule } from '@shared/games'
import { mainPile, playedPiles } from '@shared/game/deck-piles'
import { mainGame } from '../../games'
import { UsageError, wholeNumber, type CliContext, type Command } from '../context'
import { formatOption, lineProblem } from './deck'

async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code ?? error.message}`)
  })
}

function stringOption(options: CliContext['options'], name: string): string | undefined {
  const value = options[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} takes a value`)
  return value
}

export const playCommand: Command = async (args, { call, print, options, game }) => {
  if (args.length) throw new UsageError(`play takes options only, got "${args.join(' ')}"`)
  const deckFile = stringOption(options, 'deck')
  const scriptFile = stringOption(options, 'script')
  if (!deckFile || !scriptFile) throw new UsageError('play needs --deck <file> and --script <actions.json>')
  const seed = wholeNumber('seed', options.seed) ?? 0
  const format = formatOption(game, stringOption(options, 'format')) ?? gameModule(game).deck.formats[0]!.id

  const parsed = await call<ParsedDecklist>('decklist.parse', { text: await readText(deckFile) })
  if (parsed.errors.length) throw new Error(parsed.errors.map((line) => lineProblem(deckFile, line)).join('\n'))
  // the main pile, and the piles the game is played with (Vanguard's ride deck) apart, as game.new takes them
  const rules = gameModule(game).deck
  const deck = mainPile(rules, parsed.piles)
  if (!deck.length) throw new Error(`${deckFile}: no cards found`)
  const piles = playedPiles(rules, parsed.piles)

  let script: unknown
  try {
    script = JSON.parse(await readText(scriptFile))
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${scriptFile}: not JSON (${error.message})`)
    throw error
  }
  const actions = Array.isArray(script) ? script : (script as { actions?: unknown })?.actions
  if (!Array.isArray(actions)) throw new Error(`${scriptFile}: expected a JSON array of actions (or { "actions": [...] })`)

  const result = await call<ReplayResponse>('game.replay', {
    deck: deck.map(({ code, count }) => ({ code, count })),
    ...(Object.keys(piles).length ? { piles } : {}),
    seed,
    onThePlay: options['on-the-draw'] !== true,
    format,
    actions: actions as Action[],
    locale: 'en',
  })
  print(result, () => {
    const out = [mainGame(game).cli.state(result.view), '', 'Log:', ...result.log.map((l) => `  ${l}`)]
    if (!result.ok) out.push('', `Action ${result.index} refused: ${result.message}`, `  ${JSON.stringify(actions[result.index])}`)
    return out.join('\n')
  })
  if (!result.ok) {
    if (options.json) console.error(`Action ${result.index} refused: ${result.message}`)
    return 1
  }
  return 0
}
