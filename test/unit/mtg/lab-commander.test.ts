// Issue 32, point 3 in the lab: a Commander deck's commander waits in the command zone from the
// start (CR 903.6: always available, never drawn), and the first mulligan is free (CR 103.5c).
import { describe, expect, it } from 'vitest'
import { compileLabDeck, MtgLabSim, parsePolicy, runMtgLab } from '@shared/games/mtg/lab'
import { copies, MOUNTAIN, spell } from './lab-fixtures'

const library = () => [...copies(40, MOUNTAIN), ...copies(59, spell('Shock', '{R}'))]
const general = spell('General', '{2}{R}{R}', 'Legendary Creature — Goblin')
const options = { seed: 11, games: 6000, turns: 5, onThePlay: true, policies: ['keep-7'] }
const generalOf = (report: ReturnType<typeof runMtgLab>) => report.policies[0]!.spells.find((s) => s.name === 'General')!

describe('CR 903.6: the commander is always available in the lab', () => {
  it('cast on its curve turn whenever four Mountains are in play: on curve as often as castable', () => {
    const g = generalOf(runMtgLab(library(), { ...options, commanders: [general] }))
    expect(g.copies).toBe(1)
    expect(g.castable!.p).toBeGreaterThan(0.5)
    expect(g.onCurve!.p).toBe(g.castable!.p)
  })

  it('shuffled into the library as one card, it would be seen on curve far less often', () => {
    const inCommand = generalOf(runMtgLab(library(), { ...options, commanders: [general] }))
    const shuffled = generalOf(runMtgLab([...library(), general], options))
    expect(shuffled.onCurve!.p).toBeLessThan(inCommand.onCurve!.p / 3)
  })

  it('the commander is not a card of the library: 99 cards are dealt', () => {
    expect(compileLabDeck(library(), [general]).size).toBe(99)
  })
})

describe('CR 103.5c: Commander’s first mulligan is free in the lab, as in the engine', () => {
  it('after one mulligan no card goes to the bottom; after two, one does', () => {
    const deck = compileLabDeck(library(), [general])
    const policies = [parsePolicy('lands-3-4')]
    const free = new MtgLabSim(deck, policies, { turns: 3, onThePlay: true, freeMulligan: true })
    const plain = new MtgLabSim(deck, policies, { turns: 3, onThePlay: true })
    let checked = 0
    for (let seed = 1; seed < 400 && checked < 20; seed++) {
      const hand = free.openingHand(seed, 0)
      if (hand.mulligans === 0) continue
      checked++
      expect(hand.hand).toHaveLength(7 - (hand.mulligans - 1))
      expect(hand.bottom).toHaveLength(hand.mulligans - 1)
      const other = plain.openingHand(seed, 0)
      expect(other.hand.length).toBe(7 - other.mulligans)
    }
    expect(checked).toBe(20)
  })
})
