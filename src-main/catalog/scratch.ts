// Typed arrays that one search of the field index borrows and gives back when it is done. A query
// over 35,000 cards otherwise makes a few dozen kilobytes of bitsets and value marks each time,
// and the garbage collections they cause were the slowest runs of bench/mtg-search.bench.ts.
import type { Bits } from './bitset'

export class Scratch {
  private readonly freeBits: Bits[] = []
  private readonly lentBits: Bits[] = []
  private readonly freeBytes = new Map<number, Uint8Array[]>()
  private readonly lentBytes: Uint8Array[] = []

  /** For `size` cards. */
  constructor(readonly size: number) {}

  /** An empty bitset of the catalog's size, lent until release(). */
  bits(): Bits {
    const reused = this.freeBits.pop()
    const bits = reused ? reused.fill(0) : new Uint32Array((this.size + 31) >>> 5)
    this.lentBits.push(bits)
    return bits
  }

  /** Every card (the bits past the last card stay 0, so counts are exact). */
  allBits(): Bits {
    const bits = this.bits().fill(0xffffffff)
    if (this.size & 31) bits[bits.length - 1] = (1 << (this.size & 31)) - 1
    return bits
  }

  /** `length` zeros, lent until release(). */
  bytes(length: number): Uint8Array {
    const reused = this.freeBytes.get(length)?.pop()
    const bytes = reused ? reused.fill(0) : new Uint8Array(length)
    this.lentBytes.push(bytes)
    return bytes
  }

  /** Everything lent is given back: no array borrowed before may be read after this. */
  release(): void {
    for (const bits of this.lentBits) this.freeBits.push(bits)
    this.lentBits.length = 0
    for (const bytes of this.lentBytes) {
      let free = this.freeBytes.get(bytes.length)
      if (!free) this.freeBytes.set(bytes.length, (free = []))
      free.push(bytes)
    }
    this.lentBytes.length = 0
  }
}
