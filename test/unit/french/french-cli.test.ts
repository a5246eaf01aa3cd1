// Issue 15, item 2: `npm run cli -- deck convert` reads a decklist written with French card names
// once an official update has brought them (a real process over the user's catalog).
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { UserCardStore } from '../../../src-main/games/fftcg/catalog/user-card-store'
import { officialRaws } from './french-cards'
import { CLI_SCRIPT } from '../cli/run-cli'

const root = resolve(import.meta.dirname, '..', '..', '..')

describe('npm run cli -- deck convert with French names', () => {
  it('converts a list in French names as the English one', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-french-cli-'))
    new UserCardStore(userData).save({ cards: officialRaws(), imports: [] })
    const list = join(userData, 'deck.txt')
    writeFileSync(list, '3 Mog (XIV)\n2 mog (xiv)\n')
    const { stdout } = await promisify(execFile)(process.execPath, [CLI_SCRIPT, 'deck', 'convert', list, '--to', 'untap'], {
      cwd: root,
      env: { ...process.env, DECKLAB_USER_DATA: userData },
    })
    expect(stdout.trim()).toBe('5 Moogle (XIV) (27-002C)')
  }, 60_000)
})
