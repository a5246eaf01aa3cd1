// The game log in English and French: one line per event, and refusals with their rule.
import { describeTableEvent, type TableWords } from '../../../game/core'
import type { Locale } from '../../../game/module'
import { PHASES } from './phases'
import type { ErrorKind, GameEvent, GameState, RuleError, Side, ZoneName } from './types'

export type NameOf = (id: string) => string

/** An instance as the log names it: the card's name, or its id when unknown. */
export const namesFrom =
  (state: GameState): NameOf =>
  (id) => {
    const key = state.instances[id]
    return key === undefined ? id : (state.defs[key]?.name ?? id)
  }

const ZONE: Record<Locale, Record<ZoneName, string>> = {
  en: { library: 'the library', hand: 'the hand', battlefield: 'the battlefield', graveyard: 'the graveyard', exile: 'exile', stack: 'the stack', command: 'the command zone' },
  fr: { library: 'la bibliothèque', hand: 'la main', battlefield: 'le champ de bataille', graveyard: 'le cimetière', exile: 'l’exil', stack: 'la pile', command: 'la zone de commandement' },
}
/** The table actions' events are the core's, in Magic's words (its deck is the library). */
const TABLE_WORDS: TableWords<ZoneName> = { zone: (zone, locale) => ZONE[locale][zone], deck: { en: 'library', fr: 'bibliothèque', feminine: true }, deckZone: 'library' }
const SIDE: Record<Locale, Record<Side, string>> = { en: { player: 'You', opponent: 'The goldfish' }, fr: { player: 'Vous', opponent: 'L’adversaire' } }
const mana = (list: readonly string[]) => (list.length ? list.map((m) => `{${m}}`).join('') : '—')

export function describeEvent(event: GameEvent, locale: Locale = 'en', nameOf: NameOf = (id) => id): string {
  const fr = locale === 'fr'
  const n = (id: string) => (/^d\d+$/.test(id) ? (fr ? `la créature adverse ${id}` : `goldfish creature ${id}`) : id === 'opponent' ? (fr ? 'l’adversaire' : 'the goldfish') : nameOf(id))
  const list = (ids: readonly string[]) => ids.map(n).join(', ')
  const step = (id: string) => PHASES.find((p) => p.id === id)!.names[locale]
  const table = describeTableEvent(event, locale, TABLE_WORDS, n)
  if (table !== null) return table
  switch (event.kind) {
    case 'gameStarted':
      return fr
        ? `Partie commencée (${event.onThePlay ? 'vous jouez en premier' : 'l’adversaire joue en premier'}, ${event.deckSize} cartes, ${event.life} points de vie chacun)`
        : `Game started (${event.onThePlay ? 'you play first' : 'the goldfish plays first'}, ${event.deckSize} cards, ${event.life} life each)`
    case 'drew':
      return fr ? `Pioche : ${list(event.cards)}` : `Drew ${list(event.cards)}`
    case 'drewFromEmpty':
      return fr ? 'Pioche dans une bibliothèque vide' : 'Drew from an empty library'
    case 'mulligan':
      return fr ? `Mulligan n° ${event.count}` : `Mulligan number ${event.count}`
    case 'keptHand':
      return event.bottom.length
        ? fr ? `Main gardée ; au-dessous de la bibliothèque : ${list(event.bottom)}` : `Kept the hand; to the bottom of the library: ${list(event.bottom)}`
        : fr ? 'Main gardée' : 'Kept the hand'
    case 'turnStarted':
      return fr ? `Votre tour ${event.ownTurn} (tour de jeu ${event.turn})` : `Your turn ${event.ownTurn} (game turn ${event.turn})`
    case 'opponentTurn':
      return fr ? `Tour de l’adversaire (tour de jeu ${event.turn})` : `The goldfish’s turn (game turn ${event.turn})`
    case 'step':
      return step(event.phase)
    case 'stepSkipped':
      return fr ? `${step(event.phase)} : passée (règle ${event.rule})` : `${step(event.phase)}: skipped (rule ${event.rule})`
    case 'untapped':
      return fr ? `Dégagés : ${list(event.cards)}` : `Untapped ${list(event.cards)}`
    case 'manaEmptied':
      return fr ? `${event.amount} mana perdu(s) de la réserve` : `${event.amount} mana lost from the pool`
    case 'landPlayed':
      return fr ? `Terrain joué : ${n(event.card)}` : `Played the land ${n(event.card)}`
    case 'manaAdded':
      return event.card
        ? fr ? `${n(event.card)} engagé : ${mana(event.mana)}` : `Tapped ${n(event.card)} for ${mana(event.mana)}`
        : fr ? `Ajouté manuellement à la réserve : ${mana(event.mana)}` : `Added ${mana(event.mana)} to the pool by hand`
    case 'cast': {
      const x = event.x ? ` (X = ${event.x})` : ''
      const life = event.life ? (fr ? ` et ${event.life} points de vie` : ` and ${event.life} life`) : ''
      return fr ? `Lancé : ${n(event.card)}${x}, payé ${mana(event.paid)}${life}` : `Cast ${n(event.card)}${x}, paying ${mana(event.paid)}${life}`
    }
    case 'resolved':
      return fr ? `${n(event.card)} se résout → ${ZONE.fr[event.to]}` : `${n(event.card)} resolves → ${ZONE.en[event.to]}`
    case 'attackers':
      return event.cards.length ? (fr ? `Attaquants : ${list(event.cards)}` : `Attacking with ${list(event.cards)}`) : fr ? 'Aucun attaquant' : 'No attackers'
    case 'blockers':
      return event.blocks.length
        ? event.blocks.map((b) => (fr ? `${n(b.dummy)} bloque ${n(b.attacker)}` : `${n(b.dummy)} blocks ${n(b.attacker)}`)).join('; ')
        : fr ? 'Aucun bloqueur' : 'No blockers'
    case 'combatDamage':
      return fr
        ? `${n(event.source)} inflige ${event.amount} blessure(s) à ${n(event.target)}${event.first ? ' (initiative)' : ''}`
        : `${n(event.source)} deals ${event.amount} damage to ${n(event.target)}${event.first ? ' (first strike)' : ''}`
    case 'lifeChanged': {
      const who = SIDE[locale][event.side]
      const s = event.side === 'opponent' ? 's' : ''
      return fr
        ? `${who} ${event.amount < 0 ? `perd${event.side === 'player' ? 'ez' : ''} ${-event.amount}` : `gagne${event.side === 'player' ? 'z' : ''} ${event.amount}`} points de vie (${event.life})`
        : `${who} ${event.amount < 0 ? `lose${s} ${-event.amount}` : `gain${s} ${event.amount}`} life (${event.life})`
    }
    case 'died':
      return fr ? `${n(event.card)} va au cimetière (règle ${event.rule})` : `${n(event.card)} goes to the graveyard (rule ${event.rule})`
    case 'dummyDied':
      return fr ? `${n(event.dummy)} meurt (règle ${event.rule})` : `${n(event.dummy)} dies (rule ${event.rule})`
    case 'legendKept':
      return fr ? `Règle des légendes : ${n(event.kept)} reste, ${list(event.graveyard)} au cimetière` : `Legend rule: ${n(event.kept)} stays, ${list(event.graveyard)} to the graveyard`
    case 'discarded':
      return fr ? `Défaussé : ${list(event.cards)}` : `Discarded ${list(event.cards)}`
    case 'damageWoreOff':
      return fr ? 'Les blessures sont retirées' : 'Damage wears off'
    case 'cleanupPriority':
      return fr ? 'Il s’est passé quelque chose : vous recevez la priorité au nettoyage' : 'Something happened: you receive priority in the cleanup step'
    case 'tapChanged':
      return fr ? `${n(event.card)} ${event.tapped ? 'engagé' : 'dégagé'}` : `${n(event.card)} ${event.tapped ? 'tapped' : 'untapped'}`
    case 'dummyAdded':
      return fr ? `${n(event.dummy)} ajoutée : ${event.power}/${event.toughness}` : `Added ${n(event.dummy)}: ${event.power}/${event.toughness}`
    case 'dummyRemoved':
      return fr ? `${n(event.dummy)} retirée` : `Removed ${n(event.dummy)}`
    case 'commanderTax':
      return fr ? `Taxe de commandant : {${event.tax}} de plus pour ${n(event.card)} (règle CR 903.8)` : `Commander tax: {${event.tax}} more for ${n(event.card)} (rule CR 903.8)`
    case 'commanderMoved':
      return event.toCommand
        ? fr ? `${n(event.card)} va dans la zone de commandement (règle CR 903.9a)` : `${n(event.card)} goes to the command zone (rule CR 903.9a)`
        : fr ? `${n(event.card)} reste dans ${ZONE.fr[event.from]}` : `${n(event.card)} stays in ${ZONE.en[event.from]}`
    case 'commanderDamage':
      return fr ? `Blessures de commandant de ${n(event.card)} : ${event.total} (21 font perdre, règle CR 903.10a)` : `Commander damage from ${n(event.card)}: ${event.total} (21 loses, rule CR 903.10a)`
    case 'gameWon':
      if (event.rule === 'CR 903.10a') return fr ? `Gagné : 21 blessures de combat d’un même commandant (règle ${event.rule})` : `Won: 21 combat damage from one commander (rule ${event.rule})`
      return fr ? `Gagné : l’adversaire n’a plus de points de vie (règle ${event.rule})` : `Won: the goldfish has no life left (rule ${event.rule})`
    case 'gameLost': {
      const why = {
        en: { 'own-life': 'you have no life left', 'empty-library': 'you drew from an empty library', conceded: 'you conceded' },
        fr: { 'own-life': 'vous n’avez plus de points de vie', 'empty-library': 'vous avez pioché dans une bibliothèque vide', conceded: 'vous avez abandonné' },
      }
      return fr ? `Perdu : ${why.fr[event.reason]} (règle ${event.rule})` : `Lost: ${why.en[event.reason]} (rule ${event.rule})`
    }
    default:
      // the table actions' events, written by the core above
      return event.kind
  }
}

const ERRORS_FR: Record<ErrorKind, (p: Record<string, string | number>) => string> = {
  'game-over': () => 'la partie est terminée',
  pending: (p) => `répondez d’abord à la question en cours (${p.pending})`,
  'not-pending': () => 'aucune question de ce genre n’attend de réponse',
  'wrong-step': (p) => `impossible à cette étape (${p.phase})`,
  'not-your-turn': () => 'seulement pendant votre tour',
  'stack-not-empty': () => 'seulement quand la pile est vide',
  'not-in-zone': (p) => `la carte ${p.card ?? ''} n’est pas là où il faut (${p.zone ?? ''})`,
  'same-zone': (p) => `la carte ${p.card} y est déjà`,
  'land-played': () => 'vous avez déjà joué un terrain ce tour-ci',
  'not-a-land': () => 'cette carte n’est pas un terrain',
  'is-a-land': () => 'un terrain se joue, il ne se lance pas',
  'sorcery-speed': () => 'ce sort se lance pendant votre phase principale, pile vide (ni éphémère, ni flash)',
  'cannot-pay': () => 'le mana disponible ne peut pas payer ce coût',
  'bad-payment': () => 'ce mana et ces points de vie ne paient pas exactement le coût',
  'no-mana-ability': () => 'cette carte n’a pas cette capacité de mana simple (appliquez les autres à la main)',
  tapped: () => 'ce permanent est déjà dans cet état (engagé ou dégagé)',
  'summoning-sick': () => 'cette créature est arrivée sous votre contrôle ce tour-ci et n’a pas la célérité',
  'not-a-creature': () => 'ce n’est pas une créature',
  'bad-attackers': () => 'chaque créature n’attaque qu’une fois',
  'bad-blockers': () => 'chaque créature adverse bloque une seule créature attaquante',
  'no-counters': () => 'les cartes de ce jeu ne portent pas de marqueurs',
  'bad-cards': (p) => `choisissez exactement ${p.count ?? ''} carte(s) différentes parmi celles proposées`,
  'mulligan-over': () => 'le mulligan n’est plus possible',
  'bad-amount': (p) => `valeur invalide (${p.amount ?? p.x ?? ''})`,
  'no-dummy': (p) => `l’adversaire n’a pas de créature ${p.dummy}`,
  'not-commander': (p) => `la question porte sur une autre carte que ${p.card}`,
  'no-priority': (p) => `personne ne reçoit la priorité à cette étape (${p.phase}) : elle n’a pas d’arrêt`,
}

export function describeError(error: RuleError, locale: Locale = 'en'): string {
  return locale === 'fr' ? `Refusé (règle ${error.rule}) : ${ERRORS_FR[error.kind](error.params)}.` : `Refused (rule ${error.rule}): ${error.reason}.`
}
