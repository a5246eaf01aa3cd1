// The normalised FFTCG card model shared by main, renderer and CLI.
// Plain JSON only: cards cross IPC, HTTP and files unchanged.

export const ELEMENTS = ['fire', 'ice', 'wind', 'earth', 'lightning', 'water', 'light', 'dark'] as const
export type Element = (typeof ELEMENTS)[number]

export const CARD_TYPES = ['forward', 'backup', 'summon', 'monster', 'crystal'] as const
export type CardType = (typeof CARD_TYPES)[number]

export const RARITIES = ['C', 'R', 'H', 'L', 'S', 'B', 'PR'] as const
export type Rarity = (typeof RARITIES)[number]

export const KEYWORDS = ['haste', 'brave', 'firstStrike', 'backAttack'] as const
export type Keyword = (typeof KEYWORDS)[number]

/** One piece of a card's rules text, from the official markup (`[[br]]`, `《火》`, …). */
export type TextToken =
  | { kind: 'text'; text: string; style?: 'italic' | 'bold' | 'ability' }
  | { kind: 'break' }
  | { kind: 'exBurst' }
  | { kind: 'cp'; element: Element }
  | { kind: 'generic'; amount: number | 'X' }
  | { kind: 'dull' }
  | { kind: 'special' }
  | { kind: 'crystal' }
  | { kind: 'limitBreak' }

export interface Card {
  /** Printed code of this printing, rarity letter kept: `15-001R`. */
  code: string
  /** The code without rarity letter: `15-001`. The catalog key. */
  key: string
  /** Other code keys printed on this card (reprint/promo part of `15-001R/9-002H` → `9-002`). */
  aliases: string[]
  /** Key shared by every printing of the same card (the original printing's key). Copies count together. */
  identity: string
  /** Full official code as the data gives it, e.g. `15-001R/9-002H`. */
  fullCode: string
  name: string
  elements: Element[]
  type: CardType
  /** Crystal tokens cannot be put in a deck. */
  deckLegal: boolean
  cost: number
  /** null when the card has no power (summons, most backups). */
  power: number | null
  jobs: string[]
  category1: string
  category2: string | null
  rarity: Rarity
  set: string
  text: TextToken[]
  /** Text flattened to plain words, for display in lists and search. */
  plainText: string
  exBurst: boolean
  /** true/false when a source says; null when unknown (never guessed). */
  multicard: boolean | null
  keywords: Keyword[]
  image: string | null
  /** The card's words in French where the data gives them and they differ from English (card-locale.ts shows them). */
  fr?: CardFrench
}

/**
 * French words of a card (official updates give them). The type is not kept: the app names types
 * itself in every language. The plain text is worked out when shown or indexed, not stored twice.
 */
export interface CardFrench {
  name?: string
  jobs?: string[]
  text?: TextToken[]
}
