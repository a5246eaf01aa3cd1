// Issue 15, item 2: the table's log names cards in French with the French UI.
import { describe, expect, it } from 'vitest'
import { describeEvent, namesFrom, newGame } from '@shared/games/fftcg/engine'
import { byCode, frenchCards } from './french-cards'

const moogle = byCode(frenchCards(), '27-002C')
const { state, events } = newGame(Array.from({ length: 50 }, () => moogle), { seed: 1, onThePlay: true, format: 'constructed' })
const drew = events.find((e) => e.kind === 'drew')!

describe('the log in French', () => {
  it('names a card by its French name in French and its English name in English', () => {
    expect(describeEvent(drew, 'fr', namesFrom(state, 'fr'))).toContain('Mog (XIV) (27-002C)')
    expect(describeEvent(drew, 'en', namesFrom(state, 'en'))).toContain('Moogle (XIV) (27-002C)')
    expect(describeEvent(drew, 'en', namesFrom(state))).not.toContain('Mog (XIV)')
  })
})
