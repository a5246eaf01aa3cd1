// How many sources of a colour a deck needs to cast a cost on curve, by Frank Karsten's method
// (“How Many Sources Do You Need to Consistently Cast Your Spells? A 2022 Update”, and his
// script HowManySources2022Update.py in frankkarsten/MTG-Math), computed exactly rather than
// simulated: the deck is spells, "good" lands (sources of the colour) and other lands; the
// London mulligan with his keep and bottom rules; a cost with k coloured pips and mana value t is
// cast on turn t when the cards seen hold at least t lands and k good ones, counted only among
// the games that hold t lands (his conditioning). The fewest good lands whose chance reaches his
// mark for turn t is the figure. docs/games/mtg-lab.md states the criterion and the check.
import { COLORS, type Color } from '../card'
import { COLOR_BIT, type LabDeck } from './lab-deck'

/** His mark: 90 % for turns 1–3, then one point more a turn (91 % on 4, 92 % on 5, 93 % on 6; 94 % on 7 is our extension of the step). */
export const karstenMark = (turn: number): number => Math.round(90 + Math.max(0, turn - 3)) / 100

/** A deck of 99 cards or more is a Commander deck (99 and its commander): his 99-card case, with its free mulligan and draw on turn 1. */
export const COMMANDER_LIBRARY = 99

export interface SourcesModel {
  deckSize: number
  lands: number
  onThePlay: boolean
  /** Commander's free first mulligan (kept with 3–5 lands) and the draw on turn 1, as his 99-card case. */
  commander?: boolean
}

interface Hand {
  good: number
  other: number
  spells: number
}

const binomialCache = new Map<number, number>()
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  const key = n * 1024 + k
  let v = binomialCache.get(key)
  if (v === undefined) {
    v = 1
    for (let i = 1; i <= Math.min(k, n - k); i++) v = (v * (n - Math.min(k, n - k) + i)) / i
    binomialCache.set(key, v)
  }
  return v
}

/** His put_lands_on_bottom: the other lands go first. */
function landsToBottom(h: Hand, n: number): void {
  const other = Math.min(h.other, n)
  h.other -= other
  h.good -= Math.min(h.good, n - other)
}

/**
 * His bottom and keep rules for one seven-card draw at a stage (the hand size it is kept at), as
 * in run_one_sim: the kept hand, or null to mulligan again.
 */
function keepAt(stage: number | 'free', drawn: Hand): Hand | null {
  const h = { ...drawn }
  const lands = () => h.good + h.other
  if (stage === 'free') return lands() >= 3 && lands() <= 5 ? h : null
  if (stage === 7) return lands() >= 2 && lands() <= 5 ? h : null
  const bottom = 7 - stage
  // His choice: with more than three spells, spells only; else the kept hand keeps at most
  // stage − 3 spells (3 of 6, 2 of 5, 1 of 4) and lands go for the rest.
  const spells = h.spells > 3 ? bottom : Math.max(0, h.spells - (stage - 3))
  h.spells -= spells
  landsToBottom(h, bottom - spells)
  if (stage === 4) return h
  return lands() >= 2 && lands() <= 4 ? h : null
}

/**
 * P(at least `turn` lands and at least `pips` good lands among the cards seen by own turn `turn` |
 * at least `turn` lands), with `good` good lands in the deck.
 */
export function castChance(model: SourcesModel, good: number, pips: number, turn: number): number {
  const N = model.deckSize
  const deck = { good, other: model.lands - good, spells: N - model.lands }
  const stages: (number | 'free')[] = model.commander ? ['free', 7, 6, 5, 4] : [7, 6, 5, 4]
  // Cards drawn after the keep: his model is on the play (no draw on turn 1); Commander draws on turn 1.
  const draws = turn - 1 + (model.onThePlay && !model.commander ? 0 : 1)
  const all = binomial(N, 7)
  let reach = 1 // chance that the deal gets to this stage
  let success = 0
  let relevant = 0
  for (const stage of stages) {
    let mulligan = 0
    for (let g = 0; g <= Math.min(7, deck.good); g++) {
      for (let o = 0; o <= Math.min(7 - g, deck.other); o++) {
        const s = 7 - g - o
        if (s > deck.spells) continue
        const p = (binomial(deck.good, g) * binomial(deck.other, o) * binomial(deck.spells, s)) / all
        if (p === 0) continue
        const kept = keepAt(stage, { good: g, other: o, spells: s })
        if (!kept) {
          mulligan += p
          continue
        }
        // The draws come from the 53 cards left after the seven (the bottomed ones are under them).
        const left = { good: deck.good - g, other: deck.other - o, spells: deck.spells - s }
        const rest = N - 7
        const ways = binomial(rest, draws)
        for (let dg = 0; dg <= Math.min(draws, left.good); dg++) {
          for (let dOther = 0; dOther <= Math.min(draws - dg, left.other); dOther++) {
            const q = (binomial(left.good, dg) * binomial(left.other, dOther) * binomial(left.spells, draws - dg - dOther)) / ways
            if (q === 0) continue
            const lands = kept.good + kept.other + dg + dOther
            if (lands < turn) continue
            const w = reach * p * q
            relevant += w
            if (kept.good + dg >= pips) success += w
          }
        }
      }
    }
    reach *= mulligan
  }
  return relevant > 0 ? success / relevant : 0
}

/**
 * The fewest good lands (of the deck's lands) whose chance reaches `mark`; null when even all of
 * them do not. The chance grows with the good lands (the keep rule reads land counts only, and the
 * other lands go to the bottom first), so a binary search finds it.
 */
export function fewestSources(chance: (good: number) => number, lands: number, mark: number): number | null {
  const reaches = (good: number) => chance(good) >= mark - 1e-12
  if (!reaches(lands)) return null
  let lo = 0
  let hi = lands
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (reaches(mid)) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** One coloured cost of the deck, in Karsten's notation (C, CC, 1C, 2CC…: generic mana, then C per pip of the colour). */
export interface SourcesRow {
  color: Color
  /** '2CC': mana value 4, two pips of the colour. */
  cost: string
  turn: number
  pips: number
  /** The deck's spells with this cost in this colour. */
  spells: string[]
  /** The deck's lands that make the colour. */
  deckSources: number
  /** The fewest sources by his criterion; null when even every land of the deck making it falls short. */
  onThePlay: number | null
  onTheDraw: number | null
  /** The chances on the play and on the draw averaged, as a player who wins half their die rolls meets them. */
  averaged: number | null
  /** His mark for the turn (karstenMark). */
  mark: number
}

/**
 * The table of a deck's coloured costs: per spell and per colour of its cost (hybrid, Phyrexian
 * and generic pips aside), the pips of that colour and the spell's mana value as the turn, as
 * Karsten counts a gold card colour by colour.
 */
export function sourcesTable(deck: LabDeck, commander = deck.size >= COMMANDER_LIBRARY): SourcesRow[] {
  const rows = new Map<string, SourcesRow>()
  const model = (onThePlay: boolean): SourcesModel => ({ deckSize: deck.size, lands: deck.lands, onThePlay, commander })
  const play = model(true)
  const draw = model(false)
  // The averaged sweep asks again for chances the two others computed.
  const known = new Map<string, number>()
  const chanceOf = (m: SourcesModel, good: number, pips: number, turn: number) => {
    const key = `${m.onThePlay}:${good}:${pips}:${turn}`
    let p = known.get(key)
    if (p === undefined) known.set(key, (p = castChance(m, good, pips, turn)))
    return p
  }
  for (const spell of deck.spells) {
    COLORS.forEach((color) => {
      const pips = spell.pips.filter((m) => m === COLOR_BIT[color]).length
      if (!pips) return
      const turn = Math.max(1, spell.manaValue)
      const generic = spell.manaValue - pips
      const cost = `${generic > 0 ? generic : ''}${'C'.repeat(pips)}`
      const key = `${color}${cost}`
      const known = rows.get(key)
      if (known) return void known.spells.push(spell.name)
      const mark = karstenMark(turn)
      const fewest = (chance: (good: number) => number) => (pips > turn ? null : fewestSources(chance, deck.lands, mark))
      rows.set(key, {
        color,
        cost,
        turn,
        pips,
        spells: [spell.name],
        deckSources: sourcesOf(deck, COLOR_BIT[color]),
        onThePlay: fewest((g) => chanceOf(play, g, pips, turn)),
        onTheDraw: fewest((g) => chanceOf(draw, g, pips, turn)),
        averaged: fewest((g) => (chanceOf(play, g, pips, turn) + chanceOf(draw, g, pips, turn)) / 2),
        mark,
      })
    })
  }
  const colorOrder = (c: Color) => COLORS.indexOf(c)
  return [...rows.values()].sort((a, b) => colorOrder(a.color) - colorOrder(b.color) || a.turn - b.turn || a.pips - b.pips)
}

const sourcesOf = (deck: LabDeck, bit: number): number => {
  let n = 0
  for (let i = 0; i < deck.size; i++) if (deck.land[i] && deck.makes[i]! & bit) n++
  return n
}
