// Electron main process: one window, locked down; the handler table on ipcMain.
// The renderer's pages are served from app://deck-lab/ (app-protocol.ts; app-pages.ts says which
// pages are the app's), every web contents is guarded as it is created, permissions and devices
// are refused, and links open outside only for a few hosts. On the first start of a release
// served from app://, the file:// page of earlier releases hands its library over first
// (origin-migration.ts).
import { app, BrowserWindow, type BrowserWindowConstructorOptions, dialog, ipcMain, Menu, protocol, session, shell, type IpcMainInvokeEvent, type MenuItemConstructorOptions, type WebContents } from 'electron'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CHANNELS } from '@shared/api'
import { createMainServices } from '../services'
import { CONTENT_SECURITY_POLICY } from '../web/security'
import { CARD_IMAGE_SCHEME } from '@shared/images/card-image-url'
import { answerCardImage, cardImageRequestOf } from '../images/image-http'
import { IPC_PREFIX } from './ipc-names'
import { isAppPage, isLegacyPage, mayOpenExternally, type AppPages } from './app-pages'
import { APP_ENTRY, APP_SCHEME, appFilePath, appFileType } from './app-protocol'
import { finishMigration, keepExportedLibrary, migrationStep, waitingLibrary } from './origin-migration'
import { MIGRATION_IPC } from '@shared/origin-migration'

app.setName('Deck Lab')
// card-image://<code>: the image cache, the only image source besides the app's own files (CSP
// img-src 'self' data: card-image:). Privileged schemes must be declared before the app is ready.
// app://deck-lab/: the app's pages, with an origin (and storage) of their own.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  { scheme: CARD_IMAGE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
])
const here = import.meta.dirname
const rendererDir = join(here, '..', 'renderer')
const rendererDevUrl = process.env.ELECTRON_RENDERER_URL
/** Developer tools and the reload/devtools menu only when running from source. */
const development = !app.isPackaged || Boolean(rendererDevUrl)

// The page of earlier releases: both made by pathToFileURL from one path, so that the hidden
// window's URL and the trusted folder agree.
const legacyEntry = pathToFileURL(join(rendererDir, 'index.html')).href
/** How long the old page may take to hand its library over before the app opens without it. */
const MIGRATION_TIMEOUT_MS = 60_000
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
  // will-navigate sees the main frame only: a frame inside the page (an injected iframe) is
  // held to the same pages.
  contents.on('will-frame-navigate', (details) => {
    if (!isOurPage(details.url)) details.preventDefault()
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

function trustedSender(event: IpcMainInvokeEvent, isTrusted: (url: string) => boolean = isOurPage): boolean {
  const url = event.senderFrame?.url
  return typeof url === 'string' && isTrusted(url)
}

function windowOptions(show: boolean): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Deck Lab',
    show,
    webPreferences: {
      preload: join(here, '..', 'preload', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      devTools: development,
    },
  }
}

function createWindow(): void {
  const window = new BrowserWindow(windowOptions(false))
  window.once('ready-to-show', () => window.show())
  void window.loadURL(rendererDevUrl ?? APP_ENTRY)
}

/** The app's files through app://; anything else is a 404, with the strict policy on every answer. */
async function serveAppFile(url: string): Promise<Response> {
  const file = appFilePath(url, rendererDir)
  const headers = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' }
  if (!file) return new Response('Not found', { status: 404, headers })
  try {
    return new Response(new Uint8Array(await readFile(file)), { status: 200, headers: { ...headers, 'Content-Type': appFileType(file) } })
  } catch {
    return new Response('Not found', { status: 404, headers })
  }
}

// --- the origin migration (src-shared/origin-migration.ts) ---------------------------------------

let exported: ((outcome: string | null) => void) | null = null

function handleMigration(userDataDir: string): void {
  ipcMain.handle(MIGRATION_IPC.export, async (event, text: unknown) => {
    if (!trustedSender(event, (url) => isLegacyPage(url, pages))) return false
    const kept = await keepExportedLibrary(userDataDir, text).catch(() => false)
    exported?.(kept ? null : 'the old page sent no library')
    return kept
  })
  ipcMain.handle(MIGRATION_IPC.take, (event) => (trustedSender(event) ? waitingLibrary(userDataDir) : null))
  ipcMain.handle(MIGRATION_IPC.finish, async (event) => {
    if (!trustedSender(event)) return false
    await finishMigration(userDataDir)
    return true
  })
}

/** Opens the old file:// page hidden until it has handed its library over; null, or why not. */
function exportOldLibrary(): Promise<string | null> {
  return new Promise((resolve) => {
    const window = new BrowserWindow(windowOptions(false))
    const timer = setTimeout(() => end('it did not answer within a minute'), MIGRATION_TIMEOUT_MS)
    function end(outcome: string | null): void {
      clearTimeout(timer)
      exported = null
      if (!window.isDestroyed()) window.destroy()
      resolve(outcome)
    }
    exported = end
    window.webContents.once('did-fail-load', (_event, _code, description) => end(`its page did not load (${description})`))
    window.webContents.once('render-process-gone', (_event, details) => end(`its page stopped (${details.reason})`))
    void window.loadURL(legacyEntry)
  })
}

async function openApp(userDataDir: string): Promise<void> {
  const failure = !rendererDevUrl && (await migrationStep(userDataDir)) === 'export' ? await exportOldLibrary() : null
  createWindow()
  if (failure) void dialog.showMessageBox(migrationWarning(failure, app.getLocale()))
}

// Before any window exists, so that no web contents escapes the guard.
app.on('web-contents-created', (_event, contents) => guard(contents))

app.whenReady().then(() => {
  const userDataDir = app.getPath('userData')
  const { dispatch, images, cardImages, lab } = createMainServices({
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
    const answer = await answerCardImage(cardImages, cardImageRequestOf(request.url), request.signal)
    // nosniff: the page takes the bytes for the type said (an image), never for a script or a page.
    return new Response(answer.status === 200 ? new Uint8Array(answer.body) : null, {
      status: answer.status,
      headers: { 'content-type': answer.type, ...answer.headers, 'x-content-type-options': 'nosniff' },
    })
  })
  protocol.handle(APP_SCHEME, (request) => serveAppFile(request.url))
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
  handleMigration(userDataDir)
  void openApp(userDataDir)
  // Stop lab workers before the process ends (the image index is flushed on before-quit).
  app.on('will-quit', () => lab.dispose())
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

/** The only words main shows itself (the renderer's i18n is not here): English or French. */
export function migrationWarning(failure: string, locale: string): { type: 'warning'; message: string; detail: string } {
  return locale.toLowerCase().startsWith('fr')
    ? {
        type: 'warning',
        message: 'Vos decks de la version précédente n’ont pas encore été repris.',
        detail: `Deck Lab les a demandés au stockage de la version précédente (${failure}). Rien n’est perdu : ils restent où ils étaient, et Deck Lab réessaie au prochain démarrage.`,
      }
    : {
        type: 'warning',
        message: 'Your decks from the previous version were not carried across yet.',
        detail: `Deck Lab asked the previous version's storage for them (${failure}). Nothing is lost: they stay where they were, and Deck Lab tries again at its next start.`,
      }
}

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
