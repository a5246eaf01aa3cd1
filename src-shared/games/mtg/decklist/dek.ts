// MTGO's .dek files: `<Deck>` with one `<Cards Quantity="4" Sideboard="false" Name="…"/>` per
// card (CatID, MTGO's own printing id, is not known here: it is left out when writing, and MTGO
// finds cards by name). A Commander deck's commander is in the sideboard, as MTGO keeps it.
import type { Item } from './items'
import type { XmlElement } from './xml'

/** A quantity attribute as `N`, or why not. */
export function quantityOf(raw: string | undefined, where: string): { quantity: string } | { error: string } {
  if (raw === undefined) return { error: `${where} has no quantity` }
  return /^\s*\d+\s*$/.test(raw) && Number(raw) >= 1 ? { quantity: raw.trim() } : { error: `${where}: quantity "${raw}" is not a whole positive number` }
}

export function dekItems(root: XmlElement, textAt: (element: XmlElement) => string): Item[] {
  return root.children.flatMap((element): Item[] => {
    if (element.name !== 'Cards') return [] // NetDeckID, PreconstructedDeckID: MTGO's bookkeeping
    const at = { line: element.line, text: textAt(element) }
    const name = element.attributes.Name?.trim()
    if (!name) return [{ ...at, kind: 'error', message: `<Cards> on line ${element.line} has no Name attribute` }]
    const read = quantityOf(element.attributes.Quantity, `<Cards Name="${name}"> on line ${element.line}`)
    if ('error' in read) return [{ ...at, kind: 'error', message: read.error }]
    const side = (element.attributes.Sideboard ?? 'false').trim().toLowerCase()
    if (side !== 'true' && side !== 'false') return [{ ...at, kind: 'error', message: `<Cards Name="${name}"> on line ${element.line}: Sideboard="${side}" is neither true nor false` }]
    return [{ ...at, kind: 'card', bucket: side === 'true' ? 'sideboard' : 'main', card: `${read.quantity} ${name}` }]
  })
}
