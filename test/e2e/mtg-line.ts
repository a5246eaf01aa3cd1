// The line the Magic walk plays, played first in memory on the module's engine to pick its seed.
// The deck is made of cards of Scryfall's fixtures (test/fixtures/scryfall-bulk/), the catalog
// once the walk has downloaded them: 48 Islands, 4 Renowned Weaponsmith ({1}{U}, 1/3), 4 Academy
// Manufactor ({3}, 1/3) and 4 Fireshrieker ({3}, an Equipment), on the play (game.new takes at
// most 50 copies of a card, so not 56 Islands). Turn 1 an Island; turn 2 an Island and the Weaponsmith cast with the auto-payer; turn 3
// it attacks for 1. The deck is built in the order main builds it: the list's copies in order.
import { apply, newGame, type Action, type CardId, type GameState } from '../../src-shared/games/mtg/engine'
import { mtgCard } from '../unit/mtg/mtg-cards'

export const DECK_LIST = ['Deck', '48 Island', '4 Renowned Weaponsmith', '4 Academy Manufactor', '4 Fireshrieker'].join('\n')
const island = mtgCard('Island', { type: 'Basic Land — Island', text: '({T}: Add {U}.)' })
const weaponsmith = mtgCard('Renowned Weaponsmith', { cost: '{1}{U}', type: 'Creature — Human Artificer', pt: ['1', '3'], text: '{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.' })
const manufactor = mtgCard('Academy Manufactor', { cost: '{3}', type: 'Artifact Creature — Assembly-Worker', pt: ['1', '3'] })
const fireshrieker = mtgCard('Fireshrieker', { cost: '{3}', type: 'Artifact — Equipment' })
const copies = <T>(n: number, card: T) => Array.from({ length: n }, () => card)
const deck = [...copies(48, island), ...copies(4, weaponsmith), ...copies(4, manufactor), ...copies(4, fireshrieker)]

const play = (s: GameState, action: Action): GameState => {
  const r = apply(s, action)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.reason}`)
  return r.state
}
const named = (s: GameState, name: string, zone: 'hand' | 'battlefield'): CardId[] => s.zones[zone].filter((id) => s.defs[s.instances[id]!]!.name === name)
const toMain = (s: GameState) => {
  while (s.phase !== 'main1') s = play(s, { type: 'passPriority' })
  return s
}

export interface Line {
  seed: number
  /** The opening hand's names, sorted. */
  opening: string[]
}

/** The first seed whose opening hand has the Weaponsmith, checked by playing the whole line. */
export function firstLine(): Line {
  for (let seed = 1; seed < 500; seed++) {
    let s = newGame(deck, { seed, onThePlay: true, format: 'vintage' }).state
    const opening = s.zones.hand.map((id) => s.defs[s.instances[id]!]!.name).sort()
    if (!named(s, 'Renowned Weaponsmith', 'hand').length) continue
    s = toMain(play(s, { type: 'keepHand', bottom: [] }))
    s = play(s, { type: 'playLand', card: named(s, 'Island', 'hand')[0]! })
    s = toMain(play(play(s, { type: 'nextTurn' }), { type: 'nextTurn' }))
    s = play(s, { type: 'playLand', card: named(s, 'Island', 'hand')[0]! })
    for (const id of named(s, 'Island', 'battlefield')) s = play(s, { type: 'tapForMana', card: id })
    s = play(play(s, { type: 'cast', card: named(s, 'Renowned Weaponsmith', 'hand')[0]! }), { type: 'passPriority' })
    s = toMain(play(play(s, { type: 'nextTurn' }), { type: 'nextTurn' }))
    while (s.phase !== 'declareAttackers') s = play(s, { type: 'passPriority' })
    s = play(s, { type: 'declareAttackers', attackers: named(s, 'Renowned Weaponsmith', 'battlefield') })
    while (s.phase !== 'combatDamage') s = play(s, { type: 'passPriority' })
    if (s.opponent.life === 19) return { seed, opening }
  }
  throw new Error('no seed plays the line')
}
