// A card of the creature game in words, for accessible names (the table's card, the drawn card):
// name, category, level, Atk/Def, type and the yellow star.
import type { CreatureCard } from '@shared/games/creatures/card'

type Translate = (key: string, values?: Record<string, unknown>) => string

export function describeCreatureCard(t: Translate, card: Pick<CreatureCard, 'name' | 'category' | 'level' | 'atk' | 'def' | 'type' | 'unique'>): string[] {
  const parts = [card.name, t(`creatures.category.${card.category}`)]
  if (card.category === 'creature') parts.push(t('creatures.card.level', { n: card.level ?? 0 }), t('creatures.card.stats', { atk: card.atk ?? 0, def: card.def ?? 0 }))
  if (card.type) parts.push(card.type)
  if (card.unique) parts.push(t('creatures.card.unique'))
  return parts
}
