// Every language the official records carry (`name_fr`, `type_fr`, `job_fr`, `text_fr`, … `_ja`),
// kept per language beside the English fields. A bad value is a problem of its record and field.
import type { CardLocaleFields } from '@shared/games/fftcg/raw-card'
import { checkJobs, MAX_FIELD_TEXT, MAX_RULES_TEXT, textProblem } from '../import/fields'
import { describe, type CodedProblem, type Problems, type RecordRef } from '../../../catalog/import/problems'
import { problem } from '../import/problem-text'

const LOCALE_KEY = /^(name|type|job|text)_([a-z]{2})$/

/** English is the card's own fields. */
const OWN_LANGUAGE = 'en'

type Locales = Partial<Record<string, CardLocaleFields>>

/** The record's other languages, or undefined when it has none; problems go to `problems`. */
export function recordLocales(record: Record<string, unknown>, ref: RecordRef, problems: Problems): Locales | undefined {
  const locales: Locales = {}
  for (const [key, value] of Object.entries(record)) {
    const match = LOCALE_KEY.exec(key)
    if (!match || match[2] === OWN_LANGUAGE || value === null || value === undefined || value === '') continue
    const [, part, language] = match as unknown as [string, 'name' | 'type' | 'job' | 'text', string]
    const wrong = localeProblem(part, value)
    if (wrong) {
      problems.add(ref, key, wrong)
      continue
    }
    const fields = (locales[language] ??= {})
    if (part === 'job') {
      const jobs = checkJobs(value)
      if (jobs.ok && jobs.value.length) fields.jobs = jobs.value
    } else fields[part] = part === 'text' ? (value as string) : (value as string).trim()
  }
  return Object.keys(locales).length ? locales : undefined
}

function localeProblem(part: string, value: unknown): CodedProblem | null {
  if (typeof value !== 'string') return problem('other', { message: `expected text, got ${describe(value)}` })
  return part === 'text' ? textProblem(value, MAX_RULES_TEXT, true) : textProblem(value, MAX_FIELD_TEXT, false)
}
