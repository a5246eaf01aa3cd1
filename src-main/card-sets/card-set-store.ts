// The user's card sets, one JSON file each under <userData>/card-sets/<game>/<setId>.json, and
// their pictures under <userData>/card-sets/<game>/images/<hash>.<ext>. The app, browser mode and
// the CLI share the folder: every write takes the user-data lock and is atomic, and a set's
// revision refuses a save made on an older one (another window's), so no edit is ever lost.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ApiError, codedDetail, type ApiErrorDetail } from '@shared/api'
import type { AttachedPicture, CardSet, CardSetList, ExportSetResult, ImportSetResult, ParsedRequestOf, RestoreSetsResult, SetOptions, UserCardSpecView } from '@shared/api'
import { setPictureImageCode, SET_PICTURE_PATTERN } from '@shared/channels/card-set-pictures'
import { checkUserCard, type UserCardSpec } from '@shared/game/user-cards'
import { coded, type CodedMessage } from '@shared/game/set-problems'
import { CARD_SET_FILE_VERSION, CARD_SET_LIMITS, readCardSetFile, writeCardSetCsv, writeCardSetJson } from '@shared/game/user-card-files'
import { writeFileAtomic } from '../images/atomic-file'
import { withUserDataLockAsync, type LockOptions } from '../user-data-lock'
import { checkPicture } from './picture-check'

export const CARD_SETS_DIR = 'card-sets'
const IMAGES_DIR = 'images'
const DEFAULT_IMPORT_NAME = 'Imported set'
/** The game's card-set options, beside its sets (not a set: its name does not end in .json). */
const OPTIONS_FILE = 'options'
const PICTURE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

/** The spec of a game's user cards; undefined for a game whose players do not make cards. */
export type SpecOf = (game: string) => UserCardSpec<unknown> | undefined

export interface CardSetStoreOptions {
  userDataDir: string
  specOf: SpecOf
  now?: () => Date
  lock?: LockOptions
}

/** What a set file holds: the export format, plus what the store keeps. */
const StoredSetSchema = z.object({
  deckLabCardSet: z.literal(CARD_SET_FILE_VERSION),
  game: z.string(),
  name: z.string(),
  id: z.string(),
  revision: z.number().int().min(1),
  updatedAt: z.string(),
  cards: z.array(z.unknown()),
  pictures: z.record(z.string(), z.string().regex(SET_PICTURE_PATTERN)),
})

/** The store serves any game with a spec: requests name it by a plain id. */
type WithAnyGame<T> = Omit<T, 'game'> & { game: string }
type SaveRequest = WithAnyGame<ParsedRequestOf<'sets.save'>>
type ImportRequest = WithAnyGame<ParsedRequestOf<'sets.import'>>

export class CardSetStore {
  private readonly now: () => Date
  /** Writes of this process, one after another: the folder lock only orders processes. */
  private queue: Promise<unknown> = Promise.resolve()
  private readonly listeners: ((game: string) => void)[] = []
  /** Games whose folders were swept of a killed writer's temp files (once per process). */
  private readonly swept = new Set<string>()

  constructor(private readonly options: CardSetStoreOptions) {
    this.now = options.now ?? (() => new Date())
  }

  /** Called after every change of a game's sets (the catalog rebuilds its index). */
  onChange(listener: (game: string) => void): void {
    this.listeners.push(listener)
  }

  /** The game's fields and columns for the renderer (its schema stays in main). */
  specView(game: string): UserCardSpecView {
    const spec = this.specFor(game)
    return { fields: [...spec.fields], csvColumns: [...spec.csvColumns], keyField: spec.keyField, blank: spec.blank(), bundledIsDemo: spec.bundledIsDemo === true }
  }

  list(game: string): CardSetList {
    this.specFor(game)
    const problems: string[] = []
    const sets = this.readAll(game, problems).map(({ cards, ...set }) => ({
      id: set.id,
      name: set.name,
      revision: set.revision,
      updatedAt: set.updatedAt,
      cardCount: cards.length,
    }))
    return { sets: sets.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)), problems }
  }

  get(game: string, id: string): CardSet {
    const spec = this.specFor(game)
    const set = this.read(game, id, spec)
    if (!set) throw refusal('not-found', `No card set "${id}" for ${game}`, coded('setNotFound', `no card set "${id}"`, { id }))
    return set
  }

  /** Every card of every set of the game that its spec still accepts, for the catalog. */
  cardsOf(game: string): unknown[] {
    const spec = this.options.specOf(game)
    if (!spec) return []
    return this.readAll(game, []).flatMap((set) => set.cards.flatMap((card) => {
      const checked = checkUserCard(spec.schema, card, spec.fields)
      if (!checked.ok) return []
      // The set keeps pictures apart (key → picture); the catalog's card carries its own, so that
      // every screen showing the card can show its picture. A `picture` the card itself carries (a
      // file written by hand before pictures were checked) is never trusted: only the set's map is.
      // `ownSet` names the user's set the card comes from: the game's decklist takes it over a
      // bundled card of the same name (issue 29.7); a file cannot claim it (the schema refuses it).
      const { picture: _own, ...plain } = checked.card as { picture?: unknown }
      const picture = set.pictures[spec.keyOf(checked.card)]
      return [{ ...plain, ...(picture ? { picture } : {}), ownSet: set.name }]
    }))
  }

  async save(request: SaveRequest): Promise<CardSet> {
    const spec = this.specFor(request.game)
    const checked = checkCards(spec, request.cards)
    const requested = picturesByKey(spec, request.cards, checked, request.pictures)
    const { cards, pictures } = settleCardPictures(spec, checked, requested)
    return this.write(request.game, () => {
      const missing = Object.values(pictures).find((picture) => !existsSync(this.picturePath(request.game, picture)))
      if (missing)
        throw refusal('invalid-request', `The picture ${missing} is not stored: attach it again`, { field: 'pictures', ...coded('missingPicture', `${missing} is not stored`, { picture: missing }) })
      const base = request.id === undefined ? null : this.current(request.game, request.id, request.revision!)
      return this.store(request.game, base?.id ?? newSetId(), request.name, cards, pictures, base?.revision ?? 0)
    })
  }

  async remove(game: string, id: string, revision: number): Promise<{ deleted: true }> {
    this.specFor(game)
    return this.write(game, async () => {
      this.current(game, id, revision)
      rmSync(this.setPath(game, id))
      return { deleted: true as const }
    })
  }

  /** All or nothing: a file with any problem is refused as a whole and no set changes. */
  async importFile(request: ImportRequest): Promise<ImportSetResult> {
    const spec = this.specFor(request.game)
    const read = readCardSetFile(spec, request.text, { game: request.game, format: request.format })
    if (!read.ok) {
      const details: ApiErrorDetail[] = read.problems.map(codedDetail)
      throw new ApiError('import-rejected', `The ${read.format.toUpperCase()} file was not imported: ${read.problems.length} problem(s); no set was changed`, details)
    }
    return this.write(request.game, async () => {
      if (!request.into) {
        const { cards, pictures, notes } = settleCardPictures(spec, read.cards, {})
        const set = await this.store(request.game, newSetId(), request.name ?? read.name ?? DEFAULT_IMPORT_NAME, cards, pictures, 0)
        return { set, added: cards.length, replaced: 0, notes }
      }
      const base = this.current(request.game, request.into.id, request.into.revision)
      const { cards: fileCards, pictures, notes } = settleCardPictures(spec, read.cards, base.pictures)
      const merged = new Map(base.cards.map((card) => [spec.keyOf(card), card]))
      let replaced = 0
      for (const card of fileCards) {
        if (merged.has(spec.keyOf(card))) replaced++
        merged.set(spec.keyOf(card), card)
      }
      const cards = [...merged.values()]
      if (cards.length > CARD_SET_LIMITS.maxCards) {
        const tooMany = coded('tooManyCards', `${cards.length} cards; at most ${CARD_SET_LIMITS.maxCards}`, { count: cards.length, max: CARD_SET_LIMITS.maxCards })
        throw refusal('import-rejected', `The set would have ${cards.length} cards; at most ${CARD_SET_LIMITS.maxCards}. No set was changed`, tooMany)
      }
      const set = await this.store(request.game, base.id, request.name ?? base.name, cards, pictures, base.revision)
      return { set, added: fileCards.length - replaced, replaced, notes }
    })
  }

  export(game: string, id: string, format: 'json' | 'csv'): ExportSetResult {
    const spec = this.specFor(game)
    const set = this.get(game, id)
    const stem = set.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-') || set.id
    return format === 'json'
      ? { fileName: `${stem}.json`, mimeType: 'application/json', text: writeCardSetJson(game, set.name, set.cards) }
      : { fileName: `${stem}.csv`, mimeType: 'text/csv', text: writeCardSetCsv(spec, set.cards) }
  }

  /** Stores a picture by the hash of its bytes (the same picture twice is one file). */
  async attachPicture(game: string, bytes: Buffer): Promise<AttachedPicture> {
    this.specFor(game)
    const check = checkPicture(bytes)
    if (!check.ok) throw refusal('invalid-request', `Picture refused: ${check.message}`, { field: 'base64', code: check.code, params: check.params, message: check.message })
    const picture = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${check.extension}`
    return this.write(game, async () => {
      const file = this.picturePath(game, picture)
      if (!existsSync(file)) {
        mkdirSync(join(this.gameDir(game), IMAGES_DIR), { recursive: true })
        await writeFileAtomic(file, bytes)
      }
      return { picture, imageCode: setPictureImageCode(game, picture), type: check.type, width: check.width, height: check.height }
    }, false)
  }

  /**
   * A backup's sets, written all or none (issue 29.1): every set is checked first (its game, its
   * cards by the game's schema, its pictures stored, the plan still true: no set under a new one's
   * id, the user's set still at the revision a replace was planned on); then each is written, and a
   * write that fails undoes the ones before. A replaced set's file is kept beside it as
   * `<id>.json.before-restore-<time>` (never listed): taking the backup's set loses nothing.
   */
  async restore(request: { sets: readonly RestoreEntry[] }): Promise<RestoreSetsResult> {
    const checked = request.sets.map((entry, i) => {
      const spec = this.specFor(entry.game)
      const where = `sets[${i}] "${entry.name}"`
      const cards = withRecordPrefix(where, () => checkCards(spec, entry.cards))
      const pictures = withRecordPrefix(where, () => picturesByKey(spec, entry.cards, cards, entry.pictures))
      return { entry, cards, pictures }
    })
    const games = [...new Set(request.sets.map((entry) => entry.game))]
    return this.write(games, async () => {
      const plans = checked.map(({ entry, cards, pictures }) => {
        const missing = Object.values(pictures).find((picture) => !existsSync(this.picturePath(entry.game, picture)))
        if (missing)
          throw refusal('invalid-request', `The picture ${missing} of the set "${entry.name}" is not stored: attach it first`, { field: 'pictures', ...coded('missingPicture', `${missing} is not stored`, { picture: missing }) })
        if (entry.as === 'new' && existsSync(this.setPath(entry.game, entry.id)))
          throw refusal('invalid-request', `A set "${entry.id}" exists now: read the backup again`, coded('setExists', `a set ${entry.id} exists now`, { id: entry.id, name: entry.name }))
        const mine = entry.as === 'replace' ? this.current(entry.game, entry.id, entry.revision) : null
        const id = entry.as === 'copy' ? newSetId() : entry.id
        const revision = entry.as === 'new' ? entry.revision - 1 : (mine?.revision ?? 0)
        return { entry, cards, pictures, id, revision, before: mine ? readFileSync(this.setPath(entry.game, id), 'utf8') : null }
      })
      const undo: (() => void)[] = []
      try {
        const sets = []
        for (const plan of plans) {
          const { game, name, as } = plan.entry
          const file = this.setPath(game, plan.id)
          if (plan.before !== null) {
            const aside = `${file}.before-restore-${this.now().toISOString().replace(/[:.]/g, '-')}`
            await writeFileAtomic(aside, plan.before)
            undo.push(() => writeFileSync(file, plan.before!))
          } else undo.push(() => rmSync(file, { force: true }))
          await this.store(game, plan.id, name, plan.cards, plan.pictures, plan.revision)
          sets.push({ game, id: plan.id, name, as, cardCount: plan.cards.length })
        }
        return { sets }
      } catch (error) {
        for (const step of undo.reverse()) step()
        throw error
      }
    })
  }

  /** The game's card-set options (`options.json` beside its sets; none stored: the defaults). */
  setOptionsOf(game: string): SetOptions {
    const spec = this.specFor(game)
    try {
      const stored = JSON.parse(readFileSync(join(this.gameDir(game), OPTIONS_FILE), 'utf8')) as Partial<SetOptions>
      return { hideDemo: spec.bundledIsDemo === true && stored.hideDemo === true }
    } catch {
      return { hideDemo: false }
    }
  }

  /** Saves the options (atomically, under the lock) and tells the listeners, as a change of the sets does. */
  async saveSetOptions(game: string, options: SetOptions): Promise<SetOptions> {
    const spec = this.specFor(game)
    if (options.hideDemo && !spec.bundledIsDemo)
      throw refusal('invalid-request', `${game}'s bundled cards are not a demo set: they cannot be hidden`, { field: 'hideDemo', ...coded('noUserCards', 'no demo set', { game }) })
    return this.write(game, async () => {
      mkdirSync(this.gameDir(game), { recursive: true })
      await writeFileAtomic(join(this.gameDir(game), OPTIONS_FILE), JSON.stringify(options))
      return this.setOptionsOf(game)
    })
  }

  private options_(game: string): UserCardSpec<unknown> {
    return this.specFor(game)
  }

  /** A stored picture's bytes, base64, for a backup; refused when there is none by that name. */
  async pictureBase64(game: string, picture: string): Promise<{ base64: string }> {
    this.specFor(game)
    const stored = await this.picture(game, picture)
    if (!stored) throw refusal('not-found', `No picture ${picture} for ${game}`, coded('missingPicture', `${picture} is not stored`, { picture }))
    return { base64: stored.bytes.toString('base64') }
  }

  /** A stored picture's bytes, or null when there is none by that name. */
  async picture(game: string, picture: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!SET_PICTURE_PATTERN.test(picture) || !this.options.specOf(game)) return null
    try {
      return { bytes: await readFile(this.picturePath(game, picture)), type: PICTURE_TYPES[picture.split('.')[1]!]! }
    } catch {
      return null
    }
  }

  private specFor(game: string): UserCardSpec<unknown> {
    const spec = this.options.specOf(game)
    if (!spec) {
      const message = `${game} has no user-made card sets: its cards come from its own data`
      throw refusal('invalid-request', message, coded('noUserCards', `the ${game} module declares no userCards`, { game }))
    }
    return spec
  }

  /** The set as stored, if its revision is the one the edit was made on; refused otherwise. */
  private current(game: string, id: string, revision: number): CardSet {
    const set = this.get(game, id)
    if (set.revision !== revision)
      throw refusal(
        'invalid-request',
        `The set "${set.name}" was changed elsewhere (now revision ${set.revision}, this edit was made on ${revision}): reload it; nothing was saved`,
        { field: 'revision', ...coded('staleRevision', `now ${set.revision}`, { name: set.name, now: set.revision, yours: revision }) },
      )
    return set
  }

  private async store(game: string, id: string, name: string, cards: unknown[], pictures: Record<string, string>, revision: number): Promise<CardSet> {
    const stored = { id, game, name, revision: revision + 1, updatedAt: this.now().toISOString(), cards, pictures }
    mkdirSync(this.gameDir(game), { recursive: true })
    await writeFileAtomic(this.setPath(game, id), JSON.stringify({ deckLabCardSet: CARD_SET_FILE_VERSION, ...stored }))
    return { ...stored, keys: cards.map((card) => this.specFor(game).keyOf(card)) }
  }

  /** One write at a time in this process, holding the folder's lock against the others. */
  private write<T>(changed: string | readonly string[], work: () => Promise<T>, changesSets = true): Promise<T> {
    const run = this.queue.then(() => withUserDataLockAsync(this.options.userDataDir, work, this.options.lock))
    this.queue = run.catch(() => undefined)
    if (!changesSets) return run
    return run.then((result) => {
      // The sets are saved by now: a listener that fails (a catalog rebuild) must not say otherwise.
      for (const game of typeof changed === 'string' ? [changed] : changed)
        for (const listener of this.listeners) {
          try {
            listener(game)
          } catch (error) {
            console.error(`after a change of the ${game} card sets:`, error)
          }
        }
      return result
    })
  }

  private read(game: string, id: string, spec: UserCardSpec<unknown>): CardSet | null {
    const file = this.setPath(game, id)
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return null
    }
    const parsed = parseStored(text, id, game)
    if (parsed.ok) return { ...parsed.set, keys: parsed.set.cards.map((card) => spec.keyOf(card)) }
    throw refusal('invalid-request', `The card set file ${file} is damaged (${parsed.reason}); it was left as it is`, coded('setDamaged', parsed.reason, { file, detail: parsed.reason }))
  }

  /** Every readable set; a damaged file is moved aside (`<file>.corrupt-<time>`) and reported. */
  private readAll(game: string, problems: string[]): StoredSet[] {
    if (!this.swept.has(game)) {
      this.swept.add(game)
      removeStaleTemps([this.gameDir(game), join(this.gameDir(game), IMAGES_DIR)], this.now().getTime())
    }
    let names: string[]
    try {
      names = readdirSync(this.gameDir(game)).filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    } catch {
      return []
    }
    const sets: StoredSet[] = []
    for (const name of names) {
      const file = join(this.gameDir(game), name)
      const parsed = parseStored(readFileSync(file, 'utf8'), name.slice(0, -'.json'.length), game)
      if (parsed.ok) sets.push(parsed.set)
      else problems.push(this.moveAside(file, parsed.reason))
    }
    return sets
  }

  private moveAside(file: string, why: string): string {
    const aside = `${file}.corrupt-${this.now().toISOString().replace(/[:.]/g, '-')}`
    try {
      renameSync(file, aside)
      return `the card set file ${file} was damaged (${why}); moved to ${aside}`
    } catch {
      return `the card set file ${file} is damaged (${why}) and is left out`
    }
  }

  private gameDir(game: string): string {
    return join(this.options.userDataDir, CARD_SETS_DIR, game)
  }
  private setPath(game: string, id: string): string {
    return join(this.gameDir(game), `${id}.json`)
  }
  private picturePath(game: string, picture: string): string {
    return join(this.gameDir(game), IMAGES_DIR, picture)
  }
}

/** `.<file>.<pid>.<8 hex>.tmp`, as writeFileAtomic names the file it renames over <file>. */
const TEMP_FILE = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/
/** A temp file this old is a leftover even if its writer's pid was taken by a live process since. */
export const STALE_TEMP_MS = 60 * 60 * 1000

/**
 * Issue 29, defect 6: a writer killed between creating its temp file and renaming it leaves the
 * temp file. Removed at the first read of the game's sets, when its writer is gone (no such
 * process) or it is over an hour old; a live writer's (another window, the CLI) is left alone.
 */
export function removeStaleTemps(dirs: readonly string[], now: number): string[] {
  const removed: string[] = []
  for (const dir of dirs) {
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      continue
    }
    for (const name of names) {
      const match = TEMP_FILE.exec(name)
      if (!match) continue
      const file = join(dir, name)
      try {
        if (processAlive(Number(match[1])) && now - statSync(file).mtimeMs < STALE_TEMP_MS) continue
        rmSync(file, { force: true })
        removed.push(file)
      } catch {
        // gone meanwhile (its writer renamed it), or not ours to remove: nothing to clean
      }
    }
  }
  return removed
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but is another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

type RestoreEntry = ParsedRequestOf<'sets.restore'>['sets'][number] | (Omit<ParsedRequestOf<'sets.restore'>['sets'][number], 'game'> & { game: string })

/** A refusal of one set among many: its problems name the set before the card (`sets[0] "Mine" #3`). */
function withRecordPrefix<T>(where: string, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new ApiError(error.code, `${where}: ${error.message}`, error.details.map((detail) => ({ ...detail, record: [where, detail.record].filter(Boolean).join(' ') })))
  }
}

/** A refusal with one problem that the renderer words in its language. */
function refusal(code: ApiError['code'], message: string, problem: CodedMessage & { field?: string }): ApiError {
  return new ApiError(code, message, [codedDetail(problem)])
}

function newSetId(): string {
  return `set-${randomBytes(6).toString('hex')}`
}

/** The cards of a request, each checked by the game's schema; refused with every problem by card. */
function checkCards(spec: UserCardSpec<unknown>, values: unknown[]): unknown[] {
  const details: ApiErrorDetail[] = []
  const cards: unknown[] = []
  const seen = new Map<string, number>()
  values.forEach((value, i) => {
    const checked = checkUserCard(spec.schema, value, spec.fields)
    const record = `#${i + 1}`
    if (!checked.ok) return details.push(...checked.problems.map((p) => codedDetail({ record, ...p })))
    const key = spec.keyOf(checked.card)
    const first = seen.get(key)
    if (first !== undefined) details.push(codedDetail({ record, field: spec.keyField, ...coded('duplicateCard', `${key} is already the code of card #${first + 1}`, { key, first: first + 1 }) }))
    seen.set(key, i)
    cards.push(checked.card)
  })
  if (details.length) throw new ApiError('invalid-request', `The set was not saved: ${details.length} problem(s) in its cards`, details.slice(0, 100))
  return cards
}

/** A set as its file holds it: the keys are worked out when it is read. */
type StoredSet = Omit<CardSet, 'keys'>

/**
 * The request's pictures keyed by each card's key. The renderer names a card it has not saved yet
 * by its key field as typed (` ab-001`), which the schema and `keyOf` may change (`AB-001`).
 */
function picturesByKey(spec: UserCardSpec<unknown>, sent: readonly unknown[], cards: readonly unknown[], pictures: Record<string, string>): Record<string, string> {
  const keyOfSent = new Map<string, string>()
  cards.forEach((card, i) => {
    const key = spec.keyOf(card)
    keyOfSent.set(key, key)
    const typed = (sent[i] as Record<string, unknown> | null)?.[spec.keyField]
    if (typeof typed === 'string' && !keyOfSent.has(typed)) keyOfSent.set(typed, key)
  })
  const byKey: Record<string, string> = {}
  for (const [sentKey, picture] of Object.entries(pictures)) {
    const key = keyOfSent.get(sentKey)
    if (key === undefined)
      throw refusal('invalid-request', `The set has a picture for ${sentKey}, which is not one of its cards`, {
        field: 'pictures',
        ...coded('strayPicture', `${sentKey} is not one of its cards`, { key: sentKey }),
      })
    byKey[key] = picture
  }
  return byKey
}

/**
 * Issue 29.5: a card's own `picture` (a set file may carry one) must name a picture of its set: one
 * the set already keeps. It then joins the set's map (key → picture), the one place pictures live;
 * anything else (a path, another set's picture, a made-up name) is dropped with a note by card and
 * field, so that nothing but the set's own pictures ever reaches the card-image door.
 */
export function settleCardPictures(
  spec: UserCardSpec<unknown>,
  cards: readonly unknown[],
  pictures: Readonly<Record<string, string>>,
): { cards: unknown[]; pictures: Record<string, string>; notes: ApiErrorDetail[] } {
  const ofSet = new Set(Object.values(pictures))
  const settled = { ...pictures }
  const notes: ApiErrorDetail[] = []
  const out = cards.map((card, i) => {
    if (typeof card !== 'object' || card === null || !('picture' in card)) return card
    const { picture, ...rest } = card as { picture: unknown }
    const key = spec.keyOf(card)
    if (typeof picture === 'string' && SET_PICTURE_PATTERN.test(picture) && ofSet.has(picture)) settled[key] ??= picture
    else if (picture !== undefined && picture !== '') {
      const shown = String(picture).slice(0, 80)
      notes.push(codedDetail({ record: `#${i + 1} ${key}`, field: 'picture', ...coded('pictureDropped', `the picture "${shown}" is not one of the set's pictures: left out`, { key, picture: shown }) }))
    }
    return rest
  })
  return { cards: out, pictures: settled, notes: notes.slice(0, 100) }
}

function parseStored(text: string, id: string, game: string): { ok: true; set: StoredSet } | { ok: false; reason: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  const result = StoredSetSchema.safeParse(json)
  if (!result.success) return { ok: false, reason: `unexpected content at ${result.error.issues[0]?.path.join('.') || 'top level'}` }
  const { deckLabCardSet: _, ...set } = result.data
  if (set.id !== id || set.game !== game) return { ok: false, reason: 'its id or game is not its file’s' }
  return { ok: true, set }
}
