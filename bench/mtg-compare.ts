// Issue 30: the Magic engine of other commits beside this one, in the same run, alternating, per
// second of CPU time. Each commit is a tree of its own (`git archive <commit> | tar -x -C /tmp/x`
// with node_modules linked); every measure runs in a child process started in that tree.
//   node --import tsx bench/mtg-compare.ts /tmp/base . [--games 500] [--rounds 3]
// Two action mixes: `now`, the goldfish player of bench/mtg.ts as it picks among this tree's
// legal actions; `old`, the same player with "to the next stop" and auto-tap casts left out (the
// mix before issue 32, so an older engine and a newer one play the same kind of game). The
// fingerprint (a hash of every action and final state) shows whether two trees played the same games.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fmt } from './cpu-rate'

interface Measure {
  tree: string
  mix: string
  actions: number
  fingerprint: string
  loop: number
  apply: number
}

type Engine = typeof import('@shared/games/mtg/engine')
type Action = import('@shared/games/mtg/engine').Action
type GameState = import('@shared/games/mtg/engine').GameState

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** In the child: the random games of bench/mtg.ts played and replayed with this tree's engine. */
async function measure(tree: string, mix: string, count: number): Promise<Measure> {
  const url = (path: string) => pathToFileURL(resolve(tree, path)).href
  const { apply, legalActions, newGame }: Engine = await import(url('src-shared/games/mtg/engine/index.ts'))
  const { gruulDeck } = await import(url('test/unit/mtg/mtg-cards.ts'))
  const deck = gruulDeck()
  const options = (seed: number) => ({ seed, onThePlay: seed % 2 === 0, format: 'standard' })
  let lcg = 12345
  const rand = (n: number) => (lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0) % n
  const pick = (state: GameState): Action => {
    let legal = legalActions(state)
    if (mix === 'old') legal = legal.filter((a) => a.type !== 'passToStop' && !(a.type === 'cast' && a.autoTap))
    // the waiting question: `question` since issue 25, `pending` in older trees
    const asked = (state as { question?: { kind: string } | null }).question?.kind ?? (state as { pending?: { kind: string } | null }).pending?.kind
    if (asked === 'mulligan') return legal[0]!
    if (asked === 'attackers') return legal[legal.length - 1]!
    const busy = legal.filter((a) => a.type !== 'passPriority' && a.type !== 'nextTurn')
    if (busy.length && rand(5) > 0) return busy[rand(busy.length)]!
    return legal.length > 1 && rand(10) === 0 ? legal[1]! : legal[0]!
  }
  const hash = createHash('sha256')
  const games: { start: GameState; actions: Action[] }[] = []
  let played = 0
  const loop0 = cpuMs()
  for (let seed = 0; seed < count; seed++) {
    let state = newGame(deck, options(seed)).state
    const game = { start: state, actions: [] as Action[] }
    const play = (action: Action) => {
      const result = apply(state, action)
      if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}`)
      state = result.state
      game.actions.push(action)
    }
    play({ type: 'addDummy', power: 2, toughness: 2 })
    play({ type: 'addDummy', power: 1, toughness: 3 })
    while (state.result === 'ongoing' && state.turn <= 16 && game.actions.length < 600) play(pick(state))
    played += game.actions.length
    games.push(game)
    hash.update(JSON.stringify(game.actions)).update(JSON.stringify({ ...state, defs: null }))
  }
  const loopMs = cpuMs() - loop0
  const replay = () => {
    for (const game of games) {
      let state = game.start
      for (const action of game.actions) {
        const result = apply(state, action)
        if (!result.ok) throw new Error('replay diverged')
        state = result.state
      }
    }
  }
  replay() // warm-up (twice: the JIT settles on the second pass)
  replay()
  const apply0 = cpuMs()
  replay()
  const applyMs = cpuMs() - apply0
  return { tree, mix, actions: played, fingerprint: hash.digest('hex').slice(0, 12), loop: (played / loopMs) * 1000, apply: (played / applyMs) * 1000 }
}

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback
}
if (args[0] === '--child') {
  console.log(JSON.stringify(await measure(args[1]!, args[2]!, Number(args[3]))))
} else {
  const games = option('--games', 500)
  const rounds = option('--rounds', 3)
  const trees = args.map((t) => resolve(t))
  if (trees.length < 2) throw new Error('name two trees or more: node --import tsx bench/mtg-compare.ts /tmp/base .')
  const load = () => loadavg()[0]!.toFixed(1)
  console.log(`Magic engine, ${trees.length} trees alternating, ${games} games a run, ${rounds} rounds (rates per CPU second)`)
  console.log('round  mix  tree  actions  fingerprint  loop/s  apply/s  load')
  const all: Measure[] = []
  for (let round = 1; round <= rounds; round++)
    for (const mix of ['now', 'old'])
      for (const tree of trees) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'mtg-compare.ts'), '--child', tree, mix, String(games)], { cwd: tree, encoding: 'utf8' })
        const m = JSON.parse(out.trim().split('\n').pop()!) as Measure
        console.log(`${round}  ${mix}  ${tree}  ${fmt(m.actions)}  ${m.fingerprint}  ${fmt(m.loop)}  ${fmt(m.apply)}  ${load()}`)
        all.push(m)
      }
  // medians of the rounds, and each tree's ratio to the first one named
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  console.log('\nmedians  mix  tree  loop/s (× first)  apply/s (× first)')
  for (const mix of ['now', 'old']) {
    const of = (tree: string) => all.filter((m) => m.mix === mix && m.tree === tree)
    const first = { loop: median(of(trees[0]!).map((m) => m.loop)), apply: median(of(trees[0]!).map((m) => m.apply)) }
    for (const tree of trees) {
      const loop = median(of(tree).map((m) => m.loop))
      const apply = median(of(tree).map((m) => m.apply))
      console.log(`  ${mix}  ${tree}  ${fmt(loop)} (${(loop / first.loop).toFixed(2)}×)  ${fmt(apply)} (${(apply / first.apply).toFixed(2)}×)`)
    }
  }
}
