/**
 * How many typing mistakes a word or name of this length may hold and still be recognised:
 * none below 4 letters (where any edit makes another word), then 1, 2, 3. The card search's
 * name tolerance and the decklist import's "did you mean" both use it.
 */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : length < 10 ? 2 : 3
}
