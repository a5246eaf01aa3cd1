// The game log in English and French: one line per event, and refusals with their rule.
import { describeTableEvent, type TableWords } from '../../../game/core'
import { instanceNames } from '../../../game/instances'
import type { Locale } from '../../../game/module'
import { PHASES } from './phases'
import { DAMAGE_LIMIT, OVER_TRIGGER_RULE } from '../rules'
import type { AttackTarget, Circle, GameEvent, GameState, RuleError, ZoneName } from './types'

export type NameOf = (id: string) => string

export const namesFrom = (state: GameState): NameOf => instanceNames(state)

const CIRCLE: Record<Locale, Record<Circle, string>> = {
  en: { frontLeft: 'the front left circle', backLeft: 'the back left circle', backCenter: 'the back centre circle', backRight: 'the back right circle', frontRight: 'the front right circle' },
  fr: { frontLeft: 'le cercle avant gauche', backLeft: 'le cercle arrière gauche', backCenter: 'le cercle arrière central', backRight: 'le cercle arrière droit', frontRight: 'le cercle avant droit' },
}

const ZONE: Record<Locale, Record<ZoneName, string>> = {
  en: { deck: 'the deck', hand: 'the hand', rideDeck: 'the ride deck', vanguard: 'the vanguard circle', rearguard: 'a rear-guard circle', guardian: 'the guardian circle', soul: 'the soul', drop: 'the drop zone', damage: 'the damage zone', trigger: 'the trigger zone', order: 'the order zone', removed: 'out of the game' },
  fr: { deck: 'le deck', hand: 'la main', rideDeck: 'le ride deck', vanguard: 'le cercle d’avant-garde', rearguard: 'un cercle d’arrière-garde', guardian: 'le cercle de gardien', soul: 'l’âme', drop: 'la zone de largage', damage: 'la zone de dégâts', trigger: 'la zone de déclenchement', order: 'la zone de commande', removed: 'hors du jeu' },
}
/** The table actions' lines are the core's, in this game's words. */
const WORDS: TableWords<ZoneName> = { zone: (zone, locale) => ZONE[locale][zone], deck: { en: 'deck', fr: 'deck' }, deckZone: 'deck' }
const LOSS: Record<Locale, Record<'deckOut' | 'damage' | 'conceded', string>> = {
  en: { deckOut: 'Lost: no cards left in the deck', damage: `Lost: you have ${DAMAGE_LIMIT} damage`, conceded: 'Conceded' },
  fr: { deckOut: 'Perdu : plus aucune carte dans le deck', damage: `Perdu : vous avez ${DAMAGE_LIMIT} dégâts`, conceded: 'Abandon' },
}
/** The goldfish's unit an attack targets. */
const TARGET: Record<Locale, Record<AttackTarget, string>> = {
  en: { vanguard: 'the opponent’s vanguard', left: 'the opponent’s left rear-guard', right: 'the opponent’s right rear-guard' },
  fr: { vanguard: 'l’avant-garde adverse', left: 'l’arrière-garde adverse de gauche', right: 'l’arrière-garde adverse de droite' },
}
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n))

export function describeEvent(event: GameEvent, locale: Locale = 'en', nameOf: NameOf = (id) => id): string {
  const fr = locale === 'fr'
  const n = nameOf
  const list = (ids: readonly string[]) => ids.map(n).join(', ')
  const phase = (id: string) => PHASES.find((p) => p.id === id)!.names[locale]
  switch (event.kind) {
    case 'gameStarted':
      return fr
        ? `Partie commencée (${event.onThePlay ? 'vous jouez en premier' : 'l’adversaire joue en premier'}) : ${n(event.vanguard)} en avant-garde, ${event.rideDeck} cartes au ride deck, ${event.deckSize} au deck`
        : `Game started (${event.onThePlay ? 'you play first' : 'the opponent plays first'}): ${n(event.vanguard)} as vanguard, ${event.rideDeck} cards in the ride deck, ${event.deckSize} in the deck`
    case 'drew':
      return fr ? `Pioché : ${list(event.cards)}` : `Drew ${list(event.cards)}`
    case 'deckEmpty':
      return fr ? 'Le deck est vide' : 'The deck is empty'
    case 'redrew':
      return fr ? `${event.returned.length} carte(s) rendue(s) au deck, autant de piochées` : `Returned ${event.returned.length} card(s) to the deck and drew as many`
    case 'keptHand':
      return fr ? 'Main gardée' : 'Kept the hand'
    case 'turnStarted':
      return fr ? `Tour ${event.turn}` : `Turn ${event.turn}`
    case 'opponentTurn':
      return fr ? `Tour ${event.turn} (adversaire)` : `Turn ${event.turn} (opponent)`
    case 'phase':
      return phase(event.phase)
    case 'phaseSkipped':
      if (event.phase === 'battle')
        return fr ? `${phase(event.phase)} sautée : pas d’attaque au premier tour du premier joueur (${event.rule})` : `${phase(event.phase)} skipped: no attack in the first player’s first turn (${event.rule})`
      return fr ? `${phase(event.phase)} sautée : un ride deck est utilisé (${event.rule})` : `${phase(event.phase)} skipped: a ride deck is used (${event.rule})`
    case 'stood':
      return fr ? `En stand : ${list(event.cards)}` : `Stood ${list(event.cards)}`
    case 'rode':
      return fr
        ? `Ride de ${n(event.card)}${event.from === 'rideDeck' ? ` depuis le ride deck (défausse de ${n(event.discarded!)})` : ''} ; ${n(event.toSoul)} va dans l’âme`
        : `Rode ${n(event.card)}${event.from === 'rideDeck' ? ` from the ride deck (discarding ${n(event.discarded!)})` : ''}; ${n(event.toSoul)} goes to the soul`
    case 'called':
      return fr
        ? `${n(event.card)} appelée sur ${CIRCLE.fr[event.circle]}${event.retired ? ` ; ${n(event.retired)} est retirée` : ''}`
        : `Called ${n(event.card)} to ${CIRCLE.en[event.circle]}${event.retired ? `; ${n(event.retired)} is retired` : ''}`
    case 'movedInColumn':
      return fr
        ? `Arrière-garde déplacée de ${CIRCLE.fr[event.from]} vers ${CIRCLE.fr[event.to]}${event.swapped ? ` (échangée avec ${n(event.swapped)})` : ''}`
        : `Moved a rear-guard from ${CIRCLE.en[event.from]} to ${CIRCLE.en[event.to]}${event.swapped ? ` (swapped with ${n(event.swapped)})` : ''}`
    case 'goldfishSet':
      return fr ? `Avant-garde adverse : grade ${event.grade}, puissance ${event.power}` : `Opponent's vanguard: grade ${event.grade}, power ${event.power}`
    case 'goldfishRearguardSet':
      return event.power === null
        ? fr
          ? `${cap(TARGET.fr[event.circle])} est enlevée`
          : `Took away ${TARGET.en[event.circle]}`
        : fr
          ? `${cap(TARGET.fr[event.circle])} : puissance ${event.power}`
          : `${cap(TARGET.en[event.circle])}: power ${event.power}`
    case 'attacked':
      return fr
        ? `${n(event.attacker)} attaque ${TARGET.fr[event.target]}${event.booster ? `, boostée par ${n(event.booster)}` : ''} (puissance ${event.power}, garde adverse ${event.guard})`
        : `${n(event.attacker)} attacks ${TARGET.en[event.target]}${event.booster ? `, boosted by ${n(event.booster)}` : ''} (power ${event.power}, opponent guards ${event.guard})`
    case 'driveCheck':
      if (!event.trigger) return fr ? `Drive check : ${n(event.card)}, sans trigger` : `Drive check: ${n(event.card)}, no trigger`
      return fr
        ? `Drive check : ${n(event.card)}, trigger ${event.trigger}${event.resolves ? '' : ' (aucune unité de sa nation ou de son clan : sans effet)'}`
        : `Drive check: ${n(event.card)}, ${event.trigger} trigger${event.resolves ? '' : ' (no unit of its nation or clan: no effect)'}`
    case 'triggerGiven':
      return fr
        ? `${n(event.unit)} reçoit ${event.critical ? `[Critique]+${event.critical}` : `[Puissance]+${event.power}`} jusqu’à la fin du tour`
        : `${n(event.unit)} gets ${event.critical ? `[Critical]+${event.critical}` : `[Power]+${event.power}`} until end of turn`
    case 'triggerEffect':
      return {
        draw: fr ? `${n(event.card)} : vous piochez une carte` : `${n(event.card)}: you draw a card`,
        heal: fr ? `${n(event.card)} : une carte de votre zone de dégâts va en zone de largage` : `${n(event.card)}: a card of your damage zone goes to the drop zone`,
        'over-removed': fr ? `${n(event.card)} est retiré du jeu (trigger over, ${OVER_TRIGGER_RULE})` : `${n(event.card)} is removed from the game (over trigger, ${OVER_TRIGGER_RULE})`,
      }[event.effect]
    case 'toHand':
      return fr ? `${n(event.card)} va dans la main` : `${n(event.card)} goes to the hand`
    case 'battleResult':
      if (event.hit && event.target !== 'vanguard')
        return fr
          ? `Touché (${event.power} contre ${event.defence}) : ${TARGET.fr[event.target]} est retirée`
          : `Hit (${event.power} against ${event.defence}): ${TARGET.en[event.target]} is retired`
      return event.hit
        ? fr
          ? `Touché (${event.power} contre ${event.defence}) : ${event.damage} dégât(s), l’adversaire en a ${event.goldfishDamage}`
          : `Hit (${event.power} against ${event.defence}): ${event.damage} damage, the opponent has ${event.goldfishDamage}`
        : fr
          ? `Pas touché (${event.power} contre ${event.defence})`
          : `No hit (${event.power} against ${event.defence})`
    case 'battleClosed':
      return fr ? 'Fin de la bataille' : 'The battle is over'
    case 'gameWon':
      return fr ? `Gagné : l’adversaire a ${DAMAGE_LIMIT} dégâts (${event.rule})` : `Won: the opponent has ${DAMAGE_LIMIT} damage (${event.rule})`
    default:
      return describeMore(event, locale, n)
  }
}

/** The events of the battle on your vanguard, orders, G assist and the manual actions. */
function describeMore(event: GameEvent, locale: Locale, n: NameOf): string {
  const fr = locale === 'fr'
  const list = (ids: readonly string[]) => ids.map(n).join(', ')
  switch (event.kind) {
    case 'gameLost':
      return fr ? `${LOSS.fr[event.cause]} (règle : ${event.rule})` : `${LOSS.en[event.cause]} (rule: ${event.rule})`
    case 'damageCheck':
      if (!event.trigger) return fr ? `Test de dégâts : ${n(event.card)}, sans trigger` : `Damage check: ${n(event.card)}, no trigger`
      return fr
        ? `Test de dégâts : ${n(event.card)}, trigger ${event.trigger}${event.resolves ? '' : ' (aucune unité de sa nation ou de son clan : sans effet)'}`
        : `Damage check: ${n(event.card)}, ${event.trigger} trigger${event.resolves ? '' : ' (no unit of its nation or clan: no effect)'}`
    case 'toDamage':
      return fr ? `${n(event.card)} va en zone de dégâts (${event.damage} dégât(s))` : `${n(event.card)} goes to the damage zone (${event.damage} damage)`
    case 'orderPlayed':
      return fr
        ? `Ordre joué : ${n(event.card)}, appliquez son texte ; il va ${event.to === 'order' ? 'en zone de commande' : 'en zone de largage'}`
        : `Played the order ${n(event.card)}: apply its text; it goes to ${event.to === 'order' ? 'the order zone' : 'the drop zone'}`
    case 'opponentAttacked':
      return fr
        ? `L’avant-garde adverse attaque la vôtre (puissance ${event.power}, critique ${event.critical}) : étape de garde`
        : `The opponent's vanguard attacks yours (power ${event.power}, critical ${event.critical}): guard step`
    case 'guarded':
      return event.from === 'hand'
        ? fr
          ? `${n(event.card)} appelée en gardien (bouclier ${event.shield})`
          : `Called ${n(event.card)} as a guardian (shield ${event.shield})`
        : fr
          ? `${n(event.card)} intercepte depuis ${CIRCLE.fr[event.from]} (bouclier ${event.shield})`
          : `${n(event.card)} intercepts from ${CIRCLE.en[event.from]} (shield ${event.shield})`
    case 'defenceResult':
      return event.hit
        ? fr
          ? `Votre avant-garde est touchée (${event.power} contre ${event.defence}) : ${event.damage} test(s) de dégâts`
          : `Your vanguard is hit (${event.power} against ${event.defence}): ${event.damage} damage check(s)`
        : fr
          ? `Votre avant-garde n’est pas touchée (${event.power} contre ${event.defence})`
          : `Your vanguard is not hit (${event.power} against ${event.defence})`
    case 'guardiansRetired':
      return fr ? `Gardiens retirés en zone de largage : ${list(event.cards)}` : `Guardians retired to the drop zone: ${list(event.cards)}`
    case 'gAssistRevealed':
      return fr
        ? `Assistance G : révélées ${list(event.cards)} ; ${event.found} unité(s) du grade suivant`
        : `G assist: revealed ${list(event.cards)}; ${event.found} unit(s) of the next grade`
    case 'gAssistTook':
      return fr ? `Assistance G : ${n(event.card)} va dans la main` : `G assist: ${n(event.card)} goes to the hand`
    case 'removedFromGame':
      return fr ? `Retirées du jeu : ${list(event.cards)}` : `Removed from the game: ${list(event.cards)}`
    case 'flipped':
      return fr ? `${n(event.card)} retournée face ${event.faceDown ? 'cachée' : 'visible'}` : `Turned ${n(event.card)} face ${event.faceDown ? 'down' : 'up'}`
    case 'standChanged':
      return fr ? `${n(event.card)} passe en ${event.stand ? '[Stand]' : '[Rest]'}` : `${n(event.card)} goes ${event.stand ? '[Stand]' : '[Rest]'}`
    case 'unitModified':
      return fr
        ? `${n(event.card)} : [Puissance]${signed(event.power)}, [Critique]${signed(event.critical)} jusqu’à la fin du tour`
        : `${n(event.card)}: [Power]${signed(event.power)}, [Critical]${signed(event.critical)} until end of turn`
    case 'soulBlast':
      return fr ? `Soul Blast : ${list(event.cards)} en zone de largage` : `Soul Blast: ${list(event.cards)} to the drop zone`
    case 'soulCharge':
      return fr ? `Soul Charge : ${list(event.cards)} dans l’âme` : `Soul Charge: ${list(event.cards)} into the soul`
    default:
      return describeTableEvent(event, locale, WORDS, n) ?? ''
  }
}

export const REFUSAL_FR = {
  'game-over': () => 'la partie est finie',
  'wrong-phase': () => 'cette action ne se fait pas dans cette phase',
  'not-in-zone': () => 'la carte n’est pas là où l’action la prend',
  'mulligan-used': () => 'les cartes ne se rendent au deck qu’une fois, avant le premier tour',
  'bad-cards': () => 'chaque carte rendue vient de votre main, une seule fois',
  'already-rode': () => 'une seule ride normale par tour (celle du ride deck en est une)',
  'bad-grade': (p) => `une unité de grade ${p.grade} ne va pas là avec une avant-garde de grade ${p.vanguard}`,
  'not-a-unit': () => 'un ordre n’est ni monté ni appelé',
  'no-ride-deck': (p) => `le ride deck n’a pas d’unité de grade ${p.grade}`,
  'bad-circle': () => 'pas sur ce cercle',
  'cannot-attack': () => 'seule une unité [Stand] de la première ligne attaque',
  'cannot-boost': () => 'seule l’unité [Stand] avec Boost derrière l’attaquante, dans sa colonne, booste',
  pending: () => 'choisissez d’abord l’unité qui reçoit le trigger révélé (ou finissez la bataille)',
  'nothing-pending': () => 'aucun trigger n’attend d’unité',
  'bad-target': () => 'choisissez une de vos unités sur le terrain (ou une carte proposée)',
  'same-zone': () => 'la carte y est déjà',
  'bad-order': () => 'nommez chacune des cartes du dessus du deck une seule fois',
  'bad-amount': (p) => (p.available !== undefined ? `il en faut ${p.amount}, vous en avez ${p.available}` : `nombre hors limites (${p.amount})`),
  'already-played': () => 'un seul ordre par tour',
  'not-an-order': () => 'une unité est appelée ou montée, pas jouée comme un ordre',
  'cannot-guard': () => 'seule une unité de la main est appelée en gardien, pendant l’étape de garde',
  'cannot-intercept': () => 'seule une arrière-garde de la première ligne avec Intercept intercepte',
  'already-assisted': () => 'l’assistance G une fois par tour',
  'has-next-grade': (p) => `votre main a une unité de grade ${p.grade}`,
  'no-dummy': () => 'l’adversaire n’a pas d’arrière-garde sur ce cercle : placez-en une d’abord',
} satisfies Record<string, (p: Record<string, string | number>) => string>

export function describeError(error: RuleError, locale: Locale = 'en'): string {
  return locale === 'fr' ? `Refusé : ${REFUSAL_FR[error.kind](error.params)} (règle : ${error.rule})` : `Refused: ${error.reason} (rule: ${error.rule})`
}
