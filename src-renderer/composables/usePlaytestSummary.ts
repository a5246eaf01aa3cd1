// What a playtest leaves behind: one point per action (where the game stood after it, as the
// game's module tells: play.progress), and the summary saved to the history — the board's growth
// at the end of each of the player's turns, damage dealt and taken by turn, and the turn the game
// was won or lost. Pure, so the store and the tests share it; it knows no game.
import type { PlayProgress } from '@shared/game/module'

/** Where the game stood after an action, as much as the summary needs. */
export type TimelinePoint = Pick<PlayProgress, 'ownTurn' | 'developed' | 'dealt' | 'taken' | 'result'>

export interface TurnSummary {
  /** The player's own turn (1 = first turn). */
  turn: number
  /** The module's `developed` figure at the turn's end; the history's records keep the name of FFTCG's (Backups). */
  backups: number
  damageDealt: number
  damageTaken: number
}

export interface PlaytestSummary {
  turns: TurnSummary[]
  result: PlayProgress['result']
  /** The player's own turn in which the game was won or lost; null while it goes on. */
  endedOnTurn: number | null
  /** The rule that ended it (FFTCG: 3.1.1, 3.1.2…). */
  endedBy: string | null
}

export function pointOf(progress: PlayProgress): TimelinePoint {
  const { ownTurn, developed, dealt, taken, result } = progress
  return { ownTurn, developed, dealt, taken, result }
}

const RESULTS: readonly unknown[] = ['ongoing', 'won', 'lost'] satisfies PlayProgress['result'][]

/** A point as a saved timeline holds it (a tab's storage is not trusted to hold this shape). */
export function isTimelinePoint(value: unknown): value is TimelinePoint {
  if (value === null || typeof value !== 'object') return false
  const p = value as Record<string, unknown>
  return ['ownTurn', 'developed', 'dealt', 'taken'].every((k) => Number.isFinite(p[k])) && RESULTS.includes(p.result)
}

/** The timeline up to the current point (undone actions are not part of the game). */
export function summarize(points: readonly TimelinePoint[], endedBy: string | null = null): PlaytestSummary {
  const last = new Map<number, TimelinePoint>()
  for (const p of points) if (p.ownTurn > 0) last.set(p.ownTurn, p)
  const turns: TurnSummary[] = []
  let dealt = 0
  let taken = 0
  for (const [turn, p] of [...last].sort((a, b) => a[0] - b[0])) {
    turns.push({ turn, backups: p.developed, damageDealt: p.dealt - dealt, damageTaken: p.taken - taken })
    dealt = p.dealt
    taken = p.taken
  }
  const end = points[points.length - 1]
  const result = end?.result ?? 'ongoing'
  return { turns, result, endedOnTurn: result === 'ongoing' ? null : (end?.ownTurn ?? null), endedBy: result === 'ongoing' ? null : endedBy }
}
