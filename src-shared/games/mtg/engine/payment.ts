// Paying a mana cost from the pool (CR 601.2g–h, 107.4): coloured and colourless symbols first,
// then each hybrid, two-generic hybrid and Phyrexian symbol by the choice that keeps the most
// options (a small search: a cost has few of them), generic last with the mana least needed.
// The player may instead say exactly what to spend; the same search checks that it pays the cost.
import type { ManaSymbol } from '../card'
import { MANA_TYPES, type ManaPool, type ManaType } from './types'

/** What paying a cost spends: mana of each type, and life for Phyrexian symbols (2 each). */
export interface Spent {
  mana: ManaPool
  life: number
}

type Option = { kind: 'mana'; type: ManaType } | { kind: 'generic'; amount: number } | { kind: 'life' }

/** The choices of one symbol, in the order the auto-payer tries them. */
function optionsOf(symbol: ManaSymbol, left: Record<ManaType, number>): Option[] | null {
  switch (symbol.kind) {
    case 'hybrid': {
      const [a, b] = symbol.colors
      const colors: Option[] = left[a] >= left[b] ? [{ kind: 'mana', type: a }, { kind: 'mana', type: b }] : [{ kind: 'mana', type: b }, { kind: 'mana', type: a }]
      return symbol.phyrexian ? [...colors, { kind: 'life' }] : colors
    }
    case 'twobrid':
      return [{ kind: 'mana', type: symbol.color }, { kind: 'generic', amount: 2 }]
    case 'phyrexian':
      return [{ kind: 'mana', type: symbol.color }, { kind: 'life' }]
    default:
      return null
  }
}

/**
 * The cost paid from `pool`, or null. `exact`: every mana of the pool must be spent (an explicit
 * payment) and `life` is the life to pay exactly; otherwise `life` is the most that may be paid.
 */
export function payCost(cost: readonly ManaSymbol[], x: number, pool: ManaPool, exact: boolean, life: number): Spent | null {
  const left = { ...pool } as Record<ManaType, number>
  let generic = 0
  const choices: ManaSymbol[] = []
  for (const symbol of cost) {
    switch (symbol.kind) {
      case 'generic':
        generic += symbol.amount
        break
      case 'variable':
        generic += x
        break
      case 'snow': // the goldfish does not track snow sources: any mana pays {S}
        generic += 1
        break
      case 'color':
        if (--left[symbol.color] < 0) return null
        break
      case 'colorless':
        if (--left.C < 0) return null
        break
      default:
        choices.push(symbol)
    }
  }
  const chosen = choose(choices, 0, left, generic, 0, exact, life)
  if (!chosen) return null
  const spent = {} as Record<ManaType, number>
  for (const type of MANA_TYPES) spent[type] = pool[type] - chosen.left[type]
  return { mana: spent, life: chosen.life }
}

function choose(
  symbols: readonly ManaSymbol[],
  i: number,
  left: Record<ManaType, number>,
  generic: number,
  life: number,
  exact: boolean,
  lifeLimit: number,
): { left: Record<ManaType, number>; life: number } | null {
  if (i === symbols.length) return payGeneric(left, generic, life, exact, lifeLimit)
  for (const option of optionsOf(symbols[i]!, left)!) {
    if (option.kind === 'mana') {
      if (left[option.type] === 0) continue
      const next = { ...left, [option.type]: left[option.type] - 1 }
      const done = choose(symbols, i + 1, next, generic, life, exact, lifeLimit)
      if (done) return done
    } else if (option.kind === 'generic') {
      const done = choose(symbols, i + 1, left, generic + option.amount, life, exact, lifeLimit)
      if (done) return done
    } else if (life + 2 <= lifeLimit) {
      const done = choose(symbols, i + 1, left, generic, life + 2, exact, lifeLimit)
      if (done) return done
    }
  }
  return null
}

/** Generic mana last: colourless first, then the colours the pool has most of (the scarce ones are kept). */
function payGeneric(left: Record<ManaType, number>, generic: number, life: number, exact: boolean, lifeLimit: number) {
  const total = left.W + left.U + left.B + left.R + left.G + left.C
  if (exact ? total !== generic || life !== lifeLimit : total < generic) return null
  const rest = { ...left }
  // no generic mana (most one-colour costs): nothing to take, no order to sort (issue 30)
  if (generic === 0) return { left: rest, life }
  let due = generic
  const order = (['C', ...(['W', 'U', 'B', 'R', 'G'] as const).slice().sort((a, b) => rest[b] - rest[a])] as ManaType[])
  for (const type of order) {
    const take = Math.min(due, rest[type])
    rest[type] -= take
    due -= take
  }
  return { left: rest, life }
}

/** The total mana value a pool holds of each type, as a list (for the log). */
export function spentList(mana: ManaPool): ManaType[] {
  const out: ManaType[] = []
  for (const type of MANA_TYPES) for (let i = 0; i < mana[type]; i++) out.push(type)
  return out
}
