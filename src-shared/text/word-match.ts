// Word-start matching on folded text: the search box's rule for "this word is in that text".
// A needle matches where it starts a word (`ice` finds "Ice" and "Icicle", not "choice"), so
// typing a name as you go keeps finding it, without the noise of matches inside other words.

/** Letters, digits and anything non-ASCII (accented letters are folded away; kana/kanji stay). */
export function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code > 127
}

/**
 * Index in `hay` where `needle` starts a word, or -1. Both must already be folded.
 * `wholeWord` also requires the match to end a word (`vii` must not match "VIII").
 */
export function indexOfWord(hay: string, needle: string, wholeWord = false, from = 0): number {
  if (needle.length === 0) return -1
  const needStart = isWordChar(needle.charCodeAt(0))
  const needEnd = wholeWord && isWordChar(needle.charCodeAt(needle.length - 1))
  let i = hay.indexOf(needle, from)
  while (i >= 0) {
    const startOk = !needStart || i === 0 || !isWordChar(hay.charCodeAt(i - 1))
    const end = i + needle.length
    const endOk = !needEnd || end === hay.length || !isWordChar(hay.charCodeAt(end))
    if (startOk && endOk) return i
    i = hay.indexOf(needle, i + 1)
  }
  return -1
}

export function hasWord(hay: string, needle: string, wholeWord = false): boolean {
  return indexOfWord(hay, needle, wholeWord) >= 0
}
