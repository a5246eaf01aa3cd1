// Mana (CR 106): the pool, and the plain mana abilities read from oracle text (CR 605.1a):
// `{T}: Add {G}.`, `{T}: Add {R} or {G}.`, `{T}: Add {W}, {U}, or {B}.`, `{T}: Add {C}{C}.`,
// `{T}: Add one mana of any color.` Other abilities (with a cost beyond {T}, or conditions) are
// applied by hand. A basic land type without such text still taps for its colour (CR 305.6).
import { MANA_TYPES, type ManaAbility, type ManaPool, type ManaType } from './types'

export const EMPTY_POOL: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }

const BASIC_TYPES: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }
const SYMBOL = /\{([WUBRGC])\}/g
const ANY_COLOR: ManaType[][] = [['W'], ['U'], ['B'], ['R'], ['G']]

/** One line of oracle text as a plain mana ability, or null (the reminder's parentheses are allowed). */
export function parseManaLine(line: string): ManaAbility | null {
  const text = line.trim().replace(/^\((.*)\)$/, '$1').trim()
  const m = /^\{T\}: Add (.+)\.$/.exec(text)
  if (!m) return null
  const body = m[1]!
  if (/^one mana of any colou?r$/i.test(body)) return { choices: ANY_COLOR.map((c) => [...c]) }
  // "{R} or {G}", "{W}, {U}, or {B}": one symbol per choice; "{C}{C}", "{G}": one choice.
  const parts = body.split(/,? or |, /)
  if (parts.length > 1) {
    const choices = parts.map((p) => symbolsOf(p))
    return choices.every((c) => c && c.length === 1) ? { choices: choices as ManaType[][] } : null
  }
  const one = symbolsOf(body)
  return one ? { choices: [one] } : null
}

/** `{C}{C}` → ['C', 'C']; null unless the text is only mana symbols. */
function symbolsOf(text: string): ManaType[] | null {
  const t = text.trim()
  if (!/^(\{[WUBRGC]\})+$/.test(t)) return null
  return [...t.matchAll(SYMBOL)].map((m) => m[1] as ManaType)
}

export function parseManaAbilities(oracleText: string, subtypes: readonly string[]): ManaAbility[] {
  const abilities = oracleText.split('\n').map(parseManaLine).filter((a): a is ManaAbility => a !== null)
  if (abilities.length) return abilities
  // CR 305.6: a basic land type taps for its colour even when the text leaves it out (Taiga: {R} or {G}).
  const colors = subtypes.map((sub) => BASIC_TYPES[sub]).filter((c): c is ManaType => c !== undefined)
  return colors.length ? [{ choices: colors.map((c) => [c]) }] : []
}

export function addMana(pool: ManaPool, mana: readonly ManaType[]): ManaPool {
  const next = { ...pool } as Record<ManaType, number>
  for (const m of mana) next[m]++
  return next
}

export const poolTotal = (pool: ManaPool): number => pool.W + pool.U + pool.B + pool.R + pool.G + pool.C

export function isManaType(value: string): value is ManaType {
  return (MANA_TYPES as readonly string[]).includes(value)
}
