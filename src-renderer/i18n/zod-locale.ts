// zod's own messages (what a record or a field of an imported file lacks) in the app's language:
// zod keeps one locale for the whole page, set here whenever the app's language changes.
import { config } from 'zod'
import en from 'zod/v4/locales/en.js'
import fr from 'zod/v4/locales/fr.js'
import type { Locale } from '.'

const ZOD_LOCALES: Record<Locale, () => Parameters<typeof config>[0]> = { en, fr }

export function applyZodLocale(locale: Locale): void {
  config(ZOD_LOCALES[locale]())
}
