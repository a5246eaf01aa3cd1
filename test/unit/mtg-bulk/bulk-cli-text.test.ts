// The words `cards update --game mtg` prints for the bulk download's progress and report.
import { describe, expect, it } from 'vitest'
import { bulkProgressLine, bulkReportText } from '../../../src-main/games/mtg/update/bulk-cli-text'
import type { BulkUpdateReport } from '../../../src-main/games/mtg/update/oracle-bulk-update'

const report: BulkUpdateReport = {
  base: 'https://api.scryfall.com/', downloadUri: 'https://data.scryfall.io/oracle-cards/x.json', updatedAt: '2026-11-24T09:02:39.604+00:00',
  upToDate: false, cards: 31502, objects: 35210, skipped: { token: 412, art_series: 1630, emblem: 90 }, skippedTotal: 2132, duplicates: 3, bytes: 156_234_012, ms: 5480,
}

describe('the bulk download in the CLI', () => {
  it('says each phase, with the share of the announced size downloaded', () => {
    expect(bulkProgressLine({ phase: 'list', bytes: 0, totalBytes: 0, objects: 0 })).toBe('Asking Scryfall for its bulk-data list…')
    expect(bulkProgressLine({ phase: 'download', bytes: 39_000_000, totalBytes: 156_000_000, objects: 8800 })).toBe('Downloading the oracle cards: 39.0 MB of 156.0 MB (25%), 8800 card objects read')
    expect(bulkProgressLine({ phase: 'download', bytes: 1_500_000, totalBytes: 0, objects: 300 })).toBe('Downloading the oracle cards: 1.5 MB, 300 card objects read')
    expect(bulkProgressLine({ phase: 'storing', bytes: 1, totalBytes: 1, objects: 35210 })).toBe('Storing 35210 card objects read…')
  })

  it('reports the cards kept and what was left out, most first', () => {
    expect(bulkReportText(report)).toBe(
      "Downloaded Scryfall's oracle cards of 2026-11-24T09:02:39.604+00:00: 31502 cards in the catalog, from 35210 card objects (156.2 MB in 5.5 s).\n" +
        'Left out: 2132 (art_series 1630, token 412, emblem 90); 3 duplicates.',
    )
    expect(bulkReportText({ ...report, upToDate: true })).toBe("Magic card data is up to date (Scryfall's file of 2026-11-24T09:02:39.604+00:00, 31502 cards); nothing was downloaded.")
  })
})
