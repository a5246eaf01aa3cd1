// creatures's types that the API contract carries (the registry's GameTypes lists this one interface).
import type { CreatureCard } from './card'
import type { DeckFormat as CreatureDeckFormat } from './deck/deck'
import type { WriterName as CreatureWriter } from './decklist'
import type { CreatureFacets, CreatureFilters, CreatureSortKey } from './card-filters'
import type { LabPolicy as CreaturePolicy, PolicyInput as CreaturePolicyInput } from './lab/policy'
import type { CreatureLabReport } from './lab/report'
import type { Action as CreatureAction, BoardShape as CreatureBoard, CardId as CreatureCardId, GameEvent as CreatureEvent, GameState as CreatureState, RuleError as CreatureRefusal } from './engine'

export interface CreatureTypes {
  card: CreatureCard
  cardId: CreatureCardId
  state: CreatureState
  action: CreatureAction
  event: CreatureEvent
  refusal: CreatureRefusal
  format: CreatureDeckFormat
  writer: CreatureWriter
  filters: CreatureFilters
  facets: CreatureFacets
  sortKey: CreatureSortKey
  policy: CreaturePolicy
  policyInput: CreaturePolicyInput
  labReport: CreatureLabReport
  board: CreatureBoard
}
