// A deck's piles as files and requests carry them: a record of pile ids, checked against the game's
// module (deck.piles): an id the game has not is refused by name, a pile it may not leave out must
// be there, and no pile holds more codes than its spec allows (FFTCG's Limit Break: 50).
import { z } from 'zod'
import { GAMES } from '../games'

export { pilesSchema } from './limits'

/** Reports, under `path`, what in `piles` the game's deck.piles does not allow. A game not registered is left to the game field's own check. */
export function checkPilesOfGame(game: string, piles: unknown, ctx: z.RefinementCtx, path: (string | number)[] = ['piles']): void {
  if (!Object.hasOwn(GAMES, game) || typeof piles !== 'object' || piles === null) return
  const specs = GAMES[game as keyof typeof GAMES].deck.piles
  const record = piles as Record<string, unknown[]>
  for (const id of Object.keys(record))
    if (!specs.some((p) => p.id === id)) ctx.addIssue({ code: 'custom', path: [...path, id], message: `no pile "${id.slice(0, 40)}" in a ${game} deck (piles: ${specs.map((p) => p.id).join(', ')})` })
  for (const spec of specs)
    if (!spec.optional && !(spec.id in record)) ctx.addIssue({ code: 'custom', path: [...path, spec.id], message: `the ${spec.id} pile is missing` })
  for (const { id, maxEntries } of specs) {
    const pile = record[id]
    if (maxEntries !== undefined && Array.isArray(pile) && pile.length > maxEntries)
      ctx.addIssue({ code: 'custom', path: [...path, id], message: `Too big: expected array to have <=${maxEntries} items` })
  }
}
