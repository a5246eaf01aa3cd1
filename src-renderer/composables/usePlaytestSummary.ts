// What a playtest leaves behind: one point per action (where the game stood after it, as the
// game's module tells: play.progress), and the summary saved to the history — the board's growth
// at the end of each of the player's turns, damage dealt and taken by turn, and the turn the game
// was won or lost, each turn in the game's own figures (play.turnFigures). Pure, so the store and
// the tests share it; it knows no game.
import type { PlayProgress, TurnFigure } from '@shared/game/module'
import { figuresOfTurn, type StoredTurn } from '@shared/game/turn-figures'

/** Where the game stood after an action, as much as the summary needs. */
export type TimelinePoint = Pick<PlayProgress, 'ownTurn' | 'developed' | 'dealt' | 'taken' | 'result'>

export interface PlaytestSummary {
  turns: StoredTurn[]
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
export function summarize(points: readonly TimelinePoint[], figures: readonly TurnFigure[], endedBy: string | null = null): PlaytestSummary {
  const last = new Map<number, TimelinePoint>()
  for (const p of points) if (p.ownTurn > 0) last.set(p.ownTurn, p)
  const turns: StoredTurn[] = []
  let start: TimelinePoint | null = null
  for (const [turn, p] of [...last].sort((a, b) => a[0] - b[0])) {
    turns.push({ turn, figures: figuresOfTurn(figures, p, start ?? { developed: 0, dealt: 0, taken: 0 }) })
    start = p
  }
  const end = points[points.length - 1]
  const result = end?.result ?? 'ongoing'
  return { turns, result, endedOnTurn: result === 'ongoing' ? null : (end?.ownTurn ?? null), endedBy: result === 'ongoing' ? null : endedBy }
}
