// How decklists name a Magic card: the whole `Fire // Ice` for a split card (both halves are
// cast from the hand), the front face for the other multi-faced layouts (`Delver of Secrets`),
// as MTG Arena, MTGO, Cockatrice, Forge and XMage write them. Readers accept either form.
import { frontFace, type MtgCard } from '../card'

export const writtenName = (card: MtgCard) => (card.layout === 'split' ? card.name : frontFace(card).name)

/**
 * Every name a list may give the card by: the full name, the front face's (`A // B` and `A/B` fold
 * to the same key), and the same in French when the data has it (a French player's list: "4 Choc").
 */
export const namesOf = (card: MtgCard): string[] => {
  const french = card.fr ? [card.fr.name, card.fr.faces[0]?.name ?? ''].filter(Boolean) : []
  return [...new Set([card.name, frontFace(card).name, ...french])]
}
