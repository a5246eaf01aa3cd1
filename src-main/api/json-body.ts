// A request body as the bytes a transport received, not parsed yet: a channel with a body handler
// (see createDispatch) may hand it to a worker thread whole, so that a big request is never parsed
// nor held as text on the main thread (issue 17.3). Without one, the dispatch parses it here.
import { ApiError } from '@shared/api'

/** Channels whose big request bodies the HTTP bridge passes on unparsed. */
export const BODY_CHANNELS: ReadonlySet<string> = new Set(['cards.import'])

export class JsonBody {
  constructor(readonly bytes: Buffer) {}

  parse(): unknown {
    try {
      return this.bytes.length ? JSON.parse(this.bytes.toString('utf8')) : {}
    } catch {
      throw new ApiError('invalid-request', 'Request body is not valid JSON')
    }
  }
}
