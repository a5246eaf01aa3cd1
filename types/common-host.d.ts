// The few host APIs that every runtime of the common layer has (browsers, Node, worker threads),
// declared for src-shared alone: DOM and Node types stay out of it (tsconfig.shared.json).
declare class TextDecoder {
  /** `fatal`: bytes that are not valid throw instead of becoming U+FFFD (src-shared/text/strict-text.ts). */
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: Uint8Array, options?: { stream?: boolean }): string
}
