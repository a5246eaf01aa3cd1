// Electron main process: one window, locked down; the handler table on ipcMain.
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell, type IpcMainInvokeEvent } from 'electron'
import { join, sep } from 'node:path'
import { CHANNELS } from '@shared/api'
import { createMainServices } from '../services'
import { CONTENT_SECURITY_POLICY } from '../web/security'
import { CARD_IMAGE_SCHEME } from '@shared/images/card-image-url'
import { answerCardImage, codeFromCardImageUrl } from '../images/image-http'
import { IPC_PREFIX } from './ipc-names'

app.setName('Deck Lab')
// card-image://<code>: the image cache, the only image source besides the app's own files (CSP
// img-src 'self' data: card-image:). Privileged schemes must be declared before the app is ready.
protocol.registerSchemesAsPrivileged([{ scheme: CARD_IMAGE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }])
const here = import.meta.dirname
const rendererDevUrl = process.env.ELECTRON_RENDERER_URL

function isOurPage(url: string): boolean {
  if (rendererDevUrl) return url.startsWith(rendererDevUrl)
  // The app's own folder and nothing beside it (`renderer-other/` must not pass).
  return url.startsWith('file://') && decodeURIComponent(new URL(url).pathname).startsWith(join(here, '..', 'renderer') + sep)
}

function trustedSender(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url
  return typeof url === 'string' && isOurPage(url)
}

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Deck Lab',
    show: false,
    webPreferences: {
      preload: join(here, '..', 'preload', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  })
  window.once('ready-to-show', () => window.show())
  // No navigation away from the app and no new windows; web links open in the user's browser.
  window.webContents.on('will-navigate', (event, url) => {
    if (!isOurPage(url)) event.preventDefault()
  })
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  if (rendererDevUrl) void window.loadURL(rendererDevUrl)
  else void window.loadFile(join(here, '..', 'renderer', 'index.html'))
}

app.whenReady().then(() => {
  const userDataDir = app.getPath('userData')
  const { dispatch, images, lab } = createMainServices({
    userDataDir,
    bundledPath: join(app.getAppPath(), 'resources', 'cards.json'),
    imageHost: process.env.DECKLAB_IMAGE_HOST || undefined,
    // export.saveFile: the native save dialog, attached to the app's window.
    files: {
      chooseSavePath: async ({ suggestedName, filters }) => {
        const parent = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0]
        const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters }
        const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options)
        return result.canceled || !result.filePath ? null : result.filePath
      },
      openPath: async (path) => {
        const failure = await shell.openPath(path)
        if (failure) console.warn(`Could not open ${path}: ${failure}`)
      },
    },
  })
  protocol.handle(CARD_IMAGE_SCHEME, async (request) => {
    const answer = await answerCardImage(images, codeFromCardImageUrl(request.url), request.signal)
    return new Response(answer.status === 200 ? new Uint8Array(answer.body) : null, {
      status: answer.status,
      headers: { 'content-type': answer.type, ...answer.headers },
    })
  })
  app.on('before-quit', () => void images.flush())
  for (const channel of CHANNELS) {
    ipcMain.handle(IPC_PREFIX + channel, (event, payload: unknown) =>
      trustedSender(event)
        ? dispatch(channel, payload, { transport: 'ipc' })
        : { ok: false, error: { code: 'invalid-request', message: 'Untrusted sender' } },
    )
  }
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  // The built renderer carries the policy in a meta tag too; the header also covers any other
  // response. Not in dev, where Vite's client needs its websocket.
  if (!rendererDevUrl) {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
    })
  }
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: 'fileMenu' },
      { role: 'editMenu' },
      { role: 'viewMenu' },
      { role: 'windowMenu' },
    ]),
  )
  createWindow()
  // Stop lab workers before the process ends (the image index is flushed on before-quit).
  app.on('will-quit', () => lab.dispose())
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
