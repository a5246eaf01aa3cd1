// A request body as the bytes a transport received, not parsed yet: a channel with a body handler
// (see createDispatch) may hand it to a worker thread whole, so that a big request is never parsed
// nor held as text on the main thread (issue 17.3). Without one, the dispatch parses it here.
import { parseRequestBody } from './request-text'

/** Channels whose big request bodies the HTTP bridge passes on unparsed. */
export const BODY_CHANNELS: ReadonlySet<string> = new Set(['cards.import'])

export class JsonBody {
  constructor(readonly bytes: Buffer) {}

  /** Throws ApiError 'invalid-request': not UTF-8 (said where), or not JSON. */
  parse(): unknown {
    return parseRequestBody(this.bytes)
  }
}
