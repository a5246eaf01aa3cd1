// The widely shared flat list derived from the official API (fftcg_real_cards.json) and our
// enriched merge of it (cards.merged.json: `elements`, `multicard`, `exBurst`, `category2`).
import { z } from 'zod'
import {
  category2FromCategory1, checkCategory2, checkCode, checkCost, checkElements, checkFlag, checkImage,
  checkJobs, checkName, checkPower, checkRarity, checkSet, checkString, checkText, checkType, field,
} from './fields'
import { finishCard } from './records'

export const FlatListRecordSchema = z
  .object({
    id: field(checkCode),
    name: field(checkName),
    // The flat list's `element` is only the first of the card's elements; `elements` (merged) is whole.
    element: z.unknown(),
    elements: z.unknown(),
    type: field(checkType),
    cost: field(checkCost),
    power: field(checkPower),
    job: field(checkJobs),
    category: field(checkString('the category')),
    category2: z.unknown(),
    rarity: field(checkRarity),
    set: field(checkSet),
    text: field(checkText),
    exBurst: field(checkFlag),
    multicard: field(checkFlag),
    image: field(checkImage),
  })
  .transform((r, ctx) => {
    const elementsKey = r.elements !== undefined ? 'elements' : 'element'
    const elements = checkElements(r.elements !== undefined ? r.elements : r.element)
    if (!elements.ok) ctx.addIssue({ code: 'custom', path: [elementsKey], message: elements.message })
    // `category2` present (even null) is the merge's word; absent, it is the part after the middle dot.
    const category2 = r.category2 !== undefined ? checkCategory2(r.category2) : { ok: true as const, value: category2FromCategory1(r.category) }
    if (!category2.ok) ctx.addIssue({ code: 'custom', path: ['category2'], message: category2.message })
    if (!elements.ok || !category2.ok) return z.NEVER
    return finishCard(
      {
        fullCode: r.id, name: r.name, elements: elements.value, type: r.type, cost: r.cost, power: r.power,
        jobs: r.job, category1: r.category, category2: category2.value, rarity: r.rarity, set: r.set,
        text: r.text, exBurst: r.exBurst, multicard: r.multicard, image: r.image,
      },
      ctx,
      { name: 'name', elements: elementsKey, rarity: 'rarity' },
    )
  })
