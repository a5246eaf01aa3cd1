// Vanguard's text in the CLI: a goldfish game's state (`play`), a lab report (`lab`) and a card
// in full (`cards show`). The --json output is the API's own JSON.
import type { GameView } from '@shared/api'
import type { MeanEstimate, PairedDifference } from '@shared/game/estimates'
import { vanguard } from '@shared/games/vanguard'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { CIRCLES, criticalOf, powerOf, type CardId, type GameState } from '@shared/games/vanguard/engine'
import type { VanguardLabReport, VanguardPolicyReport } from '@shared/games/vanguard/lab/report'
import { STAY_UNDER } from '@shared/games/vanguard/lab/policy'
import { fmtInt, pctCi, table } from '../../cli/tables'
import type { CliText } from '../../game/main-game'

export const vanguardCliText: CliText = {
  state: (view: GameView) => stateText(view.state as GameState),
  lab: (report, runLine, name) => labText(report as VanguardLabReport, runLine, name),
}

const signedPower = (n: number) => (n >= 0 ? `+${n}` : String(n))

export function vanguardCardText(card: VanguardCard): string {
  const kind = card.unitType === 'order' ? `${card.orderType ?? 'normal'} order` : `${card.unitType} unit`
  const stats = [
    card.grade === null ? null : `Grade ${card.grade}`,
    card.power === null ? null : `Power ${card.power}`,
    card.shield === null ? null : `Shield ${card.shield}`,
    card.critical === null ? null : `Critical ${card.critical}`,
  ].filter((part) => part !== null)
  return [
    `${card.code} ${card.name}`,
    [kind, card.nations.join(' / ') || null, card.clan, card.set].filter(Boolean).join(' — '),
    ...(stats.length ? [stats.join(', ')] : []),
    ...(card.trigger ? [`Trigger: ${card.trigger} ${signedPower(card.triggerPower)}`] : []),
    ...(card.skill ? [`Skill: ${card.skill}`] : []),
    ...(card.text ? ['', card.text] : []),
  ].join('\n')
}

function cardLabel(state: GameState, id: CardId, onField: boolean): string {
  const def = state.defs[state.instances[id]!]!
  const marks = onField ? [state.rested.includes(id) ? 'rest' : 'stand', `${powerOf(state, id)} power`, `${criticalOf(state, id)} critical`] : []
  return `${def.code} ${def.name} (grade ${def.grade ?? '-'})${marks.length ? ` [${marks.join(', ')}]` : ''}`
}

function stateText(state: GameState): string {
  const circles = CIRCLES.map((circle) => {
    const id = state.circles[circle]
    return `  ${circle}: ${id ? `${id} ${cardLabel(state, id, true)}` : '-'}`
  })
  const lines = [
    `Result: ${state.result}`,
    `Turn ${state.turn} (${state.onThePlay ? 'on the play' : 'on the draw'}, ${state.format}), phase ${state.phase}${state.battle ? `, battle step ${state.battle.step}` : ''}`,
    `Damage: you ${state.zones.damage.length}, goldfish ${state.goldfish.damage} (grade ${state.goldfish.grade} vanguard, ${state.goldfish.power} power)`,
    'Rear-guard circles:',
    ...circles,
  ]
  // The zones as the game declares them; a hidden pile (the deck) is listed by code, top first.
  for (const zone of vanguard.play.zones) {
    if (zone.id === 'rearguard') continue
    const ids = state.zones[zone.id]
    lines.push(`${zone.names.en}${zone.hidden ? ' (top first)' : ''} (${ids.length}):${ids.length ? '' : ' -'}`)
    if (!zone.hidden) for (const id of ids) lines.push(`  ${id} ${cardLabel(state, id, zone.id === 'vanguard')}`)
    else if (ids.length) lines.push(`  ${ids.map((id) => state.defs[state.instances[id]!]!.code).join(' ')}`)
  }
  return lines.join('\n')
}

const FORMAT_TEXT = { 'ride-deck': 'with a ride deck', standard: 'without a ride deck (starting vanguard)' } as const
const mean = (m: MeanEstimate, digits: number) => `${m.mean.toFixed(digits)} [${m.lo.toFixed(digits)}, ${m.hi.toFixed(digits)}]`
const signed = (d: PairedDifference, digits: number) => `${d.diff >= 0 ? '+' : ''}${d.diff.toFixed(digits)} [${d.lo.toFixed(digits)}, ${d.hi.toFixed(digits)}]${d.significant ? '' : ' (not significant)'}`

function labText(r: VanguardLabReport, runLine: string, name: string | undefined): string {
  const out = [
    `${name ? `"${name}" ` : ''}deck of ${r.deckSize} cards, ${FORMAT_TEXT[r.format]}, ${r.onThePlay ? 'on the play' : 'on the draw'}`,
    runLine,
    `${r.format === 'ride-deck' ? 'Ride deck' : 'Starting vanguard'}: ${r.ridePile.map((c) => `${c.code} ${c.name} (grade ${c.grade})`).join('; ') || '-'}`,
    'Percentages with the half-width of their 95% interval (Wilson); means with their 95% interval. Definitions: docs/games/vanguard-lab.md.',
  ]
  for (const p of r.policies) out.push('', ...policyText(p, r.turns))
  for (const c of r.comparisons)
    out.push('', `"${c.a}" − "${c.b}" (same deals): on curve by turn ${c.curve.turn} ${signed(c.curve, 3)}; damage by turn ${c.damage.turn} ${signed(c.damage, 2)}`)
  return out.join('\n')
}

function policyText(p: VanguardPolicyReport, turns: number): string[] {
  const out = [
    `== policy "${p.policy.name}": cards returned in ${pctCi(p.mulligan)} of games (${p.cardsReturned.toFixed(2)} per game); the opponent's vanguard has ${fmtInt(p.policy.goldfishPower)} power, ${!p.policy.shieldPerTurn ? 'and never guards (goldfish)' : p.policy.guard === 'stay-under' ? `and guards with ${fmtInt(p.policy.shieldPerTurn)} shield a turn only the hits that would bring it to ${STAY_UNDER} damage` : `and guards with ${fmtInt(p.policy.shieldPerTurn)} shield a turn`}`,
  ]
  if (!p.curve) return out
  out.push(
    `Grade 3 on curve (own turn ${p.curve.turn}): ${pctCi(p.curve.estimate)}`,
    '',
    'The vanguard is of this grade or more by own turn t (Phase de Ride):',
    table(['turn', ...p.rides.map((ride) => `grade ${ride.grade}`)], Array.from({ length: turns }, (_, t) => [String(t + 1), ...p.rides.map((ride) => pctCi(ride.byTurn[t]!))])),
    '',
    `Triggers revealed by drive checks per game over ${turns} turns (4. Étape de conduite), mean [95% interval]:`,
    table(
      ['trigger', 'in deck', 'per game'],
      [...p.triggers.filter((k) => k.inDeck > 0).map((k) => [k.trigger, String(k.inDeck), mean(k.perGame, 2)]), ['drive checks', '', mean(p.driveChecks, 2)]],
    ),
    `Triggers per drive check: ${pctCi(p.triggersPerCheck)}; at least one trigger in the first twin drive: ${p.firstTwinDrive ? pctCi(p.firstTwinDrive) : 'no twin drive'}`,
    '',
    'A sentinel in hand at the end of own turn t:',
    table(['turn', 'sentinel'], p.sentinelByTurn.map((e, t) => [String(t + 1), pctCi(e)])),
    '',
    `Damage to the goldfish's vanguard by the end of own turn t (5. Étape des dommages), mean [95% interval], and games won by then (6 damage):`,
    table(['turn', 'damage', 'won'], p.turns.map((t) => [String(t.turn), mean(t.damage, 2), pctCi(t.wonByNow)])),
  )
  return out
}
