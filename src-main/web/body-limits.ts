// How much of a request body the bridge will hold: a bound per channel (most requests are a few
// kilobytes; only card-data imports and saved files are big) and a bound on all bodies held at
// once, so that many large requests together cannot exhaust the machine's memory (issue 17.3).
import type { IncomingMessage } from 'node:http'
import { MAX_DECKLIST_TEXT } from '@shared/channels/decklist'
import { CARD_SET_LIMITS, MAX_SET_PICTURE_BYTES } from '@shared/channels/sets'

const MiB = 1024 * 1024

/**
 * Bytes of JSON a channel's largest valid request can take: its text limits times six (a
 * character may be sent as a `\uXXXX` escape), with room for the rest of the request.
 */
const CHANNEL_BODY_LIMITS: Record<string, number> = {
  'cards.import': 80 * MiB,
  'export.saveFile': 80 * MiB,
  'decklist.parse': 6 * MAX_DECKLIST_TEXT + MiB,
  'decklist.format': 32 * MiB,
  'game.replay': 8 * MiB,
  'sets.import': 6 * CARD_SET_LIMITS.maxFileChars + MiB,
  // Whole sets: up to maxCards cards of a few bounded texts each.
  'sets.save': 32 * MiB,
  // A backup's sets, of every game, written all or none (their pictures come one by one before).
  'sets.restore': 64 * MiB,
  // base64 is 4/3 of the bytes.
  'sets.attachImage': Math.ceil((MAX_SET_PICTURE_BYTES * 4) / 3) + MiB,
}
/** Every other channel: searches, game actions, lab runs… */
const DEFAULT_BODY_LIMIT = 1 * MiB

export function maxBodyBytes(channel: string): number {
  return Object.hasOwn(CHANNEL_BODY_LIMITS, channel) ? CHANNEL_BODY_LIMITS[channel]! : DEFAULT_BODY_LIMIT
}

export class BodyRefused extends Error {
  constructor(
    readonly reason: 'too-large' | 'busy',
    readonly limit: number,
  ) {
    super(reason === 'too-large' ? `request body over ${limit} bytes` : 'too many request bodies held at once')
    this.name = 'BodyRefused'
  }
}

/**
 * The bytes of request bodies held in memory now, all requests together, under one bound. A body
 * counts until its request is answered (`release`): its text, its parsed payload and the work on
 * it live that long.
 */
export class BodyBudget {
  private held = 0

  constructor(readonly maxBytes: number) {}

  get heldBytes(): number {
    return this.held
  }

  /**
   * The body's bytes. Refused at once when its declared length is over `limit` (or over what the
   * budget has left), or as soon as it grows past either; the bytes read so far are let go.
   */
  read(req: IncomingMessage, limit: number): Promise<{ bytes: Buffer; release: () => void }> {
    const declared = Number(req.headers['content-length'] ?? NaN)
    if (declared > limit) return this.refuse(req, new BodyRefused('too-large', limit))
    if (this.held + (Number.isFinite(declared) ? declared : 0) > this.maxBytes) return this.refuse(req, new BodyRefused('busy', this.maxBytes))
    return new Promise((resolve, reject) => {
      // With a declared length the bytes go straight into one buffer of their own (no list of
      // chunks to join, so half the peak; and a whole buffer can be handed to a worker thread).
      const whole = Number.isFinite(declared) && declared > 0 ? Buffer.allocUnsafeSlow(declared) : null
      let inWhole = 0
      const chunks: Buffer[] = []
      let size = 0
      let done = false
      const finish = (outcome: () => void, keep = false) => {
        if (done) return
        done = true
        if (!keep) this.held -= size
        req.off('data', onData)
        outcome()
      }
      let released = false
      const release = () => {
        if (released) return
        released = true
        this.held -= size
      }
      const onData = (chunk: Buffer) => {
        if (size + chunk.length > limit) return finish(() => this.discard(req, reject, new BodyRefused('too-large', limit)))
        if (this.held + chunk.length > this.maxBytes) return finish(() => this.discard(req, reject, new BodyRefused('busy', this.maxBytes)))
        if (whole && !chunks.length && size + chunk.length <= whole.length) inWhole += chunk.copy(whole, size)
        else chunks.push(chunk)
        size += chunk.length
        this.held += chunk.length
      }
      req.on('data', onData)
      const bytes = () => (whole && !chunks.length ? whole.subarray(0, size) : Buffer.concat(whole ? [whole.subarray(0, inWhole), ...chunks] : chunks, size))
      req.on('end', () => finish(() => resolve({ bytes: bytes(), release }), true))
      req.on('error', (error) => finish(() => reject(error)))
      req.on('close', () => finish(() => reject(new Error('the client went away'))))
    })
  }

  private refuse(req: IncomingMessage, error: BodyRefused): Promise<never> {
    return new Promise((_, reject) => this.discard(req, reject, error))
  }

  /** The rest of the body is read and dropped (not held), so that the answer can be sent and read. */
  private discard(req: IncomingMessage, reject: (error: unknown) => void, error: BodyRefused): void {
    req.resume()
    reject(error)
  }
}
