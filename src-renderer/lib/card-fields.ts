// A card's value of a field that some games' cards have and others' not (FFTCG's cost, elements,
// jobs…): the generic lists read such fields by key, and show nothing for a card without them.
type Row = Readonly<Record<string, unknown>>

export function numberField(card: object | null | undefined, key: string): number | null {
  const value = (card as Row | null | undefined)?.[key]
  return typeof value === 'number' ? value : null
}

export function listField(card: object | null | undefined, key: string): string[] {
  const value = (card as Row | null | undefined)?.[key]
  return Array.isArray(value) ? value.map(String) : []
}

export function flagField(card: object | null | undefined, key: string): boolean {
  return (card as Row | null | undefined)?.[key] === true
}

export function textField(card: object | null | undefined, key: string): string | null {
  const value = (card as Row | null | undefined)?.[key]
  return typeof value === 'string' ? value : null
}
