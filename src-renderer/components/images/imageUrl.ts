// The one place that decides where the renderer loads a card image from: Electron's card-image:
// protocol (the built app runs from app://deck-lab, the dev app from Vite's server) or, in browser
// mode, the HTTP bridge's same-origin route. Every URL names the card's game.
import { APP_SCHEME } from '@shared/app-origin'
import { cardImageUrl } from '@shared/images/card-image-url'

export function viaImageProtocol(protocol: string = globalThis.location?.protocol ?? `${APP_SCHEME}:`, dev: boolean = import.meta.env.DEV): boolean {
  return dev || protocol === `${APP_SCHEME}:`
}

export function imageUrlFor(game: string, code: string): string {
  return cardImageUrl(game, code, viaImageProtocol())
}
