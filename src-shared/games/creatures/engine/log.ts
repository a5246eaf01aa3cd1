// The game log in English and French: one line per event, and refusals with their rule.
import { describeTableEvent, type TableWords } from '../../../game/core'
import { instanceNames } from '../../../game/instances'
import type { Locale } from '../../../game/module'
import { PHASES } from './phases'
import type { ClashOutcome, ErrorKind, GameEvent, GameState, Posture, Side, ZoneName } from './types'

export type NameOf = (id: string) => string

export const namesFrom = (state: GameState): NameOf => instanceNames(state)

const ZONE: Record<Locale, Record<ZoneName, string>> = {
  en: { deck: 'the deck', hand: 'the hand', creatures: 'the creature slots', magic: 'the magic slots', equipped: 'equipment', terrain: 'the terrain zone', graveyard: 'the graveyard', isolation: 'the isolation zone' },
  fr: { deck: 'le deck', hand: 'la main', creatures: 'les emplacements de créature', magic: 'les emplacements de carte magique', equipped: 'les équipements', terrain: 'la zone de terrain', graveyard: 'le cimetière', isolation: 'la zone d’isolement' },
}
/** The core writes the table actions' events; this game gives its zones' names and its deck's. */
const TABLE_WORDS: TableWords<ZoneName> = { zone: (zone, locale) => ZONE[locale][zone], deck: { en: 'deck', fr: 'deck' }, deckZone: 'deck' }
const POSTURE: Record<Locale, Record<Posture, string>> = {
  en: { offensive: 'offensive', defensive: 'defensive', rest: 'rest' },
  fr: { offensive: 'offensive', defensive: 'défensive', rest: 'repos' },
}
const SIDE: Record<Locale, Record<Side, string>> = { en: { player: 'You', opponent: 'The opponent' }, fr: { player: 'Vous', opponent: 'L’adversaire' } }
/** An attack's result as the end of the clash will apply it (1.3.1): said at once, marked as still to come. */
function foreseenText(f: { outcome: ClashOutcome; damage: number; damaged: Side | null }, fr: boolean): string {
  if (f.damaged === null) return fr ? `à la fin de l’affrontement : ${OUTCOME.fr[f.outcome]}` : `at the end of the clash: ${OUTCOME.en[f.outcome]}`
  const who = f.damaged === 'player' ? (fr ? 'pour vous' : 'off you') : fr ? 'pour l’adversaire' : 'off the opponent'
  return fr ? `${f.damage} PV en moins ${who} à la fin de l’affrontement (en attente)` : `${f.damage} LP ${who} at the end of the clash (pending)`
}

const OUTCOME: Record<Locale, Record<ClashOutcome, string>> = {
  en: {
    direct: 'no creature to stop it',
    'attacker-wins': 'the attacker is stronger: the defender is destroyed',
    'defender-wins': 'the defender is stronger: the attacker is destroyed',
    'both-destroyed': 'equal Atk: both are destroyed',
    'broke-through': 'Atk beats Def: the defender is destroyed',
    repelled: 'Def beats Atk: the attacker’s owner takes the difference',
    'no-effect': 'Atk equals Def: nothing happens',
    'target-gone': 'its target is gone: nothing happens',
  },
  fr: {
    direct: 'aucune créature pour l’arrêter',
    'attacker-wins': 'l’attaquant est plus fort : le défenseur est détruit',
    'defender-wins': 'le défenseur est plus fort : l’attaquant est détruit',
    'both-destroyed': 'Atk égales : les deux sont détruites',
    'broke-through': 'l’Atk dépasse la Def : le défenseur est détruit',
    repelled: 'la Def dépasse l’Atk : le propriétaire de l’attaquant subit la différence',
    'no-effect': 'Atk égale à la Def : rien ne se passe',
    'target-gone': 'sa cible n’est plus là : rien ne se passe',
  },
}

const list = (ids: readonly string[], nameOf: NameOf) => ids.map(nameOf).join(', ')

export function describeEvent(event: GameEvent, locale: Locale = 'en', nameOf: NameOf = (id) => id): string {
  const fr = locale === 'fr'
  const n = nameOf
  const phaseName = (id: string) => PHASES.find((p) => p.id === id)!.names[locale]
  const target = (t: string | null) => (t === null ? (fr ? 'l’adversaire directement' : 'the opponent directly') : fr ? `la créature adverse ${t}` : `opponent creature ${t}`)
  switch (event.kind) {
    case 'moved':
    case 'counter':
    case 'searched':
    case 'shuffled':
    case 'looked':
    case 'arranged':
      return describeTableEvent(event, locale, TABLE_WORDS, n)!
    case 'gameStarted':
      return fr
        ? `Partie commencée (${event.onThePlay ? 'vous jouez en premier' : 'l’adversaire joue en premier'}, ${event.deckSize} cartes, ${event.lp} PV chacun)`
        : `Game started (${event.onThePlay ? 'you play first' : 'the opponent plays first'}, ${event.deckSize} cards, ${event.lp} LP each)`
    case 'drew':
      return fr ? `Pioche : ${list(event.cards, n)}` : `Drew ${list(event.cards, n)}`
    case 'deckEmpty':
      return fr ? 'Le deck est vide : rien à piocher' : 'The deck is empty: nothing to draw'
    case 'mulligan':
      return fr ? `${event.bottom.length} carte(s) placée(s) sous le deck` : `Put ${event.bottom.length} card(s) under the deck`
    case 'keptHand':
      return fr ? 'Main gardée' : 'Kept the hand'
    case 'turnStarted':
      return fr ? `Votre tour ${event.ownTurn} (tour de jeu ${event.turn})` : `Your turn ${event.ownTurn} (game turn ${event.turn})`
    case 'opponentTurn':
      return fr ? `Tour de l’adversaire (tour de jeu ${event.turn})` : `Opponent’s turn (game turn ${event.turn})`
    case 'phase':
      return phaseName(event.phase)
    case 'apReset':
      return fr ? `PA remis à ${event.ap}` : `AP back to ${event.ap}`
    case 'restTick':
      return fr ? `${n(event.card)} reste au repos encore ${event.left} tour(s)` : `${n(event.card)} rests ${event.left} more turn(s)`
    case 'gotUp':
      return fr ? `${n(event.card)} sort du repos (posture offensive)` : `${n(event.card)} gets up (offensive posture)`
    case 'summoned':
      return fr
        ? `Invocation de ${n(event.card)} en posture ${POSTURE.fr[event.posture]} (${event.ap} PA${event.sacrifices.length ? `, sacrifice : ${list(event.sacrifices, n)}` : ''})`
        : `Summoned ${n(event.card)} in ${event.posture} posture (${event.ap} AP${event.sacrifices.length ? `, sacrificing ${list(event.sacrifices, n)}` : ''})`
    case 'magicSet':
      return fr ? `${n(event.card)} posée dans un emplacement de carte magique` : `Placed ${n(event.card)} in a magic slot`
    case 'magicActivated':
      return fr ? `${n(event.card)} activée (${event.ap} PA)` : `Activated ${n(event.card)} (${event.ap} AP)`
    case 'equipped':
      return fr ? `${n(event.card)} équipe ${n(event.target)}` : `${n(event.card)} equips ${n(event.target)}`
    case 'terrainPlayed':
      return fr
        ? `Terrain ${n(event.card)} posé${event.replaced ? ` (remplace ${n(event.replaced)})` : ''}`
        : `Played the terrain ${n(event.card)}${event.replaced ? ` (replacing ${n(event.replaced)})` : ''}`
    case 'skillUsed':
      return fr ? `${n(event.card)} utilise ${event.skill} (${event.ap} PA)` : `${n(event.card)} uses ${event.skill} (${event.ap} AP)`
    case 'postureChanged':
      return fr ? `${n(event.card)} passe en posture ${POSTURE.fr[event.posture]}` : `${n(event.card)} goes to ${event.posture} posture`
    case 'attackDeclared': {
      const declared = fr ? `${n(event.card)} attaque ${target(event.target)}` : `${n(event.card)} attacks ${target(event.target)}`
      return event.foreseen ? `${declared} — ${foreseenText(event.foreseen, fr)}` : declared
    }
    case 'clash': {
      const stat = event.defenderStat === null ? '' : fr ? ` contre ${event.defenderStat}` : ` against ${event.defenderStat}`
      const damage = event.damaged ? (fr ? ` ; ${event.damage} dégâts pour ${event.damaged === 'player' ? 'vous' : 'l’adversaire'}` : `; ${event.damage} damage to ${event.damaged === 'player' ? 'you' : 'the opponent'}`) : ''
      return fr
        ? `Affrontement : ${n(event.attacker)} (Atk ${event.attackerAtk})${stat} — ${OUTCOME.fr[event.outcome]}${damage}`
        : `Clash: ${n(event.attacker)} (Atk ${event.attackerAtk})${stat} — ${OUTCOME.en[event.outcome]}${damage}`
    }
    case 'destroyed':
      return fr ? `${n(event.card)} est détruite (au cimetière)` : `${n(event.card)} is destroyed (to the graveyard)`
    case 'dummyDestroyed':
      return fr ? `La créature adverse ${event.dummy} est détruite` : `Opponent creature ${event.dummy} is destroyed`
    case 'rested':
      return fr ? `${n(event.card)} passe au repos pour ${event.turns} de vos tours` : `${n(event.card)} rests for ${event.turns} of your turns`
    case 'lifeChanged':
      return fr
        ? `${SIDE.fr[event.side]} ${event.amount < 0 ? `perd ${-event.amount}` : `gagne ${event.amount}`} PV (${event.lp})`
        : `${SIDE.en[event.side]} ${event.amount < 0 ? `lose${event.side === 'opponent' ? 's' : ''} ${-event.amount}` : `gain${event.side === 'opponent' ? 's' : ''} ${event.amount}`} LP (${event.lp})`
    case 'statsModified':
      return fr ? `${n(event.card)} a maintenant ${event.atk} Atk / ${event.def} Def` : `${n(event.card)} now has ${event.atk} Atk / ${event.def} Def`
    case 'dummyAdded':
      return fr
        ? `Créature adverse ${event.dummy} ajoutée : ${event.atk} Atk / ${event.def} Def, posture ${POSTURE.fr[event.posture]}`
        : `Added opponent creature ${event.dummy}: ${event.atk} Atk / ${event.def} Def, ${event.posture} posture`
    case 'dummyChanged':
      return fr
        ? `Créature adverse ${event.dummy} : ${event.atk} Atk / ${event.def} Def, posture ${POSTURE.fr[event.posture]}`
        : `Opponent creature ${event.dummy}: ${event.atk} Atk / ${event.def} Def, ${event.posture} posture`
    case 'dummyRemoved':
      return fr ? `Créature adverse ${event.dummy} retirée` : `Removed opponent creature ${event.dummy}`
    case 'gameWon':
      return fr ? `Gagné : l’adversaire n’a plus de PV (règle ${event.rule})` : `Won: the opponent has no LP left (rule ${event.rule})`
    case 'gameLost':
      return fr
        ? `Perdu : ${event.reason === 'conceded' ? 'abandon' : 'vous n’avez plus de PV'} (règle ${event.rule})`
        : `Lost: ${event.reason === 'conceded' ? 'conceded' : 'you have no LP left'} (rule ${event.rule})`
  }
}

type Say = (p: Record<string, string | number>) => string
const ERRORS_FR: Record<ErrorKind, Say> = {
  'game-over': () => 'la partie est finie',
  'wrong-phase': (p) => `impossible dans cette phase (${p.phase})`,
  'not-in-zone': (p) => `la carte ${p.card ?? ''} n’est pas là où il faut (${p.zone ?? ''})`,
  'same-zone': (p) => `la carte ${p.card} y est déjà`,
  'wrong-category': (p) => `cette carte (${p.card}) ne peut pas aller là ou faire cela`,
  'no-ap': (p) => `cela coûte ${p.cost} PA et il vous en reste ${p.ap}`,
  'slots-full': (p) => `les ${p.slots} emplacements (${p.zone}) sont pleins`,
  'bad-posture': (p) => `posture impossible ici (${p.posture})`,
  'sacrifice-count': (p) => `une créature de niveau ${p.level} demande ${p.level} sacrifice(s), pas ${p.count}`,
  'sacrifice-invalid': () => 'les sacrifices sont des créatures différentes de vos emplacements de créature',
  'sacrifice-new': () => 'une créature invoquée ce tour-ci ne peut pas être sacrifiée',
  'bad-target': () => 'cible impossible',
  'must-target': () => 'l’adversaire a des créatures : choisissez celle à attaquer',
  'first-turn-attack': () => 'le premier joueur ne peut pas attaquer lors de son premier tour',
  'cannot-attack': (p) => `une créature en posture ${POSTURE.fr[p.posture as Posture] ?? p.posture} ne peut pas attaquer`,
  'already-attacked': () => 'cette créature a déjà attaqué ce tour-ci',
  'mulligan-used': () => 'on ne place des cartes sous le deck qu’une fois, avant le premier tour',
  'bad-order': () => 'chaque carte doit être citée une seule fois',
  'bad-amount': (p) => `quantité invalide (${p.amount})`,
  'no-skill': () => 'cette créature n’a pas cette compétence active',
  'skill-not-in-clash': () => 'cette compétence ne dit pas qu’elle peut servir en phase d’affrontement',
  'no-dummy': (p) => `l’adversaire n’a pas de créature ${p.dummy}`,
  resting: (p) => `une créature au repos y reste encore ${p.left} tour(s)`,
  pending: () => 'une question attend sa réponse',
}

export function describeError(error: { kind: ErrorKind; rule: string; reason: string; params: Record<string, string | number> }, locale: Locale = 'en'): string {
  return locale === 'fr' ? `Refusé (règle ${error.rule}) : ${ERRORS_FR[error.kind](error.params)}.` : `Refused (rule ${error.rule}): ${error.reason}.`
}
