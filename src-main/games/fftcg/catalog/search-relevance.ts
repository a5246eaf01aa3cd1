// Relevance for queries with words: how well the words the user is looking for (free words and
// name: values, outside negations) meet a card. Tiers, best first: the name is the query, the
// name (English or French) starts with it, the name contains it, words in the name, in job or category, in the
// text, names a few typos away.
import type { CardQuery, QueryNode } from '@shared/games/fftcg/query'
import { textNeedle, type Searchable } from './search-compile'
import { FIELD_SEP } from './search-data'
import { fuzzyMarks, fuzzyNameHit, type NameVocabulary } from './search-fuzzy'
import { ALL_FIELDS, FIELD_CATEGORY, FIELD_JOB, FIELD_NAME, FIELD_TEXT, hasBit, needleHits, type PhraseChecks } from './search-words'

/** Needles (textNeedle form, ` cloud`) of the positive free-word and name clauses, in query order. */
export function rankingWords(query: CardQuery): string[] {
  const out: string[] = []
  const walk = (node: QueryNode, positive: boolean): void => {
    if (node.kind === 'and' || node.kind === 'or') node.nodes.forEach((n) => walk(n, positive))
    else if (node.kind === 'not') walk(node.node, !positive)
    else if (node.kind === 'text' && positive && (node.field === 'any' || node.field === 'name')) {
      const needle = textNeedle(node.field, node.value)
      if (needle) out.push(needle)
    }
  }
  walk(query, true)
  return out
}

export const MAX_SCORE = 1_000_000

/**
 * Scores the cards of a search. `checks`: the search's phrase checks, so that a phrase is read in
 * a card's fields once for the query and its ranking.
 */
export function makeScorer(index: Searchable, words: string[], vocab: NameVocabulary | null, checks: PhraseChecks): (i: number) => number {
  const { data } = index
  const phrase = words.join('')
  const exactName = phrase + ' '
  const wholeWords = words.map((w) => w + ' ')
  // Where each single word is, worked out once from the word index rather than per card. Phrases
  // are looked for in the matching cards' fields, as the query already did for most of them.
  const single = words.map((w) => !w.trim().includes(' '))
  const phrases = words.map((w, k) => (single[k] ? null : checks.phrase(w)))
  const hits = (w: string, k: number, mask: number) => (single[k] ? needleHits(index.words, data, w, mask) : null)
  const inName = words.map((w, k) => hits(w, k, 1 << FIELD_NAME))
  const inJobOrCategory = words.map((w, k) => hits(w, k, (1 << FIELD_JOB) | (1 << FIELD_CATEGORY)))
  const inText = words.map((w, k) => hits(w, k, 1 << FIELD_TEXT))
  const marks = words.map((w) => (vocab ? fuzzyMarks(vocab, w.trim()) : null))
  const { name } = data
  // A French name follows the English one after FIELD_SEP (search-data.ts): it ranks as a name too.
  const exactFrench = FIELD_SEP + exactName
  const frenchStart = FIELD_SEP + phrase
  return (i) => {
    const n = name[i]!
    let s = 0
    if (n === exactName || n.endsWith(exactFrench)) s += 1000
    else {
      const at = n.indexOf(phrase)
      if (at === 0 || (at > 0 && n.includes(frenchStart))) s += 800
      else if (at > 0) s += 600
    }
    for (let k = 0; k < words.length; k++) {
      const field = single[k] ? -1 : phrases[k]!.firstField(i, ALL_FIELDS)
      if (single[k] ? hasBit(inName[k]!, i) : field === FIELD_NAME) s += n.includes(wholeWords[k]!) ? 120 : 100
      else if (single[k] ? hasBit(inJobOrCategory[k]!, i) : field === FIELD_JOB || field === FIELD_CATEGORY) s += 50
      else if (single[k] ? hasBit(inText[k]!, i) : field === FIELD_TEXT) s += 10
      else {
        const m = marks[k]
        const hit = vocab && m ? fuzzyNameHit(vocab, m, i) : 0
        if (hit) s += Math.max(1, 6 - hit) // closer typos first
      }
    }
    return Math.min(s, MAX_SCORE - 1)
  }
}
