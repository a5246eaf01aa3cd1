// Issue 17.5 and 17.8: which pages may call IPC. The app's pages are app://deck-lab/…; the file://
// page of earlier releases (trusted only to hand its library over) is compared as a URL with the
// renderer folder's own file:// URL, checked with Windows, macOS and Linux paths on any machine.
import { describe, expect, it } from 'vitest'
import { isAppPage, isLegacyPage, mayOpenExternally } from '../../../src-main/electron/app-pages'

/** What pathToFileURL gives on each platform for the renderer folder (written out: Node here is Linux). */
const FOLDERS = [
  { os: 'Windows', rendererUrl: 'file:///C:/Users/Ann/AppData/Local/Programs/Deck%20Lab/resources/app.asar/out/renderer/' },
  { os: 'macOS', rendererUrl: 'file:///Applications/Deck%20Lab.app/Contents/Resources/app.asar/out/renderer/' },
  { os: 'Linux', rendererUrl: 'file:///opt/Deck%20Lab/resources/app.asar/out/renderer/' },
]

describe('the app’s own pages (issue 17.8)', () => {
  it('trusts app://deck-lab/ and nothing that merely looks like it', () => {
    const pages = { rendererUrl: 'file:///opt/Deck%20Lab/resources/app.asar/out/renderer/' }
    expect(isAppPage('app://deck-lab/index.html', pages)).toBe(true)
    expect(isAppPage('app://deck-lab/index.html#/decks', pages)).toBe(true)
    for (const url of [
      'app://deck-lab.evil.example/index.html',
      'app://other/index.html',
      'app://user:pw@deck-lab/index.html',
      'app://deck-lab/..%2F..%2Fpackage.json',
      'apps://deck-lab/index.html',
      'https://deck-lab/index.html',
      'file:///opt/Deck%20Lab/resources/app.asar/out/renderer/index.html', // the old page: only isLegacyPage
      'not a url',
    ])
      expect(isAppPage(url, pages), url).toBe(false)
  })
})

describe('the page of earlier releases, on file:// (issue 17.5)', () => {
  for (const { os, rendererUrl } of FOLDERS) {
    it(`${os}: trusts the renderer folder’s pages and nothing that merely starts like it`, () => {
      const pages = { rendererUrl }
      expect(isLegacyPage(`${rendererUrl}index.html`, pages)).toBe(true)
      expect(isLegacyPage(`${rendererUrl}index.html#/decks`, pages)).toBe(true)
      const folder = rendererUrl.slice(0, -1)
      for (const url of [
        folder, // the folder itself is no page
        `${folder}-other/index.html`, // a folder beside it
        `${rendererUrl}..%2F..%2Fpackage.json`,
        `${rendererUrl}..%5C..%5Csecret.html`,
        `${rendererUrl}a%00.html`,
        `${rendererUrl}../../other/index.html`, // resolved by the URL parser: outside
        'file:///tmp/index.html',
        'file://evil.example/C:/Users/Ann/AppData/Local/Programs/Deck%20Lab/resources/app.asar/out/renderer/index.html',
        'https://evil.example/',
        'app://deck-lab/index.html',
        'not a url',
        '',
      ])
        expect(isLegacyPage(url, pages), `${os} ${url}`).toBe(false)
    })
  }

  it('Windows: the drive letter’s case does not matter, as it does not on the disk', () => {
    const pages = { rendererUrl: 'file:///C:/Deck%20Lab/renderer/' }
    expect(isLegacyPage('file:///c:/Deck%20Lab/renderer/index.html', pages)).toBe(true)
    expect(isLegacyPage('file:///D:/Deck%20Lab/renderer/index.html', pages)).toBe(false)
  })

  it('in development, trusts exactly the dev server’s origin', () => {
    const pages = { rendererUrl: 'file:///opt/Deck%20Lab/renderer/', devServerUrl: 'http://localhost:5173' }
    expect(isAppPage('http://localhost:5173/', pages)).toBe(true)
    expect(isAppPage('http://localhost:5173/#/cards', pages)).toBe(true)
    for (const url of ['http://localhost:5173.evil.example/', 'http://localhost:51730/', 'https://localhost:5173/', 'http://127.0.0.1:5173/', 'file:///opt/Deck%20Lab/renderer/index.html', 'app://deck-lab/index.html'])
      expect(isAppPage(url, pages), url).toBe(false)
    expect(isLegacyPage('file:///opt/Deck%20Lab/renderer/index.html', pages)).toBe(false)
  })
})

describe('links opened outside the app (issue 17.8)', () => {
  it('opens https links to the allow-listed hosts only', () => {
    expect(mayOpenExternally('https://fftcg.square-enix-games.com/en/card-browser')).toBe(true)
    for (const url of ['http://fftcg.square-enix-games.com/', 'https://evil.example/', 'https://fftcg.square-enix-games.com.evil.example/', 'file:///C:/Windows/system32/calc.exe', 'javascript:alert(1)', 'https://a:b@github.com/'])
      expect(mayOpenExternally(url), url).toBe(false)
  })
})
