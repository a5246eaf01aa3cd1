// Channels about the application itself.
import type { DataProvenance } from './cards'
import { EmptyRequestSchema } from './common'

export interface AppInfo {
  name: string
  version: string
  transport: 'ipc' | 'http' | 'cli'
  catalog: DataProvenance
}

export const appChannels = {
  'app.info': { request: EmptyRequestSchema, response: {} as AppInfo },
} as const
