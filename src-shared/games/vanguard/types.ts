// vanguard's types that the API contract carries (the registry's GameTypes lists this one interface).
import type { VanguardCard } from './card'
import type { DeckFormat as VanguardDeckFormat } from './deck/deck'
import type { WriterName as VanguardWriter } from './decklist'
import type { VanguardFacets, VanguardFilters, VanguardSortKey } from './card-filters'
import type { VanguardBoard } from '.'
import type { LabPolicy as VanguardPolicy, PolicyInput as VanguardPolicyInput } from './lab/policy'
import type { VanguardLabReport } from './lab/report'
import type { Action as VanguardAction, CardId as VanguardCardId, GameEvent as VanguardEvent, GameState as VanguardState, RuleError as VanguardRefusal } from './engine'

export interface VanguardTypes {
  card: VanguardCard
  cardId: VanguardCardId
  state: VanguardState
  action: VanguardAction
  event: VanguardEvent
  refusal: VanguardRefusal
  format: VanguardDeckFormat
  writer: VanguardWriter
  filters: VanguardFilters
  facets: VanguardFacets
  sortKey: VanguardSortKey
  policy: VanguardPolicy
  policyInput: VanguardPolicyInput
  labReport: VanguardLabReport
  board: VanguardBoard
}
