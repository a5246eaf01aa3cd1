// Cockatrice's .cod files: `<cockatrice_deck>` with `<deckname>`, and `<zone name="main">` /
// `<zone name="side">` of `<card number="4" name="…"/>`. Cockatrice has no commander zone: a
// commander is written in the side zone (read back as the commander, read.ts); `tokens` are not deck cards.
import { say } from '../../../decklist/line-messages'
import { quantityOf } from './dek'
import type { Item } from './items'
import type { XmlElement } from './xml'

const ZONES: Readonly<Record<string, 'main' | 'sideboard'>> = { main: 'main', side: 'sideboard' }

export function codItems(root: XmlElement, textAt: (element: XmlElement) => string): Item[] {
  const at = (element: XmlElement) => ({ line: element.line, text: textAt(element) })
  return root.children.flatMap((element): Item[] => {
    if (element.name === 'deckname') return element.text.trim() ? [{ ...at(element), kind: 'header', name: element.text.trim() }] : []
    if (element.name !== 'zone') return [] // comments, bannerCard, tags
    const zone = element.attributes.name ?? ''
    if (zone === 'tokens') return element.children.map((card) => ({ ...at(card), kind: 'skipped', note: 'notInDeck' }))
    const bucket = ZONES[zone]
    if (!bucket) return [{ ...at(element), kind: 'error', said: say('xmlZoneUnknown', { zone, line: element.line }) }]
    return element.children.map((card): Item => {
      const name = card.attributes.name?.trim()
      if (card.name !== 'card' || !name) return { ...at(card), kind: 'error', said: say('xmlNotACard', { element: card.name, line: card.line }) }
      const read = quantityOf(card.attributes.number, `<card name="${name}">`, card.line)
      return 'error' in read ? { ...at(card), kind: 'error', said: read.error } : { ...at(card), kind: 'card', bucket, card: `${read.quantity} ${name}` }
    })
  })
}
