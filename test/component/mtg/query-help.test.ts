// The query help built from a game's card fields (src-renderer/lib/card-fields.ts): flags asked for
// by the same keys (Magic's 25 formats after `f:`, its 11 groups after `is:`) make one line that
// lists their words, where a flag of its own (the creature game's `is:unique`) keeps its line.
import { describe, expect, it } from 'vitest'
import { FORMATS, IS_GROUPS, MTG_CARD_FIELDS } from '@shared/games/mtg/card-fields'
import { creatures } from '@shared/games/creatures'
import { genericSyntaxRows } from '../../../src-renderer/lib/card-fields'
import { i18nFor } from '../fixtures'

describe('query help over card fields', () => {
  const rows = genericSyntaxRows(MTG_CARD_FIELDS, 'en')

  it('gives Magic’s formats one line and its is: groups one line, each listing its words', () => {
    const flags = rows.filter((r) => r.key.startsWith('field.flag'))
    expect(flags.map((r) => r.example)).toEqual(['f:standard  format:standard  legal:standard', 'is:dfc'])
    expect(flags[0]!.values!.values!.split(', ')).toEqual([...FORMATS])
    expect(flags[1]!.values!.values!.split(', ')).toEqual([...IS_GROUPS])
    expect(i18nFor('fr').global.t(`syntax.${flags[1]!.key}`, flags[1]!.values!)).toBe(`Un de ces mots après la clé : ${IS_GROUPS.join(', ')}.`)
  })

  it('keeps a flag of its own on its own line', () => {
    const own = genericSyntaxRows(creatures.cards.fields, 'en').filter((r) => r.key.startsWith('field.flag'))
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((r) => r.key === 'field.flag')).toBe(true)
  })
})
