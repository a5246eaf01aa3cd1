// The schema of every FFTCG action: main validates an untrusted caller's action with it before
// the engine sees it. The compiler checks that it describes exactly the Action type.
import { z } from 'zod'
import { tableActionSchemas } from '../../../game/table-actions'
import type { Action } from './actions'
import { ZONES } from './types'

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')
const cardIds = (max: number) => z.array(cardId).max(max)
const amount = z.number().int().min(1).max(100)
const table = tableActionSchemas(ZONES, cardId)

const PaymentSchema = z.object({ dull: cardIds(20), discard: cardIds(30) }).strict()

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand') }).strict(),
  z.object({ type: z.literal('mulligan'), bottomOrder: cardIds(10) }).strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('endTurn'), discard: cardIds(100).optional() }).strict(),
  z.object({ type: z.literal('cast'), card: cardId, payment: PaymentSchema.optional(), keep: cardIds(100).optional() }).strict(),
  z.object({ type: z.literal('attack'), attackers: cardIds(30).min(1) }).strict(),
  table.move,
  z.object({ type: z.literal('dull'), card: cardId }).strict(),
  z.object({ type: z.literal('activate'), card: cardId }).strict(),
  z.object({ type: z.literal('freeze'), card: cardId, frozen: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('damageForward'), card: cardId, amount: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ type: z.literal('modifyPower'), card: cardId, amount: z.number().int().min(-100_000).max(100_000) }).strict(),
  table.counter,
  table.draw,
  table.search,
  table.lookTop,
  table.arrangeTop,
  table.shuffle,
  z.object({ type: z.literal('damageSelf'), amount }).strict(),
  z.object({ type: z.literal('damageOpponent'), amount }).strict(),
  table.concede,
])

// The schema and the engine's Action type must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches
