// Magic decklists as the GameModule contract declares them (the module's index.ts takes this
// object): the headings for the shared parser, the writers, and `write` over a deck as the
// decklist.format channel or a deck file carries it. Reading needs the cards: parseMtgDecklist.
import type { DeckEntry, DeckPiles, DecklistFormats } from '../../../game/module'
import type { MtgCard } from '../card'
import { isWriter, WRITERS, writeMtgDecklist } from './write'
import { MTG_DECKLIST } from './vocabulary'

/** The piles of `{ piles }` (a deck file), or `{ entries }` (the channel's main deck). */
function writableOf(deck: Readonly<Record<string, unknown>>) {
  const piles = (deck.piles ?? { main: deck.entries ?? [] }) as DeckPiles
  return { ...(typeof deck.name === 'string' ? { name: deck.name } : {}), piles: { main: piles.main ?? [], sideboard: piles.sideboard ?? [], commander: piles.commander ?? [] } as Record<string, readonly DeckEntry[]> }
}

export const mtgDecklistFormats: DecklistFormats = {
  ...MTG_DECKLIST,
  writers: WRITERS,
  write(deck, writer, lookup) {
    if (!isWriter(writer)) throw new RangeError(`Unknown Magic decklist writer "${writer}" (known: ${WRITERS.join(', ')})`)
    return writeMtgDecklist(writableOf(deck), writer, lookup as (code: string) => MtgCard | null)
  },
}

export { MTG_DECKLIST } from './vocabulary'
export { parseMtgDecklist, type MtgParsedDecklist, type MtgParsedLine } from './read'
export { writeMtgDecklist, WRITERS, type WriterName } from './write'
export { mtgDecklistIndex, mtgResolver, type MtgDecklistIndex } from './resolver'
