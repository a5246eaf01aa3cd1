// Where a card's image is fetched from: the card's official URL with its scheme and host replaced
// by the host in use (the image-host setting for mirrors and tests, else the game's official host,
// which each game's main module names), its path kept: a card's data can send no request elsewhere.

/**
 * A valid host setting, normalised (`https://mirror.example/` → `https://mirror.example`), or null.
 * http or https only; a path prefix is allowed (`https://mirror.example/fftcg`); no credentials,
 * query or fragment.
 */
export function normalizeImageHost(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.search || url.hash) return null
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`
}

/** `https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg` on host `http://127.0.0.1:8080` → `http://127.0.0.1:8080/images/cards/full/1-001H_eg.jpg`. */
export function imageUrlOnHost(officialUrl: string, host: string): string | null {
  let url: URL
  try {
    url = new URL(officialUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return host + url.pathname + url.search
}
