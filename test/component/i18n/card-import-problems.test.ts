// Card-import problems come from main as codes with parameters and are said through vue-i18n:
// every code main can send has English and French words, and the English are main's own (the
// CLI's), so the app and the command line say the same thing.
import { describe, expect, it } from 'vitest'
import { CARD_IMPORT_PROBLEMS, type CardImportProblemCode } from '../../../src-main/games/fftcg/import/problem-text'
import { formatProblem, problemKey } from '../../../src-renderer/i18n/problems'
import enMessages from '../../../src-renderer/i18n/en.json'
import { i18nFor } from '../fixtures'

const CODES = Object.keys(CARD_IMPORT_PROBLEMS) as CardImportProblemCode[]
const en = i18nFor('en').global
const fr = i18nFor('fr').global

/** The placeholders of a message, given sample values (numbers for counts, so plurals apply). */
function sampleParams(message: string, count: number): Record<string, string | number> {
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? count : name === 'records' ? 7 : `‹${name}›`]))
}

describe('card-import problems in the user’s language', () => {
  it.each(CODES)('%s has English and French words', (code) => {
    expect(en.te(problemKey('cardImport', code), 'en'), `en: ${problemKey('cardImport', code)}`).toBe(true)
    expect(fr.te(problemKey('cardImport', code), 'fr'), `fr: ${problemKey('cardImport', code)}`).toBe(true)
  })

  it.each(CODES)('%s says in English what the CLI says, with one and with several', (code) => {
    const message = (enMessages.problems.cardImport as Record<string, string>)[code] ?? ''
    for (const count of [1, 3]) {
      const params = sampleParams(message, count)
      expect(formatProblem(en, 'cardImport', { code, params }, 'fallback')).toBe(CARD_IMPORT_PROBLEMS[code](params))
    }
  })

  it('says a bad cost in French with the value found', () => {
    const problem = { code: 'costBad', params: { value: '"six"' }, field: 'cost' }
    expect(formatProblem(fr, 'cardImport', problem, 'fallback')).toBe('attendu : un nombre entier de 0 à 20, trouvé : "six"')
  })

  it('picks the French plural by the count of problems', () => {
    const one = { code: 'rejected', params: { file: 'a.json', count: 1, records: 20 } }
    const many = { code: 'rejected', params: { file: 'a.json', count: 20000, records: 20000 } }
    expect(formatProblem(fr, 'cardImport', one, '')).toBe('a.json : 1 problème trouvé dans 20 enregistrements ; rien n’a été importé')
    expect(formatProblem(fr, 'cardImport', many, '')).toBe('a.json : 20000 problèmes trouvés dans 20000 enregistrements ; rien n’a été importé')
  })

  it('falls back to main’s English words for a code it does not know, or no code', () => {
    expect(formatProblem(fr, 'cardImport', { code: 'fromANewerMain', params: {} }, 'main’s words')).toBe('main’s words')
    expect(formatProblem(fr, 'cardImport', undefined, 'main’s words')).toBe('main’s words')
  })
})
