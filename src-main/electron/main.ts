// Electron main process: one window, locked down; the handler table on ipcMain.
// The renderer's pages are files of the app (app-pages.ts says which pages are the app's), every
// web contents is guarded as it is created, permissions and devices are refused, and links open
// outside only for a few hosts.
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell, type IpcMainInvokeEvent, type MenuItemConstructorOptions, type WebContents } from 'electron'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CHANNELS } from '@shared/api'
import { createMainServices } from '../services'
import { CONTENT_SECURITY_POLICY } from '../web/security'
import { CARD_IMAGE_SCHEME } from '@shared/images/card-image-url'
import { answerCardImage, codeFromCardImageUrl } from '../images/image-http'
import { IPC_PREFIX } from './ipc-names'
import { isAppPage, mayOpenExternally, type AppPages } from './app-pages'

app.setName('Deck Lab')
// card-image://<code>: the image cache, the only image source besides the app's own files (CSP
// img-src 'self' data: card-image:). Privileged schemes must be declared before the app is ready.
protocol.registerSchemesAsPrivileged([
  { scheme: CARD_IMAGE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
])
const here = import.meta.dirname
const rendererDir = join(here, '..', 'renderer')
const rendererDevUrl = process.env.ELECTRON_RENDERER_URL
/** Developer tools and the reload/devtools menu only when running from source. */
const development = !app.isPackaged || Boolean(rendererDevUrl)

// Both made by pathToFileURL from one path, so the window's URL and the trusted folder agree.
const rendererEntry = pathToFileURL(join(rendererDir, 'index.html')).href
const pages: AppPages = { rendererUrl: pathToFileURL(join(rendererDir, '/')).href, devServerUrl: rendererDevUrl }

function isOurPage(url: string): boolean {
  return isAppPage(url, pages)
}

/** Every web contents (the window, and any a bug or an attack would create): no way out of the app. */
function guard(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isOurPage(url)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isOurPage(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault()
    callback('')
  })
  // No new windows; a web link opens in the user's browser when its host is on the allow-list.
  contents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url)) void shell.openExternal(url)
    return { action: 'deny' }
  })
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
      devTools: development,
    },
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(rendererDevUrl ?? rendererEntry)
}

// Before any window exists, so that no web contents escapes the guard.
app.on('web-contents-created', (_event, contents) => guard(contents))

app.whenReady().then(() => {
  const userDataDir = app.getPath('userData')
  const { dispatch, images, lab } = createMainServices({
    userDataDir,
    resourcesDir: join(app.getAppPath(), 'resources'),
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
  // Permissions and devices: none. (The clipboard's writeText needs no permission; reading it is refused.)
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.setDevicePermissionHandler(() => false)
  ses.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault()
    callback()
  })
  ses.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault()
    callback('')
  })
  ses.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault()
    callback()
  })
  // The built renderer carries the policy in a meta tag too; the header also covers any other
  // response. Not in dev, where Vite's client needs its websocket.
  if (!rendererDevUrl) {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
    })
  }
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(development)))
  createWindow()
  // Stop lab workers before the process ends (the image index is flushed on before-quit).
  app.on('will-quit', () => lab.dispose())
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

/** The view menu's reload and developer tools only in development (Electron's viewMenu role has them). */
export function menuTemplate(withDeveloperItems: boolean): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions = withDeveloperItems
    ? { role: 'viewMenu' }
    : {
        label: 'View',
        submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
      }
  return [{ role: 'fileMenu' }, { role: 'editMenu' }, view, { role: 'windowMenu' }]
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
