// Addresses of card-data sources, which users may set: checked (http or https, no credentials)
// and named by their host in messages.

/**
 * A valid source address, normalised (spaces and a trailing `#…` gone), or null: http or https,
 * no credentials (they would be sent to the server and kept in the settings file).
 */
export function normalizeUpdateSource(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  url.hash = ''
  return url.toString()
}

/** `https://fftcg.square-enix-games.com/en/get-cards` → `fftcg.square-enix-games.com`: the name reports and messages use. */
export function sourceName(source: string): string {
  try {
    return new URL(source).host
  } catch {
    return 'the card source'
  }
}
