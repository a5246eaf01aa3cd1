// STUB — to be implemented: the code-key and alias rules.
/** `1-001H` → `1-001`; accepts any case and unpadded numbers; null when not a card code. */
export function codeKey(code: string): string | null {
  throw new Error('codeKey not implemented yet: ' + code)
}
