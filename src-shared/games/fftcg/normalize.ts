// RawCard → Card: codes and identity, tokens and keywords, legality, power and flags.
// validateRawCard lists every problem without throwing (the importer reports them per card);
// normalizeCard throws a CardDataError naming the field and the value.
import { CARD_TYPES, ELEMENTS, RARITIES, type Card, type CardType, type Element, type Rarity } from './card'
import { decodeHtmlEntities, detectKeywords, parseCardText, plainText } from './card-text'
import { CodeError, parseFullCode } from './codes'
import type { RawCard } from './raw-card'
import { frenchOf } from './card-locale'

export interface RawCardProblem {
  /** The RawCard field at fault, e.g. `type`. */
  field: string
  message: string
}

export class CardDataError extends Error {
  constructor(
    readonly fullCode: string,
    readonly problems: RawCardProblem[],
  ) {
    super(`invalid card ${fullCode || '(no code)'}: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`)
    this.name = 'CardDataError'
  }
}

const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value))
const isCardType = (value: string): value is CardType => (CARD_TYPES as readonly string[]).includes(value)
const isRarity = (value: string): value is Rarity => (RARITIES as readonly string[]).includes(value)
const isElement = (value: unknown): value is Element => (ELEMENTS as readonly unknown[]).includes(value)
const normalType = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)
const normalRarity = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value)

/** Every problem of a would-be RawCard (any value accepted: imported data is untrusted). */
export function validateRawCard(input: unknown): RawCardProblem[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return [{ field: '(card)', message: `expected an object, got ${show(input)}` }]
  const raw = input as Partial<Record<keyof RawCard, unknown>>
  const problems: RawCardProblem[] = []
  const problem = (field: keyof RawCard, message: string) => problems.push({ field, message })

  if (typeof raw.fullCode !== 'string') problem('fullCode', `expected a string, got ${show(raw.fullCode)}`)
  else {
    try {
      parseFullCode(raw.fullCode)
    } catch (error) {
      problem('fullCode', error instanceof CodeError ? error.message : String(error))
    }
  }

  const type = normalType(raw.type)
  const typeOk = typeof type === 'string' && isCardType(type)
  if (!typeOk) problem('type', `${show(raw.type)} is not one of ${CARD_TYPES.join(', ')}`)
  const isCrystal = type === 'crystal'

  // Crystal tokens have no name and no element in the official data.
  if (typeof raw.name !== 'string') problem('name', `expected a string, got ${show(raw.name)}`)
  else if (raw.name.trim() === '' && typeOk && !isCrystal) problem('name', 'empty name')

  if (!Array.isArray(raw.elements)) problem('elements', `expected an array, got ${show(raw.elements)}`)
  else {
    const bad = raw.elements.filter((e) => !isElement(e))
    if (bad.length) problem('elements', `${show(bad)} not among ${ELEMENTS.join(', ')}`)
    else if (new Set(raw.elements).size !== raw.elements.length) problem('elements', `duplicates in ${show(raw.elements)}`)
    else if (raw.elements.length === 0 && typeOk && !isCrystal) problem('elements', 'no element')
  }

  if (!Number.isInteger(raw.cost) || (raw.cost as number) < 0 || (raw.cost as number) > 99)
    problem('cost', `expected an integer 0–99, got ${show(raw.cost)}`)
  if (raw.power !== null && (!Number.isInteger(raw.power) || (raw.power as number) < 0))
    problem('power', `expected null or an integer ≥ 0, got ${show(raw.power)}`)

  if (!Array.isArray(raw.jobs) || raw.jobs.some((j) => typeof j !== 'string'))
    problem('jobs', `expected an array of strings, got ${show(raw.jobs)}`)
  if (typeof raw.category1 !== 'string') problem('category1', `expected a string, got ${show(raw.category1)}`)
  if (raw.category2 !== null && typeof raw.category2 !== 'string')
    problem('category2', `expected a string or null, got ${show(raw.category2)}`)

  const rarity = normalRarity(raw.rarity)
  if (typeof rarity !== 'string' || !isRarity(rarity))
    problem('rarity', `${show(raw.rarity)} is not one of ${RARITIES.join(', ')}`)
  if (typeof raw.set !== 'string') problem('set', `expected a string, got ${show(raw.set)}`)
  if (typeof raw.text !== 'string') problem('text', `expected a string, got ${show(raw.text)}`)
  for (const flag of ['exBurst', 'multicard'] as const)
    if (raw[flag] !== null && typeof raw[flag] !== 'boolean')
      problem(flag, `expected true, false or null, got ${show(raw[flag])}`)
  if (raw.image !== null && typeof raw.image !== 'string') problem('image', `expected a string or null, got ${show(raw.image)}`)
  return problems
}

/** Normalise one RawCard; throws CardDataError listing every problem. */
export function normalizeCard(raw: RawCard): Card {
  const problems = validateRawCard(raw)
  if (problems.length) throw new CardDataError(typeof raw?.fullCode === 'string' ? raw.fullCode : '', problems)

  const codes = parseFullCode(raw.fullCode)
  const type = normalType(raw.type) as CardType
  const text = parseCardText(raw.text)
  const category2 = raw.category2 === null ? null : clean(raw.category2)
  const name = clean(raw.name)
  const jobs = [...new Set(raw.jobs.map(clean).filter((j) => j !== ''))]
  const fr = frenchOf(raw.locales, { name, jobs }, clean)
  return {
    code: codes.code,
    key: codes.key,
    aliases: codes.aliases,
    identity: codes.identity,
    fullCode: raw.fullCode.trim(),
    name,
    elements: [...raw.elements], // source order: the first is the element printed first
    type,
    deckLegal: type !== 'crystal',
    cost: raw.cost,
    power: powerOf(type, raw.power),
    jobs,
    category1: clean(raw.category1),
    category2: category2 === '' ? null : category2,
    rarity: normalRarity(raw.rarity) as Rarity,
    set: clean(raw.set),
    text,
    plainText: plainText(text),
    exBurst: raw.exBurst ?? text.some((t) => t.kind === 'exBurst'),
    multicard: raw.multicard, // unknown stays unknown: never guessed
    keywords: detectKeywords(text),
    image: raw.image?.trim() || null,
    ...(fr ? { fr } : {}),
  }
}

// The base data writes 0 for "no power". Forwards keep what they have; monsters only a real
// power (some are printed with one); backups, summons and crystals have none.
// Note: 17-012R Tifa (a backup) carries 8000 in the base data, the power she gets from her
// ability when she becomes a Forward: dropped here.
function powerOf(type: CardType, power: number | null): number | null {
  if (power === null) return null
  if (type === 'forward') return power
  if (type === 'monster' && power > 0) return power
  return null
}

function clean(value: string): string {
  return decodeHtmlEntities(value).replace(/[\s\u00a0\u3000]+/g, ' ').trim()
}
