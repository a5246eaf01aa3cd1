// A Magic deck as the lab's simulator reads it: per card copy, whether it is a land, the colours
// a land makes, and which distinct spell it is; per distinct spell, its mana value and the pips
// its cost asks for, each as a mask of the lands that can pay it. A card is a land by its front
// face and is cast by its front face (as deck/stats.ts counts it).
import { COLORS, frontFace, type Color, type ManaSymbol, type MtgCard } from '../card'
import { isLand, producedColors } from '../deck/stats'
import { manaValueOf } from '../mana-cost'

/** Mask bits: W U B R G by COLORS order, then colourless {C}. */
export const COLOR_BIT: Readonly<Record<Color, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16 }
export const COLORLESS_BIT = 32
export const NOT_A_SPELL = -1

export interface LabSpell {
  id: string
  name: string
  manaValue: number
  copies: number
  /** One mask per pip of the cost: a land whose colours meet the mask can pay it. */
  pips: number[]
  /** A commander: in the command zone from the start (CR 903.6), seen on turn 0 whatever is drawn. */
  always?: boolean
}

export interface LabDeck {
  size: number
  lands: number
  /** Per copy: 1 for a land. */
  land: Uint8Array
  /** Per copy of a land: the mask of what it makes (0: nothing the lab reads). */
  makes: Uint8Array
  /** Per copy of a spell: its index in `spells`; NOT_A_SPELL for a land. */
  spell: Int16Array
  spells: LabSpell[]
  /** Per colour (COLORS order): the copies of spells' pips of it, what the pilot favours when the hand asks for nothing. */
  deckPips: number[]
}

/** A land that makes colourless mana: "Add {C}" in its text. */
const MAKES_COLORLESS = /\badd\b[^.\n]*\{C\}/i

export function landMask(card: MtgCard): number {
  let mask = 0
  for (const c of producedColors(card)) mask |= COLOR_BIT[c]
  if (card.faces.some((f) => MAKES_COLORLESS.test(f.oracleText))) mask |= COLORLESS_BIT
  return mask
}

/**
 * A cost symbol's pip mask, or 0 when any mana pays it. With exactly mana-value lands in play,
 * every land pays one mana, so {2/W} is paid by two lands of any kind and is generic here, like a
 * Phyrexian pip (2 life) and snow (read as generic: the lab does not follow snow lands).
 */
export function pipMask(symbol: ManaSymbol): number {
  switch (symbol.kind) {
    case 'color':
      return COLOR_BIT[symbol.color]
    case 'colorless':
      return COLORLESS_BIT
    case 'hybrid':
      return symbol.phyrexian ? 0 : COLOR_BIT[symbol.colors[0]] | COLOR_BIT[symbol.colors[1]]
    default:
      return 0
  }
}

/** `commanders`: the cards of the commander pile, apart from `cards` (the library): always available spells. */
export function compileLabDeck(cards: readonly MtgCard[], commanders: readonly MtgCard[] = []): LabDeck {
  const n = cards.length
  if (n > 32_767) throw new RangeError(`A deck of ${n} cards is too big for the lab`)
  const deck: LabDeck = { size: n, lands: 0, land: new Uint8Array(n), makes: new Uint8Array(n), spell: new Int16Array(n), spells: [], deckPips: COLORS.map(() => 0) }
  const byId = new Map<string, number>()
  cards.forEach((card, i) => {
    if (isLand(card)) {
      deck.land[i] = 1
      deck.makes[i] = landMask(card)
      deck.spell[i] = NOT_A_SPELL
      deck.lands++
      return
    }
    let s = byId.get(card.id)
    if (s === undefined) {
      s = deck.spells.length
      byId.set(card.id, s)
      const cost = frontFace(card).cost
      // The front face's own mana value: a split card's halves are cast one at a time.
      deck.spells.push({ id: card.id, name: card.name, manaValue: manaValueOf(cost), copies: 0, pips: cost.map(pipMask).filter((m) => m !== 0) })
    }
    deck.spell[i] = s
    const spell = deck.spells[s]!
    spell.copies++
    for (const m of spell.pips) COLORS.forEach((c, k) => (m === COLOR_BIT[c] ? deck.deckPips[k]!++ : 0))
  })
  for (const card of commanders) {
    const cost = frontFace(card).cost
    deck.spells.push({ id: card.id, name: card.name, manaValue: manaValueOf(cost), copies: 1, pips: cost.map(pipMask).filter((m) => m !== 0), always: true })
  }
  return deck
}
