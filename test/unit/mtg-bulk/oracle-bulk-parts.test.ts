// The bulk download's parts: the API address setting, the stored catalog read back (a damaged one
// is no catalog), and atomic writes in pieces (one download at a time, status and cancel are the card-update
// channel's: test/unit/api/mtg-card-update.test.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '@shared/api'
import { writeFileAtomic } from '../../../src-main/images/atomic-file'
import { ORACLE_CATALOG_FILE, readOracleCatalog, readOracleCatalogSource, writeOracleCatalog } from '../../../src-main/games/mtg/update/oracle-catalog-file'
import { BULK_SETTINGS_FILE, loadBulkBase, saveBulkBase, SCRYFALL_API } from '../../../src-main/games/mtg/update/scryfall-source'
import { scryfallObjects, testCardReader } from '../../fixtures/scryfall-bulk/bulk-files'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-mtg-bulk-parts-'))
})

const source = { base: SCRYFALL_API, downloadUri: 'https://data.scryfall.io/oracle-cards/x.json', updatedAt: '2026-11-24T09:00:00Z', downloadedAt: '2026-11-24T10:00:00Z' }
const cards = scryfallObjects().map(testCardReader).filter((card) => card !== null)

describe('the Magic card data address setting', () => {
  it("is Scryfall's API until set; a set address is kept; a missing or damaged file means Scryfall's", async () => {
    expect(loadBulkBase(dir)).toBe(SCRYFALL_API)
    await saveBulkBase(dir, ' http://127.0.0.1:8080/api ')
    expect(loadBulkBase(dir)).toBe('http://127.0.0.1:8080/api')
    writeFileSync(join(dir, BULK_SETTINGS_FILE), '{"kind":')
    expect(loadBulkBase(dir)).toBe(SCRYFALL_API)
    await saveBulkBase(dir, null)
    expect(loadBulkBase(dir)).toBe(SCRYFALL_API)
  })

  it('refuses anything but http(s) without credentials, naming the field, and keeps the setting', async () => {
    await saveBulkBase(dir, 'https://mirror.example/api')
    for (const bad of ['file:///etc', 'https://user:pw@api.scryfall.com', 'not an address']) {
      let error: unknown
      try {
        await saveBulkBase(dir, bad)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).code).toBe('invalid-request')
      expect((error as ApiError).details[0]?.field).toBe('base')
    }
    expect(loadBulkBase(dir)).toBe('https://mirror.example/api')
  })
})

describe('the stored Magic catalog', () => {
  it('reads back the cards written, and its source from the first line alone', async () => {
    await writeOracleCatalog(dir, { source, cards })
    expect(readOracleCatalog(dir)).toEqual({ source, cards })
    expect(readOracleCatalogSource(dir)).toEqual({ source, count: cards.length })
    expect(readFileSync(join(dir, ORACLE_CATALOG_FILE), 'utf8').split('\n', 1)[0]!.length).toBeLessThan(1000)
  })

  it('a cut or foreign file is no catalog (null), never half of one', async () => {
    await writeOracleCatalog(dir, { source, cards })
    const text = readFileSync(join(dir, ORACLE_CATALOG_FILE), 'utf8')
    writeFileSync(join(dir, ORACLE_CATALOG_FILE), text.slice(0, text.length - 40))
    expect(readOracleCatalog(dir)).toBeNull()
    writeFileSync(join(dir, ORACLE_CATALOG_FILE), JSON.stringify({ kind: 'other', version: 1, source, count: 0, cards: [] }))
    expect(readOracleCatalog(dir)).toBeNull()
    expect(readOracleCatalogSource(dir)).toBeNull()
  })

  it('an atomic write in pieces writes them in order, and one that fails leaves the previous file and no temp file', async () => {
    const file = join(dir, 'pieces.json')
    await writeFileAtomic(file, ['[1,', '2,', '3]'])
    expect(readFileSync(file, 'utf8')).toBe('[1,2,3]')
    function* failing() {
      yield '[4,'
      throw new Error('disk full')
    }
    await expect(writeFileAtomic(file, failing())).rejects.toThrow('disk full')
    expect(readFileSync(file, 'utf8')).toBe('[1,2,3]')
    expect(readdirSync(dir)).toEqual(['pieces.json'])
  })
})
