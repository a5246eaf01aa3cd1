// Issue 16 item 6: every string of the app in English and French. Fails on a key the code uses
// that a locale lacks, on a key one locale has and the other not, on placeholders that differ,
// and on a French text left identical to the English one, unless all its words are the same in
// both languages (the short list below: game terms the official French rules keep in English,
// and words spelt the same).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LINE_MESSAGE_IDS } from '@shared/decklist/line-messages'
import { QUERY_MESSAGE_IDS } from '@shared/games/fftcg/query-messages'

const root = resolve(import.meta.dirname, '..', '..', '..')
const renderer = join(root, 'src-renderer')
type Messages = { [key: string]: string | Messages }
const load = (locale: string) => JSON.parse(readFileSync(join(renderer, 'i18n', `${locale}.json`), 'utf8')) as Messages

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}
const en = flatten(load('en'))
const fr = flatten(load('fr'))

/** Words a French text may share with the English one (see `fftcg-regles-completes.txt` for the game terms). */
const SAME_IN_BOTH = new Set([
  // game terms the official French rules keep: EX Burst, Limit Break, Dull, CP, job, mulligan. Not
  // Break Zone and Damage Zone: the app says them in French (issue 16 item 6), so neither word is here
  'break', 'ex', 'burst', 'limit', 'dull', 'cp', 'job', 'jobs', 'mulligan', 'boss', 'promo', 'starter', 'rare',
  // proper names: the app, languages, card names and formats in samples
  'deck', 'lab', 'english', 'français', 'untap', 'materia', 'hunter', 'auron', 'scylla', 'shivan', 'tifa', 'forwards',
  // the creature game's demo-set cards in samples
  'ember', 'pup', 'ironhide', 'boar', 'cr',
  // the creature game's rules text keeps them in French: Atk, Def, posture, terrain
  'atk', 'def', 'posture', 'terrain',
  // Cardfight!! Vanguard's terms the French rules text keeps (vanguard-regles.txt: [Stand], [Rest], Ride, the skill icons), and the trigger names the cards print
  'grade', 'trigger', 'triggers', 'stand', 'rest', 'ride', 'boost', 'intercept', 'twin', 'triple', 'drive', 'crit', 'front', 'over',
  // Magic's terms the French rules text keeps (mtg-structure-du-tour.txt: « le mana restant dans la réserve »), and card names in samples
  'mana', 'llanowar', 'elves', 'forest',
  // Magic's terms the French cards print in English (Planeswalker, Saga, Prototype, Tribal), and a mulligan's plural
  'planeswalker', 'planeswalkers', 'saga', 'prototype', 'tribal', 'mulligans',
  // spelt the same in French
  'decks', 'code', 'type', 'format', 'notes', 'version', 'versions', 'actions', 'date', 'option', 'active', 'payable', 'min', 'max', 'pts', 'six', 'bonus',
])

const words = (text: string) =>
  text
    .replace(/\{[^}]*\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1)
/** The names a text's placeholders use, each once (a plural's forms repeat them: `{n} vert | {n} verts`). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(vue|ts)$/.test(name) ? [path] : []
  })
}

/** Keys the code names: `t('a.b')`, `$t("a.b")`, `keypath="a.b"`; and the fixed start of `t(\`a.${x}\`)`. */
function keysUsed() {
  const exact = new Map<string, string>()
  const prefixes = new Map<string, string>()
  for (const file of sourceFiles(renderer)) {
    const text = readFileSync(file, 'utf8')
    const where = relative(root, file)
    for (const m of text.matchAll(/(?:\$t|\bt|\bte)\(\s*(['"])([\w.-]+)\1/g)) exact.set(m[2]!, where)
    for (const m of text.matchAll(/keypath="([\w.-]+)"/g)) exact.set(m[1]!, where)
    for (const m of text.matchAll(/(?:\$t|\bt)\(\s*`([\w.-]+)\$\{/g)) prefixes.set(m[1]!, where)
  }
  return { exact, prefixes }
}

describe('translations', () => {
  it('English and French have the same keys', () => {
    expect([...en.keys()].filter((k) => !fr.has(k)), 'in en.json, not in fr.json').toEqual([])
    expect([...fr.keys()].filter((k) => !en.has(k)), 'in fr.json, not in en.json').toEqual([])
  })

  it('every key the code uses exists (a dynamic key: some key with its fixed start)', () => {
    const { exact, prefixes } = keysUsed()
    expect(exact.size).toBeGreaterThan(300) // the scan finds the app's keys
    const missing = [...exact].filter(([key]) => !en.has(key) && ![...en.keys()].some((k) => k.startsWith(`${key}.`)))
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([])
    const missingStarts = [...prefixes].filter(([start]) => ![...en.keys()].some((k) => k.startsWith(start)))
    expect(missingStarts.map(([start, file]) => `${start}… (${file})`)).toEqual([])
  })

  it('says every decklist line message and every search problem in both languages', () => {
    expect(LINE_MESSAGE_IDS.filter((id) => !en.has(`io.line.${id}`) || !fr.has(`io.line.${id}`))).toEqual([])
    expect(QUERY_MESSAGE_IDS.filter((id) => !en.has(`search.problem.${id}`) || !fr.has(`search.problem.${id}`))).toEqual([])
  })

  it('keeps the same placeholders in both languages', () => {
    const differ = [...en].filter(([key, text]) => fr.has(key) && placeholders(text).join() !== placeholders(fr.get(key)!).join())
    expect(differ.map(([key]) => key)).toEqual([])
  })

  it('leaves no French text identical to the English one unless its words are the same in both languages', () => {
    const untranslated = [...en].filter(([key, text]) => fr.get(key) === text && words(text).some((w) => !SAME_IN_BOTH.has(w)))
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })
})
