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

/** A mutable cursor over an RngState, for loops inside one pure function (a shuffle). */
export class RngCursor {
  private a: number
  private b: number
  private c: number
  private d: number
  constructor(state: RngState) {
    ;[this.a, this.b, this.c, this.d] = state
  }
  /** The state `seedRng(seed)` gives, without allocating (the lab reseeds once per game). */
  reseed(seed: number): void {
    const s = seed >>> 0
    this.a = mix32(s + 0x9e3779b9)
    this.b = mix32(s + 2 * 0x9e3779b9)
    this.c = mix32(s + 3 * 0x9e3779b9)
    this.d = mix32(s + 4 * 0x9e3779b9)
    for (let i = 0; i < 12; i++) this.nextUint32()
  }
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0
    return t >>> 0
  }
  /** An integer in [0, n): multiply-shift (bias below 2^-20 for n ≤ 4096, irrelevant for decks). */
  below(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n)
  }
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0]
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
  const out = items.slice()
  const cursor = new RngCursor(rng)
  for (let i = out.length - 1; i > 0; i--) {
    const j = cursor.below(i + 1)
    const tmp = out[i]!
    out[i] = out[j]!
    out[j] = tmp
  }
  return { items: out, rng: cursor.state() }
}
