// FFTCG's text in the CLI: a goldfish game's state (`play`) and an opening lab report (`lab`).
// The --json output is the API's own JSON.
import type { GameView } from '@shared/api'
import type { CardId, GameState } from '@shared/games/fftcg/engine'
import { fftcg } from '@shared/games/fftcg'
import type { LabReport, PolicyReport } from '@shared/games/fftcg/lab/report'
import { fmtInt, pct, pctCi, table } from '../../cli/tables'
import type { CliText } from '../../game/main-game'

export const fftcgCliText: CliText = {
  state: (view) => stateText(view.state as GameState),
  lab: (report, runLine, name) => labText(report as LabReport, runLine, name),
}

function labText(r: LabReport, runLine: string, name: string | undefined): string {
  const out = [
    `${name ? `"${name}" ` : ''}${r.format} deck of ${r.deckSize} cards (${r.backupsInDeck} Backups, ${r.forwardsInDeck} Forwards), ${r.onThePlay ? 'on the play' : 'on the draw'}`,
    runLine,
    'Percentages with the half-width of their 95% interval (Wilson). Definitions: docs/opening-lab.md.',
  ]
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

function stateText(state: GameState): string {
  const lines = [
    `Result: ${state.result}${state.endedBy ? ` (rule ${state.endedBy.rule})` : ''}`,
    `Turn ${state.turn} (your turn ${state.ownTurn}, ${state.onThePlay ? 'on the play' : 'on the draw'}), phase ${state.phase}`,
    `Damage: you ${state.zones.damage.length}/${state.damageLimit}, opponent ${state.opponentDamage}/${state.damageLimit}`,
  ]
  // The zones as the game declares them; a hidden pile (the deck) is listed by code, top first.
  for (const zone of fftcg.play.zones) {
    const ids = state.zones[zone.id]
    lines.push(`${zone.names.en}${zone.hidden ? ' (top first)' : ''} (${ids.length}):${zone.hidden ? '' : ids.length ? '' : ' -'}`)
    if (!zone.hidden) for (const id of ids) lines.push(`  ${id} ${cardLabel(state, id, true)}`)
    else if (ids.length) lines.push(`  ${ids.map((id) => state.defs[state.instances[id]!]!.code).join(' ')}`)
  }
  return lines.join('\n')
}
