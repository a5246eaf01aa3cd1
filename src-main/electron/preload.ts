// Preload (sandboxed, context-isolated): exposes `window.deckLab.invoke`, one IPC channel per API
// channel, and `window.deckLabMigration`, the three calls that carry the library from the file://
// origin of earlier releases to the app's (main checks which page may make each); nothing of Node
// or Electron.
import { contextBridge, ipcRenderer } from 'electron'
import type { Channel, DeckLabBridge, Envelope } from '@shared/api'
import { MIGRATION_IPC, type OriginMigrationBridge } from '@shared/origin-migration'
import { IPC_PREFIX } from './ipc-names'

const bridge: DeckLabBridge = {
  invoke: (channel: Channel, request: unknown) =>
    ipcRenderer.invoke(IPC_PREFIX + channel, request) as Promise<Envelope<unknown>>,
}

const migration: OriginMigrationBridge = {
  exportLibrary: (text) => ipcRenderer.invoke(MIGRATION_IPC.export, text) as Promise<boolean>,
  takeLibrary: () => ipcRenderer.invoke(MIGRATION_IPC.take) as Promise<string | null>,
  finish: () => ipcRenderer.invoke(MIGRATION_IPC.finish) as Promise<boolean>,
}

contextBridge.exposeInMainWorld('deckLab', bridge)
contextBridge.exposeInMainWorld('deckLabMigration', migration)
