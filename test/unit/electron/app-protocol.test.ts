// Issue 17.8: the app's pages come from app://deck-lab/, and that scheme reads nothing but the
// renderer folder's files.
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ENTRY, appFilePath, appFileType } from '../../../src-main/electron/app-protocol'

const folder = join(sep, 'opt', 'Deck Lab', 'resources', 'app.asar', 'out', 'renderer')

describe('app:// serves the renderer folder and nothing else (issue 17.8)', () => {
  it('maps the entry, assets and the bare origin to files of the folder', () => {
    expect(appFilePath(APP_ENTRY, folder)).toBe(join(folder, 'index.html'))
    expect(appFilePath('app://deck-lab/', folder)).toBe(join(folder, 'index.html'))
    expect(appFilePath('app://deck-lab/assets/index-abc.js?v=1#x', folder)).toBe(join(folder, 'assets', 'index-abc.js'))
    expect(appFilePath('app://deck-lab/fonts/Noto%20Sans.woff2', folder)).toBe(join(folder, 'fonts', 'Noto Sans.woff2'))
  })

  it('refuses other hosts, other schemes, credentials and every way out of the folder', () => {
    for (const url of [
      'app://other/index.html',
      'app://deck-lab.evil.example/index.html',
      'app://user:pw@deck-lab/index.html',
      'file:///opt/Deck%20Lab/resources/app.asar/out/renderer/index.html',
      'https://deck-lab/index.html',
      'app://deck-lab/..%2F..%2Fpackage.json',
      'app://deck-lab/..%5C..%5Csecret',
      'app://deck-lab/index.html%00.png',
      'app://deck-lab/a\\..\\..\\secret',
      'app://deck-lab/%E0%A4%A',
      'not a url',
    ])
      expect(appFilePath(url, folder), url).toBeNull()
    // The URL parser resolves dots, plain or escaped: what is left is inside the folder.
    expect(appFilePath('app://deck-lab/../../etc/passwd', folder)).toBe(join(folder, 'etc', 'passwd'))
    expect(appFilePath('app://deck-lab/%2e%2e/%2e%2e/package.json', folder)).toBe(join(folder, 'package.json'))
  })

  it('gives pages, scripts and styles their types, and unknown files none that a browser would run', () => {
    expect(appFileType('index.html')).toMatch(/^text\/html/)
    expect(appFileType('a.JS')).toMatch(/^text\/javascript/)
    expect(appFileType('a.css')).toMatch(/^text\/css/)
    expect(appFileType('notes.txt.exe')).toBe('application/octet-stream')
  })
})
