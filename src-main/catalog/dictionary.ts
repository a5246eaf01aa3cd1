// Values of many cards stored once: the distinct values, and each card's value ids in
// `ids[starts[i] .. starts[i + 1])`. The field index's string columns and the typo vocabulary of
// names are both made so.

export interface Dictionary {
  readonly values: string[]
  readonly starts: Int32Array
  readonly ids: Int32Array
}

/** `each(i, add)` adds card i's values, in order. */
export function dictionaryOf(count: number, each: (i: number, add: (value: string) => void) => void): Dictionary {
  const idOf = new Map<string, number>()
  const values: string[] = []
  const starts = new Int32Array(count + 1)
  const ids: number[] = []
  const add = (value: string) => {
    let id = idOf.get(value)
    if (id === undefined) {
      id = values.length
      idOf.set(value, id)
      values.push(value)
    }
    ids.push(id)
  }
  for (let i = 0; i < count; i++) {
    starts[i] = ids.length
    each(i, add)
  }
  starts[count] = ids.length
  return { values, starts, ids: Int32Array.from(ids) }
}

/** The cards holding each value, from each card's values: value v's cards are cards[offsets[v] .. offsets[v + 1]), ascending. */
export interface Postings {
  readonly offsets: Int32Array
  readonly cards: Int32Array
}

export function invertDictionary(starts: Int32Array, ids: Int32Array, valueCount: number): Postings {
  const offsets = new Int32Array(valueCount + 1)
  for (let j = 0; j < ids.length; j++) offsets[ids[j]! + 1]!++
  for (let v = 0; v < valueCount; v++) offsets[v + 1]! += offsets[v]!
  const fill = offsets.slice(0, valueCount)
  const cards = new Int32Array(ids.length)
  for (let i = 0; i + 1 < starts.length; i++) for (let j = starts[i]!; j < starts[i + 1]!; j++) cards[fill[ids[j]!]!++] = i
  return { offsets, cards }
}
