// `npm run cli -- <group> <command>`: the headless door to the same handler table as the app.
// Each group of commands has its module in commands/; this file parses options and routes.
import { parseArgs } from 'node:util'
import { DEFAULT_GAME, GAME_IDS, isGameId } from '@shared/games'
import { defaultUserDataDir } from '../user-data-dir'
import { UsageError, createContext, type Command } from './context'

// Each command's module (and what only it uses) loads when that command runs (issue 30.1).
const COMMANDS: Record<string, () => Promise<Command>> = {
  cards: async () => (await import('./commands/cards')).cardsCommand,
  deck: async () => (await import('./commands/deck')).deckCommand,
  play: async () => (await import('./commands/play')).playCommand,
  lab: async () => (await import('./commands/lab')).labCommand,
  sets: async () => (await import('./commands/sets')).setsCommand,
}

/** Every option any command takes (parseArgs must know which ones carry a value). */
const OPTIONS = {
  game: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  limit: { type: 'string' },
  offset: { type: 'string' },
  format: { type: 'string' },
  to: { type: 'string' },
  deck: { type: 'string' },
  seed: { type: 'string' },
  script: { type: 'string' },
  'on-the-draw': { type: 'boolean' },
  games: { type: 'string' },
  turns: { type: 'string' },
  workers: { type: 'string' },
  policy: { type: 'string' },
  compare: { type: 'string' },
  name: { type: 'string' },
  into: { type: 'string' },
  out: { type: 'string' },
  source: { type: 'string' },
} as const

const USAGE = `Deck Lab command line

Usage:
  npm run cli -- [--game <id>] <command> ...   (games: ${GAME_IDS.join(', ')}; default ${DEFAULT_GAME})
  npm run cli -- cards search "<query>" [--json] [--limit N] [--offset N]
  npm run cli -- cards show <code> [--json]
  npm run cli -- cards import <file> [--json]
  npm run cli -- cards stats [--json]
  npm run cli -- cards update [--source URL] [--json]   (official card browser; progress on stderr)
  npm run cli -- deck validate <file> [--format constructed|limited] [--json]
  npm run cli -- deck convert <file> --to plain|sheet|untap|codes|json [--format constructed|limited]
  npm run cli -- play --deck <file> --seed <n> --script <actions.json> [--on-the-draw] [--format limited] [--json]
  npm run cli -- lab <file> [--games N] [--seed S] [--turns 1-10] [--policy <preset|file.json>] [--on-the-draw] [--workers N] [--json]
  npm run cli -- lab <file> --compare <p1>,<p2>[,<p3>] [...]   (presets: backup, never, backup2-forward3, two-backups; docs/opening-lab.md)
  npm run cli -- --game <id> sets list|show <id>|delete <id> [--json]   (a game whose players make their cards)
  npm run cli -- --game <id> sets import <file.json|file.csv> [--name <name>] [--into <set id>] [--format json|csv] [--json]
  npm run cli -- --game <id> sets export <set id> [--format json|csv] [--out <file>] [--json]

Decklists may be in any format of docs/decklist-formats.md (plain, tournament sheet, Untap,
Materia Hunter, codes only, names only, Deck Lab JSON).
The query uses the search box syntax, e.g. 'e:wind t:forward cost<=3' (see docs/query-syntax.md).
--json prints the API's JSON (documented in docs/cli.md). User data: ${defaultUserDataDir()}
(set DECKLAB_USER_DATA to use another folder).`

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  })
  const [group, ...rest] = positionals
  if (values.help || !group) {
    console.log(USAGE)
    return values.help ? 0 : 2
  }
  const loadCommand = Object.hasOwn(COMMANDS, group) ? COMMANDS[group] : undefined
  if (!loadCommand) throw new UsageError(`Unknown command: ${positionals.join(' ')}`)
  const game = values.game ?? DEFAULT_GAME
  if (!isGameId(game)) throw new UsageError(`Unknown game "${game.slice(0, 40)}": the games are ${GAME_IDS.join(', ')}`)
  const [command, { createMainServices }] = await Promise.all([loadCommand(), import('../services')])
  const { dispatch } = createMainServices({ userDataDir: defaultUserDataDir() })
  return command(rest, createContext(dispatch, values, game))
}

// exitCode, not exit(): exit() would cut off output still queued for a pipe.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const usage = error instanceof UsageError || (error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'))
    console.error(`deck-lab: ${error instanceof Error ? error.message : String(error)}`)
    if (usage) console.error('Run "npm run cli -- --help" for usage.')
    process.exitCode = usage ? 2 : 1
  },
)
