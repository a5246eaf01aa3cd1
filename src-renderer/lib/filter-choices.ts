// The choices a filter control holds, for any game's panel, and their small helpers.

export type TriState = 'either' | 'yes' | 'no'
export type Range = { min: number | null; max: number | null }

/** A filter of a field-built panel: chosen values (enum, list, text), a range (number) or a flag. */
export type FieldChoice = string[] | Range | TriState

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The bounds set, or undefined when neither is. */
export function toRange(range: Range): { min?: number; max?: number } | undefined {
  const out: { min?: number; max?: number } = {}
  if (isNumber(range.min)) out.min = range.min
  if (isNumber(range.max)) out.max = range.max
  return out.min === undefined && out.max === undefined ? undefined : out
}

/** Adds or removes one value of a multi-choice filter, keeping the list's order stable. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}
