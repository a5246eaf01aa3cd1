// The backup summaries say "1 deck", not "1 decks": every count is its own pluralised message
// (vue-i18n `a | b`), put into the sentence the way BackupView does it, in English and French.
import { describe, expect, it } from 'vitest'
import { readBackup } from '@shared/backup'
import { createAppI18n, type Locale } from '../../../src-renderer/i18n'

type Counted = 'decks' | 'versions' | 'playtests' | 'labResults'

function backupMessages(locale: Locale) {
  const { t } = createAppI18n(locale).global
  // as in BackupView.vue: t(`io.backup.count.${what}`, { n }, n)
  const count = (what: Counted, n: number) => t(`io.backup.count.${what}`, { n }, n)
  const counts = (c: Record<Counted, number>) =>
    Object.fromEntries(Object.entries(c).map(([what, n]) => [what, count(what as Counted, n)])) as Record<Counted, string>
  return {
    count,
    made: (c: Record<Counted, number>) => t('io.backup.made', { file: 'b.json', ...counts(c) }),
    fileHolds: (c: Record<Counted, number>) => t('io.backup.fileHolds', { date: 'today', ...counts(c) }),
    restored: (c: Record<Counted, number>) => t('io.backup.restored', counts(c)),
    newHistory: (c: Omit<Record<Counted, number>, 'decks'>) => t('io.backup.newHistory', counts({ decks: 0, ...c })),
  }
}

const ones = { decks: 1, versions: 1, playtests: 1, labResults: 1 }
const twos = { decks: 2, versions: 12, playtests: 3, labResults: 2 }

describe('backup summary messages', () => {
  it('English: singular for one, plural otherwise', () => {
    const m = backupMessages('en')
    expect(m.made(ones)).toBe('Backup saved: b.json (1 deck, 1 version, 1 playtest, 1 lab run).')
    expect(m.made(twos)).toBe('Backup saved: b.json (2 decks, 12 versions, 3 playtests, 2 lab runs).')
    expect(m.fileHolds({ decks: 1, versions: 0, playtests: 2, labResults: 1 })).toBe('Backup of today: 1 deck, 0 versions, 2 playtests, 1 lab run.')
    expect(m.restored({ decks: 1, versions: 2, playtests: 0, labResults: 1 })).toBe('Restored: 1 deck, 2 versions, 0 playtests and 1 lab run written.')
    expect(m.newHistory({ versions: 1, playtests: 1, labResults: 0 })).toBe('1 version, 1 playtest and 0 lab runs to add')
  })

  it('French: singular for one, plural otherwise', () => {
    const m = backupMessages('fr')
    expect(m.made(ones)).toBe('Sauvegarde enregistrée : b.json (1 deck, 1 version, 1 partie, 1 essai du labo).')
    expect(m.made(twos)).toBe('Sauvegarde enregistrée : b.json (2 decks, 12 versions, 3 parties, 2 essais du labo).')
    expect(m.fileHolds(ones)).toBe('Sauvegarde du today : 1 deck, 1 version, 1 partie, 1 essai du labo.')
    expect(m.restored({ decks: 1, versions: 2, playtests: 1, labResults: 3 })).toBe('Restauration terminée : 1 deck, 2 versions, 1 partie et 3 essais du labo écrits.')
    expect(m.newHistory({ versions: 2, playtests: 1, labResults: 1 })).toBe('2 versions, 1 partie et 1 essai du labo à ajouter')
  })

  it('no summary keeps a bare number before a noun (the "1 decks" pattern)', () => {
    for (const locale of ['en', 'fr'] as const) {
      const m = backupMessages(locale)
      for (const text of [m.made(ones), m.fileHolds(ones), m.restored(ones), m.newHistory(ones)]) {
        expect(text, `${locale}: ${text}`).not.toMatch(/\b1 (decks|versions|playtests|parties|lab runs|essais)\b/)
      }
    }
  })
})

describe('a refused backup is explained in the user’s language', () => {
  // Each refusal carries an id and its values; the English reason stays for logs and the CLI.
  const refusal = (text: string) => {
    const read = readBackup(text)
    if (read.ok) throw new Error('read')
    return read.refusal
  }
  const say = (locale: Locale, text: string) => {
    const { t } = createAppI18n(locale).global
    const r = refusal(text)
    return t(`io.backup.refusal.${r.code}`, r.params, r.code === 'damaged' ? r.params.more : 1)
  }

  it('names why a whole file is refused, with an id per reason', () => {
    expect(refusal('not json').code).toBe('not-json')
    expect(refusal('[1, 2]').code).toBe('not-object')
    expect(refusal('{"decks": []}').code).toBe('no-version')
    expect(refusal('{"deckLab": 1, "deck": {}}').code).toBe('deck-file')
    expect(refusal('{"deckLabBackup": 7}')).toEqual({ code: 'too-new', params: { version: 7, known: 4 } })
    expect(refusal('{"deckLabBackup": "two"}')).toMatchObject({ code: 'unknown-version', params: { version: '"two"' } })
    expect(refusal('{"deckLabBackup": 2, "createdAt": 5, "decks": []}')).toMatchObject({ code: 'damaged', params: { first: expect.stringContaining('createdAt') } })
  })

  it('says it in French with the French UI, zod’s own words included', () => {
    expect(say('fr', '{"decks": []}')).toBe('Ce fichier n’est pas une sauvegarde Deck Lab : il n’a pas de champ de version « deckLabBackup ».')
    expect(say('fr', '{"deckLab": 1, "deck": {}}')).toMatch(/^C’est un fichier de deck Deck Lab, pas une sauvegarde/)
    // the French i18n switches zod to French: the field's problem is in French too
    expect(say('fr', '{"deckLabBackup": 2, "createdAt": 5, "decks": []}')).toMatch(/^La sauvegarde est endommagée : createdAt: Entrée invalide/)
  })

  it('says it in English with the English UI, counting the other problems', () => {
    expect(say('en', '{"deckLabBackup": 2, "createdAt": 5, "decks": []}')).toMatch(/^The backup is damaged: createdAt: Invalid input/)
    expect(say('en', '{"deckLabBackup": 2, "createdAt": 5, "decks": 3, "versions": 4}')).toMatch(/\(and 2 more problems\)\.$/)
  })
})
