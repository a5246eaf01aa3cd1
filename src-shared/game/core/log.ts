// The log's text of the table actions' events, in English and French, once for every game. A game
// gives the names of its zones and of its deck ("deck", Magic's "library"/"bibliothèque") and
// writes only its own events.
import type { Locale, Localized } from '../module'
import type { TableEvent } from './table'

export interface TableWords<Zone extends string> {
  /** A zone's name as the log says it ("the hand", "la main"). */
  zone(zone: Zone, locale: Locale): string
  /** The deck's noun; `feminine` in French ("la bibliothèque"). */
  readonly deck: Localized & { readonly feminine?: boolean }
  /** Which zone is the deck (where `moved` says top or bottom). */
  readonly deckZone: Zone
}

/** The text of a table event, or null for an event the core does not write. */
export function describeTableEvent<Z extends string>(event: TableEvent<Z> | { kind: string }, locale: Locale, words: TableWords<Z>, nameOf: (id: string) => string): string | null {
  const e = event as TableEvent<Z>
  const fr = locale === 'fr'
  const deck = fr ? words.deck.fr : words.deck.en
  const ofDeck = fr ? (words.deck.feminine ? `de la ${deck}` : `du ${deck}`) : `of the ${deck}`
  const list = (ids: readonly string[]) => (ids.length ? ids.map(nameOf).join(', ') : '—')
  switch (e.kind) {
    case 'moved': {
      const where = e.to === words.deckZone ? (fr ? (e.position === 'top' ? ' (dessus)' : ' (dessous)') : ` (${e.position})`) : ''
      return `${nameOf(e.card)}${fr ? ' ' : ''}: ${words.zone(e.from, locale)} → ${words.zone(e.to, locale)}${where}`
    }
    case 'counter':
      return fr ? `${nameOf(e.card)} : marqueur ${e.name} = ${e.value}` : `${nameOf(e.card)}: ${e.name} counters = ${e.value}`
    case 'searched':
      return fr
        ? `Recherche dans ${words.deck.feminine ? 'la' : 'le'} ${deck} : ${nameOf(e.card)} → ${words.zone(e.to, locale)}`
        : `Searched the ${deck} for ${nameOf(e.card)} → ${words.zone(e.to, locale)}`
    case 'shuffled':
      return fr ? `${capitalise(deck)} ${words.deck.feminine ? 'mélangée' : 'mélangé'}` : `${capitalise(deck)} shuffled`
    case 'looked':
      return fr ? `Regard sur le dessus ${ofDeck} : ${list(e.cards)}` : `Looked at the top ${ofDeck}: ${list(e.cards)}`
    case 'arranged':
      return fr
        ? `Dessus ${ofDeck} réordonné (${e.top.length} dessus, ${e.bottom.length} dessous)`
        : `Arranged the top ${ofDeck} (${e.top.length} on top, ${e.bottom.length} at the bottom)`
    default:
      return null
  }
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
