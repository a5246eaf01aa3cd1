// A big cards.import request body, imported without the main thread ever parsing it or holding
// its text: a worker thread parses and checks the request, then reads the file when the game's
// catalog gives the import its turn (issue 17.3: hostile 40 MiB bodies slowed every other client).
import type { GameId } from '@shared/games'
import type { ImportReport } from '@shared/api'
import type { ImportReadOf } from '../../games'
import type { CatalogService } from '../catalog-service'
import type { Catalogs } from '../catalogs'
import { OFF_THREAD_CHARS, startImportBody } from './read-off-thread'

/** The body job before this one: one such thread at a time, as imports themselves run one at a time. */
let lastBody: Promise<unknown> = Promise.resolve()

/** The import's report; undefined when the body is small or no thread can start (the caller parses it). */
export function importRequestBody(catalogs: Catalogs, body: Buffer): Promise<ImportReport | undefined> {
  if (body.length < OFF_THREAD_CHARS) return Promise.resolve(undefined)
  const run = lastBody.then(() => importNow(catalogs, body))
  lastBody = run.catch(() => undefined)
  return run
}

async function importNow(catalogs: Catalogs, body: Buffer): Promise<ImportReport | undefined> {
  const job = startImportBody(body)
  if (!job) return undefined
  try {
    const { game, fileName, totalChars } = await job.envelope
    // The thread read the file with this game's own reader.
    const catalog: CatalogService = catalogs[game as GameId]
    return await catalog.importWith(fileName, totalChars, (options) => job.read(options) as Promise<ImportReadOf<GameId>>)
  } finally {
    job.stop()
  }
}
