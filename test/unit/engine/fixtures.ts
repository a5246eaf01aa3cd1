// Real cards by code, and boards built from them: a test states the zones it needs, by code.
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { newGame, type CardId, type CardStatus, type GameState, type Phase } from '@shared/games/fftcg/engine'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'

const cards = loadBundledCards().cards
const index = buildCodeIndex(cards)

export function card(code: string): Card {
  const found = index.resolve(code)
  if (!found) throw new Error(`no card ${code}`)
  return found
}

export const deckOf = (codes: readonly string[]): Card[] => codes.map(card)

export type FieldSpec = string | { code: string; dull?: boolean; frozen?: boolean; damage?: number; new?: boolean }

export interface BoardSpec {
  hand?: string[]
  field?: FieldSpec[]
  /** Top first. */
  deck?: string[]
  damage?: string[]
  breakZone?: string[]
  phase?: Phase
  onThePlay?: boolean
  format?: 'constructed' | 'limited'
  /** The player's own turn number (default 2). */
  ownTurn?: number
}

export interface Board {
  state: GameState
  hand: CardId[]
  field: CardId[]
  deck: CardId[]
  damage: CardId[]
}

/** A game in the middle of a turn with exactly these zones (ids c1… in the order hand, field, deck, damage, break zone). */
export function board(spec: BoardSpec): Board {
  const field = (spec.field ?? []).map((f) => (typeof f === 'string' ? { code: f } : f))
  const codes = [...(spec.hand ?? []), ...field.map((f) => f.code), ...(spec.deck ?? []), ...(spec.damage ?? []), ...(spec.breakZone ?? [])]
  const onThePlay = spec.onThePlay ?? true
  const { state } = newGame(deckOf(codes), { seed: 1, onThePlay, format: spec.format ?? 'constructed' })
  let n = 0
  const take = (count: number) => Array.from({ length: count }, () => `c${++n}`)
  const hand = take(spec.hand?.length ?? 0)
  const fieldIds = take(field.length)
  const deck = take(spec.deck?.length ?? 0)
  const damage = take(spec.damage?.length ?? 0)
  const breakZone = take(spec.breakZone?.length ?? 0)
  const ownTurn = spec.ownTurn ?? 2
  const turn = onThePlay ? 2 * ownTurn - 1 : 2 * ownTurn
  const status: Record<CardId, CardStatus> = {}
  fieldIds.forEach((id, i) => {
    const f = field[i]!
    status[id] = { dull: f.dull ?? false, damage: f.damage ?? 0, frozen: f.frozen ?? false, since: f.new ? turn : turn - 1, attacked: false, powerMod: 0, counters: {} }
  })
  return {
    state: {
      ...state,
      zones: { hand, field: fieldIds, deck, damage, breakZone, removed: [] },
      status,
      phase: spec.phase ?? 'main1',
      turn,
      ownTurn,
      mulliganUsed: true,
      result: 'ongoing',
      endedBy: null,
    },
    hand,
    field: fieldIds,
    deck,
    damage,
  }
}

/** A 50-card constructed deck with something for every rule: Fire and Water, Backups, Brave, Haste, Back Attack, multicard, unknown multicard, Light and Dark, Summons, EX Burst, Monsters. */
export const MIXED_DECK: string[] = [
  ...Array(3).fill('1-003'), // Red Mage, Fire Backup, multicard
  ...Array(3).fill('1-011'), // Evoker, Fire Backup cost 1, multicard
  ...Array(3).fill('1-013'), // Sazh, Fire Backup
  ...Array(3).fill('1-157'), // Scholar, Water Backup, multicard
  ...Array(3).fill('1-156'), // Ovelia, Water Backup
  ...Array(3).fill('1-016'), // Tifa, Fire Forward, Haste
  ...Array(3).fill('1-014'), // Samurai, Fire Forward, Brave, multicard
  ...Array(3).fill('1-012'), // Zack, Fire Forward
  ...Array(3).fill('1-001'), // Auron, Fire Forward cost 6
  ...Array(3).fill('1-151'), // Agrias, Water Forward, EX Burst
  ...Array(3).fill('7-116'), // Tidus, Water Forward, Back Attack
  ...Array(3).fill('21-005'), // Black Mage, Fire Forward, multicard unknown
  ...Array(3).fill('12-113'), // Leon, Fire/Ice Forward
  ...Array(3).fill('1-004'), // Ifrit, Fire Summon, EX Burst
  ...Array(3).fill('7-006'), // Varuna, Fire Monster
  ...Array(2).fill('1-181'), // Onion Knight, Light Forward, Haste
  ...Array(2).fill('1-184'), // Chaos, Dark Backup
  ...Array(1).fill('1-186'), // Sephiroth, Dark Forward
]
