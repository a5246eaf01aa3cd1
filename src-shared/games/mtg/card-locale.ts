// A Magic card as the player reads it in the app's language (the module's cards.inLocale): in
// French, the name and each face's name, type line and rules text of its French printing
// (MtgCard.fr, from MTGJSON's foreignData) where the data has them; every rule-bearing field
// (costs, parsed types, legalities) stays as it is. Made once per card and language.
import type { Locale } from '../../game/module'
import type { MtgCard } from './card'

const shownInFrench = new WeakMap<MtgCard, MtgCard>()

export function mtgCardInLocale<Card extends MtgCard>(card: Card, locale: Locale): Card {
  const fr = locale === 'fr' ? card.fr : undefined
  if (!fr) return card
  let shown = shownInFrench.get(card) as Card | undefined
  if (!shown) {
    const faces = card.faces.map((face, i) => {
      const f = fr.faces[i]
      return f ? { ...face, name: f.name || face.name, typeLine: f.typeLine || face.typeLine, oracleText: f.text || face.oracleText } : face
    })
    shown = { ...card, name: fr.name, faces }
    // The catalog's list column (MtgCatalogCard.typeLine) reads in French too.
    if ('typeLine' in card) Object.assign(shown, { typeLine: faces.map((f) => f.typeLine).join(' // ') })
    shownInFrench.set(card, shown)
  }
  return shown
}
