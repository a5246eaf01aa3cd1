// A user card's picture reaches the catalog with the card (issue 12: "shown everywhere the card
// is"): the set keeps pictures by card key, the catalog's card carries its own `picture`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { creatureUserCards } from '../../../src-shared/games/creatures/user-cards'
import type { UserCardSpec } from '../../../src-shared/game/user-cards'
import { makePng } from './pictures'

const game = 'creatures'
const pup = { code: 'CR-001', name: 'Ember Pup', category: 'creature', level: 0, atk: 900, def: 500, type: 'Beast', unique: false, text: '' }
const golem = { ...pup, code: 'CR-003', name: 'Pebble Golem' }

describe('card sets feed the catalog', () => {
  it('gives each card its set’s picture, which the game’s card schema still accepts', async () => {
    const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-')), specOf: (g) => (g === game ? (creatureUserCards as UserCardSpec<unknown>) : undefined) })
    const { picture } = await store.attachPicture(game, makePng('PUP', 63, 88))
    await store.save({ game, name: 'Mine', cards: [pup, golem], pictures: { 'CR-001': picture } })
    const cards = store.cardsOf(game) as { code: string; picture?: string }[]
    expect(cards.find((c) => c.code === 'CR-001')?.picture).toBe(picture)
    expect(cards.find((c) => c.code === 'CR-003')).not.toHaveProperty('picture')
    // the schema's card, plus the set it comes from (issue 29.7: the decklist takes the user's own first)
    const { ownSet, ...card } = cards[0] as { ownSet?: string }
    expect(ownSet).toBe('Mine')
    expect(creatureUserCards.schema.safeParse(card).success).toBe(true)
  })
})
