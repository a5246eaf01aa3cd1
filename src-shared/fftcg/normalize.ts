// STUB — to be implemented: RawCard → Card (codes, tokens, keywords, legality).
import type { Card } from './card'
import type { RawCard } from './raw-card'

export function normalizeCard(raw: RawCard): Card {
  throw new Error('normalizeCard not implemented yet: ' + raw.fullCode)
}
