// A new, empty deck database per test (fake-indexeddb), deleted after the test.
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import Dexie from 'dexie'
import { DeckLabDatabase } from '../../../src-renderer/db/database'

const open: DeckLabDatabase[] = []

export function freshDb(prefix = 'decklab-test'): DeckLabDatabase {
  const db = new DeckLabDatabase(`${prefix}-${Math.random()}`)
  open.push(db)
  return db
}

afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
})
