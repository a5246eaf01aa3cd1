// The bounds every download keeps (issue 29.2), and the errors that name the one a source hit.
// Sizes are given per source, a few times its real files' size (docs/reliability.md lists them).

export interface DownloadBounds {
  /** Bytes on the wire, compressed as sent; a Content-Length over it is refused before reading. */
  maxReceivedBytes: number
  /** Bytes once decompressed (what a gzip bomb inflates to). */
  maxDecodedBytes: number
  /** Each attempt in all, request to last byte (a source that drips a byte now and then). */
  deadlineMs: number
  /** Longest silence in an attempt: before the headers, or between two pieces of the body. */
  idleMs: number
}

/** Redirects one request may follow; a loop is refused at its first repeat. */
export const MAX_REDIRECTS = 5

export type BoundName =
  | 'declared-size'
  | 'received-bytes'
  | 'decoded-bytes'
  | 'deadline'
  | 'idle'
  | 'json-depth'
  | 'json-string'
  | 'json-members'
  | 'json-items'
  /** Not a bound but a check made on the same bytes: text that is not UTF-8 (issue 29.4). */
  | 'invalid-utf8'

/** Bounds that the same source would hit again: said at once, never retried. */
const FINAL_BOUNDS: ReadonlySet<BoundName> = new Set(['declared-size', 'received-bytes', 'decoded-bytes', 'json-depth', 'json-string', 'json-members', 'json-items', 'invalid-utf8'])

/** A download stopped by one of its bounds; the message names the bound and its figure. */
export class DownloadBoundError extends Error {
  constructor(
    readonly bound: BoundName,
    message: string,
  ) {
    super(message)
    this.name = 'DownloadBoundError'
  }

  /** Time bounds may pass on another attempt; size and shape bounds will not. */
  get retryable(): boolean {
    return !FINAL_BOUNDS.has(this.bound)
  }
}

export type RedirectProblem = 'loop' | 'too-many' | 'not-web' | 'other-host' | 'no-location'

/** A redirect that no retry can mend: a loop, to a non-web address, or to a host not asked. */
export class RedirectError extends Error {
  constructor(
    readonly problem: RedirectProblem,
    message: string,
  ) {
    super(message)
    this.name = 'RedirectError'
  }
}

/** 1536 → "1.5 KiB", 536870912 → "512 MiB": bounds said as people read them. */
export function bytesText(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`
}

export function durationText(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const seconds = Math.round(ms / 1000)
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
}
