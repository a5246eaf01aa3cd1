// A look at a JSON body's bytes as they arrive, before any parser builds something of them: the
// nesting depth, the length of one string, the members of one array or object and the items of
// the whole document are capped, so that `[[[[…`, one endless string, an endless array of small
// objects or `[{},{},…]` stop at a bound whatever their size, and the parser's memory with them.
// It checks shape only; the parser still says whether the text is JSON.
import { bytesText, DownloadBoundError } from './download-bounds'

export interface JsonShapeLimits {
  /** Arrays and objects inside each other. */
  maxDepth: number
  /** Bytes of one string, key or value, as written (escapes included). */
  maxStringBytes: number
  /** Members of one array or object (the card list is one). */
  maxMembers: number
  /** Members of all arrays and objects together, plus the arrays and objects. */
  maxItems: number
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c

export class JsonShapeGuard {
  private bytes = 0
  private inString = false
  private escaped = false
  private stringBytes = 0
  /** Commas seen in each open array or object, outermost first. */
  private readonly commas: number[] = []
  private items = 0

  constructor(private readonly limits: JsonShapeLimits) {}

  /** Throws a DownloadBoundError naming the bound and the byte where it was passed. */
  write(chunk: Uint8Array): void {
    const { maxStringBytes } = this.limits
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (byte === BACKSLASH) this.escaped = true
        else if (byte === QUOTE) {
          this.inString = false
          continue
        }
        if (++this.stringBytes > maxStringBytes) this.fail(i, 'json-string', `a string longer than ${bytesText(maxStringBytes)}`)
      } else if (byte === QUOTE) {
        this.inString = true
        this.stringBytes = 0
      } else if (byte === 0x5b || byte === 0x7b) this.open(i)
      else if (byte === 0x5d || byte === 0x7d) this.commas.pop()
      else if (byte === COMMA && this.commas.length) this.member(i)
    }
    this.bytes += chunk.length
  }

  private open(at: number): void {
    if (this.commas.length >= this.limits.maxDepth) this.fail(at, 'json-depth', `arrays or objects nested more than ${this.limits.maxDepth} deep`)
    this.commas.push(0)
    this.item(at)
  }

  private member(at: number): void {
    const top = this.commas.length - 1
    // n commas separate n + 1 members.
    if (++this.commas[top]! >= this.limits.maxMembers) this.fail(at, 'json-members', `an array or object of more than ${this.limits.maxMembers} members`)
    this.item(at)
  }

  private item(at: number): void {
    if (++this.items > this.limits.maxItems) this.fail(at, 'json-items', `more than ${this.limits.maxItems} values in all`)
  }

  private fail(at: number, bound: 'json-depth' | 'json-string' | 'json-members' | 'json-items', what: string): never {
    throw new DownloadBoundError(bound, `${what} (at byte ${this.bytes + at})`)
  }
}
