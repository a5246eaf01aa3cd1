// The on-disk image cache under the user-data folder: one file per card printing
// (`card-images/1-001H.jpg`; another game's under its name: `mtg.<oracle id>.jpg`) and an index (`index.json`, written atomically) with each image's
// size, type, source path and last use, so that the least recently used images go first when the
// cache is over its size limit. The index is a cache of the folder: files it does not know are
// adopted (after a crash between the image write and the index write), entries whose file is gone
// are dropped, and a damaged index is rebuilt from the files.
import { readdir, readFile, rm, stat, unlink, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { DEFAULT_GAME } from '@shared/games'
import { writeFileAtomic, TEMP_SUFFIX } from './atomic-file'
import { EXTENSIONS, IMAGE_TYPES, checkImageBytes, type ImageType } from './image-bytes'

export const INDEX_FILE = 'index.json'
const INDEX_KIND = 'deck-lab/card-image-index'

const EntrySchema = z
  .object({
    file: z.string().regex(/^[A-Za-z0-9._-]+\.(jpg|png|webp)$/),
    bytes: z.number().int().min(0),
    type: z.enum(IMAGE_TYPES),
    /** Path of the URL it came from: a card whose image URL changed is fetched again. */
    source: z.string(),
    lastUsed: z.number(),
  })
  .strict()
export type CacheEntry = z.infer<typeof EntrySchema>

const IndexSchema = z.object({ kind: z.literal(INDEX_KIND), version: z.literal(1), entries: z.record(z.string(), EntrySchema) })

export interface CachedImage {
  bytes: Buffer
  type: ImageType
}

export interface ImageCacheOptions {
  /** Largest total size of the images; the least recently used go first. */
  limitBytes: number
  now?: () => number
  /** Delay before the index is written after a change (last-use times change on every view). */
  indexDelayMs?: number
}

const DEFAULT_GAME_CODE = /^[A-Za-z0-9]{1,4}-[0-9]{1,4}[A-Za-z]{0,2}$/
const GAME_KEY = /^[a-z][a-z0-9]{1,15}\.[A-Za-z0-9_-]{1,240}$/
// Five characters at most per code character, under the 255 bytes of a file name with game and extension.
const MAX_CODE = 44

/** A cache key as a file name: letters, digits, dashes, underscores and the one dot after the game. */
export function cacheName(key: string): string | null {
  return DEFAULT_GAME_CODE.test(key) || GAME_KEY.test(key) ? key : null
}

/**
 * The cache key of a game's picture: the default game's codes as they were before other games had
 * pictures (`1-001H`, so existing caches stay valid), another game's as `<game>.<code>` with every
 * character but letters, digits and dashes written `_` and four hex digits (`D-BT01/001` →
 * `vanguard.D-BT01_002f001`): one file name per code, nothing a file system could misread.
 */
export function cacheKey(game: string, code: string): string | null {
  if (game === DEFAULT_GAME) return cacheName(code)
  if (!/^[a-z][a-z0-9]{1,15}$/.test(game) || code.length === 0 || code.length > MAX_CODE) return null
  return `${game}.${code.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`
}

/** An adopted file (source unknown) is taken to be the current image, and learns its source. */
function sameSource(entry: CacheEntry, source: string | undefined): boolean {
  if (source === undefined || entry.source === source) return true
  if (entry.source !== '') return false
  entry.source = source
  return true
}

export class ImageCache {
  private entries = new Map<string, CacheEntry>()
  private ready: Promise<void> | null = null
  private indexTimer: NodeJS.Timeout | null = null
  private indexWrite: Promise<void> = Promise.resolve()
  private limit: number
  private readonly now: () => number
  private readonly indexDelay: number

  constructor(
    readonly dir: string,
    options: ImageCacheOptions,
  ) {
    this.limit = options.limitBytes
    this.now = options.now ?? Date.now
    this.indexDelay = options.indexDelayMs ?? 2000
  }

  get limitBytes(): number {
    return this.limit
  }

  async setLimit(limitBytes: number): Promise<void> {
    this.limit = limitBytes
    await this.open()
    await this.evict()
  }

  /** The cached image if whole and current (same source path), and marks it used. */
  async get(code: string, source?: string): Promise<CachedImage | null> {
    await this.open()
    const entry = this.entries.get(code)
    if (!entry || !sameSource(entry, source)) return null
    let bytes: Buffer
    try {
      bytes = await readFile(join(this.dir, entry.file))
    } catch {
      this.forget(code)
      return null
    }
    // A file changed behind our back (disk trouble, a user's edit) is dropped, not served.
    if (bytes.length !== entry.bytes) {
      await this.remove(code)
      return null
    }
    entry.lastUsed = this.now()
    this.scheduleIndex()
    return { bytes, type: entry.type }
  }

  async has(code: string, source?: string): Promise<boolean> {
    await this.open()
    const entry = this.entries.get(code)
    return !!entry && sameSource(entry, source)
  }

  /** Stores a checked image atomically, then evicts the least recently used beyond the limit. */
  async put(code: string, source: string, image: CachedImage): Promise<void> {
    const name = cacheName(code)
    if (!name) throw new Error(`not a cacheable card key: ${code}`)
    const check = checkImageBytes(image.bytes)
    if (!check.ok) throw new Error(`refusing to cache a damaged image: ${check.reason}`)
    await this.open()
    const file = `${name}.${EXTENSIONS[check.type]}`
    const previous = this.entries.get(code)
    await mkdir(this.dir, { recursive: true })
    await writeFileAtomic(join(this.dir, file), image.bytes)
    if (previous && previous.file !== file) await unlink(join(this.dir, previous.file)).catch(() => undefined)
    this.entries.set(code, { file, bytes: image.bytes.length, type: check.type, source, lastUsed: this.now() })
    await this.evict(code)
    this.scheduleIndex()
  }

  async info(): Promise<{ files: number; bytes: number }> {
    await this.open()
    let bytes = 0
    for (const entry of this.entries.values()) bytes += entry.bytes
    return { files: this.entries.size, bytes }
  }

  async clear(): Promise<void> {
    await this.open()
    this.entries.clear()
    this.cancelIndexTimer()
    await this.indexWrite
    await rm(this.dir, { recursive: true, force: true })
  }

  /** Writes the index now (tests, app exit). */
  async flush(): Promise<void> {
    this.cancelIndexTimer()
    await this.writeIndex()
  }

  codes(): string[] {
    return [...this.entries.keys()]
  }

  private open(): Promise<void> {
    return (this.ready ??= this.load())
  }

  private async load(): Promise<void> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch {
      return // no cache yet
    }
    let stored: Record<string, CacheEntry> = {}
    try {
      const parsed = IndexSchema.safeParse(JSON.parse(await readFile(join(this.dir, INDEX_FILE), 'utf8')))
      if (parsed.success) stored = parsed.data.entries
    } catch {
      // no index, or a damaged one: rebuilt from the files below
    }
    const present = new Set(names)
    let changed = false
    for (const [code, entry] of Object.entries(stored)) {
      if (present.has(entry.file) && cacheName(code)) this.entries.set(code, entry)
      else changed = true
    }
    const known = new Set([...this.entries.values()].map((e) => e.file))
    for (const name of names) {
      if (name === INDEX_FILE || known.has(name)) continue
      const path = join(this.dir, name)
      const match = /^([A-Za-z0-9._-]+)\.(jpg|png|webp)$/.exec(name)
      const code = match && cacheName(match[1]!)
      // Leftover temp files and anything we did not write go; a whole image is adopted.
      if (!code || name.endsWith(TEMP_SUFFIX)) {
        await unlink(path).catch(() => undefined)
        continue
      }
      try {
        const bytes = await readFile(path)
        const check = checkImageBytes(bytes)
        if (!check.ok || this.entries.has(code)) throw new Error('not adoptable')
        const { mtimeMs } = await stat(path)
        // Source unknown: kept for any URL until the card data says otherwise.
        this.entries.set(code, { file: name, bytes: bytes.length, type: check.type, source: '', lastUsed: mtimeMs })
      } catch {
        await unlink(path).catch(() => undefined)
      }
      changed = true
    }
    if (changed) this.scheduleIndex()
  }

  private async evict(keep?: string): Promise<void> {
    let total = 0
    for (const entry of this.entries.values()) total += entry.bytes
    if (total <= this.limit) return
    const oldestFirst = [...this.entries].filter(([code]) => code !== keep).sort((a, b) => a[1].lastUsed - b[1].lastUsed)
    for (const [code, entry] of oldestFirst) {
      if (total <= this.limit) break
      total -= entry.bytes
      await this.remove(code)
    }
  }

  private async remove(code: string): Promise<void> {
    const entry = this.entries.get(code)
    this.forget(code)
    if (entry) await unlink(join(this.dir, entry.file)).catch(() => undefined)
  }

  private forget(code: string): void {
    if (this.entries.delete(code)) this.scheduleIndex()
  }

  private scheduleIndex(): void {
    if (this.indexTimer) return
    this.indexTimer = setTimeout(() => {
      this.indexTimer = null
      void this.writeIndex().catch((error: unknown) => console.error('card image index not written:', error))
    }, this.indexDelay)
    this.indexTimer.unref?.()
  }

  private cancelIndexTimer(): void {
    if (this.indexTimer) clearTimeout(this.indexTimer)
    this.indexTimer = null
  }

  private writeIndex(): Promise<void> {
    // One write at a time, each with the entries as they are when it starts.
    this.indexWrite = this.indexWrite.catch(() => undefined).then(async () => {
      if (this.entries.size === 0) {
        await unlink(join(this.dir, INDEX_FILE)).catch(() => undefined)
        return
      }
      await mkdir(this.dir, { recursive: true })
      const body = JSON.stringify({ kind: INDEX_KIND, version: 1, entries: Object.fromEntries(this.entries) })
      await writeFileAtomic(join(this.dir, INDEX_FILE), body)
    })
    return this.indexWrite
  }
}
