// Issue 12 item 3: main names a card-set problem by its code; the renderer words every code in
// English and French (problems.cardSet.<code>), and falls back to main's English for a code it
// does not know rather than showing nothing.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SET_PROBLEM_CODES, coded } from '@shared/game/set-problems'
import { codedDetail } from '@shared/api-envelope'
import { formatProblem } from '../../../src-renderer/i18n/problems'
import { createAppI18n } from '../../../src-renderer/i18n'

const i18nDir = resolve(import.meta.dirname, '..', '..', '..', 'src-renderer', 'i18n')
const cardSetTexts = (locale: string) =>
  (JSON.parse(readFileSync(join(i18nDir, `${locale}.json`), 'utf8')) as { problems: { cardSet: Record<string, string> } }).problems.cardSet

describe('card-set problems in the app’s languages', () => {
  for (const locale of ['en', 'fr']) {
    it(`words every code in ${locale}, and no code that is not one`, () => {
      const texts = cardSetTexts(locale)
      expect(SET_PROBLEM_CODES.filter((code) => typeof texts[code] !== 'string' || texts[code]!.trim() === ''), 'codes without words').toEqual([])
      expect(Object.keys(texts).filter((key) => !(SET_PROBLEM_CODES as readonly string[]).includes(key)), 'words of no code').toEqual([])
    })
  }

  it('formats a problem with its values in French', () => {
    const fr = createAppI18n('fr').global
    const problem = { code: 'notWhole', params: { value: '12a' }, message: '"12a" is not a whole number' }
    expect(formatProblem(fr, 'cardSet', problem, problem.message)).toBe('« 12a » n’est pas un nombre entier.')
    expect(formatProblem(createAppI18n('en').global, 'cardSet', problem, problem.message)).toBe('“12a” is not a whole number.')
  })

  it('falls back to main’s English for a code this version has no words for, and for no code', () => {
    const fr = createAppI18n('fr').global
    expect(formatProblem(fr, 'cardSet', { code: 'fromTheFuture', params: {} }, 'something new')).toBe('something new')
    expect(formatProblem(fr, 'cardSet', undefined, 'Network down')).toBe('Network down')
  })

  it('words a card-set detail from main the way card imports carry theirs: in `problem`, not flat (issue 11)', () => {
    const detail = codedDetail({ record: '#2', field: 'power', ...coded('notWhole', '"12a" is not a whole number', { value: '12a' }) })
    expect(detail).toEqual({ record: '#2', field: 'power', message: '"12a" is not a whole number', problem: { code: 'notWhole', params: { value: '12a' } } })
    expect(Object.keys(detail)).not.toContain('code')
    expect(formatProblem(createAppI18n('fr').global, 'cardSet', detail.problem, detail.message)).toBe('« 12a » n’est pas un nombre entier.')
  })
})
