// `play --deck <file> --seed <n> --script <actions.json>`: replays a goldfish game through the
// same API as the app (decklist.parse, then game.replay) and prints the final state and the log.
// An action the rules refuse stops the replay: its index and rule, exit code 1.
import { readFile } from 'node:fs/promises'
import type { GameView, ParsedDecklist, ReplayResponse } from '@shared/api'
import type { AnyAction as Action, AnyCardId as CardId, AnyGameState as GameState } from '@shared/games'
import { gameModule } from '@shared/games'
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
  if (!parsed.entries.length) throw new Error(`${deckFile}: no cards found`)

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
    deck: parsed.entries.map(({ code, count }) => ({ code, count })),
    seed,
    onThePlay: options['on-the-draw'] !== true,
    format,
    actions: actions as Action[],
    locale: 'en',
  })
  print(result, () => {
    const out = [stateText(result.view), '', 'Log:', ...result.log.map((l) => `  ${l}`)]
    if (!result.ok) out.push('', `Action ${result.index} refused: ${result.message}`, `  ${JSON.stringify(actions[result.index])}`)
    return out.join('\n')
  })
  if (!result.ok) {
    if (options.json) console.error(`Action ${result.index} refused: ${result.message}`)
    return 1
  }
  return 0
}


function cardLabel(state: GameState, id: CardId, withStatus: boolean): string {
  const def = state.defs[state.instances[id]!]!
  const status = state.status[id]
  const marks: string[] = []
  if (withStatus && status) {
    if (status.dull) marks.push('dull')
    if (status.frozen) marks.push('frozen')
    if (status.damage) marks.push(`${status.damage} damage`)
    if (status.since === state.turn) marks.push('new')
  }
  return `${def.code} ${def.name}${marks.length ? ` [${marks.join(', ')}]` : ''}`
}

export function stateText(view: GameView): string {
  const { state } = view
  const lines = [
    `Result: ${state.result}${state.endedBy ? ` (rule ${state.endedBy.rule})` : ''}`,
    `Turn ${state.turn} (your turn ${state.ownTurn}, ${state.onThePlay ? 'on the play' : 'on the draw'}), phase ${state.phase}`,
    `Damage: you ${state.zones.damage.length}/${state.damageLimit}, opponent ${state.opponentDamage}/${state.damageLimit}`,
  ]
  // The zones as the game declares them; a hidden pile (the deck) is listed by code, top first.
  for (const zone of gameModule(view.game).play.zones) {
    const ids = state.zones[zone.id]
    lines.push(`${zone.names.en}${zone.hidden ? ' (top first)' : ''} (${ids.length}):${zone.hidden ? '' : ids.length ? '' : ' -'}`)
    if (!zone.hidden) for (const id of ids) lines.push(`  ${id} ${cardLabel(state, id, true)}`)
    else if (ids.length) lines.push(`  ${ids.map((id) => state.defs[state.instances[id]!]!.code).join(' ')}`)
  }
  return lines.join('\n')
}
