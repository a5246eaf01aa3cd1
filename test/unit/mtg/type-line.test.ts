// Type lines split into supertypes, types and subtypes (CR 205), over real cards.
import { describe, expect, it } from 'vitest'
import { parseTypeLine, splitTypeLine } from '@shared/games/mtg/type-line'
import { card } from './fixtures'

describe('CR 205 type lines', () => {
  it('splits supertypes, types and subtypes', () => {
    expect(parseTypeLine('Legendary Snow Creature — Elf Druid')).toEqual({ supertypes: ['Legendary', 'Snow'], types: ['Creature'], subtypes: ['Elf', 'Druid'] })
    expect(parseTypeLine('Basic Land — Island')).toEqual({ supertypes: ['Basic'], types: ['Land'], subtypes: ['Island'] })
    expect(parseTypeLine('Legendary Enchantment Artifact')).toEqual({ supertypes: ['Legendary'], types: ['Enchantment', 'Artifact'], subtypes: [] })
    expect(parseTypeLine('Instant')).toEqual({ supertypes: [], types: ['Instant'], subtypes: [] })
  })
  it('reads only CR 205.2a’s card types as types: the Astral card’s “Summon Jaguar” is a creature, Jaguar a subtype (issue 32)', () => {
    expect(parseTypeLine('Summon Jaguar')).toEqual({ supertypes: [], types: ['Creature'], subtypes: ['Jaguar'] })
    expect(card('Aswan Jaguar').faces[0]).toMatchObject({ types: ['Creature'], subtypes: ['Jaguar'] })
    expect(parseTypeLine('Legendary Kindred Artifact — Elf')).toEqual({ supertypes: ['Legendary'], types: ['Kindred', 'Artifact'], subtypes: ['Elf'] })
    expect(parseTypeLine('Dungeon')).toEqual({ supertypes: [], types: ['Dungeon'], subtypes: [] })
  })

  it('splits a double-faced line face by face (Westvale Abbey)', () => {
    expect(splitTypeLine('Land // Legendary Creature — Demon')).toEqual([
      { supertypes: [], types: ['Land'], subtypes: [] },
      { supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Demon'] },
    ])
  })
  it('gives the catalog’s faces their parts (Westvale Abbey, Bonecrusher Giant’s Adventure)', () => {
    const abbey = card('Westvale Abbey // Ormendahl, Profane Prince')
    expect(abbey.faces.map((f) => [f.supertypes, f.types, f.subtypes])).toEqual([[[], ['Land'], []], [['Legendary'], ['Creature'], ['Demon']]])
    expect(card('Bonecrusher Giant // Stomp').faces[1]).toMatchObject({ types: ['Instant'], subtypes: ['Adventure'] })
  })
})
