// Bitsets over card positions (bit i of word i >>> 5), shared by the card indexes: FFTCG's
// (games/fftcg/catalog) and the field index of the other games. A query is then a few unions and
// intersections of n / 32 words instead of a test per card.

export type Bits = Uint32Array

export function newBits(size: number): Bits {
  return new Uint32Array((size + 31) >>> 5)
}

export function hasBit(bits: Bits, i: number): boolean {
  return ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1
}

export function setBit(bits: Bits, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31)
}

/** Every card of `size`: the bits past the last card stay 0, so counts are exact. */
export function allBits(size: number): Bits {
  const bits = newBits(size).fill(0xffffffff)
  if (size & 31) bits[bits.length - 1] = (1 << (size & 31)) - 1
  return bits
}

export function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length)
  for (let k = 0; k < a.length; k++) out[k] = a[k]! & b[k]!
  return out
}

/** The cards of `within` that are not in `b`. */
export function andNot(within: Bits, b: Bits): Bits {
  const out = new Uint32Array(within.length)
  for (let k = 0; k < within.length; k++) out[k] = within[k]! & ~b[k]!
  return out
}

/** `target` keeps only the cards also in `b`; returns it. */
export function intersectInto(target: Bits, b: Bits): Bits {
  for (let k = 0; k < target.length; k++) target[k]! &= b[k]!
  return target
}

export function orInto(target: Bits, b: Bits): void {
  for (let k = 0; k < target.length; k++) target[k]! |= b[k]!
}

export function countBits(bits: Bits): number {
  let total = 0
  for (let k = 0; k < bits.length; k++) {
    let v = bits[k]! - ((bits[k]! >>> 1) & 0x55555555)
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
  }
  return total
}

/** Calls `fn` with each card position in `bits`, ascending. */
export function forEachBit(bits: Bits, fn: (i: number) => void): void {
  for (let k = 0; k < bits.length; k++) {
    let word = bits[k]!
    while (word !== 0) {
      const low = word & -word
      fn((k << 5) | (31 - Math.clz32(low)))
      word ^= low
    }
  }
}

/** The cards of `within` for which `test` holds. */
export function filterBits(within: Bits, test: (i: number) => boolean): Bits {
  const out = new Uint32Array(within.length)
  forEachBit(within, (i) => {
    if (test(i)) out[i >>> 5]! |= 1 << (i & 31)
  })
  return out
}
