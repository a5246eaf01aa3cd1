// The common intermediate every card-data reader produces (bundled build, official JSON shapes,
// card-browser scrape, CSV) before normalisation into a Card (see normalize.ts).
import type { Element } from './card'

export interface RawCard {
  /** Official code as given, possibly `new/original`: `15-001R/9-002H`. */
  fullCode: string
  name: string
  /** Lower-case English element names; empty for crystal tokens. */
  elements: Element[]
  /** Lower-case: forward, backup, summon, monster, crystal. */
  type: string
  cost: number
  power: number | null
  /** Jobs; multi-job cards give several. */
  jobs: string[]
  category1: string
  category2: string | null
  rarity: string
  set: string
  /** Rules text in the official card-browser markup (`[[br]]`, `[[ex]]EX BURST[[/]]`, `《火》`…). */
  text: string
  /** null: the source does not say (then the text decides for EX Burst). */
  exBurst: boolean | null
  /** null: unknown, kept unknown. */
  multicard: boolean | null
  image: string | null
  /**
   * The card in other languages, as the official card browser gives it (`fr`, `de`, `es`, `it`,
   * `ja`…; English is the fields above). Kept so that showing French names needs no migration.
   */
  locales?: Partial<Record<string, CardLocaleFields>>
  /** When the official update (src-main/games/fftcg/update) last wrote this record; absent: from a card file. */
  updatedAt?: string
}

/** One language's version of a card's words; a field the source did not give is absent. */
export interface CardLocaleFields {
  name?: string
  type?: string
  jobs?: string[]
  /** In the official markup, as `text`. */
  text?: string
}
