// Issue 17.8: the packaged app's Electron fuses, read from the packaging configuration (the
// binary cannot be packaged here): no ELECTRON_RUN_AS_NODE, no NODE_OPTIONS or --inspect,
// encrypted cookies, and the app only from an integrity-checked app.asar.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'electron-builder.json'), 'utf8'))

describe('packaging configuration (issue 17.8)', () => {
  it('sets the fuses that close the Electron binary to other uses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // On only while the hidden file:// page of earlier releases hands its library to app://
      // (src-shared/origin-migration.ts): its module scripts need it. No other page is file://.
      grantFileProtocolExtraPrivileges: true,
    })
  })

  it('packs the app in an asar archive whose integrity can be checked', () => {
    expect(config.asar).toBe(true)
    expect(config.asarUnpack).toBeUndefined()
  })

  it('packs the built app and its card data, not the sources', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'resources/**']))
    expect(config.files.some((f: string) => /^src-|^test/.test(f))).toBe(false)
  })
})
