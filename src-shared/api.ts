// The typed contract between the renderer (or any client) and the main process.
// Every channel names a request schema (validated in main: the caller is untrusted) and a
// response type. Electron IPC, the loopback HTTP bridge and the CLI all serve this one table.
import type { z } from 'zod'
import { appChannels } from './channels/app'
import { cardChannels } from './channels/cards'
import { gameChannels } from './channels/game'
import { decklistChannels } from './channels/decklist'
import { imageChannels } from './channels/images'
import { exportChannels } from './channels/export'
import { labChannels } from './channels/lab'
import { setChannels } from './channels/sets'
import { cardUpdateChannels } from './channels/card-update'

// Zod-free parts of the contract, in their own modules so the renderer bundle needs no zod.
export * from './api-envelope'
export * from './search-sort'
export * from './channels/common'
export * from './channels/app'
export * from './channels/cards'
export * from './channels/game'
export * from './channels/decklist'
export * from './channels/images'
export * from './channels/export'
export * from './channels/lab'
export * from './channels/sets'
export * from './channels/card-update'

/**
 * Every channel main offers. Each group lives in src-shared/channels/<group>.ts; a new feature
 * adds its group here, one handler module in src-main/api/handlers/, and the UI.
 */
export const channels = {
  ...appChannels,
  ...cardChannels,
  ...gameChannels,
  ...decklistChannels,
  ...imageChannels,
  ...exportChannels,
  ...labChannels,
  ...setChannels,
  ...cardUpdateChannels,
} as const

export type Channel = keyof typeof channels
export type RequestOf<C extends Channel> = z.input<(typeof channels)[C]['request']>
export type ParsedRequestOf<C extends Channel> = z.output<(typeof channels)[C]['request']>
export type ResponseOf<C extends Channel> = (typeof channels)[C]['response']
export const CHANNELS = Object.keys(channels) as Channel[]

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(channels, name)
}
