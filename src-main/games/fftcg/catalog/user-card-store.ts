// The user's imported cards, in one JSON file under the app's user-data folder.
// Writes are atomic (temp file in the same folder, fsync, rename over the target): a crash or a
// full disk leaves the previous file whole. A damaged file never stops the app: it is moved aside
// as `<file>.corrupt-<timestamp>`, reported, and the bundled cards are used without it.
import * as nodeFs from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { ELEMENTS, type Card } from '@shared/games/fftcg/card'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import type { ImportRecord } from '../../../game/main-game'

export { importCardFile, type ImportCardFileInput, type ImportCardFileResult } from '../import/import-card-file'
export { mergeCards, type MergeResult } from '../import/merge-cards'

export const USER_CARDS_FILE = 'imported-cards.json'
const FILE_KIND = 'deck-lab/imported-cards'

export type { ImportRecord }

/** What is saved: raw cards (normalised again on every load) and the import history, oldest first. */
export interface UserCardData {
  cards: RawCard[]
  imports: ImportRecord[]
}

export interface LoadedUserCards {
  /** The stored cards, normalised (a stored card that no longer normalises is left out and reported). */
  cards: Card[]
  /** The stored cards as saved, all of them. */
  rawCards: RawCard[]
  imports: ImportRecord[]
  /** What went wrong on loading, for the log and the user; empty when all is well. */
  problems: string[]
}

/** The file-system calls the store makes; tests inject failures through these. */
export type StoreFs = Pick<
  typeof nodeFs,
  'readFileSync' | 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync' | 'mkdirSync' | 'statSync'
>

export interface UserCardStoreOptions {
  fs?: Partial<StoreFs>
  now?: () => Date
}

const RawCardSchema = z
  .object({
    fullCode: z.string().min(1),
    name: z.string(),
    elements: z.array(z.enum(ELEMENTS)),
    type: z.string(),
    cost: z.number().int(),
    power: z.number().int().nullable(),
    jobs: z.array(z.string()),
    category1: z.string(),
    category2: z.string().nullable(),
    rarity: z.string(),
    set: z.string(),
    text: z.string(),
    exBurst: z.boolean().nullable(),
    multicard: z.boolean().nullable(),
    image: z.string().nullable(),
    // Official updates (src-main/games/fftcg/update): other languages, and when the record was written.
    locales: z
      .record(
        z.string().regex(/^[a-z]{2}$/),
        z.object({ name: z.string(), type: z.string(), jobs: z.array(z.string()), text: z.string() }).partial().strict(),
      )
      .optional(),
    updatedAt: z.string().optional(),
  })
  .strict()

const ImportRecordSchema = z
  .object({ fileName: z.string(), format: z.string(), importedAt: z.string(), cards: z.number().int().min(0) })
  .strict()

const StoreFileSchema = z.object({
  kind: z.literal(FILE_KIND),
  version: z.literal(1),
  imports: z.array(ImportRecordSchema),
  cards: z.array(RawCardSchema),
})

const EMPTY = (): LoadedUserCards => ({ cards: [], rawCards: [], imports: [], problems: [] })

export class UserCardStore {
  readonly file: string
  private readonly fs: StoreFs
  private readonly now: () => Date
  /** The last load, valid while the file's size, time and inode stay the same. */
  private cache: { stamp: string; loaded: LoadedUserCards } | null = null

  constructor(
    readonly dir: string,
    options: UserCardStoreOptions = {},
  ) {
    this.file = join(dir, USER_CARDS_FILE)
    this.fs = { ...nodeFs, ...options.fs } as StoreFs
    this.now = options.now ?? (() => new Date())
  }

  /** Never throws: a missing file is an empty store, a damaged one is moved aside and reported. */
  load(): LoadedUserCards {
    const stamp = this.stamp()
    if (stamp === null) return EMPTY()
    if (this.cache?.stamp === stamp) return this.cache.loaded

    let text: string
    try {
      text = this.fs.readFileSync(this.file, 'utf8')
    } catch (error) {
      return { ...EMPTY(), problems: [`could not read ${this.file} (${reason(error)}); imported cards are not used`] }
    }
    const damage = checkFile(text)
    if (!damage.ok) return { ...EMPTY(), problems: [this.moveAside(damage.reason)] }

    const loaded = EMPTY()
    loaded.rawCards = damage.data.cards
    loaded.imports = damage.data.imports
    for (const raw of damage.data.cards) {
      try {
        loaded.cards.push(normalizeCard(raw))
      } catch (error) {
        loaded.problems.push(`stored card ${raw.fullCode} is left out: ${reason(error)}`)
      }
    }
    this.cache = { stamp, loaded }
    return loaded
  }

  /** Atomic: the file is either the old one or the new one, never a mix. Throws on failure. */
  save(data: UserCardData): void {
    const body = JSON.stringify({ kind: FILE_KIND, version: 1, imports: data.imports, cards: data.cards })
    this.fs.mkdirSync(this.dir, { recursive: true })
    const temp = join(this.dir, `.${USER_CARDS_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
    let fd: number | null = null
    try {
      fd = this.fs.openSync(temp, 'wx', 0o600)
      const bytes = Buffer.from(body, 'utf8')
      for (let written = 0; written < bytes.length; )
        written += this.fs.writeSync(fd, bytes, written, bytes.length - written)
      this.fs.fsyncSync(fd)
      this.fs.closeSync(fd)
      fd = null
      renameWithRetry(this.fs, temp, this.file)
    } catch (error) {
      if (fd !== null) ignore(() => this.fs.closeSync(fd!))
      ignore(() => this.fs.unlinkSync(temp))
      throw error
    } finally {
      this.cache = null
    }
    this.syncDir()
  }

  /**
   * Deletes the temp files of writes that never finished (a process killed mid-save). Only safe
   * holding the folder's lock (user-data-lock.ts): no other write of this file is under way.
   */
  removeLeftoverTemps(): void {
    ignore(() => {
      for (const name of nodeFs.readdirSync(this.dir))
        if (name.startsWith(`.${USER_CARDS_FILE}.`) && name.endsWith('.tmp')) ignore(() => this.fs.unlinkSync(join(this.dir, name)))
    })
  }

  private stamp(): string | null {
    try {
      const s = this.fs.statSync(this.file)
      return `${s.size}:${s.mtimeMs}:${s.ino}`
    } catch {
      return null
    }
  }

  private moveAside(why: string): string {
    const aside = `${this.file}.corrupt-${this.now().toISOString().replace(/[:.]/g, '-')}`
    try {
      this.fs.renameSync(this.file, aside)
      return `imported card data was damaged (${why}); moved to ${aside}, imported cards are not used`
    } catch (error) {
      return `imported card data ${this.file} is damaged (${why}) and could not be moved aside (${reason(error)}); imported cards are not used`
    }
  }

  /** Makes the rename itself durable; not possible on every platform (Windows), hence best effort. */
  private syncDir(): void {
    ignore(() => {
      const fd = this.fs.openSync(this.dir, 'r')
      try {
        this.fs.fsyncSync(fd)
      } finally {
        this.fs.closeSync(fd)
      }
    })
  }
}

function checkFile(text: string): { ok: true; data: z.infer<typeof StoreFileSchema> } | { ok: false; reason: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `not JSON: ${reason(error)}` }
  }
  const result = StoreFileSchema.safeParse(json)
  if (result.success) return { ok: true, data: result.data }
  const issue = result.error.issues[0]
  return { ok: false, reason: `unexpected content at ${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'invalid'}` }
}

// Windows: a virus scanner or indexer holding the target briefly makes rename fail with EPERM/EBUSY.
function renameWithRetry(fs: StoreFs, from: string, to: string): void {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.renameSync(from, to)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (process.platform !== 'win32' || attempt >= 4 || !['EPERM', 'EACCES', 'EBUSY'].includes(code ?? '')) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25 * (attempt + 1))
    }
  }
}

function ignore(action: () => void): void {
  try {
    action()
  } catch {
    // best effort
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
