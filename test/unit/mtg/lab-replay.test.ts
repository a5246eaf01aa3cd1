// The engine is the reference (issue 25, point 3): every game of the Magic lab's pilot, under every
// keep preset, on the play and on the draw, is replayed through the engine's `apply` from the same
// seed. Each decision must be accepted (CR 103.5 the London mulligan and its bottom cards, CR 305.2
// one land a turn, 5.2.a the discard down to seven), and after each own turn's land drop the hand,
// the lands in play, the library in order and the turn must be the same; each spell the lab judges
// on its curve turn must be payable by the engine's auto-tapper (CR 601.2g) exactly when the lab
// says so.
import { describe, expect, it } from 'vitest'
import { frontFace, type MtgCard } from '@shared/games/mtg/card'
import { apply, newGame, type Action, type GameState } from '@shared/games/mtg/engine'
import { planTaps } from '@shared/games/mtg/engine/autotap'
import { compileLabDeck, gameSeed, MtgLabSim, parsePolicy, PRESET_NAMES, type LabStep } from '@shared/games/mtg/lab'
import { card } from './fixtures'
import { GRUUL_DECK } from './gruul-deck'
import { copies, ISLAND, karstenDeck, MOUNTAIN, spell, TAIGA } from './lab-fixtures'

const id = (i: number) => `c${i + 1}`
const sorted = (list: readonly string[]) => [...list].sort()

interface Seen {
  games: number
  turns: number
  mulligans: number
  lands: number
  discards: number
  checked: number
  castable: number
  passed: number
}

/** `commander`: a Commander game, that card in the command zone (CR 903.6), the first mulligan free (CR 103.5c). */
function replay(cards: readonly MtgCard[], policy: string, onThePlay: boolean, seed: number, turns: number, seen: Seen, commander?: MtgCard): void {
  const deck = compileLabDeck(cards, commander ? [commander] : [])
  const sim = new MtgLabSim(deck, [parsePolicy(policy)], { turns, onThePlay, freeMulligan: !!commander })
  const steps: LabStep[] = []
  sim.onStep = (step) => steps.push(step)
  sim.play(seed, 0)
  // The commander last, so that the library's cards are c1… in the lab's order.
  const format = commander ? { format: 'commander', commander: [commander.id] } : { format: 'standard' }
  let state: GameState = newGame(commander ? [...cards, commander] : cards, { seed, onThePlay, ...format }).state
  const where = (what: string) => `${policy}, ${onThePlay ? 'play' : 'draw'}, seed ${seed}: ${what}`
  const go = (action: Action) => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(where(`the engine refused ${JSON.stringify(action)}: ${result.error.reason} (${result.error.rule})`))
    state = result.state
  }
  let current = 1
  /**
   * On to the precombat main phase of own turn `current`, where the lab plays its land; false
   * when the engine went past it: keeping the hand goes to the first stop where the player has
   * something to do (issue 32), so a first turn with no land and nothing castable passes by itself.
   */
  const toMain = (): boolean => {
    for (let guard = 0; !(state.phase === 'main1' && state.ownTurn === current); guard++) {
      if (state.ownTurn > current) return false
      if (state.question) throw new Error(where(`own turn ${current}: the engine asks a ${state.question.kind} question the lab did not answer`))
      if (guard > 40) throw new Error(where(`own turn ${current}'s main phase not reached`))
      go(state.phase === 'upkeep' || state.phase === 'draw' ? { type: 'passPriority' } : { type: 'nextTurn' })
    }
    return true
  }
  seen.games++
  for (const step of steps) {
    switch (step.kind) {
      case 'keep':
        for (let m = 0; m < step.mulligans; m++) go({ type: 'mulligan' })
        seen.mulligans += step.mulligans
        go({ type: 'keepHand', bottom: step.bottom.map(id) })
        break
      case 'land':
        toMain()
        seen.lands++
        go({ type: 'playLand', card: id(step.card) })
        break
      case 'discard':
        seen.discards++
        go({ type: 'nextTurn' }) // stops at the cleanup's question
        expect(state.question?.data, where('the cleanup asks for a discard')).toEqual({ kind: 'discard', count: step.cards.length })
        go({ type: 'discard', cards: step.cards.map(id) })
        break
      case 'turnEnded': {
        const turn = `turn ${step.turn}`
        seen.turns++
        if (!toMain()) {
          // Passed by the engine: the lab had no land to play either (CR 305.2), and the next turn is compared.
          expect(step.hand.some((c) => deck.land[c]), where(`${turn}: a land left in hand`)).toBe(false)
          seen.passed++
          current++
          break
        }
        expect(state.ownTurn, where(turn)).toBe(step.turn)
        expect(sorted(state.zones.hand), where(`${turn}: hand`)).toEqual(sorted(step.hand.map(id)))
        expect(state.zones.battlefield, where(`${turn}: lands`)).toEqual(step.lands.map(id))
        expect(state.zones.library, where(`${turn}: library`)).toEqual(step.library.map(id))
        for (const { spell, castable } of step.checked) {
          const copy = deck.spell.indexOf(spell)
          const cost = frontFace(copy < 0 ? commander! : cards[copy]!).cost
          seen.checked++
          if (castable) seen.castable++
          expect(planTaps(state, cost, 0) !== null, where(`${turn}: ${deck.spells[spell]!.name} payable`)).toBe(castable)
        }
        current++
        break
      }
    }
  }
  // The last turn's cleanup: the lab discarded when the engine asks, and only then.
  current = turns + 1
  toMain()
}

const gruul = () => GRUUL_DECK.flatMap(([name, n]) => copies(n, card(name)))
/** Three colours on dual and basic lands: a Taiga makes both of its types' colours (CR 305.6). */
const threeColours = () => [
  ...copies(8, TAIGA), ...copies(8, MOUNTAIN), ...copies(7, ISLAND),
  ...copies(9, spell('Kird Ape', '{R}{G}', 'Creature — Ape')), ...copies(9, spell('Counterspell', '{U}{U}')),
  ...copies(9, spell('Boros Guildmage', '{R/G}{R/G}', 'Creature — Human')), ...copies(10, spell('Big One', '{3}{U}{R}{G}', 'Creature — Beast')),
]

describe('the Magic lab replayed move by move through the engine (issue 25, point 3)', { timeout: 120_000 }, () => {
  // 3 decks × 4 presets × play and draw × 85 seeds: 2,040 games of 8 turns.
  for (const [name, cards] of [['real red-green deck', gruul()], ['Karsten’s red/blue test deck', karstenDeck(17, 10)], ['three colours with duals', threeColours()]] as const) {
    it(`${name}: every preset, on the play and on the draw, agrees with the engine turn by turn`, () => {
      expect(cards).toHaveLength(60)
      const seen: Seen = { games: 0, turns: 0, mulligans: 0, lands: 0, discards: 0, checked: 0, castable: 0, passed: 0 }
      for (const policy of PRESET_NAMES)
        for (const onThePlay of [true, false])
          for (let g = 0; g < 85; g++) replay(cards, policy, onThePlay, gameSeed(25, g), 8, seen)
      expect(seen.games).toBe(PRESET_NAMES.length * 2 * 85)
      expect(seen.turns).toBe(seen.games * 8)
      expect(seen.passed).toBeLessThan(seen.games / 10)
      // The rules the replay covers did happen: mulligans, land drops, cleanup discards, spells both payable and not.
      expect(seen.mulligans).toBeGreaterThan(seen.games / 20)
      expect(seen.lands).toBeGreaterThan(seen.games * 4)
      expect(seen.discards).toBeGreaterThan(0)
      expect(seen.castable).toBeGreaterThan(seen.checked / 10)
      expect(seen.castable).toBeLessThan(seen.checked)
    })
  }

  it('Commander: the commander in the command zone and the free first mulligan, every preset, play and draw', () => {
    const library = [...copies(38, MOUNTAIN), ...copies(61, spell('Shock', '{R}'))]
    const general = spell('General', '{2}{R}{R}', 'Legendary Creature — Goblin')
    const seen: Seen = { games: 0, turns: 0, mulligans: 0, lands: 0, discards: 0, checked: 0, castable: 0, passed: 0 }
    for (const policy of PRESET_NAMES)
      for (const onThePlay of [true, false])
        for (let g = 0; g < 25; g++) replay(library, policy, onThePlay, gameSeed(25, g), 6, seen, general)
    expect(seen.turns).toBe(seen.games * 6)
    expect(seen.mulligans).toBeGreaterThan(0)
    // Shock is judged on turn 1 (unless the engine passed that turn, nothing to do), the General on turn 4, in every game.
    expect(seen.checked).toBe(seen.games * 2 - seen.passed)
  })
})
