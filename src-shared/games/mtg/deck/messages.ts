// The deck issues as sentences, in English and French, ending with their rule number.
import type { Locale } from '../../../game/module'
import type { IssueKind, MtgDeckIssue } from './deck'
import { MTG_FORMATS } from './formats'
import { isRuleNumber } from './rules'

type Params = Record<string, string | number>
/** 903.12c: a format where a legendary planeswalker may lead too. */
const leadsBrawl = (id: string | number | undefined) => !!MTG_FORMATS.find((f) => f.id === id)?.commander?.planeswalkers
type Text = (p: Params, format: string) => string

const formatName = (id: string | number | undefined, locale: Locale) => MTG_FORMATS.find((f) => f.id === id)?.names[locale] ?? String(id ?? '')

const TEXT: Record<Locale, Record<IssueKind, Text>> = {
  en: {
    'unknown-card': (p) => `No Magic card has the id ${p.code}`,
    'deck-size': (p, f) => (p.max !== undefined ? `The deck has ${p.total} cards; a ${f} deck has exactly ${p.max}, its commander included` : `The main deck has ${p.total} cards; a ${f} deck has at least ${p.min}`),
    'sideboard-size': (p) => (p.max === 1 ? `The sideboard has ${p.count} cards; in Commander it holds a companion at most` : `The sideboard has ${p.count} cards; at most ${p.max}`),
    'pile-not-in-format': (p, f) => `${p.count} ${p.count === 1 ? 'card' : 'cards'} in the commander pile; ${f} decks have no commander`,
    copies: (p) => `${p.count} copies of ${p.name}: at most ${p.max} across the main deck and the sideboard`,
    singleton: (p, f) => `${p.count} copies of ${p.name}: a ${f} deck holds one of each card, basic lands aside`,
    restricted: (p, f) => `${p.count} copies of ${p.name}, restricted in ${f}: at most one`,
    banned: (p, f) => `${p.name} is banned in ${f}`,
    'not-legal': (p, f) => `${p.name} is not legal in ${f}`,
    'legality-unknown': (p, f) =>
      `${p.count} ${p.count === 1 ? 'card’s' : 'cards’'} data (as of ${p.date}) predates ${f}’s legality list (from ${p.since}): not checked there; update the card data for today’s`,
    'commander-count': (p) => (p.count === 0 ? 'The deck has no commander: put one in the commander pile' : `The commander pile has ${p.count} cards; one commander, or two with partner`),
    'commander-kind': (p, f) =>
      leadsBrawl(p.format)
        ? `${p.name} cannot be a ${f} commander: it is neither a legendary creature nor a legendary planeswalker`
        : `${p.name} cannot be a commander: it is not a legendary creature and does not say it can be your commander`,
    'commander-pair': (p) => `Two commanders (${p.names}) need partner, both of them`,
    'color-identity': (p) => `${p.name} has colour identity ${p.identity}, outside the commander’s ${p.allowed}`,
  },
  fr: {
    'unknown-card': (p) => `Aucune carte Magic n’a l’identifiant ${p.code}`,
    'deck-size': (p, f) => (p.max !== undefined ? `Le deck a ${p.total} cartes ; un deck ${f} en a exactement ${p.max}, commandant compris` : `Le deck principal a ${p.total} cartes ; un deck ${f} en a au moins ${p.min}`),
    'sideboard-size': (p) => (p.max === 1 ? `La réserve a ${p.count} cartes ; en Commander elle ne tient qu’un compagnon` : `La réserve a ${p.count} cartes ; au plus ${p.max}`),
    'pile-not-in-format': (p, f) => `${p.count} ${p.count === 1 ? 'carte' : 'cartes'} dans la pile du commandant ; les decks ${f} n’ont pas de commandant`,
    copies: (p) => `${p.count} exemplaires de ${p.name} : au plus ${p.max}, deck principal et réserve ensemble`,
    singleton: (p, f) => `${p.count} exemplaires de ${p.name} : un deck ${f} a un seul exemplaire de chaque carte, terrains de base mis à part`,
    restricted: (p, f) => `${p.count} exemplaires de ${p.name}, restreinte en ${f} : un au plus`,
    banned: (p, f) => `${p.name} est bannie en ${f}`,
    'not-legal': (p, f) => `${p.name} n’est pas légale en ${f}`,
    'legality-unknown': (p, f) =>
      `Les données de ${p.count} ${p.count === 1 ? 'carte' : 'cartes'} (au ${p.date}) précèdent la liste de légalité ${f} (depuis le ${p.since}) : non vérifiées ; mettez à jour les données des cartes`,
    'commander-count': (p) => (p.count === 0 ? 'Le deck n’a pas de commandant : mettez-en un dans la pile du commandant' : `La pile du commandant a ${p.count} cartes ; un commandant, ou deux avec partenaire`),
    'commander-kind': (p, f) =>
      leadsBrawl(p.format)
        ? `${p.name} ne peut pas être commandant en ${f} : ce n’est ni une créature légendaire ni un planeswalker légendaire`
        : `${p.name} ne peut pas être commandant : ce n’est pas une créature légendaire et elle ne dit pas qu’elle peut être votre commandant`,
    'commander-pair': (p) => `Deux commandants (${p.names}) demandent le partenariat, pour les deux`,
    'color-identity': (p) => `${p.name} a l’identité couleur ${p.identity}, hors de celle du commandant (${p.allowed})`,
  },
}

export function describeIssue(issue: MtgDeckIssue, locale: Locale, options: { withRule?: boolean } = {}): string {
  const text = TEXT[locale][issue.kind](issue.params, formatName(issue.params.format, locale))
  if (!issue.rule || options.withRule === false) return `${text}.`
  if (!isRuleNumber(issue.rule)) return `${text} (${locale === 'fr' ? 'règles de' : 'rules of'} ${issue.rule}).`
  return `${text} (${locale === 'fr' ? 'règle' : 'rule'} ${issue.rule}).`
}
