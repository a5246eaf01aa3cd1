// Drag-and-drop payload types between the search results and the deck.
export const DRAG_CARD = 'application/x-decklab-card'
export const DRAG_LINE = 'application/x-decklab-deck-line'

export function hasType(event: DragEvent, type: string): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes(type)
}
