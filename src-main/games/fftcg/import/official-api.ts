// The official card browser's raw records (POST https://fftcg.square-enix-games.com/en/get-cards),
// either wrapped as `{ count, cards: [...] }` or as a bare array. Other languages' fields are ignored.
import { z } from 'zod'
import {
  checkCategory2, checkCode, checkCost, checkElements, checkFlag, checkImage, checkJobs, checkName,
  checkPower, checkRarity, checkSet, checkString, checkText, checkType, field, type Check,
} from './fields'
import { finishCard, type SourceFields } from './records'

export const OFFICIAL_FIELDS: SourceFields = {
  fullCode: 'code', name: 'name_en', elements: 'element', type: 'type_en', cost: 'cost', power: 'power',
  jobs: 'job_en', category1: 'category_1', category2: 'category_2', rarity: 'rarity', set: 'set', text: 'text_en',
  exBurst: 'ex_burst', multicard: 'multicard', image: 'images',
}

function checkImages(v: unknown): Check<string | null> {
  if (v === undefined || v === null) return { ok: true, value: null }
  if (typeof v !== 'object' || Array.isArray(v)) return checkImage(v)
  const { full, thumbs } = v as { full?: unknown; thumbs?: unknown }
  const first = [full, thumbs].flatMap((list) => (Array.isArray(list) ? list : [])).find((u) => typeof u === 'string' && u)
  return { ok: true, value: (first as string | undefined) ?? null }
}

export const OfficialApiRecordSchema = z
  .object({
    code: field(checkCode),
    name_en: field(checkName),
    element: field(checkElements),
    type_en: field(checkType),
    cost: field(checkCost),
    power: field(checkPower),
    job_en: field(checkJobs),
    category_1: field(checkString('categoryNotText')),
    category_2: field(checkCategory2),
    rarity: field(checkRarity),
    set: field(checkSet),
    text_en: field(checkText),
    ex_burst: field(checkFlag),
    multicard: field(checkFlag),
    images: field(checkImages),
  })
  .transform((r, ctx) =>
    finishCard(
      {
        fullCode: r.code, name: r.name_en, elements: r.element, type: r.type_en, cost: r.cost, power: r.power,
        jobs: r.job_en, category1: r.category_1, category2: r.category_2, rarity: r.rarity, set: r.set,
        text: r.text_en, exBurst: r.ex_burst, multicard: r.multicard, image: r.images,
      },
      ctx,
      OFFICIAL_FIELDS,
    ),
  )

/** Keys only the official raw records carry (used to recognise the shape). */
export const OFFICIAL_KEYS = ['name_en', 'type_en', 'job_en', 'text_en', 'category_1', 'ex_burst'] as const
