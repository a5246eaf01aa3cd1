// What a playtest leaves behind: one point per action (the board after it), and the summary
// saved to the history — Backups at the end of each of the player's turns, damage dealt by turn,
// and the turn the game was won or lost. Pure, so the store and the tests share it.
import { boardShape, type GameState } from '@shared/games/fftcg/engine'

/** The board after an action, as much as the summary needs. */
export interface TimelinePoint {
  ownTurn: number
  backups: number
  opponentDamage: number
  damageTaken: number
  result: GameState['result']
}

export interface TurnSummary {
  /** The player's own turn (1 = first turn). */
  turn: number
  backups: number
  damageDealt: number
  damageTaken: number
}

export interface PlaytestSummary {
  turns: TurnSummary[]
  result: GameState['result']
  /** The player's own turn in which the game was won or lost; null while it goes on. */
  endedOnTurn: number | null
  /** The rule that ended it (3.1.1, 3.1.2…). */
  endedBy: string | null
}

export function pointOf(state: GameState): TimelinePoint {
  return {
    ownTurn: state.ownTurn,
    backups: boardShape(state).field.backups.length,
    opponentDamage: state.opponentDamage,
    damageTaken: state.zones.damage.length,
    result: state.result,
  }
}

/** The timeline up to the current point (undone actions are not part of the game). */
export function summarize(points: readonly TimelinePoint[], endedBy: string | null = null): PlaytestSummary {
  const last = new Map<number, TimelinePoint>()
  for (const p of points) if (p.ownTurn > 0) last.set(p.ownTurn, p)
  const turns: TurnSummary[] = []
  let dealt = 0
  let taken = 0
  for (const [turn, p] of [...last].sort((a, b) => a[0] - b[0])) {
    turns.push({ turn, backups: p.backups, damageDealt: p.opponentDamage - dealt, damageTaken: p.damageTaken - taken })
    dealt = p.opponentDamage
    taken = p.damageTaken
  }
  const end = points[points.length - 1]
  const result = end?.result ?? 'ongoing'
  return { turns, result, endedOnTurn: result === 'ongoing' ? null : (end?.ownTurn ?? null), endedBy: result === 'ongoing' ? null : endedBy }
}
