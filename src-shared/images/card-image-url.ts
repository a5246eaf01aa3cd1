// Where the renderer finds a card's image (zod-free: the renderer bundle imports it).
// Electron serves the cache through a privileged custom protocol; browser mode through a
// same-origin route of the HTTP bridge (token-protected like the rest). Both answer 200 with the
// image, or 204 No Content when there is none to show now, so the UI draws the card instead.
// (Not 404: the browser logs every 4xx image as a console error, for what is an ordinary state.)

export const CARD_IMAGE_SCHEME = 'card-image'
export const CARD_IMAGE_ROUTE = '/card-image/'

/**
 * `card-image://fftcg/1-001H` in Electron, `card-image/fftcg/1-001H` in browser mode: the game,
 * then the code (a card code, or a set picture's `set-picture.…` code). Relative to the page,
 * which the bridge serves under a path of its own (the token cookie's path). The code is in the
 * path, not the host, so that Electron keeps its case.
 */
export function cardImageUrl(game: string, code: string, viaProtocol: boolean): string {
  const part = `${encodeURIComponent(game)}/${encodeURIComponent(code)}`
  return viaProtocol ? `${CARD_IMAGE_SCHEME}://${part}` : `${CARD_IMAGE_ROUTE.slice(1)}${part}`
}
