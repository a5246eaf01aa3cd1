// `lab <deck file>`: how the deck really opens, by Monte Carlo over the real rules (the same
// lab.* channels as the app), printed as tables; `--compare p1,p2[,p3]` for the mulligan advisor.
import { readFile } from 'node:fs/promises'
import type { Estimate, LabReport, LabStatus, ParsedDecklist, PolicyReport } from '@shared/api'
import { gameModule } from '@shared/games'
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
  if (!parsed.entries.length) throw new Error(`${file}: no cards read`)
  const format = options.format ?? parsed.format ?? gameModule(context.game).deck.formats[0]!.id
  const run = {
    deck: parsed.entries,
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
  context.print(status, () => render(status, parsed.name))
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

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US')
const pct = (e: Estimate) => `${(100 * e.p).toFixed(1)}%`
/** The estimate with the larger half-width of its 95% interval, in points. */
const pctCi = (e: Estimate) => `${pct(e)} ±${(100 * Math.max(e.p - e.lo, e.hi - e.p)).toFixed(1)}`

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), ...rows.map(line)].join('\n')
}

function render(status: LabStatus, name: string | undefined): string {
  const r = status.results
  if (!r) return `Lab job ${status.jobId}: ${status.state}${status.error ? ` (${status.error})` : ''}, no game finished`
  const out: string[] = []
  const where = status.inThread ? 'in the main thread' : `on ${status.workers} worker${status.workers > 1 ? 's' : ''}`
  out.push(
    `${name ? `"${name}" ` : ''}${r.format} deck of ${r.deckSize} cards (${r.backupsInDeck} Backups, ${r.forwardsInDeck} Forwards), ${r.onThePlay ? 'on the play' : 'on the draw'}`,
    `${fmtInt(r.games)} games${status.state !== 'done' ? ` of ${fmtInt(status.total)} (${status.state})` : ''}, seed ${r.seed}, ${r.turns} turns, ${(status.elapsedMs / 1000).toFixed(2)} s ${where}`,
    'Percentages with the half-width of their 95% interval (Wilson). Definitions: docs/opening-lab.md.',
  )
  for (const p of r.policies) out.push('', ...renderPolicy(p, r))
  for (const c of r.comparisons) out.push('', `Advisor, "${c.a}" vs "${c.b}" (same deals): ${c.advice}.`)
  return out.join('\n')
}

function renderPolicy(p: PolicyReport, r: LabReport): string[] {
  const out = [`== policy "${p.policy.name}": mulligan ${pctCi(p.mulligan)}, ≥1 Backup in the kept hand ${pctCi(p.keptHandBackupsAtLeast[0]!)}`]
  if (!p.turns.length) return out
  out.push(
    '',
    table(
      ['turn', '≥1 Backup', '≥2 Backups', '≥3 Backups', '≥4', '≥5', 'Forward on field', 'attacked', 'damage (mean)', 'shortfall'],
      p.turns.map((t) => [
        String(t.turn),
        ...t.backupsAtLeast.slice(0, 3).map(pctCi),
        ...t.backupsAtLeast.slice(3).map(pct),
        pctCi(t.forwardOnField),
        pctCi(t.attacked),
        `${t.damage.mean.toFixed(2)} ±${(t.damage.hi - t.damage.mean).toFixed(2)}`,
        pct(t.elementShortfall),
      ]),
    ),
    '',
    'Drawn (exact hypergeometric, no mulligan) vs deployed on the field (simulated):',
    table(
      ['turn', '≥1 Backup drawn', 'deployed', '≥2 Backups drawn', 'deployed', '≥1 Forward drawn', 'deployed'],
      p.turns.map((t) => [
        String(t.turn),
        `${(100 * t.backup1.drawnExact).toFixed(1)}%`,
        pctCi(t.backup1.deployed),
        `${(100 * t.backup2.drawnExact).toFixed(1)}%`,
        pctCi(t.backup2.deployed),
        `${(100 * t.forward1.drawnExact).toFixed(1)}%`,
        pctCi(t.forward1.deployed),
      ]),
    ),
    '',
    `Opponent damage at the end of each turn (${r.damageLimit} wins):`,
    table(
      ['turn', ...Array.from({ length: r.damageLimit + 1 }, (_, d) => String(d))],
      p.turns.map((t) => [String(t.turn), ...t.damageDistribution.map(pct)]),
    ),
    `Turn the ${r.damageLimit === 7 ? '7th' : '6th'} damage lands: ${p.winTurn.map((w, i) => `T${i + 1} ${pct(w)}`).join(', ')}, later ${pct(p.notWithin)}`,
    '',
    'Per card, at the start of its curve turn (max(1, cost − 1)) when in hand:',
    table(
      ['card', 'type', 'cost', 'turn', 'in hand', 'payable', 'cast', 'element short'],
      p.cards
        .filter((c) => c.type !== 'crystal')
        .map((c) => [
          `${c.code} ${c.name}`.slice(0, 32),
          c.type,
          String(c.cost),
          String(c.curveTurn),
          fmtInt(c.observed),
          c.observed ? pctCi(c.payable) : '-',
          c.observed ? pct(c.castOnCurve) : '-',
          c.observed ? pct(c.elementShortfall) : '-',
        ]),
    ),
  )
  return out
}
