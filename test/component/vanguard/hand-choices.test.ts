// Issue 28 point 2, select then act: what a selected hand card offers, from the engine's legal
// actions of real dsd01 games. The accident the issue reports (a click on a grade 0 trigger rode
// it over the starter) cannot be the default while another ride is there: a ride of the same grade
// is legal (Phase de Ride: "same grade or one higher"), but it comes after the ride up a grade and
// the ride deck's ride.
import { describe, expect, it } from 'vitest'
import { CIRCLES, legalActions, type Action, type CardId, type GameState } from '@shared/games/vanguard/engine'
import { handChoices, choiceKeys, type HandChoice } from '../../../src-renderer/games/vanguard/table/hand-choices'
import { grade, run, start } from '../../unit/vanguard/engine-fixtures'

const choicesOf = (s: GameState, id: CardId): HandChoice[] => {
  const vanguard = s.zones.vanguard[0]
  return handChoices(id, legalActions(s), grade(s, id) ?? null, vanguard === undefined ? null : (grade(s, vanguard) ?? null))
}
const kinds = (choices: HandChoice[]) => choices.map((c) => (c.kind === 'callDialog' ? 'callDialog' : c.action.type))
const handOfGrade = (s: GameState, g: number) => s.zones.hand.find((id) => grade(s, id) === g)

describe('a selected hand card’s choices (Phase de Ride, Phase principale, 3. Étape de garde)', () => {
  // On the draw: the player's own first turn begins at the ride phase.
  const ridePhase = () => run({ ...start('ride-deck', 24).state, onThePlay: false }, { type: 'keepHand' }, { type: 'endTurn' })

  it('puts a ride of the same grade (a grade 0 on the grade 0 starter) after the ride deck’s ride: never the default', () => {
    const s = ridePhase()
    expect(s.phase).toBe('ride')
    const zero = handOfGrade(s, 0)!
    expect(zero, 'seed 24 deals a grade 0 in hand').toBeDefined()
    // the engine takes both rides of it…
    expect(legalActions(s)).toContainEqual({ type: 'ride', card: zero })
    // …and the card offers the ride deck's first
    expect(kinds(choicesOf(s, zero))).toEqual(['rideFromRideDeck', 'ride'])
    expect(choicesOf(s, zero)[0]).toEqual({ kind: 'action', action: { type: 'rideFromRideDeck', discard: zero } })
  })

  it('offers a ride up a grade first (a grade 1 on the grade 0 vanguard)', () => {
    const s = ridePhase()
    const one = handOfGrade(s, 1)!
    expect(one, 'seed 24 deals a grade 1 in hand').toBeDefined()
    expect(choicesOf(s, one)[0]).toEqual({ kind: 'action', action: { type: 'ride', card: one } })
  })

  it('in the main phase, calls: the circle dialog first, then each circle the engine takes, in the field’s order', () => {
    let s = ridePhase()
    s = run(s, { type: 'ride', card: handOfGrade(s, 1)! }, { type: 'nextPhase' })
    expect(s.phase).toBe('main')
    const unit = s.zones.hand.find((id) => (grade(s, id) ?? 9) <= 1)!
    const legalCircles = legalActions(s).flatMap((a: Action) => (a.type === 'call' && a.card === unit ? [a.circle] : []))
    expect(legalCircles.length).toBe(CIRCLES.length)
    const choices = choicesOf(s, unit)
    expect(choices[0]).toEqual({ kind: 'callDialog' })
    expect(choices.slice(1).map((c) => (c.kind === 'action' && c.action.type === 'call' ? c.action.circle : null))).toEqual(['frontLeft', 'frontRight', 'backLeft', 'backCenter', 'backRight'])
  })

  it('in the guard step, a unit of the hand offers its guard first', () => {
    let s = run({ ...start('ride-deck', 24).state, onThePlay: false }, { type: 'keepHand' })
    expect(s.phase).toBe('opponent')
    s = run(s, { type: 'opponentAttack', power: 20000 })
    const guard = legalActions(s).find((a): a is Extract<Action, { type: 'guard' }> => a.type === 'guard')
    expect(guard, 'the engine asks for guardians').toBeDefined()
    expect(choicesOf(s, guard!.card)[0]).toEqual({ kind: 'action', action: guard })
  })

  it('keys: Enter and 1 for the default, then 2 to 9, none past the ninth', () => {
    expect([0, 1, 8, 9].map(choiceKeys)).toEqual([['Enter', '1'], ['2'], ['9'], []])
  })
})
