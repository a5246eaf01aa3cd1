// Log lines in English and French from the stable `kind` + params of events and refusals.
import { describeTableEvent, type TableWords } from '../../../game/core'
import type { Locale, Localized } from '../../../game/module'
import { PHASES, type Phase } from './phases'
import { cardName } from '../card-locale'
import { findDef } from './state'
import type { CardId, GameEvent, GameState, RuleError, ZoneName } from './types'

export type { Locale }
/** How a card is named in a line (e.g. "Auron (1-001H)"); by default its id. */
export type NameOf = (id: CardId) => string

/** Cards named in `locale`: the French name where the card data has one. */
export function namesFrom(state: GameState, locale: Locale = 'en'): NameOf {
  return (id) => {
    const def = findDef(state, id)
    return def ? `${cardName(def, locale)} (${def.code})` : id
  }
}

const ZONE_NAMES: Record<Locale, Record<ZoneName, string>> = {
  en: { deck: 'the deck', hand: 'the hand', field: 'the field', breakZone: 'the Break Zone', damage: 'the Damage Zone', removed: 'removed from play' },
  fr: { deck: 'le deck', hand: 'la main', field: 'le terrain', breakZone: 'la zone de destruction', damage: 'la zone de dégâts', removed: 'retiré de la partie' },
}

/** The words of the core's lines for the table actions' events (moved, counter, searched, shuffled, looked, arranged). */
const TABLE_WORDS: TableWords<ZoneName> = { zone: (zone, locale) => ZONE_NAMES[locale][zone], deck: { en: 'deck', fr: 'deck' }, deckZone: 'deck' }

const PHASE_NAMES = Object.fromEntries(PHASES.map((p) => [p.id, p.names])) as Record<Phase, Localized>

export function phaseName(phase: Phase, locale: Locale): string {
  return PHASE_NAMES[phase][locale]
}

/** "1 card", "2 cards": a count with its noun in the right number (no "card(s)"). */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function describeEvent(event: GameEvent, locale: Locale = 'en', nameOf: NameOf = (id) => id): string {
  const fr = locale === 'fr'
  const list = (ids: readonly CardId[]) => (ids.length ? ids.map(nameOf).join(', ') : fr ? 'aucune' : 'none')
  switch (event.kind) {
    case 'gameStarted':
      return fr
        ? `Début de partie (${event.format === 'limited' ? 'limité' : 'construit'}, ${event.deckSize} cartes), ${event.onThePlay ? 'vous commencez' : 'l’adversaire commence'}.`
        : `Game started (${event.format}, ${event.deckSize} cards), ${event.onThePlay ? 'on the play' : 'on the draw'}.`
    case 'drew':
      return fr
        ? `Pioche de ${count(event.cards.length, 'carte', 'cartes')} : ${list(event.cards)}.`
        : `Drew ${count(event.cards.length, 'card', 'cards')}: ${list(event.cards)}.`
    case 'mulligan':
      return fr
        ? `Mulligan : ${list(event.bottom)} sous le deck (8.2.1.4).`
        : `Mulligan: ${list(event.bottom)} put at the bottom of the deck (8.2.1.4).`
    case 'keptHand':
      return fr ? 'Main gardée.' : 'Hand kept.'
    case 'turnStarted':
      return fr ? `Tour ${event.turn} (votre tour n° ${event.ownTurn}).` : `Turn ${event.turn} (your turn ${event.ownTurn}).`
    case 'opponentTurn':
      return fr ? `Tour ${event.turn} : l’adversaire ne fait rien.` : `Turn ${event.turn}: the opponent does nothing.`
    case 'phase':
      return `${phaseName(event.phase, locale)}.`
    case 'activated':
      return fr ? `Activation : ${list(event.cards)}.` : `Activated: ${list(event.cards)}.`
    case 'stayedFrozen':
      return fr ? `Gelé(s), reste(nt) tel(s) quel(s) (15.2.4.2) : ${list(event.cards)}.` : `Frozen, not activated (15.2.4.2): ${list(event.cards)}.`
    case 'cast': {
      const paid = fr
        ? `payé ${event.cp} CP (dullé : ${list(event.dull)} ; défaussé : ${list(event.discard)})${event.wasted ? `, ${event.wasted} CP perdu` : ''}`
        : `paid ${event.cp} CP (dulled: ${list(event.dull)}; discarded: ${list(event.discard)})${event.wasted ? `, ${event.wasted} CP lost` : ''}`
      return fr ? `Joue ${nameOf(event.card)}, ${paid}.` : `Cast ${nameOf(event.card)}, ${paid}.`
    }
    case 'entered':
      return fr
        ? `${nameOf(event.card)} entre sur le terrain${event.dull ? ' dullé' : ''}.`
        : `${nameOf(event.card)} enters the field${event.dull ? ' dull' : ''}.`
    case 'summonResolved':
      return fr
        ? `${nameOf(event.card)} : appliquez son effet, puis elle va dans la zone de destruction (11.11.10).`
        : `${nameOf(event.card)}: apply its effect; it goes to the Break Zone (11.11.10).`
    case 'multicardUnknown':
      return fr
        ? `Attention : on ignore si ${nameOf(event.card)} est multicarte ; même nom que ${list(event.others)} (7.7.3). À vous de décider.`
        : `Warning: the data does not say whether ${nameOf(event.card)} is multicard; same name as ${list(event.others)} (7.7.3). You decide.`
    case 'attacked':
      return fr
        ? `${event.attackers.length > 1 ? 'Équipe' : 'Attaque'} : ${list(event.attackers)}${event.dulled.length < event.attackers.length ? ' (Bravoure : pas dullé)' : ''}.`
        : `${event.attackers.length > 1 ? 'Party attack' : 'Attack'}: ${list(event.attackers)}${event.dulled.length < event.attackers.length ? ' (Brave: stays active)' : ''}.`
    case 'opponentDamaged':
      return fr
        ? `L’adversaire subit ${count(event.amount, 'point', 'points')} de dégâts (total ${event.total}).`
        : `The opponent takes ${event.amount} damage (total ${event.total}).`
    case 'damageTaken':
      return fr
        ? `Vous subissez 1 point de dégâts : ${nameOf(event.card)} va dans la zone de dégâts (${event.total}).`
        : `You take 1 damage: ${nameOf(event.card)} goes to the Damage Zone (${event.total}).`
    case 'exBurst':
      return fr
        ? `EX Burst : ${nameOf(event.card)} — vous pouvez appliquer son effet (11.10.2).`
        : `EX Burst: ${nameOf(event.card)} — you may apply its effect (11.10.2).`
    case 'broken':
      return fr
        ? `${nameOf(event.card)} est mis dans la zone de destruction (processus de règle ${event.rule}).`
        : `${nameOf(event.card)} is put into the Break Zone (rule process ${event.rule}).`
    case 'discarded':
      return fr ? `Défausse jusqu’à 5 cartes (9.5.1.2) : ${list(event.cards)}.` : `Discarded down to 5 cards (9.5.1.2): ${list(event.cards)}.`
    case 'damageRemoved':
      return fr ? `Dégâts retirés (9.5.1.3.1) : ${list(event.cards)}.` : `Damage removed (9.5.1.3.1): ${list(event.cards)}.`
    case 'dulled':
      return fr ? `${nameOf(event.card)} est dullé.` : `${nameOf(event.card)} is dulled.`
    case 'activatedCard':
      return fr ? `${nameOf(event.card)} est activé.` : `${nameOf(event.card)} is activated.`
    case 'frozen':
      return fr
        ? `${nameOf(event.card)} ${event.frozen ? 'est gelé' : 'n’est plus gelé'}.`
        : `${nameOf(event.card)} is ${event.frozen ? 'frozen' : 'no longer frozen'}.`
    case 'forwardDamaged':
      return fr
        ? `${nameOf(event.card)} subit ${event.amount} dégâts (total ${event.total}).`
        : `${nameOf(event.card)} takes ${event.amount} damage (total ${event.total}).`
    case 'powerModified':
      return fr
        ? `${nameOf(event.card)} : force ${event.amount > 0 ? '+' : ''}${event.amount} jusqu’à la fin du tour (${event.power}).`
        : `${nameOf(event.card)}: power ${event.amount > 0 ? '+' : ''}${event.amount} until end of turn (${event.power}).`
    case 'gameWon':
      return fr ? `Victoire (${event.rule}).` : `Won (${event.rule}).`
    case 'moved':
    case 'counter':
    case 'searched':
    case 'shuffled':
    case 'looked':
    case 'arranged':
      return `${describeTableEvent(event, locale, TABLE_WORDS, nameOf)}.`
    case 'gameLost': {
      const why: Record<typeof event.reason, [string, string]> = {
        'damage-zone': ['damage limit reached', 'limite de dégâts atteinte'],
        'draw-empty': ['had to draw from an empty deck', 'pioche dans un deck vide'],
        'damage-empty': ['took damage with an empty deck', 'dégâts avec un deck vide'],
        conceded: ['conceded', 'abandon'],
        'opponent-damage': ['', ''],
      }
      return fr ? `Défaite : ${why[event.reason][1]} (${event.rule}).` : `Lost: ${why[event.reason][0]} (${event.rule}).`
    }
  }
}

/** Element ids as a French sentence names them (the refusal's params carry the ids). */
const ELEMENTS_FR: Record<string, string> = { fire: 'feu', ice: 'glace', wind: 'vent', earth: 'terre', lightning: 'foudre', water: 'eau', light: 'lumière', dark: 'ténèbres' }
const elementsFr = (ids: unknown) => String(ids ?? '').split(', ').map((e) => ELEMENTS_FR[e] ?? e).join(', ')

const ERRORS_FR: Record<RuleError['kind'], (p: RuleError['params']) => string> = {
  'game-over': () => 'la partie est terminée',
  'wrong-phase': (p) => `impossible dans cette phase${p.phase ? ` (${PHASE_NAMES[p.phase as Phase]?.fr ?? p.phase})` : ''}`,
  'not-in-zone': (p) => `la carte ${p.card ?? ''} n’est pas dans ${p.zone ? ZONE_NAMES.fr[p.zone as ZoneName] : 'cette partie'}`,
  'same-zone': (p) => `la carte ${p.card ?? ''} y est déjà`,
  'not-a-character': () => 'seuls les Personnages vont sur le terrain',
  'not-a-forward': () => 'seuls les Avants peuvent faire cela',
  'bad-amount': () => 'la valeur doit être un nombre entier valide',
  'bad-order': () => 'chaque carte concernée doit être listée une fois',
  'mulligan-used': () => 'le mulligan n’est possible qu’une fois',
  'backups-full': (p) => `${p.max ?? 5} Soutiens au plus sur le terrain`,
  'same-name': (p) => `un Personnage nommé ${p.name ?? ''} sans l’icône multicarte est déjà sur le terrain`,
  'light-dark': () => 'un seul Personnage Lumière ou Ténèbres sur le terrain',
  'payment-duplicate': () => 'une carte est utilisée deux fois dans le paiement',
  'payment-self': () => 'une carte ne peut pas payer son propre coût',
  'payment-light-dark-discard': () => 'les cartes Lumière et Ténèbres ne peuvent pas être défaussées pour produire des CP',
  'payment-not-backup': () => 'seuls vos Soutiens sur le terrain peuvent être dullés pour produire des CP',
  'payment-backup-dull': () => 'ce Soutien est déjà dullé',
  'payment-short': (p) => `le paiement produit ${p.cp} CP, la carte coûte ${p.cost}`,
  'payment-excess': (p) => `le paiement produit ${p.cp} CP pour un coût de ${p.cost} : seule une défausse permet un CP de plus`,
  'payment-element': (p) => `il faut au moins un CP de chaque élément de la carte (${elementsFr(p.elements)})`,
  'no-payment': (p) => `aucun paiement légal de ${p.cost} CP possible maintenant`,
  'attack-none': () => 'choisissez un Avant, ou plusieurs pour former une équipe',
  'attack-dull': () => 'un Avant attaquant doit être activé',
  'attack-summoning-sick': () => 'cet Avant n’est pas sous votre contrôle depuis le début du tour et n’a pas Booster',
  'attack-already': () => 'cet Avant a déjà attaqué ce tour',
  'party-element': () => 'une équipe se forme avec des Avants partageant un élément',
  pending: () => 'une question attend sa réponse',
  'hand-size': (p) => `défaussez exactement ${count(Number(p.excess), 'carte', 'cartes')} pour finir le tour avec ${p.limit}`,
}

export function describeError(error: RuleError, locale: Locale = 'en'): string {
  const reason = locale === 'fr' ? ERRORS_FR[error.kind](error.params) : error.reason
  return locale === 'fr' ? `Refusé (règle ${error.rule}) : ${reason}.` : `Refused (rule ${error.rule}): ${reason}.`
}
