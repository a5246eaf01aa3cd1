// The schema of every action of the creature game: main validates an untrusted caller's action
// with it before the engine sees it. The compiler checks that it describes exactly the Action type.
import { z } from 'zod'
import { tableActionSchemas } from '../../../game/table-actions'
import { MAX_STAT } from '../card'
import type { Action } from './actions'
import { POSTURES, ZONES } from './types'

const cardId = z.string().regex(/^c\d{1,4}$/, 'a card id of this game, like c12')
const dummyId = z.string().regex(/^o\d{1,4}$/, 'a dummy creature id, like o1')
const table = tableActionSchemas(ZONES, cardId)
const summonPosture = z.enum(['offensive', 'defensive'])
const stat = z.number().int().min(0).max(MAX_STAT)
const change = z.number().int().min(-MAX_STAT).max(MAX_STAT)

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keepHand') }).strict(),
  z.object({ type: z.literal('mulligan'), cards: z.array(cardId).max(100) }).strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('summon'), card: cardId, posture: summonPosture, sacrifices: z.array(cardId).max(10).optional() }).strict(),
  z.object({ type: z.literal('setMagic'), card: cardId }).strict(),
  z.object({ type: z.literal('activateMagic'), card: cardId, target: cardId.optional() }).strict(),
  z.object({ type: z.literal('playTerrain'), card: cardId }).strict(),
  z.object({ type: z.literal('activateSkill'), card: cardId, skill: z.number().int().min(0).max(20) }).strict(),
  z.object({ type: z.literal('attack'), card: cardId, target: dummyId.optional() }).strict(),
  z.object({ type: z.literal('setPosture'), card: cardId, posture: summonPosture }).strict(),
  table.move,
  table.counter,
  table.draw,
  table.search,
  table.lookTop,
  table.arrangeTop,
  table.shuffle,
  table.concede,
  z.object({ type: z.literal('modifyStats'), card: cardId, atk: change, def: change }).strict(),
  z.object({ type: z.literal('setRest'), card: cardId, turns: z.number().int().min(0).max(10) }).strict(),
  z.object({ type: z.literal('changeLife'), side: z.enum(['player', 'opponent']), amount: z.number().int().min(-100_000).max(100_000) }).strict(),
  z.object({ type: z.literal('addDummy'), atk: stat, def: stat, posture: z.enum(POSTURES) }).strict(),
  z.object({ type: z.literal('updateDummy'), dummy: dummyId, atk: stat, def: stat, posture: z.enum(POSTURES) }).strict(),
  z.object({ type: z.literal('removeDummy'), dummy: dummyId }).strict(),
])

// The schema and the engine's Action type must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const actionSchemaMatches: Same<z.infer<typeof ActionSchema>, Action> = true
void actionSchemaMatches
