// MTGO's .dek files: `<Deck>` with one `<Cards Quantity="4" Sideboard="false" Name="…"/>` per
// card (CatID, MTGO's own printing id, is not known here: it is left out when writing, and MTGO
// finds cards by name). A Commander deck's commander is in the sideboard, as MTGO keeps it.
import { say, type LineMessage } from '../../../decklist/line-messages'
import type { Item } from './items'
import type { XmlElement } from './xml'

/** A quantity attribute as `N`, or why not (`element` is the element as written, on `line`). */
export function quantityOf(raw: string | undefined, element: string, line: number): { quantity: string } | { error: LineMessage } {
  if (raw === undefined) return { error: say('xmlNoQuantity', { element, line }) }
  return /^\s*\d+\s*$/.test(raw) && Number(raw) >= 1 ? { quantity: raw.trim() } : { error: say('xmlQuantityNotWhole', { element, line, raw }) }
}

export function dekItems(root: XmlElement, textAt: (element: XmlElement) => string): Item[] {
  return root.children.flatMap((element): Item[] => {
    if (element.name !== 'Cards') return [] // NetDeckID, PreconstructedDeckID: MTGO's bookkeeping
    const at = { line: element.line, text: textAt(element) }
    const name = element.attributes.Name?.trim()
    if (!name) return [{ ...at, kind: 'error', said: say('xmlNoName', { line: element.line }) }]
    const read = quantityOf(element.attributes.Quantity, `<Cards Name="${name}">`, element.line)
    if ('error' in read) return [{ ...at, kind: 'error', said: read.error }]
    const side = (element.attributes.Sideboard ?? 'false').trim().toLowerCase()
    if (side !== 'true' && side !== 'false') return [{ ...at, kind: 'error', said: say('xmlSideboardValue', { element: `<Cards Name="${name}">`, line: element.line, value: side }) }]
    return [{ ...at, kind: 'card', bucket: side === 'true' ? 'sideboard' : 'main', card: `${read.quantity} ${name}` }]
  })
}
