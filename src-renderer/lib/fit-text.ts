// Choosing the longest of a few wordings that a box shows whole (issue 16: the search boxes'
// placeholders were cut at 1024 px).

/** The first of `wordings` (longest first) whose width fits in `room`, else the last (the shortest). */
export function firstThatFits(wordings: readonly string[], widthOf: (text: string) => number, room: number): string {
  return wordings.find((text) => widthOf(text) <= room) ?? wordings.at(-1) ?? ''
}
