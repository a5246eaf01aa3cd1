// A playtest's turns as the history stores them: each game's figures under its own keys
// (play.turnFigures). Schema v5 and backup files up to version 2 stored every game's turns in
// FFTCG's words (backups, damageDealt, damageTaken); upgradeLegacyTurn reads those, losing nothing.
import type { PlayProgress, TurnFigure } from './module'

/** One of the player's own turns in a playtest record: the game's figures by key. */
export interface StoredTurn {
  turn: number
  figures: Record<string, number>
}

/** A turn as schema v5 and backups version 1 and 2 stored it, whatever the game. */
export interface LegacyTurn {
  turn: number
  backups: number
  damageDealt: number
  damageTaken: number
}

type FigureSource = TurnFigure['from']
type Level = Pick<PlayProgress, FigureSource>

/** The legacy field that held each progress figure. */
const LEGACY_FIELD = { developed: 'backups', dealt: 'damageDealt', taken: 'damageTaken' } as const satisfies Record<FigureSource, keyof LegacyTurn>

/** A turn's figures: `developed` as it stands at the turn's end, the others as what the turn added. */
export function figuresOfTurn(figures: readonly TurnFigure[], end: Level, start: Level): Record<string, number> {
  return Object.fromEntries(figures.map((f) => [f.key, f.from === 'developed' ? end.developed : end[f.from] - start[f.from]]))
}

export function isLegacyTurn(value: unknown): value is LegacyTurn {
  if (value === null || typeof value !== 'object' || 'figures' in value) return false
  const t = value as Record<string, unknown>
  return ['turn', ...Object.values(LEGACY_FIELD)].every((k) => typeof t[k] === 'number')
}

/**
 * A legacy turn under the game's keys. A figure the game does not declare keeps its legacy name,
 * so that nothing stored is lost.
 */
export function upgradeLegacyTurn(figures: readonly TurnFigure[], legacy: LegacyTurn): StoredTurn {
  const keyOf = (from: FigureSource) => figures.find((f) => f.from === from)?.key ?? LEGACY_FIELD[from]
  const sources = Object.keys(LEGACY_FIELD) as FigureSource[]
  return { turn: legacy.turn, figures: Object.fromEntries(sources.map((from) => [keyOf(from), legacy[LEGACY_FIELD[from]]])) }
}

/** A record's turns in the stored shape, whichever shape they were in (others are kept as they are). */
export function upgradeTurns(figures: readonly TurnFigure[], turns: readonly unknown[]): unknown[] {
  return turns.map((t) => (isLegacyTurn(t) ? upgradeLegacyTurn(figures, t) : t))
}
