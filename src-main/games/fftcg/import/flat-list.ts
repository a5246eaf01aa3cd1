// The widely shared flat list derived from the official API (fftcg_real_cards.json) and our
// enriched merge of it (cards.merged.json: `elements`, `multicard`, `exBurst`, `category2`).
import { z } from 'zod'
import {
  checkCategory2, checkCode, checkCost, checkElements, checkFlag, checkImage,
  checkJobs, checkName, checkPower, checkRarity, checkSet, checkString, checkText, checkType, field, problemIssue,
} from './fields'
import { finishCard, type SourceFields } from './records'

export const FLAT_FIELDS: SourceFields = {
  fullCode: 'id', name: 'name', elements: 'elements', type: 'type', cost: 'cost', power: 'power', jobs: 'job',
  category1: 'category', category2: 'category2', rarity: 'rarity', set: 'set', text: 'text', exBurst: 'exBurst',
  multicard: 'multicard', image: 'image',
}

export const FlatListRecordSchema = z
  .object({
    id: field(checkCode),
    name: field(checkName),
    // The flat list's `element` is only the first of the card's elements; `elements` (merged) is whole.
    element: z.unknown().optional(),
    elements: z.unknown().optional(),
    type: field(checkType),
    cost: field(checkCost),
    power: field(checkPower),
    job: field(checkJobs),
    category: field(checkString('categoryNotText')),
    category2: field(checkCategory2),
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
    if (!elements.ok) ctx.addIssue(problemIssue(elements.problem, [elementsKey]))
    if (!elements.ok) return z.NEVER
    return finishCard(
      {
        fullCode: r.id, name: r.name, elements: elements.value, type: r.type, cost: r.cost, power: r.power,
        jobs: r.job, category1: r.category, category2: r.category2, rarity: r.rarity, set: r.set,
        text: r.text, exBurst: r.exBurst, multicard: r.multicard, image: r.image,
      },
      ctx,
      { ...FLAT_FIELDS, elements: elementsKey },
    )
  })
