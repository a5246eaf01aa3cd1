// A card's words in a language of the app: the French name, jobs and text where the data has them
// (official updates keep them, see raw-card.ts `locales`), English where it has not. Every view,
// export and log line that shows a card's words asks here rather than picking a field itself.
import type { Locale } from '../../game/module'
import type { Card, CardFrench } from './card'
import { parseCardText, plainText } from './card-text'
import type { CardLocaleFields } from './raw-card'

/** The card's name as shown in `locale`. */
export function cardName(card: Pick<Card, 'name' | 'fr'>, locale: Locale): string {
  return (locale === 'fr' && card.fr?.name) || card.name
}

/** Every name the card is known by: English, then French when it differs (decklists may use either). */
export function cardNames(card: Pick<Card, 'name' | 'fr'>): string[] {
  return card.fr?.name ? [card.name, card.fr.name] : [card.name]
}

// One shown copy per card object: lists ask again at every render.
const shownInFrench = new WeakMap<Card, Card>()

/**
 * The card with its name, jobs and text (tokens and plain) in `locale`, everything else as it is;
 * the card itself when it has nothing in that language.
 */
export function cardInLocale(card: Card, locale: Locale): Card {
  const fr = locale === 'fr' ? card.fr : undefined
  if (!fr) return card
  let shown = shownInFrench.get(card)
  if (!shown) {
    shown = {
      ...card,
      name: fr.name || card.name,
      jobs: fr.jobs ?? card.jobs,
      ...(fr.text ? { text: fr.text, plainText: plainText(fr.text) } : {}),
    }
    shownInFrench.set(card, shown)
  }
  return shown
}

/**
 * The French words of a raw card's `locales`, as the normalised card keeps them: only what the
 * data gives and what differs from English (a name printed alike in both is not kept twice).
 */
export function frenchOf(locales: Partial<Record<string, CardLocaleFields>> | undefined, english: Pick<Card, 'name' | 'jobs'>, clean: (s: string) => string): CardFrench | undefined {
  const fields = locales?.fr
  if (!fields) return undefined
  const fr: CardFrench = {}
  const name = fields.name === undefined ? '' : clean(fields.name)
  if (name && name !== english.name) fr.name = name
  const jobs = [...new Set((fields.jobs ?? []).map(clean).filter((j) => j !== ''))]
  if (jobs.length && jobs.join('\u0001') !== english.jobs.join('\u0001')) fr.jobs = jobs
  const text = fields.text?.trim() ? parseCardText(fields.text) : []
  if (text.length) fr.text = text
  return Object.keys(fr).length ? fr : undefined
}
