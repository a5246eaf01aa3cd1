// Runs a record schema over every record of a file, collecting each record's problems.
import type { z } from 'zod'
import type { Element, Rarity } from '@shared/fftcg/card'
import type { RawCard } from '@shared/fftcg/raw-card'
import { describe, type Problems, type RecordRef } from './problems'
import { rarityFromCode } from './fields'

/** The checked fields of one record, before the checks that look at several fields. */
export interface CheckedFields extends Omit<RawCard, 'rarity'> {
  rarity: Rarity | null
}

/** The source's names for the fields that cross-record checks talk about. */
export interface FieldNames {
  name: string
  elements: string
  rarity: string
}

/** Checks across fields (crystal tokens alone may lack name and element), then the RawCard. */
export function finishCard(f: CheckedFields, ctx: z.RefinementCtx, names: FieldNames): RawCard {
  const isCrystal = f.type === 'crystal'
  if (!isCrystal && f.name === '')
    ctx.addIssue({ code: 'custom', path: [names.name], message: 'empty: only crystal tokens have no name' })
  if (!isCrystal && f.elements.length === 0)
    ctx.addIssue({ code: 'custom', path: [names.elements], message: 'no element: only crystal tokens have none' })
  const rarity = f.rarity ?? rarityFromCode(f.fullCode)
  if (!rarity)
    ctx.addIssue({
      code: 'custom',
      path: [names.rarity],
      message: `missing, and the code ${describe(f.fullCode)} does not end with a rarity letter`,
    })
  return { ...f, elements: f.elements as Element[], rarity: rarity ?? '' }
}

export function readRecords(
  records: readonly unknown[],
  schema: z.ZodType<RawCard>,
  problems: Problems,
  refOf: (record: unknown, index: number) => RecordRef,
): RawCard[] {
  const cards: RawCard[] = []
  records.forEach((record, i) => {
    const ref = refOf(record, i)
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      problems.add(ref, undefined, `expected a card record (an object), got ${describe(record)}`)
      return
    }
    const result = schema.safeParse(record)
    if (result.success) cards.push(result.data)
    else for (const issue of result.error.issues) problems.add(ref, issue.path.map(String).join('.') || undefined, issue.message)
  })
  return cards
}
