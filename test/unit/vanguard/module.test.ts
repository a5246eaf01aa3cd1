// Issue 13, item 1: the module's card schema as the generic screens read it — a search facet for
// every field of the issue's schema, and a filter entry for every filter field.
import { describe, expect, it } from 'vitest'
import { vanguardParts } from '@shared/games/vanguard'
import { VanguardFiltersSchema } from '@shared/games/vanguard/card-filters'
import { card } from './fixtures'

const fields = vanguardParts.cards.fields

describe('the Vanguard card schema as the generic screens read it', () => {
  it('has a filter and query keys for every field the issue names', () => {
    const issueFields = ['grade', 'power', 'shield', 'critical', 'trigger', 'triggerPower', 'skill', 'unitType', 'orderType', 'nations', 'clan', 'set']
    for (const key of issueFields) expect(fields.find((f) => f.key === key), key).toMatchObject({ filter: true, queryKeys: expect.any(Array) })
    expect(fields.map((f) => f.key)).toEqual(expect.arrayContaining(['code', 'name', 'text']))
  })

  it('never gives two fields one query key', () => {
    const keys = fields.flatMap((f) => f.queryKeys ?? [])
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
  })

  it('accepts a filter for each filter field and refuses an unknown one', () => {
    const filters = { grade: { min: 0, max: 3 }, power: { min: 5000 }, shield: { max: 0 }, critical: { min: 1 }, triggerPower: { min: 10000 }, triggers: ['none', 'heal'], skills: ['twin-drive'], unitTypes: ['sentinel'], orderTypes: ['blitz'], nations: ['Dragon Empire'], clans: ['Kagero'], sets: ['D-BT01'] }
    expect(VanguardFiltersSchema.safeParse(filters).success).toBe(true)
    expect(VanguardFiltersSchema.safeParse({ elements: ['fire'] }).success).toBe(false)
    expect(VanguardFiltersSchema.safeParse({ triggers: ['mega'] }).success).toBe(false)
  })

  it('keys cards by code, counts copies by name, keeps tokens out of decks', () => {
    const { cards } = vanguardParts
    expect(cards.entryKey('dsd01_013')).toBe('D-SD01/013')
    expect(cards.identityOf(card('D-SD03/010'))).toBe(cards.identityOf(card('D-LTD01/010')))
    expect(cards.deckLegal(card('dbt01_t01'))).toBe(false)
    expect(cards.deckLegal(card('dsd01_013'))).toBe(true)
    expect(cards.label(card('dsd01_013'))).toBe('D-SD01/013 (Blaze Fist Monk, Nikko)')
  })

  it('declares a damage limit of six for both formats and the two piles', () => {
    expect(vanguardParts.meta.lifeByFormat).toEqual({ 'ride-deck': 6, standard: 6 })
    expect(vanguardParts.deck.piles.map((p) => p.id)).toEqual(['main', 'ride'])
    expect(vanguardParts.deck.formats.map((f) => [f.id, f.sizes.ride!.max, f.sizes.main!.max])).toEqual([['ride-deck', 4, 46], ['standard', 1, 49]])
  })
})
