// The scrape of the official card browser's pages (kfung21/SE_CardBrowser_Scraper): one record per
// card with its text icons rewritten as [F] [Dull] [1] [EX] …. We turn those back into the
// official markup so that the shared normaliser reads one markup only.
import { z } from 'zod'
import {
  checkCode, checkCost, checkElements, checkImage, checkJobs, checkName,
  checkPower, checkRarity, checkSet, checkString, checkText, checkType, field, type Check,
} from './fields'
import { finishCard, type SourceFields } from './records'

export const SCRAPE_FIELDS: SourceFields = {
  fullCode: 'code', name: 'name', elements: 'element', type: 'type', cost: 'cost', power: 'power', jobs: 'job',
  category1: 'category', category2: 'category', rarity: 'rarity', set: 'set', text: 'abilities', exBurst: 'abilities',
  multicard: 'multicard', image: 'imageUrl',
}

const ICONS: Record<string, string> = {
  F: '《火》', I: '《氷》', W: '《風》', E: '《土》', L: '《雷》', A: '《水》', Lt: '《光》', D: '《闇》',
  C: '《C》', S: '《S》', X: '《X》', LB: '《LB》', Dull: '《ダル》', genericicon: '《一般》',
  EX: '[[ex]]EX BURST[[/]]',
}

/**
 * Scrape text → official markup. The scrape drops line breaks and the names of special abilities
 * (`[ability] [S]: …` where the card reads `[[s]]Name[[/]] 《S》: …`): we start a new line there,
 * the lost name cannot be recovered.
 */
export function scrapeTextToMarkup(text: string): string {
  return text
    .replace(/\r\n?|\n/g, '[[br]]')
    .replace(/\s*\[ability\]\s*/g, '[[br]]')
    .replace(/\[(\d{1,2}|[A-Za-z]+)\]/g, (whole, icon: string) =>
      /^\d+$/.test(icon) ? `《${Number(icon)}》` : (ICONS[icon] ?? whole),
    )
    .replace(/\*([^*]+)\*/g, '[[i]]$1[[/]]')
    .replace(/^(?:\[\[br\]\])+/, '')
    .trim()
}

const checkAbilities = (v: unknown): Check<string> => {
  const text = checkText(v)
  return text.ok ? { ok: true, value: scrapeTextToMarkup(text.value) } : text
}

export const ScrapeRecordSchema = z
  .object({
    code: field(checkCode),
    name: field(checkName),
    type: field(checkType),
    job: field(checkJobs),
    element: field(checkElements),
    cost: field(checkCost),
    power: field(checkPower),
    rarity: field(checkRarity),
    category: field(checkString('categoryNotText')),
    set: field(checkSet),
    abilities: field(checkAbilities),
    imageUrl: field(checkImage),
  })
  .transform((r, ctx) =>
    finishCard(
      {
        fullCode: r.code, name: r.name, elements: r.element, type: r.type, cost: r.cost, power: r.power,
        jobs: r.job, category1: r.category, category2: null, rarity: r.rarity,
        set: r.set, text: r.abilities, exBurst: null, multicard: null, image: r.imageUrl,
      },
      ctx,
      SCRAPE_FIELDS,
    ),
  )

/** Keys only the scrape's records carry. */
export const SCRAPE_KEYS = ['abilities', 'imageUrl'] as const
