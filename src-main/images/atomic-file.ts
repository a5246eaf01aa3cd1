// Atomic writes, as in catalog/user-card-store.ts: a temp file in the same folder, fsync, rename
// over the target. A crash or a full disk leaves the previous file (or none), never half a file.
import { randomBytes } from 'node:crypto'
import { open, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

export const TEMP_SUFFIX = '.tmp'

/** `data` may be pieces (a catalog too big to hold as one string), written one after another. */
export async function writeFileAtomic(file: string, data: Uint8Array | string | Iterable<string>): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`)
  let handle: Awaited<ReturnType<typeof open>> | null = null
  try {
    handle = await open(temp, 'wx', 0o600)
    if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data)
    else for (const piece of data) await handle.write(piece)
    await handle.sync()
    await handle.close()
    handle = null
    await renameWithRetry(temp, file)
  } catch (error) {
    await handle?.close().catch(() => undefined)
    await unlink(temp).catch(() => undefined)
    throw error
  }
}

// Windows: a virus scanner or indexer holding the target briefly makes rename fail.
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (process.platform !== 'win32' || attempt >= 4 || !['EPERM', 'EACCES', 'EBUSY'].includes(code)) throw error
      await new Promise((done) => setTimeout(done, 25 * (attempt + 1)))
    }
  }
}
