// The card-set channels of main for the Card sets harness page, with the creature game's spec
// (the game is not registered yet): the real store and handlers over the loopback bridge, in a
// fresh user-data folder. `npx tsx test/harness/sets-server.ts` (SETS_BRIDGE_PORT, default 4590).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDispatch, type HandlerTable } from '../../src-main/api/dispatch'
import { setHandlers } from '../../src-main/api/handlers/sets'
import { CardSetStore } from '../../src-main/card-sets/card-set-store'
import { withSetPictures } from '../../src-main/card-sets/picture-door'
import { startHttpBridge } from '../../src-main/web/http-bridge'
import type { UserCardSpec } from '../../src-shared/game/user-cards'
import { creatureUserCards } from '../../src-shared/games/creatures/user-cards'

export const SETS_HARNESS_TOKEN = 'sets-harness'
const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-harness-')), specOf: () => creatureUserCards as UserCardSpec<unknown> })
const bridge = await startHttpBridge({
  dispatch: createDispatch(setHandlers(store) as HandlerTable),
  images: withSetPictures({ image: async () => null }, store),
  token: SETS_HARNESS_TOKEN,
  port: Number(process.env.SETS_BRIDGE_PORT ?? 4590),
})
console.log(`card-set bridge on 127.0.0.1:${bridge.port}`)
