// The types generic screens use for any registered game's cards and deck checks (with one game,
// FFTCG's; each new game makes them unions).
import type { CardLookupOf } from '@shared/game/module'
import type { AnyCard, GameId, GAMES } from '@shared/games'

export type CardLookup = CardLookupOf<AnyCard>
export type DeckValidation = ReturnType<(typeof GAMES)[GameId]['deck']['validate']>
export type DeckIssue = DeckValidation['issues'][number]
