// From the Magic lab's accumulated counts to its figures: each probability with its 95% Wilson
// interval, each mean with its normal interval (src-shared/game/estimates.ts), and the policies
// compared on the same deals (paired differences against the first). Definitions:
// docs/games/mtg-lab.md.
import { meanEstimate, pairedDifference as paired, wilson, type Estimate, type MeanEstimate, type PairedDifference } from '../../../game/estimates'
import type { LabDeck } from './lab-deck'
import { curveTurnOf, FLOOD, labLayout, SCREW } from './layout'
import type { LabPolicy } from './policy'
import { sourcesTable, type SourcesRow } from './sources-needed'

export type { Estimate, MeanEstimate, PairedDifference } from '../../../game/estimates'

export interface LandsTurnReport {
  turn: number
  /** Lands in play on own turn t, after its land drop. */
  inPlay: MeanEstimate
  /** At least t of them: every land drop so far made. */
  allDrops: Estimate
}

export interface SpellReport {
  id: string
  name: string
  manaValue: number
  copies: number
  /** The own turn it is judged on (its mana value; 1 for a free spell); null when the run is shorter. */
  turn: number | null
  /** The lands in play on that turn pay its cost, colours included (whether or not it was drawn). */
  castable: Estimate | null
  /** Castable and in hand by then: cast on curve. */
  onCurve: Estimate | null
  /** Castable among the games that made every land drop by then: Frank Karsten's conditioning. */
  givenLandDrops: Estimate | null
}

export interface MtgPolicyReport {
  policy: LabPolicy
  games: number
  /** Games with at least one mulligan (CR 103.5). */
  mulligan: Estimate
  mulligans: MeanEstimate
  lands: LandsTurnReport[]
  spells: SpellReport[]
  /** SCREW and FLOOD (layout.ts); null when the run has fewer turns than they look at. */
  screw: Estimate | null
  flood: Estimate | null
}

export interface MtgComparison {
  a: string
  b: string
  /** P(screw), first policy − other. */
  screw: PairedDifference | null
  flood: PairedDifference | null
}

export interface MtgLabReport {
  seed: number
  onThePlay: boolean
  turns: number
  deckSize: number
  lands: number
  games: number
  definitions: { screw: typeof SCREW; flood: typeof FLOOD }
  policies: MtgPolicyReport[]
  comparisons: MtgComparison[]
  /** Per coloured cost of the deck: the sources Frank Karsten's method asks for, and the deck's own (sources-needed.ts). */
  sources: SourcesRow[]
}

export interface MtgRunInfo {
  seed: number
  onThePlay: boolean
  turns: number
}

export function buildMtgReport(acc: ArrayLike<number>, deck: LabDeck, policies: readonly LabPolicy[], info: MtgRunInfo): MtgLabReport {
  const T = info.turns
  const L = labLayout(T, deck.spells.length, policies.length)
  const reports = policies.map((policy, p): MtgPolicyReport => {
    const at = (i: number) => acc[p * L.perPolicy + i]!
    const n = at(L.games)
    const spells = deck.spells.map((spell, s): SpellReport => {
      const turn = curveTurnOf(spell.manaValue, T)
      const castable = at(L.castable + s)
      return {
        id: spell.id,
        name: spell.name,
        manaValue: spell.manaValue,
        copies: spell.copies,
        turn: turn || null,
        castable: turn ? wilson(castable, n) : null,
        onCurve: turn ? wilson(at(L.onCurve + s), n) : null,
        // Castable needs as many lands as the mana value, so its games all made their drops.
        givenLandDrops: turn ? wilson(castable, at(L.drops + turn - 1)) : null,
      }
    })
    return {
      policy,
      games: n,
      mulligan: wilson(at(L.mulliganed), n),
      mulligans: meanEstimate(at(L.mulligansSum), at(L.mulligansSq), n),
      lands: Array.from({ length: T }, (_, t) => ({ turn: t + 1, inPlay: meanEstimate(at(L.landsSum + t), at(L.landsSq + t), n), allDrops: wilson(at(L.drops + t), n) })),
      spells,
      screw: T >= SCREW.turn ? wilson(at(L.screw), n) : null,
      flood: T >= FLOOD.turn ? wilson(at(L.flood), n) : null,
    }
  })
  const games = reports[0]?.games ?? 0
  const comparisons = reports.slice(1).map((b, k): MtgComparison => {
    const at = L.pairs + k * 4
    return {
      a: reports[0]!.policy.name,
      b: b.policy.name,
      screw: T >= SCREW.turn ? paired(acc[at]!, acc[at + 1]!, games, SCREW.turn) : null,
      flood: T >= FLOOD.turn ? paired(acc[at + 2]!, acc[at + 3]!, games, FLOOD.turn) : null,
    }
  })
  return { ...info, deckSize: deck.size, lands: deck.lands, games, definitions: { screw: SCREW, flood: FLOOD }, policies: reports, comparisons, sources: sourcesTable(deck) }
}
