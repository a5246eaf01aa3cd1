// The schema of every action of the Vanguard engine: main validates an untrusted caller's action
// with it before the engine sees it. The compiler checks that it describes exactly the Action type.
import { z } from 'zod'
import type { Action } from './actions'
import { CIRCLES } from './types'

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand') }).strict(),
  z.object({ type: z.literal('mulligan'), cards: z.array(cardId).max(10) }).strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('ride'), card: cardId }).strict(),
  z.object({ type: z.literal('rideFromRideDeck'), discard: cardId }).strict(),
  z.object({ type: z.literal('call'), card: cardId, circle: z.enum(CIRCLES) }).strict(),
  z.object({ type: z.literal('moveInColumn'), from: z.enum(CIRCLES) }).strict(),
  z.object({ type: z.literal('attack'), card: cardId, booster: cardId.optional(), guard: z.number().int().min(0).max(1_000_000).optional() }).strict(),
  z.object({ type: z.literal('assignTrigger'), unit: cardId }).strict(),
  z.object({ type: z.literal('setGoldfish'), grade: z.number().int().min(0).max(9), power: z.number().int().min(0).max(1_000_000) }).strict(),
])

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches
