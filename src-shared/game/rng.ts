// The seeded generator kept inside the game state: sfc32 (Chris Doty-Humphrey's Small Fast
// Counting generator), state as four uint32 numbers, so a state is plain JSON and `apply` is
// deterministic. Pure: every call returns the next state instead of mutating one.

export type RngState = readonly [number, number, number, number]

/** Four well-mixed words from one seed (splitmix32), then 12 warm-up rounds as sfc32 advises. */
export function seedRng(seed: number): RngState {
  const cursor = new RngCursor([0, 0, 0, 0])
  cursor.reseed(seed)
  return cursor.state()
}

/** splitmix32's output function: one well-mixed word from a counter value. */
export function mix32(x: number): number {
  let z = x >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return (z ^ (z >>> 16)) >>> 0
}

/**
 * A mutable cursor over an RngState, for loops inside one pure function (a shuffle). The four
 * words live in an Int32Array: plain fields would hold most words as boxed numbers (outside the
 * small-integer range) and allocate at every step, several times slower for the same numbers.
 */
export class RngCursor {
  private readonly s = new Int32Array(4)
  constructor(state: RngState) {
    this.s[0] = state[0]
    this.s[1] = state[1]
    this.s[2] = state[2]
    this.s[3] = state[3]
  }
  /** The state `seedRng(seed)` gives, without allocating (the lab reseeds once per game). */
  reseed(seed: number): void {
    const s = seed >>> 0
    const x = this.s
    x[0] = mix32(s + 0x9e3779b9)
    x[1] = mix32(s + 2 * 0x9e3779b9)
    x[2] = mix32(s + 3 * 0x9e3779b9)
    x[3] = mix32(s + 4 * 0x9e3779b9)
    for (let i = 0; i < 12; i++) this.nextUint32()
  }
  nextUint32(): number {
    const x = this.s
    const a = x[0]!
    const b = x[1]!
    const c = x[2]!
    const d = x[3]!
    const t = (((a + b) | 0) + d) | 0
    x[3] = (d + 1) | 0
    x[0] = b ^ (b >>> 9)
    x[1] = (c + (c << 3)) | 0
    x[2] = (((c << 21) | (c >>> 11)) + t) | 0
    return t >>> 0
  }
  /** An integer in [0, n): multiply-shift (bias below 2^-20 for n ≤ 4096, irrelevant for decks). */
  below(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n)
  }
  state(): RngState {
    const x = this.s
    return [x[0]! >>> 0, x[1]! >>> 0, x[2]! >>> 0, x[3]! >>> 0]
  }
}

/** One number in [0, 2^32) and the generator's next state. */
export function nextUint32(rng: RngState): [number, RngState] {
  const cursor = new RngCursor(rng)
  const value = cursor.nextUint32()
  return [value, cursor.state()]
}

/** Fisher–Yates over a copy; the input is untouched. */
export function shuffled<T>(items: readonly T[], rng: RngState): { items: T[]; rng: RngState } {
  const cursor = new RngCursor(rng)
  return { items: shuffleWith(cursor, items), rng: cursor.state() }
}

/** `shuffled(items, seedRng(seed))` with one cursor instead of two (a new game's first shuffle). */
export function shuffledFromSeed<T>(items: readonly T[], seed: number): { items: T[]; rng: RngState } {
  const cursor = new RngCursor([0, 0, 0, 0])
  cursor.reseed(seed)
  return { items: shuffleWith(cursor, items), rng: cursor.state() }
}

function shuffleWith<T>(cursor: RngCursor, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = cursor.below(i + 1)
    const tmp = out[i]!
    out[i] = out[j]!
    out[j] = tmp
  }
  return out
}
