// The arithmetic of paying CP (5.2.1.3, 5.2.1.3.1, 11.2.1.1), in one home for the engine's
// payment check and solver and for the opening lab's fast simulator (src-shared/games/fftcg/lab).

/** 5.2.1.3: discarding a card gives 2 CP of its element. */
export const CP_PER_DISCARD = 2
/** 5.2.1.3: dulling a Backup gives 1 CP of its element. */
export const CP_PER_BACKUP = 1

/** 5.2.1.3.1: the exact cost, or one CP more only when a card was discarded (the extra CP is lost). */
export function totalAllowed(cost: number, cp: number, discards: number): boolean {
  return cp === cost || (cp === cost + 1 && discards > 0)
}

/**
 * How many Backups to dull beside `discards` discards for a legal total: `over` 0 asks for the
 * exact cost, `over` 1 for one CP more (only with a discard). −1 when there is no such number.
 */
export function backupsToDull(cost: number, discards: number, over: 0 | 1): number {
  if (over === 1 && discards === 0) return -1
  const k = cost - CP_PER_DISCARD * discards + over
  return k < 0 ? -1 : k
}
