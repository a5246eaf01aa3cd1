// Field checks shared by every reader: each turns one source value into the RawCard value, or
// says in words what was expected and what was found. Wrapped as zod schemas so that a record's
// schema reports every bad field at once, each under the field's name in the source file.
import { z } from 'zod'
import { CARD_TYPES, ELEMENTS, RARITIES, type Element, type Rarity } from '@shared/games/fftcg/card'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { describe, type CodedProblem } from '../../../catalog/import/problems'
import { cardImportProblemText, problem as coded, type CardImportProblemCode } from './problem-text'

export type Check<T> = { ok: true; value: T } | { ok: false; problem: CodedProblem }
const ok = <T>(value: T): Check<T> => ({ ok: true, value })
const bad = (code: CardImportProblemCode, params: CodedProblem['params'] = {}): Check<never> => ({ ok: false, problem: coded(code, params) })
/** `got …`: the value found, described. */
const badValue = (code: CardImportProblemCode, v: unknown) => bad(code, { value: describe(v) })

/** A zod issue carrying a coded problem (read back by readRecords), under `path` when given. */
export function problemIssue(problem: CodedProblem, path?: string[]) {
  return { code: 'custom' as const, message: cardImportProblemText(problem), params: { problem }, ...(path ? { path } : {}) }
}

/** Longest rules text, and longest of every other text field (a name, a job, a set…). */
export const MAX_RULES_TEXT = 20_000
export const MAX_FIELD_TEXT = 500

/** A zod schema from a check: the field's problems become issues under its own key. */
export function field<T>(check: (v: unknown) => Check<T>) {
  const maxLength = check === checkText ? MAX_RULES_TEXT : MAX_FIELD_TEXT
  return z.unknown().optional().transform((v, ctx): T => {
    const r = check(v)
    const problem = r.ok ? textProblem(r.value, maxLength, check === checkText) : r.problem
    if (problem === null) return (r as { value: T }).value
    ctx.addIssue(problemIssue(problem))
    return z.NEVER
  })
}

/**
 * Every text a card keeps is bounded and printable: a 10 MB name or a NUL byte would otherwise be
 * imported silently, then shown, searched and saved (issue 17.7). Line breaks only in rules text.
 */
export function textProblem(value: unknown, maxLength: number, lineBreaks: boolean): CodedProblem | null {
  const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  for (const text of texts) {
    if (text.length > maxLength) return coded('textTooLong', { length: text.length, max: maxLength })
    // eslint-disable-next-line no-control-regex
    const control = (lineBreaks ? /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/ : /[\u0000-\u001F\u007F]/).exec(text)
    if (control) return coded('controlCharacter', { char: `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, position: control.index + 1 })
  }
  return null
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

// One part of an official code: `1-001H`, `Re-001H`, `PR-001`, `B-001`, `C-001`, `27-121R`.
const CODE_PART = /^(?:\d{1,3}|[A-Za-z]{1,3})-\d{1,4}[A-Za-z]{0,2}$/

export function checkCode(v: unknown): Check<string> {
  if (isBlank(v)) return bad('codeMissing')
  if (typeof v !== 'string') return badValue('codeNotText', v)
  const code = v.trim()
  const parts = code.split('/').map((p) => p.trim())
  if (!parts.every((p) => CODE_PART.test(p)))
    return badValue('codeBad', v)
  return ok(parts.join('/'))
}

/** The code as found in a record, for naming the record in messages (not validated). */
export function codeOf(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 40) : undefined
}

export const checkString = (notText: 'nameNotText' | 'categoryNotText') => (v: unknown): Check<string> => {
  if (v === undefined || v === null) return ok('')
  if (typeof v !== 'string') return badValue(notText, v)
  return ok(v.trim())
}

export function checkName(v: unknown): Check<string> {
  if (v === undefined) return bad('nameMissing')
  return checkString('nameNotText')(v)
}

const KANJI: Record<string, Element> = {
  火: 'fire', 氷: 'ice', 風: 'wind', 土: 'earth', 雷: 'lightning', 水: 'water', 光: 'light', 闇: 'dark',
}

export function toElement(name: string): Element | null {
  const s = name.trim()
  const kanji = KANJI[s]
  if (kanji) return kanji
  const lower = s.toLowerCase()
  return (ELEMENTS as readonly string[]).includes(lower) ? (lower as Element) : null
}

/**
 * A list of elements: an array of names (official API: kanji), or one string with the names
 * separated by `/`. Crystal tokens have none; `"unknown"` (the flat list's crystals) counts as none.
 */
export function checkElements(v: unknown): Check<Element[]> {
  if (v === undefined || v === null) return bad('elementsMissing')
  let names: unknown[]
  if (Array.isArray(v)) names = v
  else if (typeof v === 'string') names = v.trim() === '' || v.trim().toLowerCase() === 'unknown' ? [] : v.split('/')
  else return badValue('elementsNotNames', v)
  const out: Element[] = []
  for (const name of names) {
    const e = typeof name === 'string' ? toElement(name) : null
    if (!e) return badValue('elementUnknown', name)
    if (!out.includes(e)) out.push(e)
  }
  return ok(out)
}

export function checkType(v: unknown): Check<RawCard['type']> {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : undefined
  if (s && (CARD_TYPES as readonly string[]).includes(s)) return ok(s)
  if (isBlank(v)) return bad('typeMissing')
  return badValue('typeBad', v)
}

function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v)
  return null
}

export function checkCost(v: unknown): Check<number> {
  const n = wholeNumber(v)
  if (n !== null && n >= 0 && n <= 20) return ok(n)
  return badValue('costBad', v)
}

/** Blank: no power. 0 is kept as written (the normaliser decides what a 0 means for each type). */
export function checkPower(v: unknown): Check<number | null> {
  if (isBlank(v)) return ok(null)
  const n = wholeNumber(v)
  if (n !== null && n <= 100_000) return ok(n)
  return badValue('powerBad', v)
}

const RARITY_WORDS: Record<string, Rarity> = {
  common: 'C', rare: 'R', hero: 'H', legend: 'L', starter: 'S', boss: 'B', promo: 'PR',
}

/** A rarity letter or word; blank: the code's own rarity letter decides (see rarityFromCode). */
export function checkRarity(v: unknown): Check<Rarity | null> {
  if (isBlank(v)) return ok(null)
  if (typeof v === 'string') {
    const s = v.trim()
    const letter = s.toUpperCase()
    if ((RARITIES as readonly string[]).includes(letter)) return ok(letter as Rarity)
    const word = RARITY_WORDS[s.toLowerCase()]
    if (word) return ok(word)
  }
  return badValue('rarityBad', v)
}

/** `1-001H` → H, `PR-001` → PR, `B-001` → B; null when the code does not say. */
export function rarityFromCode(fullCode: string): Rarity | null {
  const first = fullCode.split('/')[0] ?? ''
  if (/^PR-/i.test(first)) return 'PR'
  if (/^B-/i.test(first)) return 'B'
  const letter = /\d([A-Za-z]{1,2})$/.exec(first)?.[1]?.toUpperCase()
  return letter && (RARITIES as readonly string[]).includes(letter) ? (letter as Rarity) : null
}

/** "1"/"0", 1/0, true/false, yes/no; blank or absent: unknown (null). */
export function checkFlag(v: unknown): Check<boolean | null> {
  if (isBlank(v)) return ok(null)
  if (typeof v === 'boolean') return ok(v)
  if (v === 1 || v === 0) return ok(v === 1)
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase()
    if (['1', 'true', 'yes', 'y'].includes(s)) return ok(true)
    if (['0', 'false', 'no', 'n'].includes(s)) return ok(false)
  }
  return badValue('flagBad', v)
}

/** Jobs, several separated by `/` ("Warrior/Moogle"); blank or null: none. */
export function checkJobs(v: unknown): Check<string[]> {
  if (isBlank(v)) return ok([])
  if (Array.isArray(v) && v.every((j) => typeof j === 'string'))
    return ok(v.map((j: string) => j.trim()).filter(Boolean))
  if (typeof v !== 'string') return badValue('jobNotText', v)
  return ok(v.split('/').map((j) => j.trim()).filter(Boolean))
}

export function checkCategory2(v: unknown): Check<string | null> {
  if (isBlank(v)) return ok(null)
  if (typeof v !== 'string') return badValue('category2NotText', v)
  return ok(v.trim())
}

/**
 * `DFF &middot; II` → category1 `DFF`, category2 `II`: the official category_1 holds both, and
 * category_2 is the part after the middle dot (SOURCE.md); the bundled data is built the same way.
 * An explicit second category wins over the derived one.
 */
export function splitCategory(category: string, category2: string | null): { category1: string; category2: string | null } {
  const [first = '', ...rest] = category.split(/\s*(?:&middot;|&#183;|·)\s*/i)
  const derived = rest.join(' · ').trim()
  return { category1: first.trim(), category2: category2 ?? (derived === '' ? null : derived) }
}

/** A set name, or the official API's list of set names (the first is this printing's). */
export function checkSet(v: unknown): Check<string> {
  if (isBlank(v)) return ok('')
  if (typeof v === 'string') return ok(v.trim())
  if (Array.isArray(v) && v.every((s) => typeof s === 'string'))
    return ok((v as string[]).map((s) => s.trim()).find(Boolean) ?? '')
  return badValue('setBad', v)
}

export function checkImage(v: unknown): Check<string | null> {
  if (isBlank(v)) return ok(null)
  if (typeof v !== 'string') return badValue('imageNotText', v)
  return ok(v.trim())
}

/** Rules text in the official markup, kept as written (the normaliser reads the markup). */
export function checkText(v: unknown): Check<string> {
  if (v === undefined || v === null) return ok('')
  if (typeof v !== 'string') return badValue('rulesTextNotText', v)
  return ok(v)
}
