// Issue 16: a search box's placeholder is the longest wording it shows whole.
import { describe, expect, it } from 'vitest'
import { firstThatFits } from '../../../src-renderer/lib/fit-text'

/** Ten pixels a character: widths a reader can check by counting. */
const tenPerChar = (text: string) => text.length * 10

describe('the longest wording that fits', () => {
  const wordings = ['Search: name, text, or e:fire', 'Name, text or query', 'Search']
  it('keeps the whole hint when the box is wide enough', () => {
    expect(firstThatFits(wordings, tenPerChar, 290)).toBe('Search: name, text, or e:fire')
  })
  it('falls back to a shorter wording when the hint would be cut', () => {
    expect(firstThatFits(wordings, tenPerChar, 289)).toBe('Name, text or query')
    expect(firstThatFits(wordings, tenPerChar, 60)).toBe('Search')
  })
  it('shows the shortest when none fits, and nothing when there is no wording', () => {
    expect(firstThatFits(wordings, tenPerChar, 10)).toBe('Search')
    expect(firstThatFits([], tenPerChar, 100)).toBe('')
  })
})
