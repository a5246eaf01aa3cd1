// The GameModule object: what generic screens, the catalog and the CLI read from it, and the
// schema main validates untrusted actions with.
import { describe, expect, it } from 'vitest'
import { creatures } from '@shared/games/creatures'
import { DEMO_CARDS } from './fixtures'

describe('the creatures module', () => {
  it('declares the text’s starting figures: 8000 LP, 5 cards, 1 draw a turn (Déroulement)', () => {
    expect(creatures.meta).toEqual({ lifeKind: 'life', lifeByFormat: { standard: 8000, free: 8000 }, openingHand: 5, drawPerTurn: 1 })
  })

  it('declares the board of "Le Plateau": 5 creature slots, 5 magic slots, one terrain, a shared isolation zone', () => {
    const zones = Object.fromEntries(creatures.play.zones.map((z) => [z.id, z]))
    expect([zones.creatures!.slots, zones.magic!.slots, zones.terrain!.slots]).toEqual([5, 5, 1])
    expect(zones.isolation!.names.fr).toContain('isolement')
    expect(zones.graveyard!.names.fr).toBe('Cimetière')
  })

  it('declares card fields that every card has, each with English and French names', () => {
    for (const field of creatures.cards.fields) {
      expect(field.names.en && field.names.fr, field.key).toBeTruthy()
      for (const card of DEMO_CARDS) expect(Object.hasOwn(card, field.key), `${card.code}.${field.key}`).toBe(true)
    }
    const spellings = creatures.cards.fields.flatMap((f) => f.queryKeys ?? []).filter((k) => k !== 'is')
    expect(new Set(spellings).size).toBe(spellings.length)
  })

  it('declares the phases of "Le déroulement" in order, the opening choice before the turns', () => {
    expect(creatures.play.phases.map((p) => [p.id, 'beforeTurns' in p ? p.beforeTurns : false])).toEqual([
      ['setup', true],
      ['draw', false],
      ['primary', false],
      ['clash', false],
      ['final', false],
      ['opponent', false],
    ])
  })

  it('refuses untrusted actions that are malformed', () => {
    const schema = creatures.play.actionSchema
    expect(schema.safeParse({ type: 'summon', card: 'c1', posture: 'offensive', sacrifices: ['c2'] }).success).toBe(true)
    expect(schema.safeParse({ type: 'summon', card: 'c1', posture: 'rest' }).success).toBe(false)
    expect(schema.safeParse({ type: 'summon', card: '../c1', posture: 'offensive' }).success).toBe(false)
    expect(schema.safeParse({ type: 'addDummy', atk: 100_000, def: 0, posture: 'offensive' }).success).toBe(false)
    expect(schema.safeParse({ type: 'attack', card: 'c1', target: 'c2' }).success).toBe(false)
    expect(schema.safeParse({ type: 'nextPhase', extra: 1 }).success).toBe(false)
  })

  it('marks the manual actions: what a card’s text does, applied by hand', () => {
    const manual = creatures.play.actions.filter((a) => a.manual).map((a) => a.type)
    expect(manual).toEqual(expect.arrayContaining(['move', 'search', 'shuffle', 'modifyStats', 'changeLife', 'addDummy']))
    expect(manual).not.toContain('summon')
    expect(manual).not.toContain('attack')
  })
})
