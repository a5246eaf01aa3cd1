// The official cards over the user's catalog, by code key. Rules (issue 15):
// - a new key is added; a known one takes the official values;
// - a field the official record lacks (empty, null, no list) keeps the value the card has now:
//   an update never erases (an unknown multicard or EX Burst flag becomes known, a known one stays);
// - other languages merge language by language, field by field, the same way.
// Pure: the catalog and the store are looked up through functions.
import type { Card } from '@shared/games/fftcg/card'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import type { CardLocaleFields, RawCard } from '@shared/games/fftcg/raw-card'
import { rawCardKey } from '../import/import-card-file'
import { jsonEqual } from '../import/merge-cards'
import { textMarkup } from './text-markup'

export interface UpdateMergeInput {
  fetched: readonly RawCard[]
  /** The catalog's card under a code key now (bundled, imported or updated), or null. */
  current: (key: string) => Card | null
  /** The user store's record under a code key, if any (it has the languages and the markup). */
  stored: (key: string) => RawCard | undefined
  /** ISO time stamped on every record the update writes. */
  at: string
}

export interface UpdateMerge {
  /** Records to store: the added and changed cards only. */
  raws: RawCard[]
  /** The same, normalised, in the same order. */
  cards: Card[]
  addedCodes: string[]
  changedCards: { code: string; fields: string[] }[]
  unchanged: number
  /** How many cards changed in each field. */
  changedFields: Record<string, number>
}

/** The Card fields a player sees, compared one by one to say what changed. */
const COMPARED = ['fullCode', 'name', 'elements', 'type', 'cost', 'power', 'jobs', 'category1', 'category2', 'rarity', 'set', 'text', 'exBurst', 'multicard', 'image'] as const satisfies readonly (keyof Card)[]

export function mergeUpdate({ fetched, current, stored, at }: UpdateMergeInput): UpdateMerge {
  const out: UpdateMerge = { raws: [], cards: [], addedCodes: [], changedCards: [], unchanged: 0, changedFields: {} }
  for (const update of fetched) {
    const key = rawCardKey(update)
    const now = current(key)
    const earlier = stored(key) ?? (now ? rawOfCard(now) : undefined)
    const raw: RawCard = { ...(earlier ? keepWhatUpdateLacks(update, earlier) : update), updatedAt: at }
    // The same record as before (languages aside) is the same card: no need to normalise it again.
    const card = now && earlier && sameFields(raw, earlier) ? now : normalizeCard(raw)
    if (!now) out.addedCodes.push(card.code)
    else {
      const fields = changedFields(now, card, earlier?.locales, raw.locales)
      if (fields.length === 0) {
        out.unchanged++
        continue
      }
      out.changedCards.push({ code: card.code, fields })
      for (const field of fields) out.changedFields[field] = (out.changedFields[field] ?? 0) + 1
    }
    out.raws.push(raw)
    out.cards.push(card)
  }
  return out
}

const lacks = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
const either = <T>(update: T, earlier: T): T => (lacks(update) ? earlier : update)

/** The update's values, and the earlier ones where the update has none. */
export function keepWhatUpdateLacks(update: RawCard, earlier: RawCard): RawCard {
  const merged: RawCard = {
    fullCode: update.fullCode,
    name: either(update.name, earlier.name),
    elements: either(update.elements, earlier.elements),
    type: either(update.type, earlier.type),
    cost: update.cost,
    power: either(update.power, earlier.power),
    jobs: either(update.jobs, earlier.jobs),
    category1: either(update.category1, earlier.category1),
    category2: either(update.category2, earlier.category2),
    rarity: either(update.rarity, earlier.rarity),
    set: either(update.set, earlier.set),
    text: either(update.text, earlier.text),
    exBurst: either(update.exBurst, earlier.exBurst),
    multicard: either(update.multicard, earlier.multicard),
    image: either(update.image, earlier.image),
  }
  const locales = mergeLocales(update.locales, earlier.locales)
  return locales ? { ...merged, locales } : merged
}

type Locales = RawCard['locales']

function mergeLocales(update: Locales, earlier: Locales): Locales {
  if (!earlier) return update
  if (!update) return earlier
  const merged: NonNullable<Locales> = { ...earlier }
  for (const [language, fields] of Object.entries(update)) {
    const before: CardLocaleFields = earlier[language] ?? {}
    const now: CardLocaleFields = { ...before }
    for (const [field, value] of Object.entries(fields ?? {}) as [keyof CardLocaleFields, string & string[]][])
      if (!lacks(value)) now[field] = value
    merged[language] = now
  }
  return merged
}

/** Equal in every field but the languages and the time stamp. */
function sameFields(a: RawCard, b: RawCard): boolean {
  const { locales: _a, updatedAt: _at, ...fieldsA } = a
  const { locales: _b, updatedAt: _bt, ...fieldsB } = b
  return jsonEqual(fieldsA, fieldsB)
}

/** A catalog card as a record, for a card the store does not hold (a bundled one). */
export function rawOfCard(card: Card): RawCard {
  return {
    fullCode: card.fullCode, name: card.name, elements: [...card.elements], type: card.type, cost: card.cost, power: card.power,
    jobs: [...card.jobs], category1: card.category1, category2: card.category2, rarity: card.rarity, set: card.set,
    text: textMarkup(card.text), exBurst: card.exBurst, multicard: card.multicard, image: card.image,
  }
}

function changedFields(now: Card, next: Card, earlier: Locales, later: Locales): string[] {
  const fields: string[] = COMPARED.filter((field) => !jsonEqual(now[field], next[field]))
  const languages = new Set([...Object.keys(earlier ?? {}), ...Object.keys(later ?? {})])
  for (const language of [...languages].sort())
    if (!jsonEqual(earlier?.[language], later?.[language])) fields.push(`locale.${language}`)
  return fields
}
