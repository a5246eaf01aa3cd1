// Vanguard's text in the CLI: a goldfish game's state (`play`) and a card in full (`cards show`).
// The --json output is the API's own JSON. Vanguard has no opening lab yet (issue 13.5).
import type { GameView } from '@shared/api'
import { vanguard } from '@shared/games/vanguard'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { CIRCLES, criticalOf, powerOf, type CardId, type GameState } from '@shared/games/vanguard/engine'
import type { CliText } from '../main-game'

export const vanguardCliText: CliText = {
  state: (view: GameView) => stateText(view.state as GameState),
  // lab.start refuses a game without a lab before any report exists.
  lab: () => {
    throw new Error('Vanguard has no opening lab yet')
  },
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
