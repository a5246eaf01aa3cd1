// A game of the creature module played in memory (the generic session over the module), for the
// component tests and the pixel harness (test/harness/).
import type { AnyGameModule } from '@shared/game/module'
import { creatures, type CreatureCard } from '@shared/games/creatures'
import { moduleSession, type MemorySession } from '../table/memory-session'

export type { MemorySession } from '../table/memory-session'

export function memorySession(deck: readonly CreatureCard[], options: { seed: number; onThePlay?: boolean }): MemorySession {
  return moduleSession(creatures as unknown as AnyGameModule, deck, { seed: options.seed, onThePlay: options.onThePlay ?? true, format: 'standard' })
}
