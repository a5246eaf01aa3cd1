// The precomputed, column-wise view of the catalog that searches run over: folded strings and
// small typed arrays per card, built once so that a query does no folding or parsing per card.
import { CARD_TYPES, ELEMENTS, RARITIES, type Card } from '@shared/games/fftcg/card'
import { codeSortValue } from '@shared/games/fftcg/code-order'
import { plainText } from '@shared/games/fftcg/card-text'
import { foldWords } from '@shared/text/fold'

export const FLAG_EX = 1
export const FLAG_MULTI = 2
export const FLAG_MULTI_UNKNOWN = 4
export const FLAG_HASTE = 8
export const FLAG_BRAVE = 16
export const FLAG_FIRST_STRIKE = 32
export const FLAG_BACK_ATTACK = 64

/** Power of cards that have none (summons, most backups): never matches a comparison. */
export const NO_POWER = -1

export interface SearchData {
  readonly cards: readonly Card[]
  readonly size: number
  // Text fields in foldWords form (` cloud `); values of a list are joined by FIELD_SEP so that
  // a phrase cannot run from one job into the next. A card's French words (name, jobs, text)
  // follow its English ones after FIELD_SEP, so every word search matches both languages.
  readonly name: string[]
  readonly job: string[]
  /** `DFF · XI` → ` dff xi `. */
  readonly category: string[]
  readonly text: string[]
  /** foldWords of each job and category, for exact filters from the side panel. */
  readonly jobValues: string[][]
  readonly categoryValues: string[][]
  /** Folded code keys of every printing the card carries (`15-001`, `9-002`). */
  readonly codeKeys: string[][]
  readonly elementMask: Uint8Array
  readonly typeId: Uint8Array
  readonly rarityId: Uint8Array
  readonly cost: Int32Array
  readonly power: Int32Array
  readonly flags: Uint8Array
  readonly setId: Uint16Array
  readonly sets: SetInfo[]
  /** Position of each card in code order. */
  readonly codeRank: Int32Array
  /** A small number per card identity: printings of the same card (reprints) share it. */
  readonly identityId: Int32Array
}

export interface SetInfo {
  name: string
  folded: string
  /** The opus number players use (`set:15` = Crystal Dominion); null for Legacy, Boss, promos. */
  number: number | null
}

export const FIELD_SEP = '\u0001'

/** Categories as words; raw data may still carry `&middot;` for `·`. */
export function foldCategory(s: string): string {
  return foldWords(s.replace(/&[a-z]+;/gi, ' '))
}

/** `1-001H`, `1-1` → `1-001`: the key form used for code searches. */
export function foldCodeKey(code: string): string {
  const m = /^([a-z]+|\d+)-0*(\d+)/i.exec(code.trim())
  if (!m) return code.toLowerCase()
  return `${m[1]!.toLowerCase().replace(/^0+(?=\d)/, '')}-${m[2]!.padStart(3, '0')}`
}

const KEYWORD_FLAG = { haste: FLAG_HASTE, brave: FLAG_BRAVE, firstStrike: FLAG_FIRST_STRIKE, backAttack: FLAG_BACK_ATTACK }

export function buildSearchData(cards: readonly Card[]): SearchData {
  const setIds = new Map<string, number>()
  const sets: SetInfo[] = []
  const setId = new Uint16Array(cards.length)
  cards.forEach((c, i) => {
    let id = setIds.get(c.set)
    if (id === undefined) {
      id = sets.push({ name: c.set, folded: foldWords(c.set), number: null }) - 1
      setIds.set(c.set, id)
    }
    setId[i] = id
  })
  assignSetNumbers({ sets, cards, setId, size: cards.length })
  return searchDataFromColumns(cards, {
    name: cards.map((c) => foldWords(c.name)),
    jobValues: cards.map((c) => c.jobs.map(foldWords)),
    categoryValues: cards.map((c) => (c.category2 && c.category2 !== c.category1 ? [c.category1, c.category2] : [c.category1]).map(foldCategory)),
    codeKeys: cards.map((c) => [c.key, ...c.aliases].map(foldCodeKey)),
    setId,
    sets,
    codeRank: rankCodes(cards),
  })
}

/** The columns that cost most to work out: built by buildSearchData, or read from the bundled pack. */
export interface PrebuiltColumns {
  /** Names in foldWords form. */
  name: string[]
  jobValues: string[][]
  categoryValues: string[][]
  codeKeys: string[][]
  setId: Uint16Array
  sets: SetInfo[]
  codeRank: Int32Array
}

/**
 * The search columns from the prebuilt ones and the cards. The folded rules text is the largest
 * column and only phrase searches read it: it is folded on first use.
 */
export function searchDataFromColumns(cards: readonly Card[], pre: PrebuiltColumns): SearchData {
  const size = cards.length
  const elementMask = new Uint8Array(size), typeId = new Uint8Array(size), rarityId = new Uint8Array(size)
  const cost = new Int32Array(size), power = new Int32Array(size), flags = new Uint8Array(size)
  const identityId = new Int32Array(size)
  const identities = new Map<string, number>()
  for (let i = 0; i < size; i++) {
    const c = cards[i]!
    let mask = 0
    for (const e of c.elements) mask |= 1 << ELEMENTS.indexOf(e)
    elementMask[i] = mask
    typeId[i] = Math.max(0, CARD_TYPES.indexOf(c.type))
    rarityId[i] = Math.max(0, RARITIES.indexOf(c.rarity))
    cost[i] = c.cost
    power[i] = c.power ?? NO_POWER
    let f = (c.exBurst ? FLAG_EX : 0) | (c.multicard === true ? FLAG_MULTI : 0) | (c.multicard === null ? FLAG_MULTI_UNKNOWN : 0)
    for (const k of c.keywords) f |= KEYWORD_FLAG[k] ?? 0
    flags[i] = f
    let identity = identities.get(c.identity)
    if (identity === undefined) identities.set(c.identity, (identity = identities.size))
    identityId[i] = identity
  }
  let text: string[] | null = null
  const french = cards.some((c) => c.fr !== undefined)
  return {
    cards, size,
    name: french ? pre.name.map((name, i) => withFrench(name, foldFrench(cards[i]!.fr?.name))) : pre.name,
    job: pre.jobValues.map((values, i) => withFrench(values.join(FIELD_SEP), cards[i]!.fr?.jobs?.map(foldWords).join(FIELD_SEP))),
    category: pre.categoryValues.map((values) => values.join(FIELD_SEP)),
    get text() {
      return (text ??= cards.map((c) => withFrench(foldWords(c.plainText), foldFrench(c.fr?.text && plainText(c.fr.text)))))
    },
    jobValues: pre.jobValues, categoryValues: pre.categoryValues, codeKeys: pre.codeKeys,
    elementMask, typeId, rarityId, cost, power, flags,
    setId: pre.setId, sets: pre.sets, codeRank: pre.codeRank, identityId,
  }
}

const foldFrench = (words: string | undefined) => (words ? foldWords(words) : undefined)

/** The folded English words, then the folded French ones (when there are and they differ) after FIELD_SEP. */
function withFrench(folded: string, french: string | undefined): string {
  return !french || french === folded ? folded : `${folded}${FIELD_SEP}${french}`
}

function rankCodes(cards: readonly Card[]): Int32Array {
  const values = cards.map((c) => codeSortValue(c.key))
  const order = Array.from({ length: cards.length }, (_, i) => i)
  order.sort((a, b) => {
    const ca = cards[a]!.code
    const cb = cards[b]!.code
    return values[a]! - values[b]! || (ca < cb ? -1 : ca > cb ? 1 : 0) || a - b
  })
  const codeRank = new Int32Array(cards.length)
  order.forEach((card, rank) => (codeRank[card] = rank))
  return codeRank
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 }

export function romanToNumber(s: string): number | null {
  if (!/^[ivxl]+$/.test(s)) return null
  let total = 0
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i]!]!
    const next = ROMAN[s[i + 1] ?? ''] ?? 0
    total += v < next ? -v : v
  }
  return total
}

/**
 * `Opus XIV` says its number; named sets (`Crystal Dominion` = 15) take the opus number most of
 * their cards' codes carry, so new sets need no table here. A set whose codes are all `Re-`,
 * `B-` or `PR-` has no number.
 */
function assignSetNumbers(data: { sets: SetInfo[]; cards: readonly Card[]; setId: Uint16Array; size: number }): void {
  const counts = data.sets.map(() => new Map<number, number>())
  for (let i = 0; i < data.size; i++) {
    const m = /^(\d+)-/.exec(data.cards[i]!.key)
    if (!m) continue
    const tally = counts[data.setId[i]!]!
    const n = Number(m[1])
    tally.set(n, (tally.get(n) ?? 0) + 1)
  }
  data.sets.forEach((set, id) => {
    const opus = /^ opus ([ivxl]+) $/.exec(set.folded)
    const fromName = opus ? romanToNumber(opus[1]!) : null
    let best: number | null = null
    let bestCount = 0
    for (const [n, count] of counts[id]!) if (count > bestCount) [best, bestCount] = [n, count]
    set.number = fromName ?? best
  })
}
