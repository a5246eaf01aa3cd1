// Runs a record schema over every record of a file, collecting each record's problems.
import type { z } from 'zod'
import type { Element, Rarity } from '@shared/games/fftcg/card'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { validateRawCard } from '@shared/games/fftcg/normalize'
import { describe, type CodedProblem, type Problems, type RecordRef } from '../../../catalog/import/problems'
import { problemIssue, rarityFromCode, splitCategory } from './fields'
import { problem } from './problem-text'

/** The checked fields of one record, before the checks that look at several fields. */
export interface CheckedFields extends Omit<RawCard, 'rarity'> {
  rarity: Rarity | null
}

/** The source's name for each RawCard field, so that every message names the field as the file spells it. */
export type SourceFields = Record<Exclude<keyof RawCard, 'locales' | 'updatedAt'>, string>

/**
 * Checks across fields (crystal tokens alone may lack name and element), then the RawCard.
 * `category1` is the source's whole first category (`DFF &middot; II`), split here.
 */
export function finishCard(f: CheckedFields, ctx: z.RefinementCtx, names: SourceFields): RawCard {
  const isCrystal = f.type === 'crystal'
  if (!isCrystal && f.name === '')
    ctx.addIssue(problemIssue(problem('nameEmpty'), [names.name]))
  if (!isCrystal && f.elements.length === 0)
    ctx.addIssue(problemIssue(problem('noElement'), [names.elements]))
  const rarity = f.rarity ?? rarityFromCode(f.fullCode)
  if (!rarity)
    ctx.addIssue(problemIssue(problem('rarityMissing', { value: describe(f.fullCode) }), [names.rarity]))
  return { ...f, ...splitCategory(f.category1, f.category2), elements: f.elements as Element[], rarity: rarity ?? '' }
}

/** The coded problem a field check put on its issue; zod's own issues keep their words. */
function codedOf(issue: z.core.$ZodIssue): CodedProblem {
  const carried = issue.code === 'custom' ? (issue.params as { problem?: CodedProblem } | undefined)?.problem : undefined
  return carried ?? problem('other', { message: issue.message })
}

/** Records read between two progress reports. */
export const PROGRESS_EVERY_RECORDS = 1000

/** Hears how many records of the file have been read: every PROGRESS_EVERY_RECORDS, and the last. */
export type OnRecordsRead = (read: number, total: number) => void

/** Calls `onRead` at every PROGRESS_EVERY_RECORDS-th record and at the last one. */
export function reportEvery(total: number, onRead: OnRecordsRead | undefined): (index: number) => void {
  return (i) => {
    if ((i + 1) % PROGRESS_EVERY_RECORDS === 0 || i + 1 === total) onRead?.(i + 1, total)
  }
}

export interface ReadCards {
  cards: RawCard[]
  /** Where each card came from, in the same order. */
  refs: RecordRef[]
}

/**
 * Every record through its schema, then through the shared card checks (validateRawCard), so
 * that what comes out will normalise. Problems go to `problems`; good records to the result.
 */
export function readRecords(
  records: readonly unknown[],
  schema: z.ZodType<RawCard>,
  fields: SourceFields,
  problems: Problems,
  refOf: (record: unknown, index: number) => RecordRef,
  onRead?: OnRecordsRead,
): ReadCards {
  const cards: RawCard[] = []
  const refs: RecordRef[] = []
  const report = reportEvery(records.length, onRead)
  const readOne = (record: unknown, i: number) => {
    const ref = refOf(record, i)
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      problems.add(ref, undefined, problem('notARecord', { value: describe(record) }))
      return
    }
    const result = schema.safeParse(record)
    if (!result.success) {
      for (const issue of result.error.issues) problems.add(ref, issue.path.map(String).join('.') || undefined, codedOf(issue))
      return
    }
    const shared = validateRawCard(result.data)
    for (const p of shared) problems.add(ref, fields[p.field as keyof SourceFields] ?? p.field, problem('other', { message: p.message }))
    if (shared.length > 0) return
    cards.push(result.data)
    refs.push(ref)
  }
  records.forEach((record, i) => {
    readOne(record, i)
    report(i)
  })
  return { cards, refs }
}
