// The user's decks in IndexedDB (Dexie). Every schema version stays declared, in order, with its
// upgrade, so that a database created by any earlier release opens with its data (Dexie runs the
// upgrades in turn). Never edit a shipped version: add the next one.
import type { BackupDeck } from '@shared/backup/schema'
import type { DeckEntry } from '@shared/game/module'
import type { GameId } from '@shared/games'
import type { LegacyTurn, StoredTurn } from '@shared/game/turn-figures'

/** A deck's format as records and backup files keep it (an id of the game's deck.formats). */
export type DeckFormatId = BackupDeck['format']
type DeckFormat = DeckFormatId
/** A deck's cards by pile id (the game's deck.piles). */
export type Piles = Record<string, DeckEntry[]>

export const DB_NAME = 'decklab'

/** v1 (first release): decks and their versions. */
export const SCHEMA_V1 = {
  decks: 'id, name, updatedAt',
  versions: 'id, deckId, [deckId+createdAt]',
} as const

/** v2: tags (multi-entry index) and the last-opened date, for the library's filters and "recent". */
export const SCHEMA_V2 = {
  decks: 'id, name, updatedAt, lastOpenedAt, *tags',
  versions: 'id, deckId, [deckId+createdAt]',
} as const

/** v3: the playtest history (one summary per goldfish game, by deck and date). */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  playtests: 'id, deckId, [deckId+endedAt]',
} as const

/** v4: saved opening-lab runs (by deck and date), kept with the card list they measured. */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  labResults: 'id, deckId, [deckId+createdAt]',
} as const

/**
 * v5: user data knows its game. Every record gets `game` ('fftcg' for the ones before), decks are
 * listed by game and date, and a deck's or version's lists become named piles.
 */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  decks: 'id, name, updatedAt, lastOpenedAt, *tags, [game+updatedAt]',
} as const

/** v6: a playtest's turns keep the game's own figures by key (play.turnFigures); no index changes. */
export const SCHEMA_V6 = SCHEMA_V5

export const SCHEMA_VERSION = 6

/** A deck as v1 stored it. */
export interface DeckRecordV1 {
  id: string
  name: string
  format: DeckFormat
  entries: DeckEntry[]
  notes: string
  createdAt: number
  updatedAt: number
}

/** A deck as v2 to v4 stored it. */
export interface DeckRecordV4 extends DeckRecordV1 {
  /** Cards with Limit Break, outside the main deck (kept from an imported file; not indexed). */
  limitBreak?: DeckEntry[]
  tags: string[]
  /** When the deck was last opened in the editor; null: never. */
  lastOpenedAt: number | null
  /** Set when the deck was deleted: it stays (the deletion can be undone) until purged. */
  deletedAt: number | null
  /** Edits since the last version was taken (automatic versions every AUTO_VERSION_EDITS edits). */
  editsSinceVersion: number
  lastVersionAt: number | null
}

/** A deck as v5 stores it and the library hands it out: its game, and its cards as named piles (records.ts reads them). */
export type DeckRecord = Omit<DeckRecordV4, 'entries' | 'limitBreak'> & { game: GameId; piles: Piles }

/** The same record as the database holds it (the library hands it out unchanged). */
export type StoredDeckRecord = DeckRecord

export type VersionReason = 'named' | 'auto-edits' | 'auto-time' | 'before-delete' | 'before-restore' | 'created'

export interface DeckVersionRecordV1 {
  id: string
  deckId: string
  createdAt: number
  /** The user's name for a named version; null for automatic ones. */
  name: string | null
  entries: DeckEntry[]
}

/** A version as v2 to v4 stored it. */
export interface DeckVersionRecordV4 extends DeckVersionRecordV1 {
  /** The limit break pile of the version, when the deck had one (imported files). */
  limitBreak?: DeckEntry[]
  reason: VersionReason
  format: DeckFormat
  /** The deck's name when the version was taken. */
  deckName: string
}

/** A version as v5 stores it and the library hands it out (named piles, like DeckRecord). */
export type DeckVersionRecord = Omit<DeckVersionRecordV4, 'entries' | 'limitBreak'> & { game: GameId; piles: Piles }

/** The same version as the database holds it. */
export type StoredDeckVersionRecord = DeckVersionRecord

/** One goldfish game, summarised when it ended or was left (v3). */
export interface PlaytestRecord {
  id: string
  /** The game played (v5). Set by the repository when absent: every stored summary has it. */
  game?: GameId
  /** null: a pasted decklist, not a saved deck. */
  deckId: string | null
  /** The deck version with the same card list when the game started, if one was taken. */
  versionId: string | null
  deckName: string
  entries: DeckEntry[]
  format: DeckFormat
  seed: number
  onThePlay: boolean
  mulligan: boolean
  /** Per own turn: the game's figures by key (v6; its play.turnFigures), e.g. FFTCG's Backups at its end and damage dealt and taken. */
  turns: StoredTurn[]
  result: 'won' | 'lost' | 'ongoing'
  /** The own turn the game was won or lost in; null when it was left unfinished. */
  endedOnTurn: number | null
  endedBy: string | null
  startedAt: number
  endedAt: number
}

/** A playtest as v3 to v5 stored it: every game's turns in FFTCG's words. */
export type PlaytestRecordV5 = Omit<PlaytestRecord, 'turns'> & { turns: LegacyTurn[] }

/** The parameters of a saved lab run (what lab.start / lab.compare were asked). */
export interface LabRunParameters {
  games: number
  seed: number
  onThePlay: boolean
  format: DeckFormat
  turns: number
  /** Preset names or policy objects (plain JSON), in the order they were run. */
  policies: unknown[]
}

/** One finished opening-lab run of a deck (v4). */
export interface LabResultRecord {
  id: string
  /** The game of the deck (v5). */
  game: GameId
  deckId: string
  /** The deck version with the same card list when the run was made, if one was taken. */
  versionId: string | null
  /** A stable hash of the card list (sorted code × count): runs of the same list share it. */
  entriesHash: string
  entries: DeckEntry[]
  deckName: string
  parameters: LabRunParameters
  /** The game's lab report (LabReport), as main returned it. */
  results: unknown
  createdAt: number
}
