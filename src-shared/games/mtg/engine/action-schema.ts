// The schema of every action of the Magic goldfish game: main validates an untrusted caller's
// action with it before the engine sees it. The compiler checks that it describes the Action type.
import { z } from 'zod'
import { tableActionSchemas } from '../../../game/table-actions'
import type { Action } from './actions'
import { MAX_X } from './cast'
import { MAX_STAT } from './by-hand'
import { MANA_TYPES, ZONES } from './types'
import { PHASES, type Phase } from './phases'

const PHASE_IDS = PHASES.map((p) => p.id) as [Phase, ...Phase[]]

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')
const dummyId = z.string().regex(/^d\d{1,4}$/, 'a dummy creature id, like d1')
const table = tableActionSchemas(ZONES, cardId)
const manaCount = z.number().int().min(0).max(MAX_X * 2)
const manaType = z.enum(MANA_TYPES)
const payment = z
  .object({
    mana: z.object({ W: manaCount.optional(), U: manaCount.optional(), B: manaCount.optional(), R: manaCount.optional(), G: manaCount.optional(), C: manaCount.optional() }).strict(),
    life: z.number().int().min(0).max(200).optional(),
  })
  .strict()

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand'), bottom: z.array(cardId).max(7) }).strict(),
  z.object({ type: z.literal('mulligan') }).strict(),
  z.object({ type: z.literal('passPriority') }).strict(),
  z.object({ type: z.literal('nextTurn') }).strict(),
  z.object({ type: z.literal('passToStop') }).strict(),
  z.object({ type: z.literal('setStop'), phase: z.enum(PHASE_IDS), on: z.boolean() }).strict(),
  z.object({ type: z.literal('playLand'), card: cardId }).strict(),
  z.object({ type: z.literal('tapForMana'), card: cardId, choice: z.number().int().min(0).max(20).optional() }).strict(),
  z.object({ type: z.literal('cast'), card: cardId, x: z.number().int().min(0).max(MAX_X).optional(), payment: payment.optional(), autoTap: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('declareAttackers'), attackers: z.array(cardId).max(200) }).strict(),
  z.object({ type: z.literal('declareBlockers'), blocks: z.array(z.object({ dummy: dummyId, attacker: cardId }).strict()).max(200) }).strict(),
  z.object({ type: z.literal('discard'), cards: z.array(cardId).max(200) }).strict(),
  z.object({ type: z.literal('keepLegend'), card: cardId }).strict(),
  z.object({ type: z.literal('moveCommander'), card: cardId, toCommand: z.boolean() }).strict(),
  table.move,
  table.counter,
  table.draw,
  table.search,
  table.lookTop,
  table.arrangeTop,
  table.shuffle,
  table.concede,
  z.object({ type: z.literal('tap'), card: cardId, tapped: z.boolean() }).strict(),
  z.object({ type: z.literal('changeLife'), side: z.enum(['player', 'opponent']), amount: z.number().int().min(-1000).max(1000) }).strict(),
  z.object({ type: z.literal('addMana'), mana: manaType, count: z.number().int().min(1).max(100) }).strict(),
  z.object({ type: z.literal('addDummy'), power: z.number().int().min(0).max(MAX_STAT), toughness: z.number().int().min(1).max(MAX_STAT) }).strict(),
  z.object({ type: z.literal('removeDummy'), dummy: dummyId }).strict(),
])

// The schema and the engine's Action type must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches
