// Something the app says, as an id with values rather than a sentence: main keeps its English
// text (CLI, API), the renderer says it in the user's language from the same id and values.
export type Values = Record<string, string | number>

export interface Said<Id extends string> {
  id: Id
  values: Values
}

/** A family of messages from their English texts: its ids, a maker, and the English of one. */
export function messages<Table extends Record<string, (values: Values) => string>>(english: Table) {
  type Id = keyof Table & string
  return {
    ids: Object.keys(english) as Id[],
    say: (id: Id, values: Values = {}): Said<Id> => ({ id, values }),
    english: (message: Said<Id>): string => english[message.id]!(message.values),
  }
}
