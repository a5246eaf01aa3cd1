// The card-set store and files with the creature game's real spec (its codes are keyed in upper
// case, 1.3 asks level, Atk and Def of creatures only): what the made-up game cannot show.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { readCardSetFile } from '../../../src-shared/game/user-card-files'
import type { UserCardSpec } from '../../../src-shared/game/user-cards'
import { creatureUserCards } from '../../../src-shared/games/creatures/user-cards'
import { makePng } from './pictures'

const spec = creatureUserCards as UserCardSpec<unknown>
const HEADER = 'code,name,category,level,atk,def,type,unique,text'
const creature = (code: string) => ({ code, name: 'Ember Fox', category: 'creature', level: 1, atk: 300, def: 200 })

describe('card sets of the creature game', () => {
  it('keeps a picture attached to a card typed in lower case under the card’s key, and names each card’s key', async () => {
    const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-creature-sets-')), specOf: () => spec })
    const { picture } = await store.attachPicture('creatures', makePng('A', 63, 88))
    // the form sends the code as typed; the schema trims it and keyOf writes it in upper case
    const set = await store.save({ game: 'creatures', name: 'Mine', cards: [creature(' cr-01 '), creature('CR-02')], pictures: { ' cr-01 ': picture } })
    expect(set.keys).toEqual(['CR-01', 'CR-02'])
    expect(set.pictures).toEqual({ 'CR-01': picture })
    const again = store.get('creatures', set.id)
    expect(again.pictures[again.keys[0]!]).toBe(picture)
    // saved again as the renderer does, by the keys main gave
    const resaved = await store.save({ game: 'creatures', id: set.id, revision: set.revision, name: 'Mine', cards: again.cards, pictures: again.pictures })
    expect(resaved.pictures).toEqual({ 'CR-01': picture })
  })

  it('1.3: a creature without its level is refused as required, an effect with one as only for creatures', () => {
    const text = `${HEADER}\nCR-01,Fox,creature,,300,200,,no,\nEF-01,Spark,effect,2,,,,no,\n`
    const read = readCardSetFile(spec, text, { game: 'creatures' })
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.problems.map((p) => [p.line, p.field, p.code, p.params])).toEqual([
      [2, 'level', 'required', {}],
      [3, 'level', 'onlyFor', { field: 'category', values: 'creature' }],
    ])
  })
})
