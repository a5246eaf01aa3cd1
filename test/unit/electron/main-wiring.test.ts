// The Electron main process without the Electron binary (it cannot be downloaded here): the
// real src-main/electron/main.ts runs against a recording fake of the electron module, so the
// window's security settings and the IPC wiring of every channel are checked as written.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CHANNELS } from '@shared/api'
import { makePng } from '../images/test-image-host'

const fake = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown, payload: unknown) => unknown>()
  const appEvents = new Map<string, () => void>()
  const windows: { options: any; events: Map<string, (...args: any[]) => void>; openHandler?: (d: { url: string }) => unknown; loaded?: string; destroyed?: boolean }[] = []
  const state = {
    handlers,
    appEvents,
    windows,
    privileged: [] as any[],
    protocols: [] as string[],
    protocolHandlers: new Map<string, (request: { url: string; signal?: AbortSignal }) => Promise<Response>>(),
    permission: undefined as undefined | ((c: unknown, p: string, cb: (ok: boolean) => void) => void),
    permissionCheck: undefined as undefined | ((...args: unknown[]) => boolean),
    devicePermission: undefined as undefined | ((...args: unknown[]) => boolean),
    sessionEvents: new Map<string, (...args: any[]) => void>(),
    webContentsCreated: undefined as undefined | ((event: unknown, contents: unknown) => void),
    menu: undefined as unknown,
    headers: undefined as undefined | ((d: { responseHeaders: Record<string, string[]> }, cb: (r: any) => void) => void),
    userData: '',
    name: '',
  }
  return state
})

vi.mock('electron', () => {
  class BrowserWindow {
    static all: BrowserWindow[] = []
    static getAllWindows = () => BrowserWindow.all
    static getFocusedWindow = () => null
    webContents: any
    constructor(options: any) {
      const record = { options, events: new Map<string, (...args: any[]) => void>() } as (typeof fake.windows)[number]
      fake.windows.push(record)
      this.webContents = {
        on: (name: string, fn: (...args: any[]) => void) => record.events.set(name, fn),
        once: (name: string, fn: (...args: any[]) => void) => record.events.set(`once:${name}`, fn),
        setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => (record.openHandler = fn),
      }
      // as Electron does: every new web contents is announced to the app
      fake.webContentsCreated?.({}, this.webContents)
      ;(this as any).record = record
      BrowserWindow.all.push(this)
    }
    once() {}
    show() {}
    destroyed = false
    isDestroyed() {
      return this.destroyed
    }
    destroy() {
      this.destroyed = true
      ;(this as any).record.destroyed = true
    }
    loadURL(url: string) {
      ;(this as any).record.loaded = url
      return Promise.resolve()
    }
    loadFile(file: string) {
      ;(this as any).record.loaded = file
      return Promise.resolve()
    }
  }
  const app = {
    isPackaged: true,
    setName: (name: string) => (fake.name = name),
    whenReady: () => Promise.resolve(),
    getPath: (what: string) => (what === 'userData' ? fake.userData : tmpdir()),
    getLocale: () => 'en-GB',
    getAppPath: () => resolve(import.meta.dirname, '..', '..', '..'),
    on: (name: string, fn: (...args: any[]) => void) => {
      if (name === 'web-contents-created') fake.webContentsCreated = fn
      else fake.appEvents.set(name, fn as () => void)
    },
    quit: () => {},
  }
  return {
    app,
    BrowserWindow,
    dialog: { showSaveDialog: async () => ({ canceled: true }), showMessageBox: vi.fn(async () => ({ response: 0 })) },
    ipcMain: { handle: (name: string, fn: (event: unknown, payload: unknown) => unknown) => fake.handlers.set(name, fn) },
    Menu: { setApplicationMenu: (menu: unknown) => (fake.menu = menu), buildFromTemplate: (t: unknown) => t },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => fake.privileged.push(...schemes),
      handle: (scheme: string, fn: any) => {
        fake.protocols.push(scheme)
        fake.protocolHandlers.set(scheme, fn)
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: any) => (fake.permission = fn),
        setPermissionCheckHandler: (fn: any) => (fake.permissionCheck = fn),
        setDevicePermissionHandler: (fn: any) => (fake.devicePermission = fn),
        on: (name: string, fn: (...args: any[]) => void) => fake.sessionEvents.set(name, fn),
        webRequest: { onHeadersReceived: (fn: any) => (fake.headers = fn) },
      },
    },
    shell: { openExternal: vi.fn(), openPath: async () => '' },
  }
})

const electronDir = resolve(import.meta.dirname, '..', '..', '..', 'src-main', 'electron')
/** The page of earlier releases, opened once, hidden, to hand its library over. */
const legacyPage = pathToFileURL(join(electronDir, '..', 'renderer', 'index.html')).href
const rendererPage = 'app://deck-lab/index.html'
const library = '{"deckLabBackup":2,"createdAt":"2026-11-24T00:00:00.000Z","decks":[],"versions":[],"playtests":[],"labResults":[],"settings":{}}'
/** The app's window: the last one opened. */
const appWindow = () => fake.windows.at(-1)!

beforeAll(async () => {
  fake.userData = mkdtempSync(join(tmpdir(), 'decklab-electron-'))
  // One image in the cache (adopted at start), for the card-image: answers.
  mkdirSync(join(fake.userData, 'card-images'))
  writeFileSync(join(fake.userData, 'card-images', '1-001H.png'), makePng('1-001H'))
  delete process.env.ELECTRON_RENDERER_URL
  await import('../../../src-main/electron/main')
  // First start of a release on app://: the old page comes first, hidden, and hands its library over.
  await vi.waitFor(() => expect(fake.windows.length).toBe(1))
  expect(fake.windows[0]!.loaded).toBe(legacyPage)
  expect(fake.windows[0]!.options.show).toBe(false)
  expect(await fake.handlers.get('deckLab:migration.export')!({ senderFrame: { url: legacyPage } }, library)).toBe(true)
  await vi.waitFor(() => expect(fake.windows.length).toBe(2))
})

describe('Electron main process wiring', () => {
  it('opens one window with context isolation, the sandbox and no Node integration', () => {
    const prefs = appWindow().options.webPreferences
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true })
    expect(prefs.preload).toMatch(/preload[\\/]preload\.cjs$/)
    expect(fake.name).toBe('Deck Lab')
  })

  it('registers one IPC handler per API channel, the three of the origin migration, and nothing else', () => {
    const migration = ['deckLab:migration.export', 'deckLab:migration.finish', 'deckLab:migration.take']
    expect([...fake.handlers.keys()].sort()).toEqual([...CHANNELS.map((c) => `deckLab:${c}`), ...migration].sort())
  })

  it('closes the old page once it has handed its library over, then opens the app on app:// (issue 17.8)', async () => {
    expect(fake.windows[0]!.destroyed).toBe(true)
    expect(appWindow().loaded).toBe('app://deck-lab/index.html')
    const { dialog } = await import('electron')
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
  })

  it('lets each page make only its own migration call', async () => {
    const call = (name: string, url: string, payload?: unknown) => fake.handlers.get(`deckLab:migration.${name}`)!({ senderFrame: { url } }, payload)
    // Only the old page may export, and only the app's page may take the library or finish.
    expect(await call('export', rendererPage, library)).toBe(false)
    expect(await call('export', 'https://evil.example/', library)).toBe(false)
    expect(await call('take', legacyPage)).toBeNull()
    expect(await call('take', 'https://evil.example/')).toBeNull()
    expect(await call('finish', legacyPage)).toBe(false)
    expect(await call('take', rendererPage)).toBe(library)
    // The old page is trusted for nothing else.
    expect(await fake.handlers.get('deckLab:app.info')!({ senderFrame: { url: legacyPage } }, {})).toMatchObject({ ok: false, error: { message: 'Untrusted sender' } })
    expect(await call('finish', rendererPage)).toBe(true)
    expect(await call('take', rendererPage)).toBeNull()
  })

  it('serves app:// with the strict policy, and nothing outside the renderer folder', async () => {
    const serve = fake.protocolHandlers.get('app')!
    for (const url of ['app://deck-lab/..%2F..%2Fpackage.json', 'app://other/index.html', 'app://deck-lab/no-such-file.js']) {
      const answer = await serve({ url })
      expect(answer.status, url).toBe(404)
      expect(answer.headers.get('content-security-policy'), url).toContain("script-src 'self'")
    }
  })

  it('warns in the user’s language when the old page cannot hand its library over', async () => {
    const { migrationWarning } = await import('../../../src-main/electron/main')
    expect(migrationWarning('it did not answer within a minute', 'en-US')).toMatchObject({ type: 'warning', detail: expect.stringContaining('Nothing is lost') })
    expect(migrationWarning('it did not answer within a minute', 'fr-FR').detail).toContain('Rien n’est perdu')
  })

  it('answers the app’s own page through the shared dispatch, with the ipc transport', async () => {
    const handler = fake.handlers.get('deckLab:app.info')!
    const answer = (await handler({ senderFrame: { url: rendererPage } }, {})) as any
    expect(answer).toMatchObject({ ok: true, value: { name: 'Deck Lab', transport: 'ipc' } })
    const search = (await fake.handlers.get('deckLab:cards.search')!({ senderFrame: { url: rendererPage } }, { game: 'fftcg', query: 'auron', limit: 1 })) as any
    expect(search.ok).toBe(true)
    expect(search.value.cards[0].name).toBe('Auron')
  })

  it('refuses a call from any other page, even one beside the app’s folder', async () => {
    const handler = fake.handlers.get('deckLab:app.info')!
    for (const url of ['https://evil.example/', 'file:///tmp/index.html', pathToFileURL(join(electronDir, '..', 'renderer-other', 'x.html')).href, legacyPage, 'app://deck-lab.evil.example/index.html']) {
      expect(await handler({ senderFrame: { url } }, {})).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'Untrusted sender' } })
    }
    expect(await handler({}, {})).toMatchObject({ ok: false })
  })

  it('validates IPC payloads like every other door', async () => {
    const answer = (await fake.handlers.get('deckLab:cards.search')!({ senderFrame: { url: rendererPage } }, { game: 'fftcg', limit: -1 })) as any
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'limit' }] } })
  })

  it('blocks navigation away from the app and every new window', () => {
    const { events, openHandler } = appWindow()
    const away = { preventDefault: vi.fn() }
    events.get('will-navigate')!(away, 'https://evil.example/')
    expect(away.preventDefault).toHaveBeenCalled()
    const inside = { preventDefault: vi.fn() }
    events.get('will-navigate')!(inside, rendererPage)
    expect(inside.preventDefault).not.toHaveBeenCalled()
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
  })

  it('denies every permission request and adds the strict CSP header to responses', () => {
    const answer = vi.fn()
    fake.permission!(null, 'media', answer)
    expect(answer).toHaveBeenCalledWith(false)
    const headers = vi.fn()
    fake.headers!({ responseHeaders: {} }, headers)
    const policy = headers.mock.calls[0]![0].responseHeaders['Content-Security-Policy'][0] as string
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("img-src 'self' data: card-image:")
  })

  it('declares the card-image scheme before the app is ready and serves it', () => {
    expect(fake.privileged).toEqual(expect.arrayContaining([expect.objectContaining({ scheme: 'card-image' })]))
    expect(fake.protocols).toContain('card-image')
  })

  it('says nosniff on every card-image: answer, an image as a refusal (issue 29.8)', async () => {
    const serve = fake.protocolHandlers.get('card-image')!
    const image = await serve({ url: 'card-image://fftcg/1-001H' })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    const refused = await serve({ url: 'card-image://fftcg/a/b/c' })
    expect(refused.status).toBe(400)
    for (const answer of [image, refused]) expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('loads app://deck-lab/index.html, the origin the sender check trusts (issues 17.5, 17.8)', () => {
    expect(appWindow().loaded).toBe(rendererPage)
    expect(fake.protocols.sort()).toEqual(['app', 'card-image'])
    expect(fake.privileged).toEqual(expect.arrayContaining([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]))
  })

  it('guards every web contents as it is created: navigation, redirects, webviews, new windows (issue 17.8)', () => {
    const events = new Map<string, (...args: any[]) => void>()
    let openHandler: ((d: { url: string }) => unknown) | undefined
    fake.webContentsCreated!({}, { on: (name: string, fn: (...args: any[]) => void) => events.set(name, fn), setWindowOpenHandler: (fn: any) => (openHandler = fn) })
    for (const name of ['will-navigate', 'will-redirect']) {
      const away = { preventDefault: vi.fn() }
      events.get(name)!(away, 'https://evil.example/')
      expect(away.preventDefault, name).toHaveBeenCalled()
    }
    // A frame inside the page (issue 29.8): its navigation away is refused, to the app's page let through.
    for (const [url, refused] of [['https://evil.example/', true], ['file:///etc/passwd', true], [rendererPage, false]] as const) {
      const frame = { url, isMainFrame: false, preventDefault: vi.fn() }
      events.get('will-frame-navigate')!(frame)
      expect(frame.preventDefault.mock.calls.length, url).toBe(refused ? 1 : 0)
    }
    const webview = { preventDefault: vi.fn() }
    events.get('will-attach-webview')!(webview)
    expect(webview.preventDefault).toHaveBeenCalled()
    const bluetooth = { preventDefault: vi.fn() }
    const chosen = vi.fn()
    events.get('select-bluetooth-device')!(bluetooth, [{ deviceId: 'x' }], chosen)
    expect(chosen).toHaveBeenCalledWith('')
    expect(openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
  })

  it('opens only allow-listed https links in the browser', async () => {
    const { shell } = await import('electron')
    const open = vi.mocked(shell.openExternal)
    open.mockClear()
    const { openHandler } = appWindow()
    for (const url of ['https://evil.example/', 'http://fftcg.square-enix-games.com/', 'file:///etc/passwd', 'https://fftcg.square-enix-games.com.evil.example/', 'https://user@fftcg.square-enix-games.com/'])
      expect(openHandler!({ url })).toEqual({ action: 'deny' })
    expect(open).not.toHaveBeenCalled()
    expect(openHandler!({ url: 'https://fftcg.square-enix-games.com/en/card-browser' })).toEqual({ action: 'deny' })
    expect(open).toHaveBeenCalledWith('https://fftcg.square-enix-games.com/en/card-browser')
  })

  it('refuses every permission check and device, and asks for no device (issue 17.8)', () => {
    expect(fake.permissionCheck!({}, 'clipboard-read', 'app://deck-lab', {})).toBe(false)
    expect(fake.permissionCheck!({}, 'media', 'app://deck-lab', {})).toBe(false)
    expect(fake.devicePermission!({ deviceType: 'hid' })).toBe(false)
    for (const [name, args, expected] of [
      ['select-hid-device', [{}], []],
      ['select-serial-port', [[], {}], ['']],
      ['select-usb-device', [{}], []],
    ] as const) {
      const event = { preventDefault: vi.fn() }
      const callback = vi.fn()
      fake.sessionEvents.get(name)!(event, ...args, callback)
      expect(event.preventDefault, name).toHaveBeenCalled()
      expect(callback, name).toHaveBeenCalledWith(...expected)
    }
  })

  it('has no developer tools nor developer menu in a packaged build', async () => {
    expect(appWindow().options.webPreferences.devTools).toBe(false)
    const { menuTemplate } = await import('../../../src-main/electron/main')
    const roles = (items: any[]): string[] => items.flatMap((item) => [item.role, ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])]).filter(Boolean)
    expect(roles(fake.menu as any[])).not.toContain('viewMenu')
    expect(roles(fake.menu as any[])).not.toContain('toggleDevTools')
    expect(roles(fake.menu as any[])).not.toContain('reload')
    expect(roles(menuTemplate(true))).toContain('viewMenu')
  })
})
