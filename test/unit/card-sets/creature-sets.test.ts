// The card-set store and files with the creature game's real spec (its codes are keyed in upper
// case, 1.3 asks level, Atk and Def of creatures only): what the made-up game cannot show.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
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

  describe('issue 29.5: a card’s picture in a set file must name a picture of that set', () => {
    const fileOf = (cards: object[]) => JSON.stringify({ deckLabCardSet: 1, game: 'creatures', name: 'Hostile', cards })
    const newStore = () => new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-creature-pictures-')), specOf: () => spec })

    it('drops a path, a made-up name and a picture of another set, with a note naming the card and field; the catalog card has none', async () => {
      const store = newStore()
      const { picture: elsewhere } = await store.attachPicture('creatures', makePng('B', 63, 88))
      await store.save({ game: 'creatures', name: 'Other', cards: [creature('OT-01')], pictures: { 'OT-01': elsewhere } })
      const text = fileOf([
        { ...creature('CR-01'), picture: '../../../../etc/passwd' },
        { ...creature('CR-02'), picture: 'not-a-hash.png' },
        { ...creature('CR-03'), picture: elsewhere },
        creature('CR-04'),
      ])
      const result = await store.importFile({ game: 'creatures', text })
      expect(result.notes.map((n) => [n.record, n.field, n.problem?.code, n.problem?.params.picture])).toEqual([
        ['#1 CR-01', 'picture', 'pictureDropped', '../../../../etc/passwd'],
        ['#2 CR-02', 'picture', 'pictureDropped', 'not-a-hash.png'],
        ['#3 CR-03', 'picture', 'pictureDropped', elsewhere],
      ])
      expect(result.set.pictures).toEqual({})
      expect(result.set.cards.every((card) => !('picture' in (card as object)))).toBe(true)
      const catalogCards = store.cardsOf('creatures') as { code: string; picture?: string }[]
      expect(catalogCards.find((c) => c.code === 'CR-01')).not.toHaveProperty('picture')
      expect(catalogCards.find((c) => c.code === 'OT-01')?.picture).toBe(elsewhere)
    })

    it('keeps, merged into a set, a picture the set already has, under the card’s key', async () => {
      const store = newStore()
      const { picture } = await store.attachPicture('creatures', makePng('C', 63, 88))
      const set = await store.save({ game: 'creatures', name: 'Mine', cards: [creature('CR-01')], pictures: { 'CR-01': picture } })
      const result = await store.importFile({ game: 'creatures', text: fileOf([{ ...creature('CR-02'), picture }]), into: { id: set.id, revision: set.revision } })
      expect(result.notes).toEqual([])
      expect(result.set.pictures).toEqual({ 'CR-01': picture, 'CR-02': picture })
    })

    it('shows no picture for a card whose stored file carries one by hand (written before the check)', async () => {
      const store = newStore()
      const set = await store.save({ game: 'creatures', name: 'Mine', cards: [creature('CR-01')], pictures: {} })
      const file = join(store['options'].userDataDir, 'card-sets', 'creatures', `${set.id}.json`)
      const stored = JSON.parse(readFileSync(file, 'utf8'))
      stored.cards[0].picture = '../../../../etc/passwd'
      writeFileSync(file, JSON.stringify(stored))
      expect(store.cardsOf('creatures')[0]).not.toHaveProperty('picture')
    })
  })
})
