// One writer at a time in the user-data folder: the desktop app, browser mode and the CLI may run
// side by side, and a read-modify-write of the same file by two of them loses one write (issue 17.2).
// The lock is a file created exclusively (`wx`, atomic on local file systems) holding its owner's
// pid and a nonce. A lock whose process is gone (same machine) or that is older than STALE_MS is
// taken over, so that a writer killed with -9 never blocks the folder. A second writer waits up to
// `waitMs`, then fails saying who holds the lock. Synchronous, like the store it protects.
import * as nodeFs from 'node:fs'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '@shared/api'

export const LOCK_FILE = 'deck-lab.lock'
/** No write of the folder takes this long: an older lock is left over from a crash. */
export const STALE_MS = 10 * 60_000

interface LockOwner {
  pid: number
  host: string
  nonce: string
  since: number
}

export interface LockOptions {
  /** How long a second writer waits for the first (default 20 s). */
  waitMs?: number
  now?: () => number
  /** Is this process alive? (tests) */
  alive?: (pid: number) => boolean
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Runs `write` holding the folder's lock; throws ApiError 'busy' when another writer keeps it. */
export function withUserDataLock<T>(dir: string, write: () => T, options: LockOptions = {}): T {
  const release = acquire(dir, options)
  try {
    return write()
  } finally {
    release()
  }
}

/** As withUserDataLock, for a write that awaits (an atomic file write): the lock is held until it settles. */
export async function withUserDataLockAsync<T>(dir: string, write: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const release = acquire(dir, options)
  try {
    return await write()
  } finally {
    release()
  }
}

function acquire(dir: string, { waitMs = 20_000, now = Date.now, alive = processAlive }: LockOptions): () => void {
  const file = join(dir, LOCK_FILE)
  const me: LockOwner = { pid: process.pid, host: hostname(), nonce: randomBytes(8).toString('hex'), since: now() }
  nodeFs.mkdirSync(dir, { recursive: true })
  const deadline = now() + waitMs
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = nodeFs.openSync(file, 'wx', 0o600)
      try {
        nodeFs.writeSync(fd, JSON.stringify(me))
      } finally {
        nodeFs.closeSync(fd)
      }
      return () => releaseIfMine(file, me.nonce)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner === 'gone') continue
    if (isStale(owner, file, now(), alive)) {
      takeOver(file, owner)
      continue
    }
    if (now() >= deadline) {
      const who = owner ? `process ${owner.pid} since ${new Date(owner.since).toISOString()}` : 'another process'
      throw new ApiError('busy', `another Deck Lab (${who}) is writing the user-data folder; nothing was changed, try again when it is done`)
    }
    sleep(Math.min(25 + attempt * 5, 100))
  }
}

/** The lock's owner; null when unreadable (being written, or damaged); 'gone' when released meanwhile. */
function readOwner(file: string): LockOwner | null | 'gone' {
  try {
    const owner = JSON.parse(nodeFs.readFileSync(file, 'utf8')) as LockOwner
    return typeof owner?.pid === 'number' && typeof owner.nonce === 'string' ? owner : null
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null
  }
}

function isStale(owner: LockOwner | null, file: string, at: number, alive: (pid: number) => boolean): boolean {
  if (owner && owner.host === hostname() && !alive(owner.pid)) return true
  try {
    return at - nodeFs.statSync(file).mtimeMs > STALE_MS
  } catch {
    return false
  }
}

/** Removes a stale lock, unless it changed hands since it was read (then the new owner keeps it). */
function takeOver(file: string, stale: LockOwner | null): void {
  const again = readOwner(file)
  if (again === 'gone') return
  if (stale && (again === null || again.nonce !== stale.nonce)) return
  try {
    nodeFs.unlinkSync(file)
  } catch {
    // someone else removed it first
  }
}

function releaseIfMine(file: string, nonce: string): void {
  const owner = readOwner(file)
  if (owner !== 'gone' && owner?.nonce === nonce) {
    try {
      nodeFs.unlinkSync(file)
    } catch {
      // already gone
    }
  }
}
