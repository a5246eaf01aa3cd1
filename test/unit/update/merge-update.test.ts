// The merge rules of the official update (issue 15): by code key, a field the update lacks is
// never erased, unknown flags become known, languages merge field by field.
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import { parseCardText } from '@shared/games/fftcg/card-text'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { BUNDLED_CARDS_FILE, defaultResourcesDir } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { keepWhatUpdateLacks, mergeUpdate, rawOfCard } from '../../../src-main/games/fftcg/update/merge-update'
import { textMarkup } from '../../../src-main/games/fftcg/update/text-markup'
import { join } from 'node:path'

const bundled = loadBundledCards(join(defaultResourcesDir(), BUNDLED_CARDS_FILE)).cards
const byKey = new Map(bundled.map((card) => [card.key, card]))
const AT = '2026-11-24T04:00:00.000Z'

const raw = (over: Partial<RawCard>): RawCard => ({
  fullCode: '24-001L', name: 'Ifrit (XVI)', elements: ['fire'], type: 'forward', cost: 7, power: 10000, jobs: ['Eikon'],
  category1: 'XVI', category2: null, rarity: 'L', set: 'Hidden Legends', text: 'Choose 1 Forward.', exBurst: null, multicard: null, image: null,
  ...over,
})

function merge(fetched: RawCard[], stored: RawCard[] = []) {
  const storedByKey = new Map(stored.map((r) => [normalizeCard(r).key, r]))
  const current = (key: string): Card | null => (storedByKey.has(key) ? normalizeCard(storedByKey.get(key)!) : (byKey.get(key) ?? null))
  return mergeUpdate({ fetched, current, stored: (key) => storedByKey.get(key), at: AT })
}

describe('official update: merge by code', () => {
  it('adds a card of a new set and says its code', () => {
    const result = merge([raw({ fullCode: '27-001H', name: 'Zack', rarity: 'H', set: 'Journey of Discovery' })])
    expect(result.addedCodes).toEqual(['27-001H'])
    expect(result.raws[0]).toMatchObject({ fullCode: '27-001H', updatedAt: AT })
  })

  it('an unknown multicard flag becomes known, and the report names the field', () => {
    expect(byKey.get('24-001')!.multicard).toBeNull()
    const before = rawOfCard(byKey.get('24-001')!)
    const result = merge([{ ...before, multicard: false }])
    expect(result.changedCards).toEqual([{ code: '24-001L', fields: ['multicard'] }])
    expect(result.cards[0]!.multicard).toBe(false)
    expect(result.changedFields).toEqual({ multicard: 1 })
  })

  it('a field the update lacks is never erased: text, image, flags, jobs, power, second category', () => {
    const earlier = rawOfCard(byKey.get('12-114')!)
    expect(earlier.text).not.toBe('')
    const lacking: RawCard = { ...earlier, text: '', image: null, multicard: null, exBurst: null, jobs: [], power: null, category2: null, set: '' }
    const merged = keepWhatUpdateLacks(lacking, { ...earlier, category2: 'X-2' })
    expect(merged).toMatchObject({ text: earlier.text, image: earlier.image, multicard: false, exBurst: false, jobs: ['Praetor'], power: 7000, category2: 'X-2', set: 'Opus XII' })
    const result = merge([lacking])
    expect(result.unchanged).toBe(1)
    expect(result.raws).toEqual([])
  })

  it('a known flag is replaced by the official one, never by nothing', () => {
    const earlier = rawOfCard(byKey.get('1-011')!)
    expect(earlier.multicard).toBe(true)
    expect(keepWhatUpdateLacks({ ...earlier, multicard: null }, earlier).multicard).toBe(true)
    expect(keepWhatUpdateLacks({ ...earlier, multicard: false }, earlier).multicard).toBe(false)
  })

  it('keeps other languages, merging a stored language field by field', () => {
    const stored = raw({ locales: { fr: { name: 'Ifrit (XVI)', text: 'Choisissez 1 Avant-garde.' }, ja: { name: 'イフリート' } } })
    const update = raw({ locales: { fr: { name: 'Ifrit (XVI)', jobs: ['Primordial'] } } })
    const result = merge([update], [stored])
    expect(result.raws[0]!.locales).toEqual({ fr: { name: 'Ifrit (XVI)', text: 'Choisissez 1 Avant-garde.', jobs: ['Primordial'] }, ja: { name: 'イフリート' } })
    expect(result.changedCards).toEqual([{ code: '24-001L', fields: ['locale.fr'] }])
  })

  it('a bundled card given French words for the first time is changed in locale.fr only', () => {
    const update = { ...rawOfCard(byKey.get('1-001')!), locales: { fr: { name: 'Auron', type: 'Avant-garde' } } }
    expect(merge([update]).changedCards).toEqual([{ code: '1-001H', fields: ['locale.fr'] }])
  })

  it('an identical card is unchanged and not written again', () => {
    const result = merge([rawOfCard(byKey.get('1-001')!), rawOfCard(byKey.get('6-006')!)])
    expect(result).toMatchObject({ unchanged: 2, raws: [], addedCodes: [], changedCards: [] })
  })

  it('a reprint pair stays two cards: the original by its key, the reprint by its own', () => {
    const result = merge([
      raw({ fullCode: '27-003R', name: 'Vincent', rarity: 'R' }),
      raw({ fullCode: 'PR-300/27-003R', name: 'Vincent', rarity: 'PR' }),
    ])
    expect(result.addedCodes).toEqual(['27-003R', 'PR-300'])
    expect(result.cards.map((c) => [c.key, c.aliases])).toEqual([['27-003', []], ['PR-300', ['27-003']]])
  })
})

describe('rules text back to the official markup (what an update keeps of a bundled card)', () => {
  it('reads back to the same tokens for every bundled card', () => {
    const different = bundled.filter((card) => JSON.stringify(parseCardText(textMarkup(card.text))) !== JSON.stringify(card.text))
    expect(different.map((card) => card.code)).toEqual([])
  })
})
