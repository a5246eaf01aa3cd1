// Issue 13, item 4: "1 cards". The table's counts (zones, hand, deck browser, the start screen's
// decks, FFTCG's discard, Vanguard's drive checks and hits) say one card or many in English and
// French; French counts 0 and 1 in the singular.
import { describe, expect, it } from 'vitest'
import en from '../../../src-renderer/i18n/en.json'
import fr from '../../../src-renderer/i18n/fr.json'
import { frenchPlural } from '../../../src-renderer/i18n'
import { i18nFor } from '../fixtures'

const t = (locale: 'en' | 'fr') => i18nFor(locale).global.t as (key: string, named: Record<string, unknown>, plural: number) => string

describe('plural forms of the table’s counts', () => {
  it.each([
    ['playtest.zoneCount', { zone: 'Soul' }, 'Soul, 1 card', 'Soul, 2 cards', 'Soul, 0 cards'],
    ['playtest.handLabel', {}, 'Hand, 1 card', 'Hand, 2 cards', 'Hand, 0 cards'],
    ['playtest.browse.searchTitle', {}, 'Search the deck (1 card)', 'Search the deck (2 cards)', 'Search the deck (0 cards)'],
    ['playtest.browse.lookTitle', {}, 'Top card of the deck', 'Top 2 cards of the deck', 'Top 0 cards of the deck'],
    ['playtest.start.cards', {}, '1 card', '2 cards', '0 cards'],
    ['playtest.discard.title', {}, 'Discard 1 card to end the turn', 'Discard 2 cards to end the turn', 'Discard 0 cards to end the turn'],
    ['vanguard.table.battle.drives', {}, '1 drive check to go', '2 drive checks to go', '0 drive checks to go'],
    ['playtest.start.linesNotUnderstood', {}, '1 line not understood', '2 lines not understood', 'every line understood'],
    ['playtest.start.parsed', { lines: 'every line understood' }, '1 card read, every line understood', '2 cards read, every line understood', '0 cards read, every line understood'],
  ])('%s in English', (key, named, one, two, zero) => {
    expect(t('en')(key, { ...named, n: 1 }, 1)).toBe(one)
    expect(t('en')(key, { ...named, n: 2 }, 2)).toBe(two)
    expect(t('en')(key, { ...named, n: 0 }, 0)).toBe(zero)
  })

  it.each([
    ['playtest.zoneCount', { zone: 'Âme' }, 'Âme, 1 carte', 'Âme, 2 cartes', 'Âme, 0 carte'],
    ['playtest.handLabel', {}, 'Main, 1 carte', 'Main, 2 cartes', 'Main, 0 carte'],
    ['playtest.browse.searchTitle', {}, 'Chercher dans le deck (1 carte)', 'Chercher dans le deck (2 cartes)', 'Chercher dans le deck (0 carte)'],
    ['playtest.browse.lookTitle', {}, 'La carte du dessus du deck', 'Les 2 cartes du dessus du deck', 'La carte du dessus du deck'],
    ['playtest.start.cards', {}, '1 carte', '2 cartes', '0 carte'],
    ['playtest.start.linesNotUnderstood', {}, '1 ligne non comprise', '2 lignes non comprises', 'toutes les lignes comprises'],
    ['playtest.discard.count', { need: 2 }, '1 sur 2 choisie', '2 sur 2 choisies', '0 sur 2 choisie'],
    ['vanguard.table.battle.hit', { power: 13000, defence: 5000 }, 'Dernière attaque touchée : 13000 contre 5000, 1 dégât', 'Dernière attaque touchée : 13000 contre 5000, 2 dégâts', 'Dernière attaque touchée : 13000 contre 5000, 0 dégât'],
  ])('%s in French', (key, named, one, two, zero) => {
    expect(t('fr')(key, { ...named, n: 1 }, 1)).toBe(one)
    expect(t('fr')(key, { ...named, n: 2 }, 2)).toBe(two)
    expect(t('fr')(key, { ...named, n: 0 }, 0)).toBe(zero)
  })

  it('French counts 0 and 1 in the singular, with two forms or three', () => {
    expect([0, 1, 2, 5].map((n) => frenchPlural(n, 2))).toEqual([0, 0, 1, 1])
    expect([0, 1, 2, 5].map((n) => frenchPlural(n, 3))).toEqual([0, 1, 2, 2])
  })

  // a table message with a count written "card(s)" or "{n} cards" alone reads "1 cards"
  const tableMessages = (messages: Record<string, unknown>) => {
    const out: [string, string][] = []
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') out.push([path, node])
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k)
    }
    walk({ playtest: messages.playtest, table: (messages.vanguard as Record<string, unknown>).table }, '')
    return out
  }
  it.each([
    ['en', en, /\{n\} cards|card\(s\)|check\(s\)/],
    ['fr', fr, /\{n\} cartes|carte\(s\)|dégât\(s\)|check\(s\)/],
  ] as const)('no %s table message counts cards without its singular', (_locale, messages, plural) => {
    const offenders = tableMessages(messages as unknown as Record<string, unknown>).filter(([, text]) => plural.test(text) && !text.includes('|'))
    expect(offenders).toEqual([])
  })
})
