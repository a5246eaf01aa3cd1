// Issue 16, found in the screenshot sweep: at 1024×700 the deck editor's search list (about 360 px)
// pushed the creature game's last number column (Def) past its pane. At the narrowest width a
// list keeps two number columns; wider lists keep them all.
import { describe, expect, it } from 'vitest'
import { gameModule } from '@shared/games'
import { columnsFromFields, gridTemplates } from '../../src-renderer/lib/card-fields'

const numbers = (game: 'creatures' | 'vanguard' | 'mtg', level: number) =>
  columnsFromFields(gameModule(game).cards.fields)
    .filter((c) => c.cell === 'number' && c.widths[level] !== null)
    .map((c) => c.key)

describe('card list columns from a game’s fields', () => {
  it('the creature game’s narrowest list keeps level and Atk, and drops Def', () => {
    expect(numbers('creatures', 2)).toEqual(['level', 'atk', 'def'])
    expect(numbers('creatures', 3)).toEqual(['level', 'atk'])
  })

  it('every list at its narrowest keeps at most two number columns, and its grid as many tracks as shown columns', () => {
    for (const game of ['creatures', 'vanguard', 'mtg'] as const) {
      const columns = columnsFromFields(gameModule(game).cards.fields)
      expect(numbers(game, 3).length, game).toBeLessThanOrEqual(2)
      expect(gridTemplates(columns)[3]!.split(/ (?![^(]*\))/).length, game).toBe(columns.filter((c) => c.widths[3] !== null).length)
    }
  })
})
