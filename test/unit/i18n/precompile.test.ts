// Issue 16 (deck open under 50 ms): the app's messages are compiled at build time
// (build/i18n-precompile.ts). Every key of both locales must render the same words from the
// compiled AST as vue-i18n's own compiler makes of the JSON string, with sample values for its
// placeholders and counts 0, 1 and 2 for plural messages; a message the plugin mangles fails here.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createI18n } from 'vue-i18n'
import { describe, expect, it } from 'vitest'
import { compileMessages, i18nPrecompile, type CompiledTree, type MessageTree } from '../../../build/i18n-precompile'
import { frenchPlural } from '../../../src-renderer/i18n'
import enCompiled from '../../../src-renderer/i18n/en.json?compiled'
import frCompiled from '../../../src-renderer/i18n/fr.json?compiled'

const i18nDir = resolve(import.meta.dirname, '..', '..', '..', 'src-renderer', 'i18n')
const source = (locale: string) => JSON.parse(readFileSync(join(i18nDir, `${locale}.json`), 'utf8')) as MessageTree

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null && (value as { t?: unknown }).t !== 0 ? leaves(value, `${prefix}${key}.`) : [[prefix + key, value]],
  )
}

/** The same options as createAppI18n, with the given messages. */
const i18nOf = (locale: 'en' | 'fr', messages: MessageTree | CompiledTree) =>
  createI18n({ legacy: false, locale, messages: { [locale]: messages }, pluralRules: { fr: frenchPlural }, missingWarn: false, fallbackWarn: false, warnHtmlMessage: false }).global

/** Every way a test renders a message: named placeholders filled with their own name, and 0/1/2 for plurals. */
function renderings(t: ReturnType<typeof i18nOf>['t'], key: string, text: string): string[] {
  const named = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, `<${m[1]}>`]))
  if (!text.includes('|')) return [t(key, named)]
  return [0, 1, 2].map((n) => t(key, { ...named, count: n, n }, n))
}

function expectSameWords(locale: 'en' | 'fr', words: MessageTree, compiled: CompiledTree) {
  const jit = i18nOf(locale, words)
  const ast = i18nOf(locale, compiled)
  const differ: string[] = []
  for (const [key, text] of leaves(words)) {
    const want = renderings(jit.t, key, text as string)
    const got = renderings(ast.t, key, text as string)
    if (JSON.stringify(got) !== JSON.stringify(want)) differ.push(`${key}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
  }
  expect(differ).toEqual([])
}

describe('messages compiled at build time', () => {
  for (const [locale, compiled] of [['en', enCompiled], ['fr', frCompiled]] as const) {
    it(`${locale}.json?compiled holds an AST, not a string, for every key of ${locale}.json`, () => {
      const words = leaves(source(locale))
      const asts = new Map(leaves(compiled))
      expect(words.length).toBeGreaterThan(1000)
      expect(words.filter(([key]) => !asts.has(key)).map(([key]) => key), 'keys lost').toEqual([])
      expect([...asts].filter(([, v]) => typeof v !== 'object' || (v as { t?: unknown }).t !== 0).map(([k]) => k), 'not ASTs').toEqual([])
    })
    it(`renders every key of ${locale} the same as vue-i18n's own compiler (placeholders, plurals 0/1/2)`, () => {
      expectSameWords(locale, source(locale), compiled as CompiledTree)
    })
  }

  it('keeps linked messages, literals, named values and the French plural rule', () => {
    const words: MessageTree = {
      card: 'carte',
      count: 'aucune @:card | {n} @:card | {n} @.lower:plural',
      plural: 'CARTES',
      literal: "{'{'}code{'}'} {'@'} {'|'} 100{'%'}",
      two: '{n} vert | {n} verts',
      named: '{who} a joué {card} ({cost} CP)',
      empty: '',
    }
    const compiled = compileMessages(words, 'sample.json')
    expectSameWords('fr', words, compiled)
    const t = i18nOf('fr', compiled).t
    expect([0, 1, 2].map((n) => t('two', { n }, n))).toEqual(['0 vert', '1 vert', '2 verts'])
    expect(t('count', { n: 2 }, 2)).toBe('2 cartes')
    expect(t('literal')).toBe("{code} @ | 100%")
  })

  it('refuses a message that does not compile, naming the file and the key', () => {
    expect(() => compileMessages({ deck: { title: 'Deck {name' } }, 'src-renderer/i18n/fr.json')).toThrow(
      /src-renderer\/i18n\/fr\.json at "deck\.title": the message "Deck \{name" does not compile/,
    )
    expect(() => compileMessages({ deck: { size: 50 } } as unknown as MessageTree, 'en.json')).toThrow(/en\.json at "deck\.size": a message must be a string/)
  })

  it('compiles only the folder’s JSON imported with ?compiled, and says where a file is not JSON', () => {
    const plugin = i18nPrecompile('/app/i18n')
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    expect(transform('{"a":"b"}', '/app/i18n/en.json')).toBeNull()
    expect(transform('{"a":"b"}', '/other/en.json?compiled')).toBeNull()
    expect(transform('{"a":"b"}', '/app/i18n/en.json?compiled')!.code).toMatch(/^export default JSON\.parse\(/)
    expect(transform('{"a":"b"}', '/app/i18n/en.json?import&compiled')).not.toBeNull()
    expect(() => transform('{"a":', '/app/i18n/en.json?compiled')).toThrow(/\/app\/i18n\/en\.json: not valid JSON/)
  })
})
