// The few host APIs that every runtime of the common layer has (browsers, Node, worker threads),
// declared for src-shared alone: DOM and Node types stay out of it (tsconfig.shared.json).
declare class TextDecoder {
  constructor(label?: string)
  decode(input?: Uint8Array): string
}
