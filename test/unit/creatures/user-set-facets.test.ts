// Issue 31: the creature game's filters list the values of the player's own sets (a "Dragon" card's
// type was missing from the Type filter). Main's facets follow the sets: a set imported adds its
// values, a set deleted takes them away.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CreatureFacets } from '@shared/games/creatures/card-filters'
import { createMainServices } from '../../../src-main/services'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-set-facets-')) })
async function call<T>(channel: string, request: object): Promise<T> {
  const envelope = await services.dispatch(channel as never, request as never, { transport: 'http' })
  if (!envelope.ok) throw new Error(envelope.error.message)
  return envelope.value as T
}

const SET = `code,name,category,level,atk,def,type,unique,text
DR-001,Ember Drake,creature,2,2500,1500,Dragon,false,
DR-002,Ash Drake,creature,3,4200,2000,Dragon,false,
`

describe('creature filters list the player’s set values', { timeout: 60_000 }, () => {
  it('a set with a Dragon adds Dragon to the Type facet and widens Atk; deleting it takes them away', async () => {
    const before = await call<CreatureFacets>('cards.facets', { game: 'creatures' })
    expect(before.types).not.toContain('Dragon')
    expect(before.atk.max).toBeLessThan(4200)
    const imported = await call<{ set: { id: string; revision: number } }>('sets.import', { game: 'creatures', text: SET, name: 'Dragons' })
    const after = await call<CreatureFacets>('cards.facets', { game: 'creatures' })
    expect(after.types).toContain('Dragon')
    expect(after.types).toEqual(expect.arrayContaining(before.types))
    expect(after.atk.max).toBe(4200)
    await call('sets.delete', { game: 'creatures', id: imported.set.id, revision: imported.set.revision })
    const gone = await call<CreatureFacets>('cards.facets', { game: 'creatures' })
    expect(gone.types).not.toContain('Dragon')
  })
})
