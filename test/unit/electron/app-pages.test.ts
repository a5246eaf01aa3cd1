// Issue 17.5: which pages may call IPC, and which file an app:// URL names, compared as URLs and
// with the platform's own paths: checked with Windows and macOS paths on any machine.
import { posix, win32 } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appFileFor, isAppPage, mayOpenExternally } from '../../../src-main/electron/app-pages'

describe('the app’s own pages (issue 17.5)', () => {
  it('trusts app://deck-lab/ and nothing that merely starts like it', () => {
    expect(isAppPage('app://deck-lab/index.html')).toBe(true)
    expect(isAppPage('app://deck-lab/index.html#/decks')).toBe(true)
    for (const url of ['app://deck-lab.evil.example/index.html', 'app://evil/index.html', 'file:///C:/Program%20Files/Deck%20Lab/resources/app.asar/out/renderer/index.html', 'https://deck-lab/', 'not a url', ''])
      expect(isAppPage(url), url).toBe(false)
  })

  it('in development, trusts exactly the dev server’s origin', () => {
    const dev = 'http://localhost:5173'
    expect(isAppPage('http://localhost:5173/', dev)).toBe(true)
    expect(isAppPage('http://localhost:5173/#/cards', dev)).toBe(true)
    for (const url of ['http://localhost:5173.evil.example/', 'http://localhost:51730/', 'https://localhost:5173/', 'http://127.0.0.1:5173/', 'app://deck-lab/index.html'])
      expect(isAppPage(url, dev), url).toBe(false)
  })
})

describe('app:// files on Windows, macOS and Linux (issue 17.5)', () => {
  const cases = [
    { os: 'Windows', path: win32, dir: 'C:\\Users\\Ann\\AppData\\Local\\Programs\\Deck Lab\\resources\\app.asar\\out\\renderer' },
    { os: 'macOS', path: posix, dir: '/Applications/Deck Lab.app/Contents/Resources/app.asar/out/renderer' },
    { os: 'Linux', path: posix, dir: '/opt/Deck Lab/resources/app.asar/out/renderer' },
  ]
  for (const { os, path, dir } of cases) {
    it(`${os}: a file of the renderer folder, and never one outside it`, () => {
      expect(appFileFor('app://deck-lab/index.html', dir, path)).toBe(path.join(dir, 'index.html'))
      expect(appFileFor('app://deck-lab/', dir, path)).toBe(path.join(dir, 'index.html'))
      expect(appFileFor('app://deck-lab/assets/index-1.js?v=2#x', dir, path)).toBe(path.join(dir, 'assets', 'index-1.js'))
      expect(appFileFor('app://deck-lab/assets/Deck%20Lab%20%C3%A9.svg', dir, path)).toBe(path.join(dir, 'assets', 'Deck Lab é.svg'))
      for (const url of [
        'app://deck-lab/../package.json',
        'app://deck-lab/%2e%2e/%2e%2e/package.json',
        'app://deck-lab/..%2F..%2Fpackage.json',
        'app://deck-lab/..%5C..%5Cpackage.json',
        'app://deck-lab/C:%5CWindows%5Cwin.ini',
        'app://deck-lab/%2Fetc%2Fpasswd',
        'app://deck-lab/a%00.js',
        'app://deck-lab/%E0%A4%A',
        'app://other/index.html',
      ]) {
        const file = appFileFor(url, dir, path)
        if (file !== null) expect(path.relative(dir, file).startsWith('..'), `${os} ${url} → ${file}`).toBe(false)
      }
      // dot segments are resolved by the URL itself, inside the app's origin
      expect(appFileFor('app://deck-lab/%2e%2e/%2e%2e/package.json', dir, path)).toBe(path.join(dir, 'package.json'))
      expect(appFileFor('app://other/index.html', dir, path)).toBeNull()
    })
  }
  it('Windows: a backslash sent encoded cannot climb out', () => {
    const dir = 'C:\\Deck Lab\\renderer'
    expect(appFileFor('app://deck-lab/..%5C..%5Csecret.txt', dir, win32)).toBeNull()
  })
})

describe('links opened outside the app (issue 17.8)', () => {
  it('opens https links to the allow-listed hosts only', () => {
    expect(mayOpenExternally('https://fftcg.square-enix-games.com/en/card-browser')).toBe(true)
    for (const url of ['http://fftcg.square-enix-games.com/', 'https://evil.example/', 'https://fftcg.square-enix-games.com.evil.example/', 'file:///C:/Windows/system32/calc.exe', 'javascript:alert(1)', 'https://a:b@github.com/'])
      expect(mayOpenExternally(url), url).toBe(false)
  })
})
