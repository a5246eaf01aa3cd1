// What every Magic decklist reader makes of its file before cards are looked up: one item per
// line of a text list, or per element of an XML file (with the element's line).
import type { LineMessage } from '../../../decklist/line-messages'
import type { Bucket } from './vocabulary'

interface At {
  /** 1-based line in the file. */
  line: number
  text: string
}

export type Item = At &
  (
    | { kind: 'card'; bucket: Bucket; /** `N Name`, as the shared parser reads it. */ card: string }
    | { kind: 'section'; section?: Bucket }
    | { kind: 'header'; name?: string; format?: string }
    | { kind: 'blank' | 'comment' }
    /** A card the file keeps out of the deck (Archidekt's maybeboard, Forge's [Planes]). */
    | { kind: 'skipped'; note: 'notInDeck' }
    /** What is wrong, as a message id with values (English in the CLI, the user's language in the app). */
    | { kind: 'error'; said: LineMessage }
  )
