import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import {
  DB_NAME,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  type DeckRecordV4,
  type DeckVersionRecordV4,
  type LabResultRecord,
  type PlaytestRecord,
  type PlaytestRecordV5,
  type StoredDeckRecord,
  type StoredDeckVersionRecord,
} from './schema'
import { V1_PILE_OF_LIST } from '@shared/backup/read'
import { turnFiguresOfGame } from '@shared/games'
import { upgradeTurns } from '@shared/game/turn-figures'

/** v4 → v5 in place: the record's game (every record before v5 is FFTCG) and its lists as piles. */
function withGameAndPiles(record: Partial<DeckRecordV4 | DeckVersionRecordV4> & { game?: string; piles?: unknown }): void {
  record.game = 'fftcg'
  record.piles = { [V1_PILE_OF_LIST.entries]: record.entries ?? [], ...(record.limitBreak ? { [V1_PILE_OF_LIST.limitBreak]: record.limitBreak } : {}) }
  delete record.entries
  delete record.limitBreak
}

export class DeckLabDatabase extends Dexie {
  decks!: EntityTable<StoredDeckRecord, 'id'>
  versions!: EntityTable<StoredDeckVersionRecord, 'id'>
  playtests!: EntityTable<PlaytestRecord, 'id'>
  labResults!: EntityTable<LabResultRecord, 'id'>

  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores(SCHEMA_V1)
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        await tx
          .table('decks')
          .toCollection()
          .modify((deck: Partial<DeckRecordV4>) => {
            deck.tags ??= []
            deck.lastOpenedAt ??= null
            deck.deletedAt ??= null
            deck.editsSinceVersion ??= 0
            deck.lastVersionAt ??= null
            deck.notes ??= ''
          })
        const names = new Map<string, { name: string; format: DeckRecordV4['format'] }>()
        await tx.table('decks').each((d: DeckRecordV4) => names.set(d.id, { name: d.name, format: d.format }))
        await tx
          .table('versions')
          .toCollection()
          .modify((v: Partial<DeckVersionRecordV4>) => {
            v.reason ??= v.name ? 'named' : 'auto-edits'
            v.format ??= names.get(v.deckId ?? '')?.format ?? 'constructed'
            v.deckName ??= names.get(v.deckId ?? '')?.name ?? ''
          })
      })
    // v3 only adds the playtest history table: nothing to upgrade.
    this.version(3).stores(SCHEMA_V3)
    // v4 only adds the saved lab runs table: nothing to upgrade.
    this.version(4).stores(SCHEMA_V4)
    this.version(5)
      .stores(SCHEMA_V5)
      .upgrade(async (tx) => {
        await tx.table('decks').toCollection().modify(withGameAndPiles)
        await tx.table('versions').toCollection().modify(withGameAndPiles)
        const fftcg = (record: { game?: string }) => void (record.game ??= 'fftcg')
        await tx.table('playtests').toCollection().modify(fftcg)
        await tx.table('labResults').toCollection().modify(fftcg)
      })
    // v6: a playtest's turns in its game's figures (a v5 turn held every game's in FFTCG's words).
    this.version(6)
      .stores(SCHEMA_V6)
      .upgrade(async (tx) => {
        await tx
          .table('playtests')
          .toCollection()
          .modify((record: PlaytestRecordV5 | PlaytestRecord) => {
            if (Array.isArray(record.turns)) record.turns = upgradeTurns(turnFiguresOfGame(record.game), record.turns) as PlaytestRecord['turns']
          })
      })
  }
}

let shared: DeckLabDatabase | null = null

/** The app's database, opened on first use. */
export function appDatabase(): DeckLabDatabase {
  return (shared ??= new DeckLabDatabase())
}
