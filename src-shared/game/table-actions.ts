// The manual table actions every game has: what card abilities do, applied by hand (move a card,
// draw, search the deck, look at and arrange its top, shuffle, counters, concede). A game's
// Action union includes them; its schema builds them from `tableActionSchemas`.
import { z } from 'zod'

export type TableAction<Zone extends string, Id extends string = string> =
  /** `dull`: the card enters dull (tapped, at rest) where the game has such a state. */
  | { type: 'move'; card: Id; to: Zone; position?: 'top' | 'bottom'; dull?: boolean }
  | { type: 'counter'; card: Id; name: string; delta: number }
  | { type: 'draw'; count: number }
  | { type: 'search'; card: Id; to?: Zone; dull?: boolean }
  | { type: 'lookTop'; count: number }
  | { type: 'arrangeTop'; top: Id[]; bottom?: Id[] }
  | { type: 'shuffle' }
  | { type: 'concede' }

export type TableActionType = TableAction<string>['type']

export const TABLE_ACTION_TYPES = ['move', 'counter', 'draw', 'search', 'lookTop', 'arrangeTop', 'shuffle', 'concede'] as const satisfies readonly TableActionType[]

/** The schemas of the table actions for a game's zones and card ids (main validates with them). */
export function tableActionSchemas<Zone extends string>(zones: readonly [Zone, ...Zone[]], cardId: z.ZodType<string>) {
  const ids = (max: number) => z.array(cardId).max(max)
  const amount = z.number().int().min(1).max(100)
  const zone = z.enum(zones)
  return {
    move: z
      .object({ type: z.literal('move'), card: cardId, to: zone, position: z.enum(['top', 'bottom']).optional(), dull: z.boolean().optional() })
      .strict(),
    counter: z.object({ type: z.literal('counter'), card: cardId, name: z.string().min(1).max(40), delta: z.number().int().min(-100).max(100) }).strict(),
    draw: z.object({ type: z.literal('draw'), count: amount }).strict(),
    search: z.object({ type: z.literal('search'), card: cardId, to: zone.optional(), dull: z.boolean().optional() }).strict(),
    lookTop: z.object({ type: z.literal('lookTop'), count: amount }).strict(),
    arrangeTop: z.object({ type: z.literal('arrangeTop'), top: ids(100), bottom: ids(100).optional() }).strict(),
    shuffle: z.object({ type: z.literal('shuffle') }).strict(),
    concede: z.object({ type: z.literal('concede') }).strict(),
  }
}

/**
 * The deck after its top cards are put back in the order given (`top` from the top down, `bottom`
 * under the deck, its last card lowest), or null unless `top` and `bottom` name exactly the deck's
 * top cards, each once. Every game's arrangeTop checks and rearranges with it.
 */
export function deckWithTopArranged<Id>(deck: readonly Id[], top: readonly Id[], bottom: readonly Id[]): Id[] | null {
  const n = top.length + bottom.length
  const chosen = new Set([...top, ...bottom])
  if (n === 0 || chosen.size !== n || n > deck.length || !deck.slice(0, n).every((id) => chosen.has(id))) return null
  return [...top, ...deck.slice(n), ...bottom]
}
