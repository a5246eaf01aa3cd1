// Cards dragged between the table's zones: the card id travels in its own MIME type (so a text
// drop from elsewhere is ignored), the zone under the pointer is lit, and a drop says where.
import { ref } from 'vue'

const MIME = 'application/x-decklab-card'

export interface DropPlace {
  zone: string
  /** A hidden pile's top or bottom. */
  position?: 'top' | 'bottom'
  /** The field place under the pointer (its data-slot), when the game names its places. */
  slot?: string
}

export const dropKey = (place: DropPlace) => (place.position ? `${place.zone}-${place.position}` : place.zone)

export function useCardDrag(onDrop: (id: string, place: DropPlace) => void) {
  /** The dropKey of the place under the dragged card. */
  const over = ref<string | null>(null)

  function start(event: DragEvent, id: string, name: string) {
    if (!event.dataTransfer) return
    event.dataTransfer.setData(MIME, id)
    event.dataTransfer.setData('text/plain', name)
    event.dataTransfer.effectAllowed = 'move'
  }

  function dragOver(event: DragEvent, place: DropPlace) {
    if (!event.dataTransfer?.types.includes(MIME)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    over.value = dropKey(place)
  }

  function drop(event: DragEvent, place: DropPlace) {
    over.value = null
    const id = event.dataTransfer?.getData(MIME)
    if (!id) return
    event.preventDefault()
    const slot = (event.target as HTMLElement | null)?.closest?.('[data-slot]')?.getAttribute('data-slot')
    onDrop(id, slot ? { ...place, slot } : place)
  }

  /** The listeners of a place that takes dropped cards (big areas clear on leaving themselves only: use `leave` with `.self`). */
  function listeners(place: DropPlace) {
    return {
      dragover: (event: DragEvent) => dragOver(event, place),
      dragleave: () => (over.value = null),
      drop: (event: DragEvent) => drop(event, place),
    }
  }

  return { over, start, dragOver, drop, listeners }
}
