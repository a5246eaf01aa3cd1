// Magic's text in the CLI: a goldfish game's state (`play`), a lab report (`lab`) and a card in
// full (`cards show`). The --json output is the API's own JSON.
import type { GameView } from '@shared/api'
import type { MtgCard } from '@shared/games/mtg/card'
import { mtgPlay, powerOf, toughnessOf, type CardId, type GameState } from '@shared/games/mtg/engine'
import type { MtgLabReport, MtgPolicyReport, PairedDifference } from '@shared/games/mtg/lab/report'
import { fmtInt, pct, pctCi, table } from '../../cli/tables'
import type { CliText } from '../../game/main-game'

export const mtgCliText: CliText = {
  state: (view: GameView) => stateText(view.state as GameState),
  lab: (report, runLine, name) => labText(report as unknown as MtgLabReport, runLine, name),
}

export function mtgCardText(card: MtgCard): string {
  const legal = Object.entries(card.legalities)
    .filter(([, l]) => l !== 'not_legal')
    .map(([format, l]) => (l === 'legal' ? format : `${format} (${l})`))
  const faces = card.faces.flatMap((face) => {
    const stats = face.power !== null ? ` ${face.power}/${face.toughness}` : face.loyalty !== null ? ` loyalty ${face.loyalty}` : face.defense !== null ? ` defense ${face.defense}` : ''
    return [...(card.faces.length > 1 ? [`— ${face.name}`] : []), `${face.typeLine}${face.manaCost ? ` ${face.manaCost}` : ''}${stats}`, ...(face.oracleText ? [face.oracleText] : [])]
  })
  return [
    `${card.name} (${card.set.toUpperCase()} ${card.collectorNumber}, ${card.rarity}${card.layout !== 'normal' ? `, ${card.layout}` : ''})`,
    `Mana value ${card.manaValue}; colours ${card.colors.join('') || 'colourless'}; colour identity ${card.colorIdentity.join('') || 'colourless'}`,
    ...(card.keywords.length ? [`Keywords: ${card.keywords.join(', ')}`] : []),
    '',
    ...faces,
    '',
    `Formats: ${legal.join(', ') || 'no format'}`,
    `Id: ${card.id}`,
  ].join('\n')
}

function cardLabel(state: GameState, id: CardId, onField: boolean): string {
  const def = state.defs[state.instances[id]!]!
  const permanent = onField ? state.permanents[id] : undefined
  const marks = permanent ? [permanent.tapped ? 'tapped' : 'untapped', ...(def.creature ? [`${powerOf(state, id)}/${toughnessOf(state, id)}`] : []), ...(permanent.damage ? [`${permanent.damage} damage`] : [])] : []
  return `${def.name}${marks.length ? ` [${marks.join(', ')}]` : ''}`
}

function stateText(state: GameState): string {
  const pool = Object.entries(state.pool).filter(([, n]) => n > 0).map(([m, n]) => `${n}${m}`)
  const dummies = state.opponent.dummies.map((d) => `${d.id} ${d.power}/${d.toughness}`)
  const lines = [
    `Result: ${state.result}${state.endedBy ? ` (rule ${state.endedBy.rule})` : ''}`,
    `Turn ${state.turn} (your turn ${state.ownTurn}, ${state.onThePlay ? 'on the play' : 'on the draw'}, ${state.format}), ${state.phase}`,
    `Life: you ${state.life}, opponent ${state.opponent.life}; mana pool ${pool.length ? pool.join(' ') : 'empty'}; lands played this turn ${state.landsPlayed}`,
    `Opponent's blockers: ${dummies.length ? dummies.join(', ') : '-'}`,
  ]
  // The zones as the game declares them; a hidden pile (the library) is listed by name, top first.
  for (const zone of mtgPlay.zones) {
    const ids = state.zones[zone.id]
    lines.push(`${zone.names.en}${zone.hidden ? ' (top first)' : ''} (${ids.length}):${ids.length ? '' : ' -'}`)
    if (!zone.hidden) for (const id of ids) lines.push(`  ${id} ${cardLabel(state, id, zone.id === 'battlefield')}`)
    else if (ids.length) lines.push(`  ${ids.map((id) => state.defs[state.instances[id]!]!.name).join(' | ')}`)
  }
  return lines.join('\n')
}

const signed = (d: PairedDifference) => `${d.diff >= 0 ? '+' : ''}${(100 * d.diff).toFixed(1)} points [${(100 * d.lo).toFixed(1)}, ${(100 * d.hi).toFixed(1)}]${d.significant ? '' : ' (not significant)'}`

function labText(r: MtgLabReport, runLine: string, name: string | undefined): string {
  const { screw, flood } = r.definitions
  const out = [
    `${name ? `"${name}" ` : ''}deck of ${r.deckSize} cards (${r.lands} lands), ${r.onThePlay ? 'on the play' : 'on the draw'}, London mulligan`,
    runLine,
    `Percentages with the half-width of their 95% interval (Wilson). Mana screw: fewer than ${screw.lands} lands in play on own turn ${screw.turn}; flood: ${flood.landsSeen} lands or more seen by own turn ${flood.turn}. Definitions: docs/games/mtg-lab.md.`,
  ]
  for (const p of r.policies) out.push('', ...policyText(p))
  if (r.sources.length) out.push('', ...sourcesText(r))
  for (const c of r.comparisons) {
    const parts = [c.screw ? `screw ${signed(c.screw)}` : null, c.flood ? `flood ${signed(c.flood)}` : null].filter(Boolean)
    if (parts.length) out.push('', `"${c.a}" − "${c.b}" (same deals): ${parts.join('; ')}`)
  }
  return out.join('\n')
}

/** Karsten's sources needed per coloured cost (lab/sources-needed.ts), the deck's own count beside them. */
function sourcesText(r: MtgLabReport): string[] {
  const n = (x: number | null) => (x === null ? 'not reachable' : String(x))
  return [
    `Coloured sources needed to cast each cost on curve (Frank Karsten's method: ${r.deckSize} cards, ${r.lands} lands, London mulligan; 90 % on turns 1-3, a point more each later turn, among the games that hit their land drops):`,
    table(
      ['colour', 'cost', 'turn', 'mark', 'on the play', 'on the draw', 'averaged', 'deck has', 'spells'],
      r.sources.map((x) => [x.color, x.cost, String(x.turn), `${Math.round(x.mark * 100)} %`, n(x.onThePlay), n(x.onTheDraw), n(x.averaged), String(x.deckSources), x.spells.join(', ')]),
    ),
  ]
}

function policyText(p: MtgPolicyReport): string[] {
  const out = [
    `== policy "${p.policy.name}": a mulligan in ${pctCi(p.mulligan)} of games (${p.mulligans.mean.toFixed(2)} a game)${p.screw ? `; mana screw ${pctCi(p.screw)}` : ''}${p.flood ? `; flood ${pctCi(p.flood)}` : ''}`,
    '',
    'Lands in play on own turn t (mean, 95% interval), and every land drop made so far:',
    table(
      ['turn', 'lands', 'all drops'],
      p.lands.map((l) => [String(l.turn), `${l.inPlay.mean.toFixed(2)} [${l.inPlay.lo.toFixed(2)}, ${l.inPlay.hi.toFixed(2)}]`, pctCi(l.allDrops)]),
    ),
  ]
  const spells = p.spells.filter((s) => s.turn !== null)
  if (spells.length)
    out.push(
      '',
      'Each spell on its turn (its mana value): castable with the lands in play, cast on curve, castable given every land drop (Karsten):',
      table(
        ['spell', 'copies', 'turn', 'castable', 'on curve', 'given drops'],
        spells.map((s) => [s.name, fmtInt(s.copies), String(s.turn), s.castable ? pct(s.castable) : '-', s.onCurve ? pct(s.onCurve) : '-', s.givenLandDrops ? pct(s.givenLandDrops) : '-']),
      ),
    )
  return out
}
