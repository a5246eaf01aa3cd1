// The deck library in IndexedDB: create, save (autosave after each edit), versions, delete with
// undo. Each write is one transaction: when it fails, nothing of it is kept and the previously
// saved deck stays as it was (the caller tells the user and keeps the edit in memory).
import './zod-csp'
import { recordProblem } from '@shared/backup'
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat, Piles } from './schema'
import { sameEntries } from '@shared/game/deck-edit'
import { DEFAULT_GAME, isGameId, type GameId } from '@shared/games'
import { defaultFormatOf } from '../lib/deck-rules'
import type { DeckLabDatabase } from './database'
import { mainPileOf, pilesWithMain } from './records'
import type { DeckRecord, DeckVersionRecord, StoredDeckRecord, StoredDeckVersionRecord, VersionReason } from './schema'

/** An automatic version is taken after this many edits of the card list since the last version… */
export const AUTO_VERSION_EDITS = 20
/** …or at the first edit 10 minutes or more after the last version (or the deck's creation). */
export const AUTO_VERSION_MS = 10 * 60_000
/** Deleted decks are kept this long (undo, and a safety net) before being purged. */
export const KEEP_DELETED_MS = 30 * 24 * 3600_000

export interface DeckPatch {
  name?: string
  format?: DeckFormat
  /** The deck's cards by pile id (all of its piles: a pile left out is removed). */
  piles?: Piles
  notes?: string
  tags?: string[]
}

export interface NewDeck extends DeckPatch {
  name: string
}

/** What an import brings: a new deck, and the versions a Deck Lab file kept (dates in epoch ms). */
export interface ImportedDeck extends NewDeck {
  piles: Piles
  createdAt?: number
  versions?: Pick<DeckVersionRecord, 'createdAt' | 'name' | 'reason' | 'piles' | 'format' | 'deckName'>[]
}

/** The repositories' options: the clock, and the game new records belong to (the app's current game). */
export interface RepositoryOptions {
  clock?: () => number
  game?: () => GameId
}

export class DeckNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`no deck ${id}`)
    this.name = 'DeckNotFoundError'
  }
}

/** A deck past the limits every deck keeps (src-shared/decklist/limits.ts): saving it would make a backup that cannot restore it. */
export class DeckLimitError extends Error {
  constructor(what: string, problem: string) {
    super(`${what} cannot be saved: ${problem}`)
    this.name = 'DeckLimitError'
  }
}

/** The record as stored, checked against the limits a backup holds (the message names the stored field, `piles.main.0.count`). */
function checked(collection: 'decks', record: DeckRecord): StoredDeckRecord
function checked(collection: 'versions', record: DeckVersionRecord): StoredDeckVersionRecord
function checked(collection: 'decks' | 'versions', record: DeckRecord | DeckVersionRecord): StoredDeckRecord | StoredDeckVersionRecord {
  const problem = recordProblem(collection, record)
  if (problem) throw new DeckLimitError(collection === 'decks' ? `The deck "${record.name?.slice(0, 60) ?? ''}"` : 'A version of the deck', problem)
  return record
}

export function newId(): string {
  const c = globalThis.crypto
  if (typeof c?.randomUUID === 'function') return c.randomUUID()
  const bytes = c.getRandomValues(new Uint8Array(16))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Plain copies (IndexedDB stores structured clones, and Vue proxies do not clone), codes trimmed as a backup reads them. */
const plainEntries = (entries: readonly DeckEntry[]): DeckEntry[] => entries.map((e) => ({ code: e.code.trim(), count: e.count }))
/** Every pile copied plain, empty ones kept (a pile absent and a pile `[]` stay apart). */
const plainPiles = (piles: Readonly<Piles>): Piles => Object.fromEntries(Object.entries(piles).map(([id, entries]) => [id, plainEntries(entries)]))
/** The main pile, and the other piles that hold cards (a copy or an import leaves empty ones out). */
const filledPiles = (game: string, piles: Readonly<Piles>): Piles => ({
  ...pilesWithMain(game),
  ...Object.fromEntries(Object.entries(plainPiles(piles)).filter(([id, entries]) => entries.length > 0 || id === mainPileOf(game))),
})
const samePiles = (a: Readonly<Piles>, b: Readonly<Piles>): boolean => {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...ids].every((id) => sameEntries(a[id] ?? [], b[id] ?? []))
}
const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]

/** The decks, versions, playtests and lab runs of one game (the library shows the current game's only). */
export class DeckRepository {
  private readonly clock: () => number
  /** The game new decks belong to and the library lists. */
  readonly game: () => GameId

  constructor(
    readonly db: DeckLabDatabase,
    options: RepositoryOptions | (() => number) = {},
  ) {
    const { clock = Date.now, game = () => DEFAULT_GAME } = typeof options === 'function' ? { clock: options } : options
    this.clock = clock
    this.game = game
  }

  /** The game's default format; a game this release does not know is refused later, by the record's check. */
  private defaultFormat(): DeckFormat {
    const game = this.game()
    return isGameId(game) ? defaultFormatOf(game) : defaultFormatOf(DEFAULT_GAME)
  }

  private ofGame = (d: StoredDeckRecord) => d.game === this.game()

  /** Decks of the current game not deleted, most recently changed first. */
  async list(): Promise<DeckRecord[]> {
    const game = this.game()
    const all = await this.db.decks.where('[game+updatedAt]').between([game, -Infinity], [game, Infinity]).reverse().toArray()
    return all.filter((d) => d.deletedAt === null)
  }

  async deleted(): Promise<DeckRecord[]> {
    return (await this.db.decks.toArray()).filter((d) => this.ofGame(d) && d.deletedAt !== null)
  }

  /** The last opened decks of the current game, most recent first. */
  async recent(limit = 5): Promise<DeckRecord[]> {
    const opened = await this.db.decks.orderBy('lastOpenedAt').reverse().toArray()
    return opened.filter((d) => this.ofGame(d) && d.deletedAt === null && d.lastOpenedAt !== null).slice(0, limit)
  }

  async withTag(tag: string): Promise<DeckRecord[]> {
    return (await this.db.decks.where('tags').equals(tag).toArray()).filter((d) => this.ofGame(d) && d.deletedAt === null)
  }

  async get(id: string): Promise<DeckRecord | undefined> {
    const stored = await this.db.decks.get(id)
    return stored
  }

  async create(init: NewDeck): Promise<DeckRecord> {
    const now = this.clock()
    const deck: DeckRecord = {
      id: newId(),
      game: this.game(),
      name: init.name,
      format: init.format ?? this.defaultFormat(),
      piles: filledPiles(this.game(), init.piles ?? {}),
      notes: init.notes ?? '',
      tags: cleanTags(init.tags ?? []),
      createdAt: now,
      updatedAt: now,
      lastOpenedAt: null,
      deletedAt: null,
      editsSinceVersion: 0,
      lastVersionAt: null,
    }
    await this.db.decks.add(checked('decks', deck))
    return deck
  }

  /** Saves an edit; takes an automatic version when the card list has changed enough (see above). */
  save(id: string, patch: DeckPatch): Promise<DeckRecord> {
    return this.db.transaction('rw', this.db.decks, this.db.versions, async () => {
      const current = await this.get(id)
      if (!current) throw new DeckNotFoundError(id)
      const now = this.clock()
      const next: DeckRecord = {
        ...current,
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.format !== undefined && { format: patch.format }),
        ...(patch.notes !== undefined && { notes: patch.notes }),
        ...(patch.tags !== undefined && { tags: cleanTags(patch.tags) }),
        piles: patch.piles ? plainPiles(patch.piles) : current.piles,
        updatedAt: now,
      }
      if (!samePiles(current.piles, next.piles)) {
        next.editsSinceVersion = current.editsSinceVersion + 1
        const since = current.lastVersionAt ?? current.createdAt
        const reason: VersionReason | null =
          next.editsSinceVersion >= AUTO_VERSION_EDITS ? 'auto-edits' : now - since >= AUTO_VERSION_MS ? 'auto-time' : null
        if (reason) {
          await this.db.versions.add(checked('versions', this.versionFrom(next, reason, null, now)))
          next.editsSinceVersion = 0
          next.lastVersionAt = now
        }
      }
      await this.db.decks.put(checked('decks', next))
      return next
    })
  }

  async markOpened(id: string): Promise<void> {
    await this.db.decks.update(id, { lastOpenedAt: this.clock() })
  }

  /** A new deck with the cards (Limit Break pile too), notes and tags of another; not its versions or history. */
  async duplicate(id: string, name: string): Promise<DeckRecord> {
    const source = await this.get(id)
    if (!source) throw new DeckNotFoundError(id)
    const now = this.clock()
    const deck: DeckRecord = {
      id: newId(),
      game: source.game,
      name,
      format: source.format,
      piles: filledPiles(source.game, source.piles),
      notes: source.notes,
      tags: cleanTags(source.tags),
      createdAt: now,
      updatedAt: now,
      lastOpenedAt: null,
      deletedAt: null,
      editsSinceVersion: 0,
      lastVersionAt: null,
    }
    await this.db.decks.add(checked('decks', deck))
    return deck
  }

  /**
   * A deck read from a decklist or a Deck Lab file, with its kept versions (oldest first), in one
   * transaction: it is in the library whole, or not at all.
   */
  importDeck(init: ImportedDeck): Promise<DeckRecord> {
    return this.db.transaction('rw', this.db.decks, this.db.versions, async () => {
      const now = this.clock()
      const deck: DeckRecord = {
        id: newId(),
        game: this.game(),
        name: init.name,
        format: init.format ?? this.defaultFormat(),
        piles: filledPiles(this.game(), init.piles),
        notes: init.notes ?? '',
        tags: cleanTags(init.tags ?? []),
        createdAt: init.createdAt ?? now,
        updatedAt: now,
        lastOpenedAt: null,
        deletedAt: null,
        editsSinceVersion: 0,
        lastVersionAt: null,
      }
      for (const v of init.versions ?? []) {
        await this.db.versions.add(checked('versions', {
          id: newId(),
          deckId: deck.id,
          game: deck.game,
          createdAt: v.createdAt,
          name: v.name?.trim() || null,
          reason: v.reason,
          piles: filledPiles(deck.game, v.piles),
          format: v.format,
          deckName: v.deckName,
        }))
        deck.lastVersionAt = Math.max(deck.lastVersionAt ?? 0, v.createdAt)
      }
      await this.db.decks.add(checked('decks', deck))
      return deck
    })
  }

  /** Deletes with a version of the deck as it was; `restore` undoes it until the deck is purged. */
  delete(id: string): Promise<void> {
    return this.db.transaction('rw', this.db.decks, this.db.versions, async () => {
      const deck = await this.get(id)
      if (!deck) throw new DeckNotFoundError(id)
      const now = this.clock()
      await this.db.versions.add(this.versionFrom(deck, 'before-delete', null, now))
      await this.db.decks.put({ ...deck, deletedAt: now, lastVersionAt: now, editsSinceVersion: 0 })
    })
  }

  async restore(id: string): Promise<void> {
    const changed = await this.db.decks.update(id, { deletedAt: null })
    if (!changed) throw new DeckNotFoundError(id)
  }

  /**
   * Removes for good the decks deleted more than `keepMs` ago, with everything kept of them: their
   * versions, playtests and saved lab runs (only ever shown with their deck, so nothing could show
   * them any more). Playtests of pasted lists (no deck) are not touched.
   */
  purgeDeleted(keepMs = KEEP_DELETED_MS): Promise<number> {
    const { decks, versions, playtests, labResults } = this.db
    return this.db.transaction('rw', [decks, versions, playtests, labResults], async () => {
      const limit = this.clock() - keepMs
      const old = (await decks.toArray()).filter((d) => d.deletedAt !== null && d.deletedAt < limit)
      for (const deck of old) {
        await versions.where('deckId').equals(deck.id).delete()
        await playtests.where('deckId').equals(deck.id).delete()
        await labResults.where('deckId').equals(deck.id).delete()
        await decks.delete(deck.id)
      }
      return old.length
    })
  }

  /** A version the user asked for (named) or an automatic one, of the deck as saved now. */
  snapshot(id: string, name: string | null, reason: VersionReason = 'named'): Promise<DeckVersionRecord> {
    return this.db.transaction('rw', this.db.decks, this.db.versions, async () => {
      const deck = await this.get(id)
      if (!deck) throw new DeckNotFoundError(id)
      const now = this.clock()
      const version = this.versionFrom(deck, reason, name?.trim() || null, now)
      await this.db.versions.add(checked('versions', version))
      await this.db.decks.update(id, { lastVersionAt: now, editsSinceVersion: 0 })
      return version
    })
  }

  /** Versions of a deck, newest first. */
  async versions(deckId: string): Promise<DeckVersionRecord[]> {
    const list = await this.db.versions.where('[deckId+createdAt]').between([deckId, -Infinity], [deckId, Infinity]).toArray()
    return list.reverse()
  }

  private versionFrom(deck: DeckRecord, reason: VersionReason, name: string | null, now: number): DeckVersionRecord {
    return {
      id: newId(),
      deckId: deck.id,
      game: deck.game,
      createdAt: now,
      name,
      reason,
      piles: plainPiles(deck.piles),
      format: deck.format,
      deckName: deck.name,
    }
  }
}
