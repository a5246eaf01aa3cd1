// Preload (sandboxed, context-isolated): exposes only `window.deckLab.invoke`, one IPC channel
// per API channel, nothing of Node or Electron.
import { contextBridge, ipcRenderer } from 'electron'
import type { Channel, DeckLabBridge, Envelope } from '@shared/api'
import { IPC_PREFIX } from './ipc-names'

const bridge: DeckLabBridge = {
  invoke: (channel: Channel, request: unknown) =>
    ipcRenderer.invoke(IPC_PREFIX + channel, request) as Promise<Envelope<unknown>>,
}

contextBridge.exposeInMainWorld('deckLab', bridge)
