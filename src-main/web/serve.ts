// `npm run serve`: browser mode. The built renderer and the main-process services on 127.0.0.1.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createMainServices } from '../services'
import { defaultUserDataDir } from '../user-data-dir'
import { startHttpBridge } from './http-bridge'

/** The project's folder: the nearest one up holding package.json (from src-main/web/ under tsx, from dist-cli/ built). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) if (existsSync(resolve(dir, 'package.json')) || dir === dirname(dir)) return dir
}
const root = projectRoot(import.meta.dirname)
// DECKLAB_RENDERER_DIR serves another build (e.g. a second build folder during development).
const staticDir = process.env.DECKLAB_RENDERER_DIR ? resolve(process.env.DECKLAB_RENDERER_DIR) : resolve(root, 'out', 'renderer')
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.error(`No built renderer in ${staticDir}: run "npm run build" first (npm run serve does it).`)
  process.exit(1)
}

// A fixed default port: decks live in the browser's storage for the page's address, so the same
// address at every launch keeps them. Another port only when that one is taken.
const DEFAULT_PORT = 47310
const port = process.env.DECKLAB_PORT ? Number(process.env.DECKLAB_PORT) : DEFAULT_PORT
const started = performance.now()
// DECKLAB_IMAGE_HOST: where card images are fetched from unless the user chose a host (mirrors, tests).
const { dispatch, images, cardImages } = createMainServices({ userDataDir: defaultUserDataDir(), imageHost: process.env.DECKLAB_IMAGE_HOST || undefined })
const token = process.env.DECKLAB_TOKEN || undefined
const bridge = await startHttpBridge({ dispatch, images: cardImages, staticDir, port, token }).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' || process.env.DECKLAB_PORT) throw error
  console.warn(`Port ${port} is in use: using another one. Decks saved at the usual address will not show there.`)
  return startHttpBridge({ dispatch, images: cardImages, staticDir, port: 0, token })
})
// Each game's cards are read when that game is first asked for (src-main/catalog/catalogs.ts).
console.log(`Ready in ${Math.round(performance.now() - started)} ms (each game's cards load on first use); user data in ${defaultUserDataDir()}`)
console.log(`Deck Lab is running at ${bridge.url}`)
console.log('Open that address in a browser on this machine. Ctrl+C stops the server.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([bridge.close(), images.flush()]).then(() => process.exit(0))
  })
}
