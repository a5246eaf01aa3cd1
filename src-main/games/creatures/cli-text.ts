// The creature game's text in the CLI: a goldfish game's state (`play`), a lab report (`lab`) and
// a card in full (`cards show`). The --json output is the API's own JSON.
import type { GameView } from '@shared/api'
import { creatures } from '@shared/games/creatures'
import type { CreatureCard } from '@shared/games/creatures/card'
import type { CardId, GameState } from '@shared/games/creatures/engine'
import type { CreatureLabReport, CreaturePolicyReport, PairedDifference } from '@shared/games/creatures/lab/report'
import { fmtInt, pct, pctCi, table } from '../../cli/tables'
import type { CliText } from '../../game/main-game'

export const creaturesCliText: CliText = {
  state: (view: GameView) => stateText(view.state as GameState),
  lab: (report, runLine, name) => labText(report as CreatureLabReport, runLine, name),
}

export function creatureCardText(card: CreatureCard): string {
  const stats = card.category === 'creature' ? [`Level ${card.level}, Atk ${card.atk}, Def ${card.def}`] : []
  return [
    `${card.code} ${card.name}${card.unique ? ' ★ (one per deck)' : ''}`,
    `${card.category}${card.type ? ` — ${card.type}` : ''}`,
    ...stats,
    ...(card.text ? ['', card.text] : []),
    ...card.skills.map((s) => `Active skill: ${s.name} (${s.ap} AP${s.clash ? ', clash phase' : ''})`),
  ].join('\n')
}

function cardLabel(state: GameState, id: CardId): string {
  const def = state.defs[state.instances[id]!]!
  const status = state.status[id]
  const marks: string[] = []
  if (status && def.category === 'creature') {
    marks.push(status.posture === 'rest' ? `rest, ${status.restTurns} turn(s) left` : status.posture)
    if (status.attacked) marks.push('attacked')
    if (status.since === state.ownTurn) marks.push('new')
  }
  if (status?.attachedTo) marks.push(`on ${status.attachedTo}`)
  return `${def.code} ${def.name}${marks.length ? ` [${marks.join(', ')}]` : ''}`
}

function stateText(state: GameState): string {
  const dummies = state.opponent.creatures.map((d) => `${d.id} ${d.posture} ${d.atk}/${d.def}`)
  const lines = [
    `Result: ${state.result}${state.endedBy ? ` (rule ${state.endedBy.rule})` : ''}`,
    `Turn ${state.turn} (your turn ${state.ownTurn}, ${state.onThePlay ? 'on the play' : 'on the draw'}), phase ${state.phase}`,
    `LP: you ${state.lp}, opponent ${state.opponent.lp}; AP ${state.ap}`,
    `Opponent's creatures: ${dummies.length ? dummies.join(', ') : '-'}`,
  ]
  // The zones as the game declares them; a hidden pile (the deck) is listed by code, top first.
  for (const zone of creatures.play.zones) {
    const ids = state.zones[zone.id]
    lines.push(`${zone.names.en}${zone.hidden ? ' (top first)' : ''} (${ids.length}):${ids.length ? '' : ' -'}`)
    if (!zone.hidden) for (const id of ids) lines.push(`  ${id} ${cardLabel(state, id)}`)
    else if (ids.length) lines.push(`  ${ids.map((id) => state.defs[state.instances[id]!]!.code).join(' ')}`)
  }
  return lines.join('\n')
}

const signed = (d: PairedDifference, digits: number) => `${d.diff >= 0 ? '+' : ''}${d.diff.toFixed(digits)} [${d.lo.toFixed(digits)}, ${d.hi.toFixed(digits)}]${d.significant ? '' : ' (not significant)'}`

function labText(r: CreatureLabReport, runLine: string, name: string | undefined): string {
  const out = [
    `${name ? `"${name}" ` : ''}deck of ${r.deckSize} cards, ${r.onThePlay ? 'on the play' : 'on the draw'}`,
    runLine,
    'Percentages with the half-width of their 95% interval (Wilson). Definitions: docs/games/creatures.md.',
  ]
  for (const p of r.policies) out.push('', ...policyText(p))
  for (const c of r.comparisons)
    out.push('', `"${c.a}" − "${c.b}" (same deals): LP dealt by turn ${c.dealt.turn} ${signed(c.dealt, 0)}; level 1 ready by turn ${c.level1Ready.turn} ${signed(c.level1Ready, 3)}`)
  return out.join('\n')
}

function policyText(p: CreaturePolicyReport): string[] {
  const out = [`== policy "${p.policy.name}" (${p.policy.bottom}): cards under the deck in ${pctCi(p.mulligan)} of games, ${fmtInt(p.cardsPutBack)} cards in all`]
  if (!p.turns.length) return out
  const levels = p.levels.filter((l) => l.inDeck > 0)
  out.push(
    '',
    'A creature of each level could be summoned (summoned) by own turn t (1.3, sacrifices):',
    table(
      ['turn', ...levels.map((l) => `level ${l.level} (${l.inDeck})`)],
      p.turns.map((t, i) => [String(t.turn), ...levels.map((l) => `${pct(l.summonableBy[i]!)} (${pct(l.summonedBy[i]!)})`)]),
    ),
    '',
    'LP dealt to an empty field by the end of own turn t (mean, 95% interval), and games won by then:',
    table(
      ['turn', 'LP dealt', 'won'],
      p.turns.map((t) => [String(t.turn), `${fmtInt(t.dealt.mean)} [${fmtInt(t.dealt.lo)}, ${fmtInt(t.dealt.hi)}]`, pctCi(t.wonByNow)]),
    ),
  )
  return out
}
