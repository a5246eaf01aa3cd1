// mtg's types that the API contract carries (the registry's GameTypes lists this one interface).
import type { MtgCatalogCard } from './catalog-card'
import type { MtgFormatId } from './deck/formats'
import type { WriterName as MtgWriter } from './decklist'
import type { MtgFacets, MtgFilters, MtgSortKey } from './card-filters'
import type { MtgBoard } from '.'
import type { LabPolicy as MtgPolicy, PolicyInput as MtgPolicyInput } from './lab/policy'
import type { MtgLabReport } from './lab/report'
import type { Action as MtgAction, CardId as MtgCardId, GameEvent as MtgEvent, GameState as MtgState, RuleError as MtgRefusal } from './engine'

export interface MtgTypes {
  card: MtgCatalogCard
  cardId: MtgCardId
  state: MtgState
  action: MtgAction
  event: MtgEvent
  refusal: MtgRefusal
  format: MtgFormatId
  writer: MtgWriter
  filters: MtgFilters
  facets: MtgFacets
  sortKey: MtgSortKey
  policy: MtgPolicy
  policyInput: MtgPolicyInput
  labReport: MtgLabReport
  board: MtgBoard
}
