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

  it('says what a list without fixed values takes (Magic’s keywords), never "one of ."', () => {
    const kw = rows.find((r) => r.example.startsWith('kw:'))!
    expect(kw.example).toBe('kw:"…"  keyword:"…"  keywords:"…"')
    expect(i18nFor('en').global.t(`syntax.${kw.key}`, { ...kw.values })).toBe('Keyword contains these words.')
    for (const row of rows) expect(row.values?.values, row.example).not.toBe('')
  })

  it('keeps a flag of its own on its own line', () => {
    const own = genericSyntaxRows(creatures.cards.fields, 'en').filter((r) => r.key.startsWith('field.flag'))
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((r) => r.key === 'field.flag')).toBe(true)
  })

  it('documents Magic’s mana costs, colour comparisons, number comparisons and banned:/restricted:, in English and French', () => {
    const t = (locale: 'en' | 'fr', row: { key: string; values?: Readonly<Record<string, string>> }) => i18nFor(locale).global.t(`syntax.${row.key}`, { ...row.values })
    const line = (locale: 'en' | 'fr', start: string) => {
      const row = genericSyntaxRows(MTG_CARD_FIELDS, locale).find((r) => r.example.startsWith(start))
      if (!row) throw new Error(`no line for ${start}`)
      return { example: row.example, text: t(locale, row) }
    }
    expect(line('en', 'm:')).toEqual({
      example: 'm:{2}{G}{G}  mana:{2}{G}{G}  m:2gg  m={2}{G}{G}  m<=2gg',
      text: 'Mana cost has at least these symbols, repeats counted (2gg is the same); = exactly, <= at most, > and < strictly, != not exactly. Hybrid and Phyrexian symbols go in braces. A split card answers when one half does.',
    })
    expect(line('fr', 'm:').text).toMatch(/^Coût de mana contient au moins ces symboles/)
    expect(line('en', 'c:')).toEqual({ example: 'c:wu  c>=wu  c<=w  c=wu', text: 'Colour: letters (w, u, b, r, g) or names (azorius, dimir…); : and >= at least these, <= at most, = exactly, > and < strictly, != not exactly.' })
    expect(line('fr', 'id:').text).toMatch(/^Identité couleur : lettres \(w, u, b, r, g\) ou noms \(azorius, dimir…\) ; : et <= parmi celles-ci/)
    expect(line('en', 'pow>tou')).toEqual({ example: 'pow>tou  pow=tou', text: 'Two numbers of the same card compared (mv, pow, tou, loy).' })
    expect(line('fr', 'pow>tou').text).toBe('Deux nombres d’une même carte comparés (mv, pow, tou, loy).')
    expect(line('en', 'banned:').text).toMatch(/^Banned in: one of standard, pioneer, modern, /)
    expect(line('fr', 'restricted:').text).toMatch(/^Restreint en : /)
  })
})
