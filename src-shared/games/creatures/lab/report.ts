// From the lab's accumulated counts to its figures: each probability with its 95% Wilson
// interval, each mean with a normal interval, and the policies compared on the same deals
// (paired differences against the first policy). Definitions in docs/games/creatures.md.
import { meanEstimate, pairedDifference as paired, wilson, type Estimate, type MeanEstimate, type PairedDifference } from '../../../game/estimates'
import { MAX_LEVEL } from '../card'
import type { LabPolicy } from './policy'
import { labLayout, pairTurnForLevel1, type LabDeck } from './sim'

export type { Estimate, MeanEstimate, PairedDifference } from '../../../game/estimates'

export interface LevelReport {
  level: number
  /** Creatures of this level in the deck. */
  inDeck: number
  /** byTurn[t − 1]: a creature of this level could be summoned by own turn t (card in hand, sacrifices, slot). */
  summonableBy: Estimate[]
  /** summonedBy[t − 1]: the pilot had summoned one by own turn t. */
  summonedBy: Estimate[]
}

export interface CreatureTurnReport {
  turn: number
  /** LP dealt to the empty field by the end of own turn t. */
  dealt: MeanEstimate
  /** The opponent's 8000 LP are gone by then. */
  wonByNow: Estimate
}

export interface CreaturePolicyReport {
  policy: LabPolicy
  games: number
  /** Games in which at least one card went under the deck. */
  mulligan: Estimate
  cardsPutBack: number
  levels: LevelReport[]
  turns: CreatureTurnReport[]
}

export interface CreatureComparison {
  a: string
  b: string
  /** Mean LP dealt by the last turn. */
  dealt: PairedDifference
  /** P(a level-1 creature could be summoned by turn 3). */
  level1Ready: PairedDifference
}

export interface CreatureLabReport {
  seed: number
  onThePlay: boolean
  turns: number
  deckSize: number
  games: number
  policies: CreaturePolicyReport[]
  comparisons: CreatureComparison[]
}

export function buildCreatureReport(
  acc: ArrayLike<number>,
  deck: LabDeck,
  policies: readonly LabPolicy[],
  info: { seed: number; onThePlay: boolean; turns: number },
): CreatureLabReport {
  const layout = labLayout(info.turns, policies.length)
  const T = info.turns
  const reports = policies.map((policy, p): CreaturePolicyReport => {
    const base = p * layout.perPolicy
    const at = (i: number) => acc[base + i]!
    const n = at(layout.games)
    const levels: LevelReport[] = []
    for (let l = 0; l <= MAX_LEVEL; l++) {
      if (deck.levelCounts[l] === 0) continue
      levels.push({
        level: l,
        inDeck: deck.levelCounts[l]!,
        summonableBy: Array.from({ length: T }, (_, t) => wilson(at(layout.canSummon + l * T + t), n)),
        summonedBy: Array.from({ length: T }, (_, t) => wilson(at(layout.summoned + l * T + t), n)),
      })
    }
    return {
      policy,
      games: n,
      mulligan: wilson(at(layout.mulligans), n),
      cardsPutBack: n > 0 ? at(layout.putBack) / n : 0,
      levels,
      turns: Array.from({ length: T }, (_, t) => ({
        turn: t + 1,
        dealt: meanEstimate(at(layout.dmgSum + t), at(layout.dmgSq + t), n),
        wonByNow: wilson(at(layout.won + t), n),
      })),
    }
  })
  const games = reports[0]?.games ?? 0
  const comparisons = reports.slice(1).map((b, k): CreatureComparison => {
    const at = layout.pairs + k * 4
    return {
      a: reports[0]!.policy.name,
      b: b.policy.name,
      dealt: paired(acc[at]!, acc[at + 1]!, games, T),
      level1Ready: paired(acc[at + 2]!, acc[at + 3]!, games, pairTurnForLevel1(T)),
    }
  })
  return { ...info, deckSize: deck.size, games, policies: reports, comparisons }
}
