import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import { DB_NAME, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, type DeckRecord, type DeckVersionRecord, type LabResultRecord, type PlaytestRecord } from './schema'

export class DeckLabDatabase extends Dexie {
  decks!: EntityTable<DeckRecord, 'id'>
  versions!: EntityTable<DeckVersionRecord, 'id'>
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
          .modify((deck: Partial<DeckRecord>) => {
            deck.tags ??= []
            deck.lastOpenedAt ??= null
            deck.deletedAt ??= null
            deck.editsSinceVersion ??= 0
            deck.lastVersionAt ??= null
            deck.notes ??= ''
          })
        const names = new Map<string, { name: string; format: DeckRecord['format'] }>()
        await tx.table('decks').each((d: DeckRecord) => names.set(d.id, { name: d.name, format: d.format }))
        await tx
          .table('versions')
          .toCollection()
          .modify((v: Partial<DeckVersionRecord>) => {
            v.reason ??= v.name ? 'named' : 'auto-edits'
            v.format ??= names.get(v.deckId ?? '')?.format ?? 'constructed'
            v.deckName ??= names.get(v.deckId ?? '')?.name ?? ''
          })
      })
    // v3 only adds the playtest history table: nothing to upgrade.
    this.version(3).stores(SCHEMA_V3)
    // v4 only adds the saved lab runs table: nothing to upgrade.
    this.version(4).stores(SCHEMA_V4)
  }
}

let shared: DeckLabDatabase | null = null

/** The app's database, opened on first use. */
export function appDatabase(): DeckLabDatabase {
  return (shared ??= new DeckLabDatabase())
}
