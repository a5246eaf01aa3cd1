// End-to-end tests only: an import of a file whose name starts with DECKLAB_TEST_HOLD_IMPORTS
// is not read until it is cancelled, so that the cancel test never races a fast machine's read.
// Unset (as everywhere but the e2e server), nothing is held.
export function heldForTest(fileName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const prefix = env.DECKLAB_TEST_HOLD_IMPORTS
  return !!prefix && fileName.startsWith(prefix)
}
