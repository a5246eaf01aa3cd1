// Bounds of a card-data import, zod-free so that the renderer can check a file before sending it.

/** Longest card file an import takes, in characters. */
export const MAX_IMPORT_CHARS = 64 * 1024 * 1024
