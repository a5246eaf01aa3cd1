// The schema of every action of the Vanguard engine: main validates an untrusted caller's action
// with it before the engine sees it. The compiler checks that it describes exactly the Action type.
import { z } from 'zod'
import { tableActionSchemas } from '../../../game/table-actions'
import type { Action } from './actions'
import { MAX_DAMAGE, MAX_POWER } from './defence'
import { MAX_CHANGE } from './by-hand'
import { MAX_AMOUNT } from './table'
import { CIRCLES, GOLDFISH_CIRCLES, ZONES } from './types'

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')
const table = tableActionSchemas(ZONES, cardId)
const amount = z.number().int().min(1).max(MAX_AMOUNT)
const power = z.number().int().min(0).max(MAX_POWER)

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand') }).strict(),
  z.object({ type: z.literal('mulligan'), cards: z.array(cardId).max(10) }).strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('gAssist') }).strict(),
  z.object({ type: z.literal('gAssistTake'), card: cardId }).strict(),
  z.object({ type: z.literal('gAssistRemove'), cards: z.array(cardId).max(10) }).strict(),
  z.object({ type: z.literal('ride'), card: cardId }).strict(),
  z.object({ type: z.literal('rideFromRideDeck'), discard: cardId }).strict(),
  z.object({ type: z.literal('call'), card: cardId, circle: z.enum(CIRCLES) }).strict(),
  z.object({ type: z.literal('moveInColumn'), from: z.enum(CIRCLES) }).strict(),
  z.object({ type: z.literal('playOrder'), card: cardId }).strict(),
  z.object({ type: z.literal('attack'), card: cardId, booster: cardId.optional(), guard: power.optional(), target: z.enum(['vanguard', ...GOLDFISH_CIRCLES]).optional() }).strict(),
  z.object({ type: z.literal('assignTrigger'), unit: cardId }).strict(),
  z.object({ type: z.literal('setGoldfish'), grade: z.number().int().min(0).max(9), power }).strict(),
  z.object({ type: z.literal('setGoldfishRearguard'), circle: z.enum(GOLDFISH_CIRCLES), power: power.nullable() }).strict(),
  z.object({ type: z.literal('opponentAttack'), power: power.optional(), critical: z.number().int().min(0).max(MAX_DAMAGE).optional() }).strict(),
  z.object({ type: z.literal('guard'), card: cardId }).strict(),
  z.object({ type: z.literal('intercept'), card: cardId }).strict(),
  z.object({ type: z.literal('endGuard') }).strict(),
  table.move,
  table.draw,
  table.search,
  table.lookTop,
  table.arrangeTop,
  table.shuffle,
  table.concede,
  z.object({ type: z.literal('moveToCircle'), card: cardId, circle: z.enum(CIRCLES) }).strict(),
  z.object({ type: z.literal('takeDamage'), count: z.number().int().min(1).max(MAX_DAMAGE) }).strict(),
  z.object({ type: z.literal('flipCard'), card: cardId }).strict(),
  z.object({ type: z.literal('standUnit'), card: cardId }).strict(),
  z.object({ type: z.literal('restUnit'), card: cardId }).strict(),
  z
    .object({
      type: z.literal('modifyUnit'),
      card: cardId,
      power: z.number().int().min(-MAX_CHANGE.power).max(MAX_CHANGE.power),
      critical: z.number().int().min(-MAX_CHANGE.critical).max(MAX_CHANGE.critical),
    })
    .strict(),
  z.object({ type: z.literal('counterBlast'), count: amount }).strict(),
  z.object({ type: z.literal('soulBlast'), count: amount }).strict(),
  z.object({ type: z.literal('soulCharge'), count: amount }).strict(),
])

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches
