// Issue 11: a playtest turn keeps each game's figures under its own keys; a turn stored in the
// old shape (FFTCG's words for every game) is read into them with nothing lost.
import { describe, expect, it } from 'vitest'
import { figuresOfTurn, isLegacyTurn, upgradeLegacyTurn, upgradeTurns } from '@shared/game/turn-figures'
import type { TurnFigure } from '@shared/game/module'
import { GAMES, turnFiguresOfGame } from '@shared/games'

const figures: TurnFigure[] = [
  { key: 'board', from: 'developed' },
  { key: 'hits', from: 'dealt' },
  { key: 'hurt', from: 'taken' },
]

describe('turn figures', () => {
  it('takes the board as it stands at the turn’s end and damage as what the turn added', () => {
    expect(figuresOfTurn(figures, { developed: 3, dealt: 5, taken: 2 }, { developed: 1, dealt: 4, taken: 2 })).toEqual({ board: 3, hits: 1, hurt: 0 })
  })

  it('reads an old turn under the game’s keys', () => {
    expect(upgradeLegacyTurn(figures, { turn: 2, backups: 3, damageDealt: 4, damageTaken: 1 })).toEqual({ turn: 2, figures: { board: 3, hits: 4, hurt: 1 } })
  })

  it('keeps a figure the game does not declare under its old name (nothing lost)', () => {
    expect(upgradeLegacyTurn([{ key: 'board', from: 'developed' }], { turn: 1, backups: 3, damageDealt: 4, damageTaken: 1 })).toEqual({
      turn: 1,
      figures: { board: 3, damageDealt: 4, damageTaken: 1 },
    })
    expect(turnFiguresOfGame('chess')).toEqual([])
  })

  it('tells an old turn from a new one and leaves new ones as they are', () => {
    const fresh = { turn: 1, figures: { board: 1 } }
    expect(isLegacyTurn({ turn: 1, backups: 0, damageDealt: 0, damageTaken: 0 })).toBe(true)
    expect(isLegacyTurn(fresh)).toBe(false)
    expect(isLegacyTurn({ turn: 1, backups: '2', damageDealt: 0, damageTaken: 0 })).toBe(false)
    expect(upgradeTurns(figures, [fresh, { turn: 2, backups: 1, damageDealt: 0, damageTaken: 2 }])).toEqual([fresh, { turn: 2, figures: { board: 1, hits: 0, hurt: 2 } }])
  })

  it('every registered game names its figures once each, reads each progress figure, and heads the ones the history shows', () => {
    for (const [id, game] of Object.entries(GAMES)) {
      const keys = game.play.turnFigures.map((f) => f.key)
      expect(new Set(keys).size, id).toBe(keys.length)
      expect(game.play.turnFigures.map((f) => f.from).sort(), id).toEqual(['dealt', 'developed', 'taken'])
      for (const f of game.play.turnFigures.filter((x) => x.names)) expect(f.names!.en && f.names!.fr, `${id}.${f.key}`).toBeTruthy()
    }
  })
})
