// The one place that decides where the renderer loads a card image from: Electron's card-image:
// protocol (the built app runs from file://, the dev app from Vite's server) or, in browser mode,
// the HTTP bridge's same-origin route.
import { cardImageUrl } from '@shared/images/card-image-url'

export function viaImageProtocol(protocol: string = globalThis.location?.protocol ?? 'file:', dev: boolean = import.meta.env.DEV): boolean {
  return dev || protocol === 'file:'
}

export function imageUrlFor(code: string): string {
  return cardImageUrl(code, viaImageProtocol())
}
