// Run by hostile-downloads.test.ts in a process of its own (`node --import tsx`), so that its
// peak memory (the kernel's maxRSS) is the downloads' alone: argv[2] is the hostile server's
// origin, argv[3] a comma-separated list of cases. Each case runs one download with small caps
// and one attempt; the process prints one JSON line: every case's outcome, and the peak RSS.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '@shared/api'
import { updateOracleCards } from '../../../src-main/games/mtg/update/oracle-bulk-update'
import { fetchOfficialCards } from '../../../src-main/games/fftcg/update/fetch-official'
import { fetchImage, ImageFetchError } from '../../../src-main/images/image-fetch'
import { testCardReader } from '../../fixtures/scryfall-bulk/bulk-files'

/** Small caps: a hostile body stops within a few MiB, whatever it would send. */
export const CHILD_BOUNDS = { maxReceivedBytes: 4 * 1024 * 1024, maxDecodedBytes: 4 * 1024 * 1024, deadlineMs: 2000, idleMs: 1000 }
export const CHILD_SHAPE = { maxDepth: 32, maxStringBytes: 64 * 1024, maxMembers: 2000 }
const once = { attempts: 1, backoffMs: 1, sleep: async () => undefined }

const origin = process.argv[2]!
const cases = process.argv[3]!.split(',')

/**
 * `mtg:<route>`: Magic's update whose list points at the route; `mtg-list:<route>`: the list itself
 * is the route; `fftcg:`, `image:` with 2 s deadlines; `…-roomy:` with 30 s.
 */
async function run(name: string): Promise<unknown> {
  const [kind, route] = name.split(':') as [string, string]
  const userDataDir = mkdtempSync(join(tmpdir(), 'decklab-hostile-'))
  switch (kind) {
    case 'mtg':
      return updateOracleCards({ userDataDir, readCard: testCardReader, base: `${origin}/list/${route}`, fetchOptions: { ...once, bounds: CHILD_BOUNDS }, shape: CHILD_SHAPE })
    case 'mtg-list':
      // The list's own bounds (1 MiB), only the times shortened.
      return updateOracleCards({ userDataDir, readCard: testCardReader, base: `${origin}/${route}`, fetchOptions: { ...once, bounds: { deadlineMs: 2000, idleMs: 1000 } } })
    case 'fftcg':
      // FFTCG's own caps of size and shape, only the times shortened.
      return fetchOfficialCards(`${origin}/${route}`, { ...once, bounds: { deadlineMs: 2000, idleMs: 1000 } })
    case 'fftcg-roomy':
      // The same with time enough to inflate 40 MiB on a busy machine: a size bound must be what stops it.
      return fetchOfficialCards(`${origin}/${route}`, { ...once, bounds: { deadlineMs: 30_000, idleMs: 10_000 } })
    case 'image':
      return fetchImage(`${origin}/${route}`, { timeoutMs: 2000 })
    case 'image-roomy':
      return fetchImage(`${origin}/${route}`, { timeoutMs: 30_000 })
    default:
      throw new Error(`no such case ${name}`)
  }
}

const outcomes: Record<string, { code?: string; reason?: string; message: string }> = {}
for (const name of cases) {
  try {
    await run(name)
    outcomes[name] = { message: 'succeeded' }
  } catch (error) {
    if (error instanceof ApiError) outcomes[name] = { code: error.code, message: error.message }
    else if (error instanceof ImageFetchError) outcomes[name] = { reason: error.reason, message: error.message }
    else outcomes[name] = { message: `unexpected: ${String(error)}` }
  }
}
process.stdout.write(`${JSON.stringify({ outcomes, maxRssMiB: process.resourceUsage().maxRSS / 1024 })}\n`)
process.exit(0)
