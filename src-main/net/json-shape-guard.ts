// A look at a JSON body's bytes as they arrive, before any parser builds something of them: the
// nesting depth, the length of one string, the members of one array or object and the items of
// the whole document are capped, so that `[[[[…`, one endless string, an endless array of small
// objects or `[{},{},…]` stop at a bound whatever their size, and the parser's memory with them.
// The same pass checks that the bytes are UTF-8 (issue 29.4: they were decoded with U+FFFD put in
// silently), saying the line and byte of the first that is not. It checks shape and encoding only;
// the parser still says whether the text is JSON.
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
  private line = 1
  /** UTF-8: continuation bytes still due, and the range the next one must be in. */
  private due = 0
  private low = 0x80
  private high = 0xbf
  /** Where the character being read began: a fault is said at its first byte. */
  private lead = 0

  constructor(private readonly limits: JsonShapeLimits) {}

  /** Throws a DownloadBoundError naming the bound and the byte where it was passed. */
  write(chunk: Uint8Array): void {
    const { maxStringBytes } = this.limits
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!
      if (byte >= 0x80 || this.due) this.utf8(byte, i)
      else if (byte === 0x0a) this.line++
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

  /** Throws when the body ends in the middle of a character. */
  end(): void {
    if (this.due) this.notUtf8(this.lead - this.bytes, 'a character cut off by the end')
  }

  /** RFC 3629's well-formed sequences: no overlong form, no surrogate, nothing past U+10FFFF. */
  private utf8(byte: number, at: number): void {
    if (this.due) {
      if (byte < this.low || byte > this.high) this.notUtf8(this.lead - this.bytes)
      this.due--
      this.low = 0x80
      this.high = 0xbf
      return
    }
    this.lead = this.bytes + at
    if (byte >= 0xc2 && byte <= 0xdf) this.due = 1
    else if (byte >= 0xe0 && byte <= 0xef) {
      this.due = 2
      if (byte === 0xe0) this.low = 0xa0
      else if (byte === 0xed) this.high = 0x9f
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      this.due = 3
      if (byte === 0xf0) this.low = 0x90
      else if (byte === 0xf4) this.high = 0x8f
    } else this.notUtf8(at)
  }

  private notUtf8(at: number, what = 'bytes that are not UTF-8'): never {
    throw new DownloadBoundError('invalid-utf8', `${what} at line ${this.line}, byte ${this.bytes + at}`)
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
