import { markRaw, watch } from 'vue'
import { createI18n } from 'vue-i18n'
import type en from './en.json'
// The messages compiled at build time (build/i18n-precompile.ts): ASTs, not strings, so no
// message is parsed in the page. The type stays the words' own, for typed keys.
import enCompiled from './en.json?compiled'
// French is parsed on first use (a page starting in French, or a switch to it), so that a page
// load in English does not parse both locales' messages (issue 16, deck open after a page load).
import loadFrench from './fr.json?compiled&lazy'
import { applyZodLocale } from './zod-locale'

/**
 * The compiled messages left out of Vue's reactivity: vue-i18n keeps its messages in a deep ref,
 * so each t() would walk its AST through reactive proxies, tracking every node on every render.
 * A message never changes; the groups above them stay reactive.
 */
function plainMessages<T extends object>(tree: T): T {
  for (const value of Object.values(tree) as unknown[]) {
    if (typeof value !== 'object' || value === null) continue
    if ((value as { t?: unknown }).t === 0) markRaw(value)
    else plainMessages(value)
  }
  return tree
}
const parsed: Partial<Record<Locale, MessageSchema>> = { en: plainMessages(enCompiled) as MessageSchema }
const LOAD_LATER: Record<Exclude<Locale, 'en'>, () => object> = { fr: loadFrench }

/** A locale's messages, parsed once per page, on first use. */
function messagesOf(locale: Locale): MessageSchema {
  return (parsed[locale] ??= plainMessages(LOAD_LATER[locale as Exclude<Locale, 'en'>]()) as MessageSchema)
}

export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export type MessageSchema = typeof en

export const LOCALE_STORAGE_KEY = 'decklab.locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The saved choice if any, else the first supported language the browser prefers, else English. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  languages: readonly string[] = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'],
): Locale {
  const saved = safeGet(storage)
  if (isLocale(saved)) return saved
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}

function safeGet(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null
  } catch {
    return null // storage can be disabled; the choice then lasts for the session only
  }
}

/**
 * French counts 0 and 1 in the singular ("0 carte", "1 carte", "2 cartes"); vue-i18n's default
 * rule is English's (0 is plural). Messages have two forms (one | many) or three (none | one | many).
 */
export function frenchPlural(choice: number, choicesLength: number): number {
  const n = Math.abs(choice)
  if (choicesLength === 3) return n === 0 ? 0 : n <= 1 ? 1 : 2
  return n < 2 ? 0 : Math.min(1, choicesLength - 1)
}

export function createAppI18n(locale: Locale = initialLocale()) {
  const i18n = createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    // English always (the fallback), the starting language if another; the rest on a switch.
    messages: { en: messagesOf('en'), [locale]: messagesOf(locale) } as Record<Locale, MessageSchema>,
    pluralRules: { fr: frenchPlural },
    // Messages arrive as ASTs that vue-i18n walks (no eval): CSP-safe.
    missingWarn: false,
    fallbackWarn: false,
    // Messages are only ever rendered as text ({{ }}), never v-html; '<' in them is the query syntax.
    warnHtmlMessage: false,
  })
  // A switch, however it is made (the language switch, a test), brings the language's messages
  // in before anything renders in it: 'sync' runs this inside the assignment.
  const present = new Set<string>(['en', locale])
  watch(
    i18n.global.locale,
    (next) => {
      if (!isLocale(next) || present.has(next)) return
      i18n.global.setLocaleMessage(next, messagesOf(next))
      present.add(next)
    },
    { flush: 'sync' },
  )
  // zod's messages (a field an imported file lacks) follow the app's language.
  watch(i18n.global.locale, (next) => applyZodLocale(isLocale(next) ? next : 'en'), { immediate: true })
  return i18n
}
