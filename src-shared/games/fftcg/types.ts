// fftcg's types that the API contract carries (the registry's GameTypes lists this one interface).
import type { Card as FftcgCard } from './card'
import type { DeckFormat as FftcgDeckFormat } from './deck/deck'
import type { WriterName as FftcgWriter } from './decklist-write'
import type { CardFilters as FftcgFilters, Facets as FftcgFacets } from './card-filters'
import type { LabPolicy as FftcgPolicy, PolicyInput as FftcgPolicyInput } from './lab/policy'
import type { LabReport as FftcgLabReport } from './lab/report'
import type { SortKey as FftcgSortKey } from '../../search-sort'
import type { Action as FftcgAction, BoardShape as FftcgBoard, CardId as FftcgCardId, GameEvent as FftcgEvent, GameState as FftcgState, RuleError as FftcgRefusal } from './engine'

export interface FftcgTypes {
  card: FftcgCard
  cardId: FftcgCardId
  state: FftcgState
  action: FftcgAction
  event: FftcgEvent
  refusal: FftcgRefusal
  format: FftcgDeckFormat
  writer: FftcgWriter
  filters: FftcgFilters
  facets: FftcgFacets
  sortKey: FftcgSortKey
  policy: FftcgPolicy
  policyInput: FftcgPolicyInput
  labReport: FftcgLabReport
  board: FftcgBoard
}
